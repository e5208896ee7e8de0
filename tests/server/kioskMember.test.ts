// The kiosk's member card check (issue 19, server/kiosk/member.ts, server/routes/kioskMember.ts): the
// card at this venue only, nothing beyond what the kiosk shows, limited per address and per card; its
// token carries the member's discount and points into feeCalc and the order, is bound to venue and card
// and ends after 15 minutes; an order with it earns its points once; spending points needs the PIN.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MEMBER_TOKEN_MS } from '../../src/domain/index';
import { MEMBER_CHECKS_PER_ADDRESS, MEMBER_CHECKS_PER_CARD } from '../../server/kiosk/member';
import { CAFE, post, startServer, T0, type TestServer } from './helpers';
import { signedFrom } from './limitsHelpers';
import { newKey } from './orderHelpers';

const KIOSK = { shopKey: 'key-demo-kiosk', siteId: 'site-kiosk' };
const CARD = 'M10000006'; // Bob's card at demo-kiosk (server/seed/kioskMember.ts): 300 points, 10% off, PIN 123456
const CART = { itemList: [{ pluId: 'k-double', quantity: 2 }], orderType: 'takeaway' }; // $25.00

let s: TestServer;
let ipNo = 0;
const freshIp = () => `10.9.0.${++ipNo}`;
beforeAll(async () => { s = await startServer(); });
afterAll(async () => s.close());
beforeEach(() => { s.clock.t = T0; });

const check = (cardNum: string, o: { pin?: string; ip?: string; identity?: typeof KIOSK } = {}) =>
  signedFrom(s, '/api/kiosk/member/check', { cardNum, ...(o.pin ? { pin: o.pin } : {}) }, { ip: o.ip ?? freshIp(), identity: o.identity ?? KIOSK });
const fee = (memberToken: string, extra: Record<string, unknown> = {}, identity = KIOSK) =>
  post(s, '/api/pos/feeCalc', { cart: { ...CART, ...extra }, payment: 'cash', memberToken }, { identity, format: 'b64' });
const place = (memberToken: string, expectedTotalCents: number, key = newKey(), extra: Record<string, unknown> = {}) =>
  post(s, '/api/shop/order/add/v2', { idempotencyKey: key, cart: { ...CART, ...extra }, payment: 'cash', expectedTotalCents, memberToken }, { identity: { ...KIOSK, device: 'kiosk-1' }, format: 'b64', nest: true });
const pointsOf = async (card = CARD) => Number((await s.db.query<{ p: string }>('SELECT points_cents AS p FROM member_cards WHERE card_num = $1', [card]))[0].p);
async function tokenOf(pin?: string) {
  const r = await check(CARD, { pin });
  expect(r.body.success, JSON.stringify(r.body)).toBe(true);
  return r.body.result.token as string;
}

describe('kiosk member check', () => {
  it('finds the card at this venue and answers only what the kiosk shows, with a 15-minute token', async () => {
    const r = await check(' m1000-0006\n');
    expect(r.body.success).toBe(true);
    expect(r.body.result).toEqual({
      rtn: 1, masked: 'M100**006', name: 'Bob', points: 300, discountRate: 10, typeDescription: 'Member', pointsOn: true, hasPin: true, redeem: false,
      token: expect.stringMatching(/^km1\.M10000006\.e\.\d+\.[0-9a-f]{64}$/), tokenExpiresAt: T0 + MEMBER_TOKEN_MS,
      rules: { state: 1, minimumPoints: 10, pointsPerDollar: 1, pointsPerDollarWhenRedeem: 10 },
    });
    expect(JSON.stringify(r.body)).not.toMatch(/u-demo-bob|Smith|0400000002|balance/);
  });

  it('an unknown card and a card of another venue are refused with their own codes and no data', async () => {
    const unknown = await check('M99999999');
    expect(unknown.body).toMatchObject({ success: false, result: { code: 'member.unknown' } });
    const other = await check('M10000001'); // Alice's card at demo-cafe
    expect(other.body).toMatchObject({ success: false, result: { code: 'member.other-venue' } });
    expect(JSON.stringify(other.body)).not.toMatch(/1250|Alice|token/);
    const junk = await check('<script>');
    expect(junk.body.result.code).toBe('member.unknown');
  });

  it('is limited per card number (from any address) and per address', async () => {
    const card = 'M77777777';
    for (let i = 0; i < MEMBER_CHECKS_PER_CARD; i++) expect((await check(card)).body.result.code).toBe('member.unknown');
    const over = await check(card);
    expect(over.body).toMatchObject({ success: false, result: { code: 'member.rate-limited' } });
    const ip = freshIp();
    for (let i = 0; i < MEMBER_CHECKS_PER_ADDRESS; i++) await check(`M6${String(i).padStart(7, '0')}`, { ip });
    expect((await check(CARD, { ip })).body.result.code).toBe('member.rate-limited');
    expect((await check(CARD)).body.success).toBe(true); // another address still may
    s.clock.t = T0 + 15 * 60_000 + 1;
    expect((await check(card)).body.result.code).toBe('member.unknown'); // the window ended
  });
});

