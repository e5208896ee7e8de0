// The sign-in limits (issue 27 findings 9 and 10), counted in the database: two app instances on one
// database share them. Only failures count; per account and address, per account from anywhere, per
// address, each with a day-long back-off tier; the SMS login is not blocked by wrong passwords; an
// unknown name answers exactly like a wrong password; the phone check is limited per address.
import { describe, expect, it } from 'vitest';
import { T0, type TestServer } from './helpers';
import { plainFrom, twoProcesses } from './limitsHelpers';

const LIMIT = 3; // failures per account and address; per address and per account overall 15; a day 60
const TOO_MANY = -821020;
let s: TestServer;
let s2: TestServer;
twoProcesses({ loginLimit: LIMIT }, (a, b) => {
  s = a;
  s2 = b;
});

const signIn = (srv: TestServer, userName: string, password: string, ip = '10.1.0.1') =>
  plainFrom(srv, '/account/signIn', { userName, password }, ip);
const rtn = async (p: Promise<{ body: Record<string, any> }>) => (await p).body.result.rtn as number;
const later = async (ms: number, f: () => Promise<void>) => {
  s.clock.t = T0 + ms;
  try {
    await f();
  } finally {
    s.clock.t = T0;
  }
};

describe('sign-in limits across processes', () => {
  it('successful sign-ins are not counted: a venue Wi-Fi address signs in many members (before: locked after 5 x the limit)', async () => {
    const ip = '10.1.5.1';
    for (let i = 0; i < LIMIT * 5 + 5; i++)
      expect(await rtn(signIn(i % 2 ? s2 : s, i % 3 ? '0400000001' : 'bob@example.com', 'Demo1234!', ip))).toBe(1);
  });

  it("a stranger's wrong passwords block the stranger's address, not the owner's, and never the owner's SMS login", async () => {
    const spellings = ['0400000002', ' BOB@Example.com ', '0400 000 002'];
    for (let i = 0; i < LIMIT; i++)
      expect(await rtn(signIn(i % 2 ? s2 : s, spellings[i], 'bad-guess', '10.1.1.1'))).toBe(-821001);
    // Even the right password from the stranger's address waits: it cannot be told apart.
    const blocked = await signIn(s2, '0400-000-002', 'Demo1234!', '10.1.1.1');
    expect(blocked.body.result.rtn).toBe(TOO_MANY);
    expect(blocked.body.dispMsg).toBe('Too many attempts; please wait a few minutes and try again.');
    // The owner, elsewhere, signs in with the password and with an SMS code.
    expect(await rtn(signIn(s, 'bob@example.com', 'Demo1234!', '10.1.1.8'))).toBe(1);
    await plainFrom(s, '/account/getUserIdentifyCode', { mobile: '0400000002' }, '10.1.1.8');
    expect(
      await rtn(
        plainFrom(s2, '/account/loginbysms', { mobile: '0400 000 002', code: s.lastCode('0400000002') }, '10.1.1.8'),
      ),
    ).toBe(1);
    await later(15 * 60_000 + 1, async () =>
      expect(await rtn(signIn(s, 'bob@example.com', 'Demo1234!', '10.1.1.1'))).toBe(1),
    );
  });

  it('wrong passwords for one account spread over many addresses are bounded (5 x the limit per account)', async () => {
    for (let i = 0; i < LIMIT * 5; i++)
      expect(await rtn(signIn(i % 2 ? s2 : s, 'admin@example.com', 'x', `10.1.6.${i}`))).toBe(-821001);
    expect(await rtn(signIn(s, 'admin@example.com', 'Admin1234!', '10.1.6.200'))).toBe(TOO_MANY);
    await later(15 * 60_000 + 1, async () =>
      expect(await rtn(signIn(s2, 'admin@example.com', 'Admin1234!', '10.1.6.200'))).toBe(1),
    );
  });

  it('an unknown name answers exactly like a wrong password, and is limited like an account (before: rtn -821009)', async () => {
    const unknown = await signIn(s, 'nobody@example.com', 'x', '10.1.2.1');
    const wrong = await signIn(s2, '0400000001', 'x', '10.1.2.2');
    expect(unknown.body).toEqual(wrong.body);
    expect(unknown.body).toEqual({
      success: false,
      result: { rtn: -821001, dispMsg: 'User name or password not match' },
      dispMsg: 'User name or password not match',
    });
    const answers: number[] = [];
    for (const name of ['NoBody@Example.com', ' nobody@EXAMPLE.com', 'nobody@example.com'])
      answers.push(await rtn(signIn(answers.length % 2 ? s : s2, name, 'x', '10.1.2.1')));
    expect(answers).toEqual([-821001, -821001, TOO_MANY]);
  });

  it('one address is limited over many names (5 x the limit) on both processes; another address is not', async () => {
    const ip = '10.1.3.1';
    for (let i = 0; i < LIMIT * 5; i++)
      expect(await rtn(signIn(i % 2 ? s2 : s, `guess${i}@example.com`, 'x', ip))).toBe(-821001);
    expect(await rtn(signIn(s, 'guess-new@example.com', 'x', ip))).toBe(TOO_MANY);
    expect(await rtn(signIn(s2, '0400000001', 'Demo1234!', '10.1.3.2'))).toBe(1);
  });

  it('parallel wrong guesses on two processes compare at most the limit', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => rtn(signIn(i % 2 ? s2 : s, '0400000001', `guess-${i}`, '10.1.7.1'))),
    );
    expect(answers.filter((a) => a === -821001)).toHaveLength(LIMIT);
    expect(answers.filter((a) => a === TOO_MANY)).toHaveLength(12 - LIMIT);
  });

  it('back-off: an address that keeps failing window after window waits for the day window (4 x its 15-minute limit)', async () => {
    const ip = '10.1.8.1';
    for (let w = 0; w < 4; w++)
      await later(w * (15 * 60_000 + 1), async () => {
        for (let i = 0; i < LIMIT * 5; i++)
          expect(await rtn(signIn(i % 2 ? s2 : s, `day${w}-${i}@example.com`, 'x', ip))).toBe(-821001);
      });
    await later(4 * (15 * 60_000 + 1), async () =>
      expect(await rtn(signIn(s, 'day-next@example.com', 'x', ip))).toBe(TOO_MANY),
    );
    await later(24 * 3_600_000 + 1, async () =>
      expect(await rtn(signIn(s, 'day-next@example.com', 'x', ip))).toBe(-821001),
    );
  });

  it('the phone check is limited per address (before: unlimited)', async () => {
    const check = (srv: TestServer, ip: string, mobile = '0400000001') =>
      plainFrom(srv, '/account/chkPhone', { mobile }, ip);
    for (let i = 0; i < 20; i++)
      expect((await check(i % 2 ? s2 : s, '10.1.9.1', `04000000${String(i).padStart(2, '0')}`)).body.success).toBe(
        true,
      );
    const r = await check(s, '10.1.9.1');
    expect(r.body).toMatchObject({ success: false, result: { rtn: TOO_MANY } });
    expect((await check(s2, '10.1.9.2')).body.result.exists).toBe(true);
  });
});
