// TRUST_PROXY (issue 28, server/trustProxy.ts): a hop count or the proxies' addresses, never "trust
// everyone". Before, TRUST_PROXY=1 trusted every X-Forwarded-For entry, so a client could write a new
// address in the header with each sign-in attempt and never meet the per-address limit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeRequest } from '../../src/api/wire/codec';
import { demoMode, resolveMode } from '../../server/mode';
import { parseTrustProxy } from '../../server/trustProxy';
import { startServer, type TestServer } from './helpers';
import { secondApp } from './limitsHelpers';

const LOGIN_LIMIT = 2; // per account; per address five times that: 10
const TOO_MANY = -821020;

/** A sign-in with a wrong password under a new unknown name (so only the address limit can stop it). */
async function forgedSignIn(s: TestServer, i: number, o: { remote: string; forwardedFor: string }) {
  const req = encodeRequest({ userName: `nobody-${i}-${o.remote}@example.com`, password: 'x' }, 'plain');
  const res = await s.app.inject({
    method: 'POST',
    url: '/account/signIn',
    remoteAddress: o.remote,
    headers: { ...req.headers, 'x-forwarded-for': o.forwardedFor },
    payload: req.body,
  });
  return res.json().result.rtn as number;
}

describe('TRUST_PROXY values', () => {
  it('reads hop counts and address lists, and refuses anything else by name', () => {
    expect([undefined, '', '0', 'false'].map(parseTrustProxy)).toEqual([false, false, false, false]);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('true')).toBe(1); // one hop, never "everyone"
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.1, 10.1.0.0/16,::1,fd00::/8, loopback')).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    expect(() => parseTrustProxy('11')).toThrow(/at most 10 proxy hops/);
    expect(() => parseTrustProxy('10.0.0.1,nginx')).toThrow(/TRUST_PROXY .*not valid: nginx/);
    expect(() => parseTrustProxy('10.0.0.0/33')).toThrow(/not valid: 10.0.0.0\/33/);
    const r = resolveMode({ TRUST_PROXY: 'everyone' });
    expect(r.ok).toBe(false);
    expect(!r.ok && r.problems[0]).toMatch(/^TRUST_PROXY/);
  });
});

describe('a forged X-Forwarded-For does not reset the per-address sign-in limit', () => {
  let hops: TestServer;
  let listed: TestServer;
  beforeAll(async () => {
    hops = await startServer({ mode: demoMode({ TRUST_PROXY: '1' }), loginLimit: LOGIN_LIMIT });
    listed = await secondApp(hops, {
      mode: demoMode({ TRUST_PROXY: '10.0.0.1, 10.0.1.0/24' }),
      loginLimit: LOGIN_LIMIT,
    });
  }, 120_000);
  afterAll(async () => {
    await listed?.close();
    await hops?.close();
  });

  it('one hop: the address the proxy appended counts, whatever the client wrote before it', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 11; i++)
      answers.push(await forgedSignIn(hops, i, { remote: '127.0.0.1', forwardedFor: `198.51.100.${i}, 203.0.113.7` }));
    expect(answers.slice(0, 10).every((a) => a !== TOO_MANY)).toBe(true);
    expect(answers[10]).toBe(TOO_MANY);
  });

  it('an address list: the nearest address not a listed proxy counts; from an unlisted peer the header is ignored', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 11; i++)
      answers.push(
        await forgedSignIn(listed, i, { remote: '10.0.0.1', forwardedFor: `198.51.100.${i}, 203.0.113.8, 10.0.1.5` }),
      );
    expect(answers[10]).toBe(TOO_MANY);
    const direct: number[] = [];
    for (let i = 0; i < 11; i++)
      direct.push(await forgedSignIn(listed, i, { remote: '192.0.2.44', forwardedFor: `198.51.100.${i}` }));
    expect(direct[10]).toBe(TOO_MANY);
  });
});
