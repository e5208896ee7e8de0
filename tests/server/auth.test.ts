import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALICE, login, post, startServer, T0, type TestServer } from './helpers';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(async () => s.close());

describe('sign-in', () => {
  it('answers rtn 1, an opaque session token as userId (also in map.refreshToken) and a refresh credential', async () => {
    const r = await post(s, '/account/signIn', { ...ALICE, shop: 'demo-cafe' });
    expect(r.status).toBe(200);
    expect(r.body.success).toBe(true);
    expect(r.body.result.rtn).toBe(1);
    expect(r.body.result.userId).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(r.body.result.userId).not.toBe('u-demo-alice');
    // map.refreshToken is what the client stores as its token: it must be a Bearer credential.
    expect(r.body.map.refreshToken).toBe(r.body.result.userId);
    expect(r.body.result.refreshToken).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(r.body.result.refreshToken).not.toBe(r.body.result.userId);
    expect(r.headers['cache-control']).toBe('no-store');
    // Only hashes are stored.
    const rows = await s.db.query<{ token_hash: string }>('SELECT token_hash FROM tokens');
    expect(rows.some((x) => x.token_hash === r.body.result.userId)).toBe(false);
  });
  it('works through the pro address too, and by e-mail', async () => {
    const r = await post(s, '/pro/al/user/signIn', { userName: 'ALICE@example.com', password: 'Demo1234!' });
    expect(r.body.result.rtn).toBe(1);
  });
  it('wrong password: success false, rtn -821001', async () => {
    const r = await post(s, '/account/signIn', { userName: ALICE.userName, password: 'nope-nope' });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      success: false,
      result: { rtn: -821001, dispMsg: 'User name or password not match' },
    });
  });
  it('unknown account: the same answer as a wrong password (issue 27: sign-in does not tell which accounts exist)', async () => {
    const r = await post(s, '/account/signIn', { userName: '0499999999', password: 'whatever1' });
    expect(r.body).toMatchObject({
      success: false,
      result: { rtn: -821001, dispMsg: 'User name or password not match' },
    });
  });
  it('empty fields are refused with the spec message', async () => {
    for (const body of [
      { userName: '', password: 'x' },
      { userName: 'a', password: '' },
      { userName: '   ', password: '' },
    ]) {
      const r = await post(s, '/account/signIn', body);
      expect(r.body.success).toBe(false);
      expect(r.body.result.dispMsg).toBe('User name or password can not be empty');
    }
  });
});

