// Every exported call function sends exactly what its table entry says: method, base address,
// path, body variant header, identity and sign fields, action, paramIn nesting, loading indicator.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as api from '../../src/api';
import { CALLS } from '../../src/api/calls';
import { loadStaffCalls } from '../../src/api/invoke';
import { verifyIdentity } from '../../src/api/wire/codec';
import { resetWorld, scriptedFetch } from './helpers';
import { ui } from '../../src/state/ui';

// The staff's calls once their table is here, as on the kiosk's and the back office's pages (tests/api/staffCalls.test.ts: before).
beforeAll(() => loadStaffCalls());

beforeEach(() => {
  resetWorld();
});

type AnyFn = (...args: unknown[]) => Promise<unknown>;
const fns = api as unknown as Record<string, AnyFn>;

describe.each(CALLS.map((c) => [c.name, c] as const))('%s', (name, spec) => {
  it(`sends ${spec.method} ${spec.path} as the table says`, async () => {
    const { sent } = scriptedFetch({ body: { success: true, result: [] } });
    const now = Date.now();
    const payload = { probe: 'x' };
    let loadingDuring = -1;
    const call =
      name === 'accountLogout'
        ? fns[name]({ now })
        : name === 'proUserDetail'
          ? fns[name](payload, 'user-tok', { now })
          : fns[name](payload, { now });
    loadingDuring = ui.loading;
    await call;
    expect(sent).toHaveLength(1);
    const s = sent[0];
    const url = new URL(s.url);
    expect(s.method).toBe(spec.method);
    expect(url.origin).toBe(spec.base === 'pro' ? 'http://pro.test' : 'http://shop.test');
    expect(url.pathname).toBe(spec.path);
    expect(loadingDuring).toBe(spec.quiet ? 0 : 1);
    if (spec.method === 'POST') {
      expect(s.headers['x-wire-format']).toBe(spec.wire === 'plain' ? undefined : spec.wire);
      const outer = JSON.parse(s.raw!);
      if (spec.wire !== 'plain') expect(Object.keys(outer)).toEqual(['data']);
      if (spec.wire === 'b64') {
        const inner = JSON.parse(Buffer.from(outer.data, 'base64').toString('utf8'));
        expect(Object.keys(inner)).toEqual(spec.nest ? ['paramIn'] : expect.arrayContaining(['probe']));
      }
    } else {
      expect(s.raw).toBeUndefined();
    }
    if (name !== 'accountLogout') expect(s.payload.probe).toBe('x');
    if (spec.action) expect(s.payload.action).toBe(spec.action);
    if (spec.identity) expect(s.payload).toMatchObject({ id: 'demo-shop', shp: 'S001', device: 'dev-0001' });
    else expect(s.payload.id).toBeUndefined();
    if (spec.signed) expect(verifyIdentity(s.payload as never, { now })).toEqual({ ok: true });
    else expect(s.payload.sign).toBeUndefined();
  });
});
