// SMS verification code tries are counted in one conditional UPDATE: concurrent wrong codes from
// two server processes on one database check exactly CODE_MAX_TRIES of them.
import { describe, expect, it } from 'vitest';
import { CODE_MAX_TRIES, CODE_MESSAGES } from '../../server/auth/codes';
import { post, type TestServer } from './helpers';
import { twoProcesses } from './limitsHelpers';

let s: TestServer;
let s2: TestServer;
twoProcesses({}, (a, b) => {
  s = a;
  s2 = b;
});

const other = (code: string) => (code === '9999' ? '8888' : '9999');
const tally = (rtns: number[]) => rtns.reduce<Record<string, number>>((m, r) => ({ ...m, [r]: (m[r] ?? 0) + 1 }), {});

describe('verification code tries across processes', () => {
  it('60 concurrent wrong codes on two processes: exactly 5 are checked, the rest are refused as locked; then the right code is refused too', async () => {
    const mobile = '0411000777';
    await post(s, '/account/getUserIdentifyCode', { mobile });
    const code = s.lastCode(mobile);
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        post(i % 2 ? s2 : s, '/account/checkUserIdentifyCode', { mobile, code: other(code) }),
      ),
    );
    expect(tally(answers.map((a) => a.body.result.rtn))).toEqual({
      [CODE_MESSAGES.wrong.rtn]: CODE_MAX_TRIES,
      [CODE_MESSAGES.locked.rtn]: 60 - CODE_MAX_TRIES,
    });
    expect(
      answers
        .filter((a) => a.body.result.rtn === CODE_MESSAGES.locked.rtn)
        .every((a) => a.body.dispMsg === 'Too many wrong codes; please request a new one.'),
    ).toBe(true);
    const right = await post(s2, '/account/checkUserIdentifyCode', { mobile, code });
    expect(right.body.result.rtn).toBe(CODE_MESSAGES.locked.rtn);
    const rows = await s.db.query<{ tries: number }>('SELECT tries FROM sms_codes WHERE mobile = $1', [mobile]);
    expect(rows.map((r) => r.tries)).toEqual([CODE_MAX_TRIES]);
  });

  it('the calls that use the code inside a transaction (register, SMS login) share the same count', async () => {
    const mobile = '0411000778';
    await post(s, '/account/getUserIdentifyCode', { mobile });
    const code = s.lastCode(mobile);
    const bad = other(code);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => {
        const srv = i % 2 ? s2 : s;
        if (i % 4 === 0) return post(srv, '/account/register', { mobile, code: bad, password: 'secret123' });
        if (i % 4 === 1) return post(srv, '/account/loginbysms', { mobile, code: bad });
        return post(srv, '/account/checkUserIdentifyCode', { mobile, code: bad });
      }),
    );
    expect(answers.filter((a) => a.body.result.rtn === CODE_MESSAGES.wrong.rtn)).toHaveLength(CODE_MAX_TRIES);
    expect((await post(s, '/account/register', { mobile, code, password: 'secret123' })).body.result.rtn).toBe(
      CODE_MESSAGES.locked.rtn,
    );
    expect(await s.db.query('SELECT 1 FROM users WHERE mobile = $1', [mobile])).toHaveLength(0);
  });

  it('a right code within the limit works once, and a check before it does not use it up', async () => {
    const mobile = '0411000779';
    await post(s, '/account/getUserIdentifyCode', { mobile });
    const code = s.lastCode(mobile);
    expect((await post(s2, '/account/checkUserIdentifyCode', { mobile, code: other(code) })).body.result.rtn).toBe(
      CODE_MESSAGES.wrong.rtn,
    );
    expect((await post(s, '/account/checkUserIdentifyCode', { mobile, code })).body.result.rtn).toBe(1);
    expect((await post(s2, '/account/register', { mobile, code, password: 'secret123' })).body.result.rtn).toBe(1);
    expect((await post(s, '/account/register', { mobile, code, password: 'secret123' })).body.result.rtn).toBe(
      CODE_MESSAGES.missing.rtn,
    );
  });
});