describe('session', () => {
  it('account/detail with the token gives the public profile; no token gives api.not.logged', async () => {
    const { token } = await login(s);
    const r = await post(s, '/account/detail', { shop: 'demo-cafe' }, { token });
    expect(r.body.success).toBe(true);
    expect(r.body.result).toMatchObject({
      userId: 'u-demo-alice',
      firstName: 'Alice',
      userStatus: 1,
      cardNum: 'M10000001',
    });
    const anon = await post(s, '/account/detail', {});
    expect(anon.status).toBe(200);
    expect(anon.body).toMatchObject({ success: false, result: 'api.not.logged' });
  });
  it('every login-only call answers api.not.logged without a token, and writes nothing', async () => {
    const calls: [string, Record<string, unknown>][] = [
      ['/account/changePwd', { oldPwd: 'a', newPwd: 'bbbbbb' }],
      ['/account/update', { firstName: 'X' }],
      ['/account/logout', {}],
      ['/api/account/loadCcUser', {}],
      ['/api/account/actionCcUser', { action: 'ADD', cardNum: '4111111111111111' }],
      ['/account/loadCcUser', {}],
      ['/account/actionCcUser', { action: 'DELETE', ccId: 1 }],
      ['/pro/al/user/detail', {}],
      ['/pro/lot/config/update', { shop: 'demo-cafe', theme: 'night' }],
    ];
    const before = (await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM cc_users'))[0].n;
    for (const [url, body] of calls) {
      const r = await post(s, url, body);
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({ success: false, result: 'api.not.logged' });
    }
    expect((await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM cc_users'))[0].n).toBe(before);
    expect((await s.db.query<{ theme: string }>(`SELECT theme FROM venues WHERE shop_id = 'demo-cafe'`))[0].theme).toBe(
      'default',
    );
  });
  it('identity comes from the token, never the body', async () => {
    const { token } = await login(s);
    const r = await post(s, '/account/detail', { userId: 'u-demo-bob' }, { token });
    expect(r.body.result.userId).toBe('u-demo-alice');
  });
  it('pro user detail accepts the x-user-token header', async () => {
    const { token } = await login(s);
    const r = await post(s, '/pro/al/user/detail', {}, { headers: { 'x-user-token': token } });
    expect(r.body.result.firstName).toBe('Alice');
  });
  it('an unknown or revoked token answers 401', async () => {
    const r = await post(s, '/account/detail', {}, { token: 'not-a-real-token' });
    expect(r.status).toBe(401);
    expect(r.body).toMatchObject({ success: false, dispMsg: 'Login expired' });
    const { token } = await login(s);
    expect((await post(s, '/account/logout', {}, { token })).body.success).toBe(true);
    expect((await post(s, '/account/detail', {}, { token })).status).toBe(401);
  });
  it('tokens expire after the venue session length (default 3 hours) and refresh rotates them', async () => {
    const { token, refreshToken } = await login(s);
    s.clock.t = T0 + 3 * 3_600_000 - 1000;
    expect((await post(s, '/account/detail', {}, { token })).status).toBe(200);
    s.clock.t = T0 + 3 * 3_600_000 + 1;
    expect((await post(s, '/account/detail', {}, { token })).status).toBe(401);
    const r = await post(s, '/account/refreshToken', { refreshToken });
    expect(r.body.result.rtn).toBe(1);
    const fresh = r.body.result.userId as string;
    expect(fresh).not.toBe(token);
    expect(r.body.map.refreshToken).toBe(fresh);
    expect(r.body.result.refreshToken).not.toBe(refreshToken);
    // The refresh credential is not a session token.
    expect((await post(s, '/account/detail', {}, { token: refreshToken })).status).toBe(401);
    expect((await post(s, '/account/detail', {}, { token: fresh })).body.result.firstName).toBe('Alice');
    // A refresh token is single use.
    const again = await post(s, '/account/refreshToken', { refreshToken });
    expect(again.body.success).toBe(false);
    expect(again.body.result.rtn).toBe(-821040);
    s.clock.t = T0;
  });
  it('sliding session: past half its life a token is renewed once through map.refreshToken', async () => {
    const { token } = await login(s);
    s.clock.t = T0 + 60 * 60_000; // 1 h of 3 h: no renewal yet
    expect((await post(s, '/account/detail', {}, { token })).body.map).toBeUndefined();
    s.clock.t = T0 + 100 * 60_000; // past half
    const r = await post(s, '/account/detail', {}, { token });
    const fresh = r.body.map.refreshToken as string;
    expect(fresh).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(fresh).not.toBe(token);
    // Renewed once only; the old token keeps working until its own expiry (requests in flight).
    expect((await post(s, '/account/detail', {}, { token })).body.map).toBeUndefined();
    s.clock.t = T0 + 3 * 3_600_000 + 1;
    expect((await post(s, '/account/detail', {}, { token })).status).toBe(401);
    const later = await post(s, '/account/detail', {}, { token: fresh });
    expect(later.body.result.firstName).toBe('Alice');
    s.clock.t = T0;
  });
  it('the session length follows the venue setting sessionExpire (minutes)', async () => {
    await s.db.query(`UPDATE venues SET settings = settings || '{"sessionExpire": 30}' WHERE shop_id = 'demo-store'`);
    const { token } = await login(s, ALICE, { shop: 'demo-store' });
    s.clock.t = T0 + 31 * 60_000;
    expect((await post(s, '/account/detail', {}, { token })).status).toBe(401);
    s.clock.t = T0;
  });
});

describe('SMS codes, register, SMS login and reset', () => {
  it('register with a code creates the account and logs in', async () => {
    const mobile = '0411222333';
    const sent = await post(s, '/account/getUserIdentifyCode', { mobile, shop: 'demo-cafe' });
    expect(sent.body.result.rtn).toBe(1);
    const code = s.lastCode(mobile);
    expect(code).toMatch(/^\d{4}$/);
    const out = await s.db.query<{ body: string }>('SELECT body FROM sms_outbox WHERE mobile = $1', [mobile]);
    expect(out.length).toBe(1);
    expect((await post(s, '/account/checkUserIdentifyCode', { mobile, code })).body.result.rtn).toBe(1);
    const reg = await post(s, '/account/register', {
      mobile,
      code,
      password: 'Secret99',
      firstName: 'Carol',
      acceptTerms: true,
    });
    expect(reg.body.result.rtn).toBe(1);
    const detail = await post(s, '/account/detail', {}, { token: reg.body.result.userId });
    expect(detail.body.result).toMatchObject({ firstName: 'Carol', mobile });
    const hash = (
      await s.db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE mobile = $1', [mobile])
    )[0].password_hash;
    expect(hash.startsWith('scrypt$')).toBe(true);
    expect((await post(s, '/account/chkPhone', { mobile })).body.result.exists).toBe(true);
    // The code was used: registering again with it fails.
    const dup = await post(s, '/account/register', { mobile, code, password: 'Secret99' });
    expect(dup.body.success).toBe(false);
  });
  it('register refuses a wrong code and writes no user', async () => {
    const mobile = '0411000111';
    await post(s, '/account/getUserIdentifyCode', { mobile });
    const code = s.lastCode(mobile);
    const wrong = code === '0000' ? '1111' : '0000';
    const r = await post(s, '/account/register', { mobile, code: wrong, password: 'Secret99' });
    expect(r.body).toMatchObject({ success: false, result: { rtn: -821014 } });
    expect((await s.db.query('SELECT 1 FROM users WHERE mobile = $1', [mobile])).length).toBe(0);
  });
  it('codes expire after 120 s', async () => {
    const mobile = '0411000222';
    await post(s, '/account/getUserIdentifyCode', { mobile });
    const code = s.lastCode(mobile);
    s.clock.t = T0 + 121_000;
    const r = await post(s, '/account/checkUserIdentifyCode', { mobile, code });
    expect(r.body.result.rtn).toBe(-821012);
    s.clock.t = T0;
  });
  it('codes lock after 5 wrong tries, even for the right code', async () => {
    const mobile = '0411000333';
    await post(s, '/account/getUserIdentifyCode', { mobile });
    const code = s.lastCode(mobile);
    const wrong = code === '9999' ? '8888' : '9999';
    for (let i = 0; i < 5; i++)
      expect((await post(s, '/account/checkUserIdentifyCode', { mobile, code: wrong })).body.result.rtn).toBe(-821014);
    expect((await post(s, '/account/checkUserIdentifyCode', { mobile, code })).body.result.rtn).toBe(-821013);
  });
  it('SMS login signs in an existing account', async () => {
    await post(s, '/account/getUserIdentifyCode', { mobile: '0400000002' });
    const r = await post(s, '/account/loginbysms', { mobile: '0400000002', code: s.lastCode('0400000002') });
    expect(r.body.result.rtn).toBe(1);
    expect((await post(s, '/account/detail', {}, { token: r.body.result.userId })).body.result.firstName).toBe('Bob');
  });
  it('SMS login for an unknown number answers -821009', async () => {
    await post(s, '/api/sms/getUserIdentifyCode', { mobile: '0466666666' });
    const r = await post(s, '/account/loginbysms', { mobile: '0466666666', code: s.lastCode('0466666666') });
    expect(r.body.result.rtn).toBe(-821009);
  });
  it('reset password with a code: new password works, old sessions end', async () => {
    const mobile = '0400000002';
    const old = await login(s, { userName: mobile, password: 'Demo1234!' });
    await post(s, '/account/getUserIdentifyCode', { mobile });
    const r = await post(s, '/account/resetPwd', { mobile, code: s.lastCode(mobile), password: 'NewPass77' });
    expect(r.body.result.rtn).toBe(1);
    expect((await post(s, '/account/detail', {}, { token: old.token })).status).toBe(401);
    expect((await post(s, '/account/signIn', { userName: mobile, password: 'Demo1234!' })).body.result.rtn).toBe(
      -821001,
    );
    expect((await post(s, '/account/signIn', { userName: mobile, password: 'NewPass77' })).body.result.rtn).toBe(1);
  });
  it('change password needs the current one', async () => {
    const { token } = await login(s);
    const bad = await post(s, '/account/changePwd', { oldPwd: 'wrong', newPwd: 'Another88' }, { token });
    expect(bad.body.success).toBe(false);
    const good = await post(s, '/account/changePwd', { oldPwd: 'Demo1234!', newPwd: 'Demo1234!' }, { token });
    expect(good.body.result.rtn).toBe(1);
  });
  it('update changes only the caller profile', async () => {
    const { token } = await login(s);
    const r = await post(s, '/account/update', { firstName: 'Alicia', postcode: '4000' }, { token });
    expect(r.body.result).toMatchObject({ firstName: 'Alicia', userId: 'u-demo-alice', postcode: '4000' });
    await post(s, '/account/update', { firstName: 'Alice' }, { token });
  });
  it('saved cards: a user sees only their own, masked', async () => {
    const alice = await login(s);
    const add = await post(
      s,
      '/api/account/actionCcUser',
      { action: 'ADD', cardNum: '4111 1111 1111 1111', alias: 'Visa' },
      { token: alice.token },
    );
    expect(add.body.result.cardNum).toBe('4111*********111');
    const mine = await post(s, '/api/account/loadCcUser', {}, { token: alice.token });
    expect(mine.body.result).toHaveLength(1);
    await post(s, '/account/getUserIdentifyCode', { mobile: '0400000002' });
    const bob = await post(s, '/account/loginbysms', { mobile: '0400000002', code: s.lastCode('0400000002') });
    const theirs = await post(s, '/account/loadCcUser', {}, { token: bob.body.result.userId });
    expect(theirs.body.result).toHaveLength(0);
    const del = await post(
      s,
      '/account/actionCcUser',
      { action: 'DELETE', ccId: add.body.result.ccId },
      { token: bob.body.result.userId },
    );
    expect(del.body.success).toBe(false);
    // The owner removes it (the legacy path of spec 7 answers the same): gone from her list.
    const own = await post(
      s,
      '/account/actionCcUser',
      { action: 'DELETE', ccId: add.body.result.ccId },
      { token: alice.token },
    );
    expect(own.body).toMatchObject({ success: true, result: { rtn: 1, dispMsg: 'Removed' } });
    expect((await post(s, '/api/account/loadCcUser', {}, { token: alice.token })).body.result).toHaveLength(0);
  });
});

describe('permissions and limits', () => {
  it('admin-only calls refuse users (403) and accept the admin', async () => {
    const user = await login(s);
    const r = await post(s, '/pro/lot/config/update', { shop: 'demo-cafe', theme: 'night' }, { token: user.token });
    expect(r.status).toBe(403);
    const admin = await login(s, { userName: 'admin@example.com', password: 'Admin1234!' });
    const ok = await post(s, '/pro/lot/config/update', { shop: 'demo-store', theme: 'night' }, { token: admin.token });
    expect(ok.body.result.rtn).toBe(1);
    expect(
      (await s.db.query<{ theme: string }>(`SELECT theme FROM venues WHERE shop_id = 'demo-store'`))[0].theme,
    ).toBe('night');
  });
  it('login attempts are rate-limited per user name', async () => {
    const limited = await startServer({ loginLimit: 3 });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 5; i++)
        codes.push(
          (await post(limited, '/account/signIn', { userName: '0400000001', password: 'bad-guess' })).body.result.rtn,
        );
      expect(codes.slice(0, 3)).toEqual([-821001, -821001, -821001]);
      expect(codes[4]).toBe(-821020);
      // Even the right password is refused inside the window.
      expect((await post(limited, '/account/signIn', ALICE)).body.result.rtn).toBe(-821020);
      limited.clock.t = T0 + 16 * 60_000;
      expect((await post(limited, '/account/signIn', ALICE)).body.result.rtn).toBe(1);
    } finally {
      await limited.close();
    }
  });
});
