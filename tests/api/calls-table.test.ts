import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
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

// Every call the app makes is a table entry: outside src/api nothing sends a request of its own
// (fetch) or through the untabled helpers (signedGet/signedPost, the transport's request).
describe('no call outside the table', () => {
  const src = new URL('../../src', import.meta.url).pathname;
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((f) => {
      const p = join(dir, f);
      return statSync(p).isDirectory() ? files(p) : /\.tsx?$/.test(p) ? [p] : [];
    });
  it('src/ outside src/api never fetches or uses the generic signed helpers', () => {
    const outside = files(src).filter((f) => !relative(src, f).startsWith('api/'));
    expect(outside.length).toBeGreaterThan(50);
    const hits = outside
      .filter((f) => /\bfetch\(|\bsigned(Get|Post)\b|api\/transport['"]/.test(readFileSync(f, 'utf8')))
      .map((f) => relative(src, f));
    expect(hits).toEqual([]);
  });
  it('the table service, gift card and catalogue calls are entries', () => {
    for (const name of ['tableSession', 'tableSessionOrders', 'tableSessions', 'tableSessionClose', 'giftCardCheck']) {
      expect(callSpec(name)).toMatchObject({
        method: 'POST',
        wire: 'b64',
        signed: true,
        quiet: true,
        owner: 'ordering',
      });
    }
    expect(callSpec('shopCatalogue')).toMatchObject({
      method: 'GET',
      path: '/api/shop/catalogue',
      wire: 'plain',
      identity: false,
      quiet: true,
    });
  });
});
