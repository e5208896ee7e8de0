// The sign-in limit counts per ACCOUNT (mobile, e-mail, any case or spacing), per normalised name for
// unknown names, and per address, in the database: two app instances on one database share it.
import { describe, expect, it } from 'vitest';
import { T0, type TestServer } from './helpers';
import { plainFrom, twoProcesses } from './limitsHelpers';

const LIMIT = 3;
const TOO_MANY = -821020;
let s: TestServer;
let s2: TestServer;
twoProcesses({ loginLimit: LIMIT }, (a, b) => {
  s = a;
  s2 = b;
});

const signIn = (srv: TestServer, userName: string, password: string, ip = '10.1.0.1') => plainFrom(srv, '/account/signIn', { userName, password }, ip);
const rtn = async (p: Promise<{ body: Record<string, any> }>) => (await p).body.result.rtn as number;

describe('sign-in limit across processes', () => {
  it("wrong passwords under the account's mobile and e-mail, any case and spacing, on two processes share one count", async () => {
    const spellings = ['0400000002', ' BOB@Example.com ', '0400 000 002'];
    for (let i = 0; i < LIMIT; i++) expect(await rtn(signIn(i % 2 ? s2 : s, spellings[i], 'bad-guess', `10.1.1.${i}`))).toBe(-821001);
    // The right password under yet another spelling, from another process and address: limited.
    const blocked = await signIn(s2, '0400-000-002', 'Demo1234!', '10.1.1.9');
    expect(blocked.body.result.rtn).toBe(TOO_MANY);
    expect(blocked.body.dispMsg).toBe('Too many attempts; please wait a few minutes and try again.');
    expect(await rtn(signIn(s, 'bob@example.com', 'Demo1234!', '10.1.1.8'))).toBe(TOO_MANY);
    s.clock.t = T0 + 15 * 60_000 + 1;
    try {
      expect(await rtn(signIn(s, 'bob@example.com', 'Demo1234!', '10.1.1.7'))).toBe(1);
    } finally {
      s.clock.t = T0;
    }
  });

  it('an unknown name is limited exactly like an account, per normalised name', async () => {
    const answers: number[] = [];
    for (const name of ['nobody@example.com', 'NoBody@Example.com', ' nobody@EXAMPLE.com', 'nobody@example.com'])
      answers.push(await rtn(signIn(answers.length % 2 ? s : s2, name, 'x', '10.1.2.1')));
    expect(answers).toEqual([-821009, -821009, -821009, TOO_MANY]);
    const known: number[] = [];
    for (const name of ['admin@example.com', 'ADMIN@example.com', 'admin@Example.COM ', 'admin@example.com'])
      known.push(await rtn(signIn(known.length % 2 ? s : s2, name, 'x', '10.1.2.2')));
    expect(known.slice(LIMIT)).toEqual(answers.slice(LIMIT));
  });

  it('one address is limited over many names (5 x the limit), on both processes; another address is not', async () => {
    const ip = '10.1.3.1';
    for (let i = 0; i < LIMIT * 5; i++) expect(await rtn(signIn(i % 2 ? s2 : s, `guess${i}@example.com`, 'x', ip))).toBe(-821009);
    expect(await rtn(signIn(s, 'guess-new@example.com', 'x', ip))).toBe(TOO_MANY);
    expect(await rtn(signIn(s2, '0400000001', 'Demo1234!', '10.1.3.2'))).toBe(1);
  });

  it('SMS login counts into the same account limit', async () => {
    for (let i = 0; i < LIMIT; i++) expect(await rtn(signIn(i % 2 ? s : s2, 'admin@example.com'.toUpperCase(), 'bad', '10.1.4.1'))).not.toBe(1);
    await plainFrom(s, '/account/getUserIdentifyCode', { mobile: '0400000009' }, '10.1.4.2');
    const r = await plainFrom(s2, '/account/loginbysms', { mobile: '0400 000 009', code: s.lastCode('0400000009') }, '10.1.4.2');
    expect(r.body.result.rtn).toBe(TOO_MANY);
  });
});
