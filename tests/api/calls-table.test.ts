import { describe, expect, it } from 'vitest';
import { CALLS, CALL_ROUTES, callSpec } from '../../src/api/calls';
import { CALL_NOTES } from '../../src/api/calls-notes';

describe('call table', () => {
  it('has unique function names and about 75 calls', () => {
    const names = CALLS.map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
    expect(CALLS.length).toBeGreaterThanOrEqual(70);
  });
  it('uses the pro base for /pro/ paths and GET only for plain unsigned calls', () => {
    for (const c of CALLS) {
      if (c.path.startsWith('/pro/')) expect(c.base, c.name).toBe('pro');
      if (c.method === 'GET') {
        expect(c.wire, c.name).toBe('plain');
        expect(c.signed, c.name).toBe(false);
      }
      if (c.signed) expect(c.identity, c.name).toBe(true);
    }
  });
  it('routes collapse action calls onto one path', () => {
    const card = CALL_ROUTES.find((r) => r.path === '/pro/acs/card/action');
    expect(card?.names).toEqual(['userWallet', 'latestCardValue', 'cardInfo']);
    expect(new Set(CALL_ROUTES.map((r) => `${r.method} ${r.path}`)).size).toBe(CALL_ROUTES.length);
  });
  it('every call has a note and every note a call', () => {
    expect(Object.keys(CALL_NOTES).sort()).toEqual(CALLS.map((c) => c.name).sort());
    for (const n of Object.values(CALL_NOTES)) expect(n.length).toBeGreaterThan(5);
  });
  it('finds a call by name and refuses unknown names', () => {
    expect(callSpec('payOrder').wire).toBe('plain');
    expect(() => callSpec('nope')).toThrow(/Unknown call/);
  });
});
