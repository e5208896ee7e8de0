// @vitest-environment jsdom
// A sign-in whose user-info read is cut off because the page is being left (a reload, another address,
// as the sign-in ends) keeps the stored login for the next page (src/state/pageLeaving.ts); a real
// failure of the read still clears it (spec 4, tests/state/auth.test.ts).
import { beforeEach, describe, expect, it } from 'vitest';
import { resetWorld, scriptedFetch } from '../api/helpers';
import { login, logout } from '../../src/state/auth';
import { readStoredToken } from '../../src/api/token-store';
import { setLogoutHandler } from '../../src/api/config';
import { ui } from '../../src/state/ui';

beforeEach(() => {
  resetWorld();
  setLogoutHandler(logout);
});

const ok = (userId: string) => ({
  body: { success: true, result: { rtn: 1, userId, dispMsg: 'ok' }, map: { refreshToken: `r-${userId}` } },
});
const detail = {
  body: { success: true, result: { firstName: 'Ada', userStatus: 1, userId: 'u1', mobile: '0400000000' } },
};

describe('leaving the page as a sign-in ends', () => {
  it('a user-info read cut off by leaving the page (a reload as the sign-in ends) keeps the stored login for the next page', async () => {
    const { fetchMock } = scriptedFetch(ok('sess-9'), detail);
    const inner = fetchMock.getMockImplementation()!;
    let calls = 0;
    fetchMock.mockImplementation(async (...args) => {
      if (++calls < 2) return inner(...args);
      // The browser starts leaving, then cuts the read off.
      window.dispatchEvent(new Event('beforeunload'));
      throw new TypeError('Failed to fetch');
    });
    const out = await login({ userName: 'a', password: 'b' });
    expect(out.ok).toBe(false);
    expect(await readStoredToken()).toBe('sess-9');
    expect(ui.toasts.map((t) => t.message)).not.toContain('api.getInfoFailed');
    // The visitor stayed (a leave called off): their next press ends it, and a failure counts again.
    window.dispatchEvent(new Event('pointerdown'));
    scriptedFetch(ok('sess-10'), { body: { success: false, result: null } });
    await login({ userName: 'a', password: 'b' });
    expect(await readStoredToken()).toBe('');
  });
});
