// Issue 27 finding 7: logout ends the sign-in, its 30-day refresh credential included (before, the
// refresh credential still made a new session after logout). Token families: migration 028.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, post, startServer, T0, type TestServer } from './helpers';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(async () => {
  await s.close();
});

describe('logout revokes the refresh credential', () => {
  it('the refresh after logout is refused, and so is every session of that sign-in', async () => {
    const { token, refreshToken } = await login(s);
    expect((await post(s, '/account/logout', {}, { token })).body.success).toBe(true);
    const r = await post(s, '/account/refreshToken', { refreshToken });
    expect(r.body.success).toBe(false);
    expect(r.body.result.rtn).toBe(-821040);
  });

  it('a session refreshed or renewed from the sign-in is ended by a later logout; another sign-in is not', async () => {
    const first = await login(s);
    const other = await login(s);
    const refreshed = await post(s, '/account/refreshToken', { refreshToken: first.refreshToken });
    const session2 = refreshed.body.result.userId as string;
    const refresh2 = refreshed.body.result.refreshToken as string;
    // Past half its life the refreshed session is renewed (sliding session): the renewal is in the family too.
    s.clock.t = T0 + 100 * 60_000;
    try {
      const renewed = (await post(s, '/account/detail', {}, { token: session2 })).body.map.refreshToken as string;
      expect(renewed).toMatch(/^[A-Za-z0-9_-]{40,}$/);
      expect((await post(s, '/account/logout', {}, { token: renewed })).body.success).toBe(true);
      expect((await post(s, '/account/detail', {}, { token: session2 })).status).toBe(401);
      expect((await post(s, '/account/refreshToken', { refreshToken: refresh2 })).body.result.rtn).toBe(-821040);
      // Another device's sign-in of the same account goes on.
      expect((await post(s, '/account/detail', {}, { token: other.token })).body.result.firstName).toBe('Alice');
      expect((await post(s, '/account/refreshToken', { refreshToken: other.refreshToken })).body.result.rtn).toBe(1);
    } finally {
      s.clock.t = T0;
    }
  });
});
