// The kiosk's member card check (issue 19, server/kiosk/member.ts, server/routes/kioskMember.ts): from an
// enrolled kiosk only (issue 27 findings 4, 5), the card at this venue only, nothing but "found" without
// the PIN, limited per device and per card, wrong PINs in the kiosk scope only; its
// token carries the member's discount and points into feeCalc and the order, is bound to venue and card
// and ends after 15 minutes; an order with it earns its points once; spending points needs the PIN.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MEMBER_TOKEN_MS } from '../../src/domain/index';
import { LIMIT_DEFAULTS, resolveLimits } from '../../server/auth/limitConfig';
import { checkCardPin } from '../../server/wallet/pin';
import { CAFE, post, startServer, T0, type TestServer } from './helpers';
import { enrolKiosk, KIOSK } from './kioskHelpers';
import { signedFrom } from './limitsHelpers';
import { newKey } from './orderHelpers';

const PER_DEVICE = LIMIT_DEFAULTS.memberDevice.max;
// More checks per card than the default 10 here: every test below checks Bob's card in the same window.
const PER_CARD = 30;
const PIN_PER_CARD = LIMIT_DEFAULTS.memberPinCard.max;
const CARD = 'M10000006'; // Bob's card at demo-kiosk (server/seed/kioskMember.ts): 300 points, 10% off, PIN 123456
const CART = { itemList: [{ pluId: 'k-double', quantity: 2 }], orderType: 'takeaway' }; // $25.00

let s: TestServer;
let kioskHeaders: Record<string, string>;
let ipNo = 0;
const freshIp = () => `10.9.0.${++ipNo}`;
beforeAll(async () => {
  s = await startServer({
    limits: resolveLimits({}, { loginLimit: 1000, overrides: { memberCard: { max: PER_CARD } } }),
  });
  kioskHeaders = (await enrolKiosk(s)).headers;
});
afterAll(async () => s.close());
beforeEach(() => {
  s.clock.t = T0;
});

const check = (
  cardNum: string,
  o: { pin?: string; ip?: string; identity?: typeof KIOSK; headers?: Record<string, string> } = {},
) =>
  signedFrom(
    s,
    '/api/kiosk/member/check',
    { cardNum, ...(o.pin ? { pin: o.pin } : {}) },
    { ip: o.ip ?? freshIp(), identity: o.identity ?? KIOSK, headers: o.headers ?? kioskHeaders },
  );
const fee = (memberToken: string, extra: Record<string, unknown> = {}, identity = KIOSK) =>
  post(
    s,
    '/api/pos/feeCalc',
    { cart: { ...CART, ...extra }, payment: 'cash', memberToken },
    { identity, format: 'b64' },
  );
const place = (memberToken: string, expectedTotalCents: number, key = newKey(), extra: Record<string, unknown> = {}) =>
  post(
    s,
    '/api/shop/order/add/v2',
    { idempotencyKey: key, cart: { ...CART, ...extra }, payment: 'cash', expectedTotalCents, memberToken },
    { identity: { ...KIOSK, device: 'kiosk-1' }, format: 'b64', nest: true },
  );
const pointsOf = async (card = CARD) =>
  Number(
    (await s.db.query<{ p: string }>('SELECT points_cents AS p FROM member_cards WHERE card_num = $1', [card]))[0].p,
  );
async function tokenOf(pin?: string) {
  const r = await check(CARD, { pin });
  expect(r.body.success, JSON.stringify(r.body)).toBe(true);
  return r.body.result.token as string;
}