describe('the token in feeCalc and the order', () => {
  it('feeCalc applies the member discount and the points to earn', async () => {
    const token = await tokenOf();
    const plain = await post(s, '/api/pos/feeCalc', { cart: CART, payment: 'cash' }, { identity: KIOSK, format: 'b64' });
    const f = await fee(token);
    expect(plain.body.result.totalCents).toBe(2500);
    expect(f.body.result.cart.userDiscountAmount).toBe(250);
    expect(f.body.result.totalCents).toBe(2250);
    expect(f.body.result.cart.topupPoints).toBeGreaterThan(0);
  });

  it('a forged, other-venue or expired token is refused with a clear code', async () => {
    const token = await tokenOf();
    const forged = token.replace('M10000006', 'M10000004');
    expect((await fee(forged)).body.result.code).toBe('member.token-invalid');
    const tampered = token.replace(/\.(\d+)\./, (_m, t) => `.${Number(t) + 1000}.`);
    expect((await fee(tampered)).body.result.code).toBe('member.token-invalid');
    const atCafe = await post(s, '/api/pos/feeCalc', { cart: { itemList: [{ pluId: 'banana-bread', quantity: 1 }], orderType: 'takeaway' }, payment: 'cash', memberToken: token }, { identity: CAFE, format: 'b64' });
    expect(atCafe.status).toBe(422);
    expect(atCafe.body.result.code).toBe('member.token-invalid');
    s.clock.t = T0 + MEMBER_TOKEN_MS;
    const late = await fee(token);
    expect(late.status).toBe(422);
    expect(late.body.result.code).toBe('member.token-expired');
    const order = await place(token, 2250);
    expect(order.body.result.code).toBe('member.token-expired');
  });

  it('an order at the counter with the token is the member\'s, and earns its points once', async () => {
    const before = await pointsOf();
    const token = await tokenOf();
    const f = await fee(token);
    const earn = Math.round(f.body.result.cart.topupPoints * 100);
    const key = newKey();
    const r = await place(token, f.body.result.totalCents, key);
    expect(r.body.success, JSON.stringify(r.body)).toBe(true);
    const txn = r.body.result.transactionId as string;
    const row = (await s.db.query<{ user_id: string; paid: boolean }>('SELECT user_id, paid FROM orders WHERE transaction_id = $1', [txn]))[0];
    expect(row).toEqual({ user_id: 'u-demo-bob', paid: false });
    expect(await pointsOf()).toBe(before + earn);
    // The same order again (a resend with a renewed token) answers the same order and earns nothing more.
    const again = await place(await tokenOf(), f.body.result.totalCents, key);
    expect(again.body.result.transactionId).toBe(txn);
    // Marked paid later: still one credit (the ledger's unique row).
    await s.db.query('UPDATE orders SET paid = true, paid_at = $2 WHERE transaction_id = $1', [txn, T0]);
    expect(await pointsOf()).toBe(before + earn);
    const rows = await s.db.query("SELECT 1 FROM points_ledger WHERE transaction_id = $1 AND kind = 'earn'", [txn]);
    expect(rows).toHaveLength(1);
  });

  it('an order without a token earns nothing for anyone', async () => {
    const before = await pointsOf();
    const plain = await post(s, '/api/shop/order/add/v2', { idempotencyKey: newKey(), cart: CART, payment: 'cash', expectedTotalCents: 2500 }, { identity: KIOSK, format: 'b64', nest: true });
    expect(plain.body.success).toBe(true);
    expect(await pointsOf()).toBe(before);
  });
});

describe('spending points needs the card\'s PIN', () => {
  it('a token checked without the PIN cannot redeem', async () => {
    const f = await fee(await tokenOf(), { redeemPoints: 100 });
    expect(f.body.result.blocked.map((b: { code: string }) => b.code)).toContain('member.pin-needed');
  });

  it('a wrong PIN is refused with the tries left; the right one redeems on the order', async () => {
    const wrong = await check(CARD, { pin: '000000' });
    expect(wrong.body).toMatchObject({ success: false, result: { code: 'svc.wrong-pin' } });
    const token = await tokenOf('123456');
    expect(token).toMatch(/^km1\.M10000006\.r\./);
    const before = await pointsOf();
    const f = await fee(token, { redeemPoints: 100 });
    expect(f.body.result.blocked).toEqual([]);
    expect(f.body.result.cart.pointDiscount).toBe(1000); // 100 points = $10
    const r = await place(token, f.body.result.totalCents, newKey(), { redeemPoints: 100 });
    expect(r.body.success, JSON.stringify(r.body)).toBe(true);
    const earned = Math.round(f.body.result.cart.topupPoints * 100);
    expect(await pointsOf()).toBe(before - 10_000 + earned);
  });
});
