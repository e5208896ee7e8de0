// Orders and single payments without an account (issue 27 finding 6; server/orders/guestLimits.ts):
// before, anonymous cash orders were accepted as fast as they came and went to the kitchen, and any
// single payment amount was started. Now the amount is bounded by the venue's settings and created
// ones count per device id and per address (an enrolled kiosk per kiosk), across processes.
import { describe, expect, it } from 'vitest';
import { resolveLimits } from '../../server/auth/limitConfig';
import { CAFE, login, post, type TestServer } from './helpers';
import { enrolKiosk, KIOSK } from './kioskHelpers';
import { encodedCall, twoProcesses } from './limitsHelpers';
import { CART, feeCalc, newKey, orderCount } from './orderHelpers';

const PER_DEVICE = 4;
const PER_ADDRESS = 7;
let s: TestServer;
let s2: TestServer;
twoProcesses(
  {
    limits: resolveLimits(
      {},
      {
        loginLimit: 1000,
        overrides: { guestOrderDevice: { max: PER_DEVICE }, guestOrderAddress: { max: PER_ADDRESS } },
      },
    ),
  },
  (a, b) => {
    s = a;
    s2 = b;
  },
);

const guestOrder = async (
  srv: TestServer,
  o: { device: string; ip: string; key?: string; token?: string; total: number },
) => {
  const res = await srv.app.inject({
    method: 'POST',
    url: '/api/shop/order/add/v2',
    remoteAddress: o.ip,
    ...encodedCall(
      { idempotencyKey: o.key ?? newKey(), cart: CART, payment: 'cash', expectedTotalCents: o.total },
      { ...CAFE, device: o.device },
      { now: srv.clock.t, nest: true, token: o.token },
    ),
  });
  return { status: res.statusCode, body: res.json() as Record<string, any> };
};

describe('orders without an account', () => {
  it('are limited per device id and per address, across two processes; replays and signed-in orders are not counted', async () => {
    const total = (await feeCalc(s, CART, 'cash')).body.result.totalCents as number;
    const before = await orderCount(s);
    const ip = '10.3.0.1';
    const key = newKey();
    const statuses: number[] = [];
    for (let i = 0; i < PER_DEVICE + 1; i++)
      statuses.push((await guestOrder(i % 2 ? s2 : s, { device: 'dev-a', ip, total })).status);
    expect(statuses).toEqual([...Array(PER_DEVICE).fill(200), 429]);
    const over = await guestOrder(s, { device: 'dev-a', ip, total });
    expect(over.body).toMatchObject({ success: false, result: { code: 'order.guest-rate-limited' } });
    // Another device on the same address may, up to the address's limit.
    for (let i = PER_DEVICE; i < PER_ADDRESS; i++)
      expect(
        (await guestOrder(s2, { device: `dev-b${i}`, ip, total, key: i === PER_DEVICE ? key : undefined })).status,
      ).toBe(200);
    expect((await guestOrder(s, { device: 'dev-c', ip, total })).status).toBe(429);
    // The same order sent again answers the stored order and takes no hit.
    expect((await guestOrder(s, { device: `dev-b${PER_DEVICE}`, ip, total, key })).status).toBe(200);
    expect(await orderCount(s)).toBe(before + PER_ADDRESS);
    // A signed-in customer on the same address is not limited by it.
    const { token } = await login(s);
    expect((await guestOrder(s2, { device: 'dev-a', ip, total, token })).status).toBe(200);
  });

  it('parallel orders from one device on two processes create at most the limit', async () => {
    const total = (await feeCalc(s, CART, 'cash')).body.result.totalCents as number;
    const before = await orderCount(s);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => guestOrder(i % 2 ? s2 : s, { device: 'dev-par', ip: '10.3.1.1', total })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(PER_DEVICE);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(10 - PER_DEVICE);
    expect(await orderCount(s)).toBe(before + PER_DEVICE);
  });

  it("above the venue's bound an order or single payment needs an account (before: any amount)", async () => {
    await s.db.query(
      `UPDATE venues SET settings = settings || '{"guestOrderMaxCents": 1000}' WHERE shop_id = 'demo-cafe'`,
    );
    try {
      const total = (await feeCalc(s, CART, 'cash')).body.result.totalCents as number;
      expect(total).toBeGreaterThan(1000);
      const before = await orderCount(s);
      const big = await guestOrder(s, { device: 'dev-big', ip: '10.3.2.1', total });
      expect(big.status).toBe(422);
      expect(big.body.result).toMatchObject({ code: 'order.guest-amount', maxCents: 1000 });
      expect(await orderCount(s)).toBe(before);
      const pay = (amountCents: number, token?: string) =>
        post(
          s,
          '/api/shop/singlepay/start',
          { idempotencyKey: newKey(), action: 'topup', requiredBy: 'front-desk', amountCents, payment: 'paypal' },
          { identity: CAFE, format: 'b64', token },
        );
      expect((await pay(9_000_000)).body.result.code).toBe('order.guest-amount');
      expect((await pay(900)).body.success).toBe(true);
      const { token } = await login(s);
      expect((await pay(9_000_000, token)).body.success).toBe(true);
      expect((await guestOrder(s, { device: 'dev-big', ip: '10.3.2.1', total, token })).status).toBe(200);
    } finally {
      await s.db.query(`UPDATE venues SET settings = settings - 'guestOrderMaxCents' WHERE shop_id = 'demo-cafe'`);
    }
  });

  it("an enrolled kiosk's orders count per kiosk, not against the venue's shared address", async () => {
    const kiosk = await enrolKiosk(s);
    const cart = { itemList: [{ pluId: 'k-double', quantity: 1 }], orderType: 'takeaway' };
    const total = (await post(s, '/api/pos/feeCalc', { cart, payment: 'cash' }, { identity: KIOSK, format: 'b64' }))
      .body.result.totalCents as number;
    let n = 0;
    const place = (ip: string, extra: Record<string, unknown> = {}) =>
      s.app
        .inject({
          method: 'POST',
          url: '/api/shop/order/add/v2',
          remoteAddress: ip,
          ...encodedCall(
            { idempotencyKey: newKey(), cart, payment: 'cash', expectedTotalCents: total, ...extra },
            { ...KIOSK, device: `kiosk-dev-${n++ % 2}` },
            { now: s.clock.t, nest: true },
          ),
        })
        .then((r) => r.statusCode);
    const ip = '10.3.3.1';
    for (let i = 0; i < PER_ADDRESS; i++) expect(await place(ip)).toBe(200); // without its credential: the address is used up
    expect(await place(ip)).toBe(429);
    for (let i = 0; i < PER_ADDRESS + 2; i++) expect(await place(ip, { kioskDevice: kiosk.credential })).toBe(200);
  });
});