describe('kiosk member check', () => {
  it('answers only an enrolled kiosk of the venue (before: anyone with the public shop key, from anywhere)', async () => {
    const refused = async (headers: Record<string, string>) => {
      const r = await check(CARD, { headers });
      expect(r.status).toBe(401);
      expect(r.body).toMatchObject({ success: false, result: { code: 'device.not-enrolled' } });
      expect(JSON.stringify(r.body)).not.toMatch(/Bob|300|token|M100/);
    };
    await refused({});
    await refused({ 'x-kiosk-device': `kd1.k${'0'.repeat(20)}.${'a'.repeat(64)}` }); // a made-up device
    const cafe = await enrolKiosk(s, 'demo-cafe');
    await refused(cafe.headers); // another venue's kiosk
    const mine = await enrolKiosk(s);
    expect((await check(CARD, { headers: mine.headers })).body.success).toBe(true);
    const admin = (
      await post(s, '/account/signIn', { userName: 'admin@example.com', password: 'Admin1234!', shop: 'demo-kiosk' })
    ).body.result.userId;
    const revoked = await post(
      s,
      '/pro/kiosk/device/revoke',
      { shop: 'demo-kiosk', deviceId: mine.deviceId },
      { token: admin },
    );
    expect(revoked.body.result.devices.find((d: { deviceId: string }) => d.deviceId === mine.deviceId)).toMatchObject({
      active: false,
    });
    await refused(mine.headers);
  });

  it('without the PIN says only "found" (before: first name, points, PIN set); with it, the holder too', async () => {
    const r = await check(' m1000-0006\n');
    expect(r.body.success).toBe(true);
    const rules = { state: 1, minimumPoints: 10, pointsPerDollar: 1, pointsPerDollarWhenRedeem: 10 };
    expect(r.body.result).toEqual({
      rtn: 1,
      masked: 'M100**006',
      discountRate: 10,
      pointsOn: true,
      redeem: false,
      token: expect.stringMatching(/^km1\.M10000006\.e\.\d+\.[0-9a-f]{64}$/),
      tokenExpiresAt: T0 + MEMBER_TOKEN_MS,
      rules,
    });
    expect(JSON.stringify(r.body)).not.toMatch(/u-demo-bob|Bob|Smith|0400000002|balance|hasPin/);
    const withPin = await check(CARD, { pin: '123456' });
    expect(withPin.body.result).toMatchObject({
      name: 'Bob',
      points: 300,
      typeDescription: 'Member',
      hasPin: true,
      redeem: true,
    });
    expect(JSON.stringify(withPin.body)).not.toMatch(/u-demo-bob|Smith|0400000002|balance/);
  });

  it('an unknown card and a card of another venue answer the same, with no data (before: "another venue" confirmed it)', async () => {
    const unknown = await check('M99999999');
    expect(unknown.body).toMatchObject({ success: false, result: { code: 'member.unknown' } });
    const other = await check('M10000001'); // Alice's card at demo-cafe
    expect(other.body).toEqual(unknown.body);
    const junk = await check('<script>');
    expect(junk.body.result.code).toBe('member.unknown');
  });

  it('is limited per card number (from any kiosk) and per enrolled device, not per address', async () => {
    const card = 'M77777777';
    for (let i = 0; i < PER_CARD; i++) expect((await check(card)).body.result.code).toBe('member.unknown');
    const over = await check(card);
    expect(over.body).toMatchObject({ success: false, result: { code: 'member.rate-limited' } });
    const busy = await enrolKiosk(s);
    const ip = freshIp();
    for (let i = 0; i < PER_DEVICE; i++)
      await check(`M6${String(i).padStart(7, '0')}`, { headers: busy.headers, ip: freshIp() });
    expect((await check(CARD, { headers: busy.headers, ip })).body.result.code).toBe('member.rate-limited');
    expect((await check(CARD, { ip })).body.success).toBe(true); // another kiosk on the same address still may
    s.clock.t = T0 + 15 * 60_000 + 1;
    expect((await check(card)).body.result.code).toBe('member.unknown'); // the window ended
  });

  it("wrong PINs at kiosks lock the card at kiosks only: the owner's PIN still pays (before: locked everywhere for 15 minutes)", async () => {
    const card = 'M10000006';
    s.clock.t = T0 + 30 * 60_000;
    for (let i = 0; i < PIN_PER_CARD; i++)
      expect((await check(card, { pin: '000000' })).body.result.code).toBe('member.wrong-pin');
    expect((await check(card, { pin: '123456' })).body.result.code).toBe('member.pin-locked');
    const row = (
      await s.db.query<{ pin_tries: number; pin_locked_until: string }>(
        'SELECT pin_tries, pin_locked_until FROM member_cards WHERE card_num = $1',
        [card],
      )
    )[0];
    expect({ tries: row.pin_tries, locked: Number(row.pin_locked_until) }).toEqual({ tries: 0, locked: 0 });
    expect(await checkCardPin(s.db, card, '123456', s.clock.t)).toBeNull(); // the wallet's payment PIN check
    s.clock.t += 15 * 60_000 + 1;
    expect((await check(card, { pin: '123456' })).body.success).toBe(true);
  });

  it('parallel wrong PINs compare at most the limit', async () => {
    s.clock.t = T0 + 60 * 60_000;
    const k = await enrolKiosk(s);
    const answers = await Promise.all(
      Array.from({ length: 9 }, () =>
        check(CARD, { pin: '999999', headers: k.headers }).then((r) => r.body.result.code as string),
      ),
    );
    expect(answers.filter((c) => c === 'member.wrong-pin')).toHaveLength(PIN_PER_CARD);
    expect(answers.filter((c) => c === 'member.pin-locked')).toHaveLength(9 - PIN_PER_CARD);
  });
});

