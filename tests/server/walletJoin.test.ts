// Joining a venue's membership from the wallet (server/routes/walletJoin.ts): the signed-in customer
// gets one member card per venue with the venue's prefix, however often or concurrently they join; a
// removed card comes back; the card is theirs only (statement, top-up); a venue without membership refuses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, post, startServer, type TestServer } from './helpers';

let s: TestServer;
let bob = '';
let admin = '';
beforeAll(async () => {
  s = await startServer();
  bob = (await login(s, { userName: '0400000002', password: 'Demo1234!' })).token;
  admin = (await login(s, { userName: 'admin@example.com', password: 'Admin1234!' })).token;
});
afterAll(async () => s.close());

const join = (shop: string, token = bob) => post(s, '/api/wallet/join', { shop }, { token });
const bobCards = async (shop: string) =>
  s.db.query<{ card_num: string; deleted_at: string | null; balance_cents: string }>(
    `SELECT card_num, deleted_at, balance_cents FROM member_cards WHERE user_id = 'u-demo-bob' AND shop_id = $1`,
    [shop],
  );

describe("joining a venue's membership", () => {
  it("gives one card with the venue's prefix, however often and concurrently the customer joins", async () => {
    expect(await bobCards('demo-ktv')).toHaveLength(0);
    const answers = await Promise.all(Array.from({ length: 10 }, () => join('demo-ktv')));
    const nums = new Set(answers.map((a) => a.body.result.cardNum as string));
    expect(answers.every((a) => a.status === 200 && a.body.success)).toBe(true);
    expect(nums.size).toBe(1);
    const [num] = [...nums];
    expect(num).toMatch(/^M[2-9]\d{7}$/);
    expect(await bobCards('demo-ktv')).toEqual([expect.objectContaining({ card_num: num, deleted_at: null })]);
    expect(Number((await bobCards('demo-ktv'))[0].balance_cents)).toBe(0);
    const passes = (await post(s, '/api/account/loadUserValuePass', { shop: 'demo-ktv' }, { token: bob })).body
      .result as { cardNum: string; kind: string }[];
    expect(passes.filter((p) => p.cardNum === num).map((p) => p.kind)).toContain('stored');
    // The card is Bob's alone: its statement is his, the admin (another user) reads no such card.
    expect(
      (await post(s, '/pro/report/acsLoyalty/list', { cardNum: num, purse: 'value' }, { token: bob })).body.success,
    ).toBe(true);
    expect(
      (await post(s, '/pro/report/acsLoyalty/list', { cardNum: num, purse: 'value' }, { token: admin })).body.result
        .code,
    ).toBe('card.unknown');
  });

  it('a removed card comes back, empty, on joining again', async () => {
    const num = (await join('demo-partyroom')).body.result.cardNum as string;
    expect((await post(s, '/pro/account/valuePassDelete', { cardNum: num }, { token: bob })).body.success).toBe(true);
    expect((await bobCards('demo-partyroom'))[0].deleted_at).not.toBeNull();
    expect((await join('demo-partyroom')).body.result.cardNum).toBe(num);
    expect((await bobCards('demo-partyroom'))[0].deleted_at).toBeNull();
  });

  it('needs a signed-in customer, and a venue with a membership', async () => {
    expect((await post(s, '/api/wallet/join', { shop: 'demo-ktv' })).body.result).toBe('api.not.logged');
    await post(
      s,
      '/pro/lot/config/update',
      { shop: 'demo-parking', settings: { membership: 0, enableMember: 0 } },
      { token: admin, format: 'plain' },
    );
    const off = await join('demo-parking');
    expect(off.body.result.code).toBe('card.membership-off');
    expect(await bobCards('demo-parking')).toHaveLength(0);
  });
});
