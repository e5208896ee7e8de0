// A success answer's result is its call's own result, not only "some object with words". The answer
// check of server/wire/define.ts accepts `<Name>Result | CallRefusal | NotLogged`, and CallRefusal
// takes any object with a dispMsg: a sign-in result missing its token, or a saved card with a field too
// many, would still pass it. Here each success of the sign-in, session, saved-card and venue
// administrator calls is held to the result schema alone (anyOf/0 of its contract, with its definitions).
import Ajv from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import contracts from '../../../src/generated/call-contracts.json';
import { ALICE, CAFE, login, post, startServer, type TestServer } from '../helpers';

type Contract = { answer: { properties: { result: { anyOf: object[] } } }; definitions: Record<string, object> };
const ajv = new Ajv({ allErrors: true, strict: false });

/** The call's own result schema (its contract's anyOf/0, refusals left out). */
function ownResult(path: string) {
  const c = (contracts as unknown as Record<string, Contract>)[`POST ${path}`];
  return ajv.compile({ ...c.answer.properties.result.anyOf[0], definitions: c.definitions });
}

/** Asserts a success whose result matches the call's own result schema; answers the result. */
function succeeded(path: string, r: { status: number; body: Record<string, any> }) {
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  expect(r.body.success, JSON.stringify(r.body)).toBe(true);
  const check = ownResult(path);
  expect(check(r.body.result) ? [] : check.errors, `${path}: ${JSON.stringify(r.body.result)}`).toEqual([]);
  return r.body.result;
}

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(async () => {
  await s.close();
});

describe('success results match their own result schema', () => {
  it('the check is real: a result with a field its contract does not name fails', () => {
    const check = ownResult('/account/logout');
    expect(check({ rtn: 1, dispMsg: 'Logged out' })).toBe(true);
    expect(check({ rtn: 1, dispMsg: 'Logged out', userId: 'x' })).toBe(false);
    expect(check({ rtn: -821009, dispMsg: 'No account found' })).toBe(false);
  });

  it('every sign-in answers a SignedIn; refresh, change password and logout their closed results', async () => {
    const call = (path: string, payload: object, o = {}) => post(s, path, payload, o).then((r) => succeeded(path, r));
    const signed = await call('/account/signIn', { ...ALICE, shop: 'demo-cafe' });
    await call('/pro/al/user/signIn', ALICE);
    await call('/api/scan/signIn', ALICE, { identity: CAFE });
    const refreshed = await call('/account/refreshToken', { refreshToken: signed.refreshToken });
    expect(refreshed.userId).not.toBe(signed.userId);
    const token = refreshed.userId as string;
    await call('/account/changePwd', { oldPwd: ALICE.password, newPwd: 'Other1234!' }, { token });
    await call('/account/changePwd', { oldPwd: 'Other1234!', newPwd: ALICE.password }, { token });
    await call('/account/logout', {}, { token });
  });

  it('the code calls: register, check, SMS login and reset', async () => {
    const mobile = '0400111222';
    const sent = async () => {
      expect((await post(s, '/account/getUserIdentifyCode', { mobile })).body.success).toBe(true);
      return s.lastCode(mobile);
    };
    let code = await sent();
    succeeded('/account/checkUserIdentifyCode', await post(s, '/account/checkUserIdentifyCode', { mobile, code }));
    succeeded('/account/register', await post(s, '/account/register', { mobile, code, password: 'Secret99!' }));
    code = await sent();
    succeeded('/account/loginbysms', await post(s, '/account/loginbysms', { mobile, code }));
    code = await sent();
    succeeded('/account/resetPwd', await post(s, '/account/resetPwd', { mobile, code, password: 'Secret98!' }));
  });

  it('saved cards: add, list and remove on both addresses', async () => {
    const { token } = await login(s);
    for (const prefix of ['/api', '']) {
      const add = `${prefix}/account/actionCcUser`;
      const added = succeeded(add, await post(s, add, { action: 'ADD', cardNum: '4111 1111 1111 1111' }, { token }));
      expect(added.cardNum).toBe('4111*********111');
      const load = `${prefix}/account/loadCcUser`;
      const cards = succeeded(load, await post(s, load, {}, { token }));
      expect(cards.map((c: { ccId: number }) => c.ccId)).toContain(added.ccId);
      succeeded(add, await post(s, add, { action: 'DELETE', ccId: added.ccId }, { token }));
    }
  });

  it("a venue's administrators: invite, revoke, remove", async () => {
    const { token } = await login(s, { userName: 'admin@example.com', password: 'Admin1234!' }, {});
    const shop = 'demo-cafe';
    const invite = '/pro/platform/admin/invite';
    const sent = succeeded(invite, await post(s, invite, { shop, email: 'new-admin@example.com' }, { token }));
    expect([sent.sms, sent.email]).toEqual(['none', expect.stringMatching(/^(sent|notSent)$/)]);
    const listed = (await post(s, '/pro/platform/admin/list', { shop }, { token })).body.result;
    const inv = listed.invitations.find((i: { contact: string }) => i.contact === 'new-admin@example.com');
    const revoke = '/pro/platform/admin/revoke';
    succeeded(revoke, await post(s, revoke, { shop, invitation: inv.id }, { token }));
    const remove = '/pro/platform/admin/remove';
    const after = succeeded(remove, await post(s, remove, { shop, userId: 'u-demo-manager-cafe' }, { token }));
    expect(after.admins.map((a: { userId: string }) => a.userId)).not.toContain('u-demo-manager-cafe');
  });
});