describe('the token in feeCalc and the order', () => {
  it('feeCalc applies the member discount and the points to earn', async () => {
    const token = await tokenOf();
    const plain = await post(
      s,
      '/api/pos/feeCalc',
      { cart: CART, payment: 'cash' },
      { identity: KIOSK, format: 'b64' },
    );
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
    const atCafe = await post(
      s,
      '/api/pos/feeCalc',
      {
        cart: { itemList: [{ pluId: 'banana-bread', quantity: 1 }], orderType: 'takeaway' },
        payment: 'cash',
        memberToken: token,
      },
      { identity: CAFE, format: 'b64' },
    );
    expect(atCafe.status).toBe(422);
    expect(atCafe.body.result.code).toBe('member.token-invalid');
    s.clock.t = T0 + MEMBER_TOKEN_MS;
    const late = await fee(token);
    expect(late.status).toBe(422);
    expect(late.body.result.code).toBe('member.token-expired');
    const order = await place(token, 2250);
    expect(order.body.result.code).toBe('member.token-expired');
  });

  it("an order at the counter with the token is the member's, and earns its points once", async () => {
    const before = await pointsOf();
    const token = await tokenOf();
    const f = await fee(token);
    const earn = Math.round(f.body.result.cart.topupPoints * 100);
    const key = newKey();
    const r = await place(token, f.body.result.totalCents, key);
    expect(r.body.success, JSON.stringify(r.body)).toBe(true);
    const txn = r.body.result.transactionId as string;
    const row = (
      await s.db.query<{ user_id: string; paid: boolean }>(
        'SELECT user_id, paid FROM orders WHERE transaction_id = $1',
        [txn],
      )
    )[0];
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
    const plain = await post(
      s,
      '/api/shop/order/add/v2',
      { idempotencyKey: newKey(), cart: CART, payment: 'cash', expectedTotalCents: 2500 },
      { identity: KIOSK, format: 'b64', nest: true },
    );
    expect(plain.body.success).toBe(true);
    expect(await pointsOf()).toBe(before);
  });
});

describe("spending points needs the card's PIN", () => {
  it('a token checked without the PIN cannot redeem', async () => {
    const f = await fee(await tokenOf(), { redeemPoints: 100 });
    expect(f.body.result.blocked.map((b: { code: string }) => b.code)).toContain('member.pin-needed');
  });

  it('a wrong PIN is refused with the tries left; the right one redeems on the order', async () => {
    s.clock.t = T0 + 2 * 3_600_000; // after the PIN tests' kiosk lock
    const wrong = await check(CARD, { pin: '000000' });
    expect(wrong.body).toMatchObject({ success: false, result: { code: 'member.wrong-pin' } });
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
