// Ordering (issue 5): fee calculation, order placement, idempotency, tampered totals, tracking,
// the customer's order report and a route for every `owner: 'ordering'` call.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../../src/api/calls';
import { CAFE, login, post, startServer, type TestServer } from './helpers';
import { answerBreak, CART, LINES, feeCalc, newKey, order, orderCount, orderRow, placeOrder } from './orderHelpers';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(async () => s.close());

describe('every ordering call has a route', () => {
  const owned = CALLS.filter((c) => c.owner === 'ordering');
  it('the call table lists the ordering calls', () => expect(owned.length).toBeGreaterThanOrEqual(9));
  for (const c of owned)
    it(`${c.method} ${c.path} (${c.name}) has a server route`, () => {
      expect(s.app.hasRoute({ method: c.method, url: c.path })).toBe(true);
    });
});

describe('feeCalc', () => {
  it('prices from the catalogue with the domain (client prices are never read)', async () => {
    const r = await feeCalc(s, { ...CART, itemList: LINES.map((l) => ({ ...l, price: 1 })) }, 'cash');
    expect(r.status).toBe(200);
    expect(r.body.result.cart).toMatchObject({
      originalAmount: 1900,
      totalAmount: 1900,
      amountDue: 1900,
      orderType: 1,
    });
    expect(r.body.result.totalCents).toBe(1900);
    expect(r.body.result.blocked).toEqual([]);
    expect(r.body.result.cart.itemList[0]).toMatchObject({
      pluId: 'flat-white',
      price: 500,
      quantity: 2,
      amount: 1100,
    });
  });
  it('adds the card surcharge of the venue (dps 1.5 %)', async () => {
    const r = await feeCalc(s, CART, 'dps');
    expect(r.body.result.cart).toMatchObject({ surchargeAmount: 29, totalAmount: 1929 });
  });
  it('verifies promo codes: WELCOME10 10 %, FIVEOFF needs $20, unknown code blocked', async () => {
    const w = await feeCalc(s, { ...CART, promoCode: 'welcome10' }, 'cash');
    expect(w.body.result.promo).toEqual({ valid: true, code: 'WELCOME10' });
    expect(w.body.result.cart).toMatchObject({ promoDiscount: 190, totalAmount: 1710 });
    const f = await feeCalc(s, { ...CART, promoCode: 'FIVEOFF' }, 'cash');
    expect(f.body.result.promo.valid).toBe(false);
    expect(f.body.result.blocked.map((b: { code: string }) => b.code)).toContain('promo.invalid');
    const big = await feeCalc(
      s,
      { ...CART, itemList: [...LINES, { pluId: 'granola', quantity: 1 }], promoCode: 'FIVEOFF' },
      'cash',
    );
    expect(big.body.result.cart).toMatchObject({ originalAmount: 3350, promoDiscount: 500, totalAmount: 2850 });
  });
  it('lists every blocking reason: delivery minimum, zone and address', async () => {
    const r = await feeCalc(
      s,
      {
        itemList: [{ pluId: 'banana-bread', quantity: 1 }],
        orderType: 'delivery',
        delivery: { address: '', zoneId: '9999' },
      },
      'cash',
    );
    const codes = r.body.result.blocked.map((b: { code: string }) => b.code);
    expect(codes).toContain('delivery.deliveryAddressRequired');
    const r2 = await feeCalc(
      s,
      {
        itemList: [{ pluId: 'banana-bread', quantity: 1 }],
        orderType: 'delivery',
        delivery: { address: '1 Main St', zoneId: '4000' },
      },
      'cash',
    );
    expect(r2.body.result.blocked).toEqual(
      [{ code: 'delivery.minimumDelivery', message: 'The minimum delivery amount is $20.00' }].map((b) => ({
        ...b,
        message: expect.any(String),
      })),
    );
    expect(r2.body.result.cart.deliveryFee).toBe(500);
  });
  it('refuses lines that do not match the catalogue (422) and malformed carts (400)', async () => {
    const bad = await feeCalc(s, { itemList: [{ pluId: 'no-such-thing', quantity: 1 }], orderType: 'eatin' });
    expect(bad.status).toBe(422);
    expect(bad.body.result.code).toBe('cart.invalid');
    const noSize = await feeCalc(s, { itemList: [{ pluId: 'flat-white', quantity: 1 }], orderType: 'eatin' });
    expect(noSize.status).toBe(422);
    const mal = await feeCalc(s, { itemList: [{ pluId: 'banana-bread', quantity: -1 }], orderType: 'eatin' });
    expect(mal.status).toBe(400);
    const unsigned = await post(
      s,
      '/api/pos/feeCalc',
      { cart: CART },
      { identity: CAFE, format: 'b64', signed: false },
    );
    expect(unsigned.status).toBe(400);
  });
  it('spot feeCalc and parking feeCalc share the handler', async () => {
    const r = await post(s, '/api/spot/feeCalc', { cart: CART, payment: 'cash' }, { identity: CAFE, format: 'b64' });
    expect(r.body.result.totalCents).toBe(1900);
  });
});

describe('order/add/v2', () => {
  it('places a cash order: unpaid, sent to the kitchen, order and service numbers', async () => {
    const before = Number(
      (await s.db.query<{ n: number }>(`SELECT service_no_current AS n FROM venues WHERE shop_id = 'demo-cafe'`))[0].n,
    );
    const r = await placeOrder(
      s,
      { idempotencyKey: newKey(), cart: CART, payment: 'cash', expectedTotalCents: 1900 },
      { device: 'dev-cash' },
    );
    expect(r.status).toBe(200);
    expect(r.body.result).toMatchObject({ status: 'placed', paid: false, payment: 'cash', totalCents: 1900 });
    expect(r.body.result.orderNo).toMatch(/^A\d{3}$/);
    expect(r.body.result.serviceNo).toBe(before === 0 ? 201 : before + 1); // a number, as its schema says
    expect(answerBreak('/api/shop/order/add/v2', r.body)).toBeNull();
    expect(r.body.result.payUrl).toBeUndefined();
    const row = await orderRow(s, r.body.result.transactionId);
    expect(row).toMatchObject({
      device_id: 'dev-cash',
      user_id: null,
      table_no: '5',
      payment: 'cash',
      paid: false,
      sent: true,
      order_type: 'eatin',
    });
    expect(row.cart.totalAmount).toBe(1900);
  });
  it('a tampered expected total is refused with the real total, nothing written', async () => {
    const n = await orderCount(s);
    const keys = Number((await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM idempotency_keys'))[0].n);
    const r = await placeOrder(s, { idempotencyKey: newKey(), cart: CART, payment: 'cash', expectedTotalCents: 100 });
    expect(r.status).toBe(422);
    expect(r.body).toMatchObject({
      success: false,
      dispMsg: 'The order total changed; please review your cart.',
      result: { code: 'totals.mismatch', totalCents: 1900 },
    });
    expect(await orderCount(s)).toBe(n);
    expect(Number((await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM idempotency_keys'))[0].n)).toBe(
      keys,
    );
  });
  it('the same key twice gives one order and the same answer', async () => {
    const key = newKey();
    const n = await orderCount(s);
    const a = await placeOrder(s, { idempotencyKey: key, cart: CART, payment: 'cash', expectedTotalCents: 1900 });
    const b = await placeOrder(s, { idempotencyKey: key, cart: CART, payment: 'cash', expectedTotalCents: 1900 });
    expect(b.status).toBe(200);
    expect(b.body).toEqual(a.body);
    expect(await orderCount(s)).toBe(n + 1);
  });
  it('20 concurrent duplicate submissions create one order', async () => {
    const key = newKey();
    const n = await orderCount(s);
    const all = await Promise.all(
      Array.from({ length: 20 }, () =>
        placeOrder(s, { idempotencyKey: key, cart: CART, payment: 'dps', expectedTotalCents: 1929 }),
      ),
    );
    const ids = new Set(all.filter((r) => r.status === 200).map((r) => r.body.result.transactionId));
    expect(
      all.every((r) => r.status === 200 || (r.status === 409 && r.body.result.code === 'idempotency.in-flight')),
    ).toBe(true);
    expect(ids.size).toBe(1);
    expect(await orderCount(s)).toBe(n + 1);
  });
  it('the same key with a different payload is refused (422)', async () => {
    const key = newKey();
    await placeOrder(s, { idempotencyKey: key, cart: CART, payment: 'cash', expectedTotalCents: 1900 });
    const n = await orderCount(s);
    const r = await placeOrder(s, {
      idempotencyKey: key,
      cart: { ...CART, tableNo: '6' },
      payment: 'cash',
      expectedTotalCents: 1900,
    });
    expect(r.status).toBe(422);
    expect(r.body.result.code).toBe('idempotency.conflict');
    expect(await orderCount(s)).toBe(n);
  });
  it('a closed venue or a minimum order blocks the order (422), nothing written', async () => {
    const n = await orderCount(s);
    await s.db.query(`UPDATE venues SET settings = settings || '{"floorFee": 50}' WHERE shop_id = 'demo-cafe'`);
    const min = await placeOrder(s, {
      idempotencyKey: newKey(),
      cart: CART,
      payment: 'cash',
      expectedTotalCents: 1900,
    });
    expect(min.status).toBe(422);
    expect(min.body.result.blocked[0].code).toBe('order.minimum');
    await s.db.query(
      `UPDATE venues SET settings = settings - 'floorFee', hours = jsonb_set(hours, '{week}', '{}') WHERE shop_id = 'demo-cafe'`,
    );
    const closed = await placeOrder(s, {
      idempotencyKey: newKey(),
      cart: CART,
      payment: 'cash',
      expectedTotalCents: 1900,
    });
    expect(closed.status).toBe(422);
    expect(closed.body.dispMsg).toMatch(/closed/);
    const fee = await feeCalc(s, CART, 'cash');
    expect(fee.body.result.blocked.map((b: { code: string }) => b.code)).toEqual(['venue.closed']);
    await s.db.query(`UPDATE venues SET hours = jsonb_set(hours, '{week}', $1) WHERE shop_id = 'demo-cafe'`, [
      Object.fromEntries(['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'].map((d) => [d, [['00:00', '24:00']]])),
    ]);
    expect(await orderCount(s)).toBe(n);
  });
  it('hosted methods get a pay URL, svc asks for the PIN; the order waits unpaid and unsent', async () => {
    const d = await order(s, 'dps');
    expect(d.payUrl).toBe(`/sandbox/pay/${d.transactionId}`);
    expect((await orderRow(s, d.transactionId)).sent).toBe(false);
    const { token } = await login(s);
    const v = await order(s, 'svc', { token });
    expect(v.needsPin).toBe(true);
    expect((await orderRow(s, v.transactionId)).user_id).toBe('u-demo-alice');
  });
  it('preorderTime may be ms or an ISO date; anything else is a 400', async () => {
    const iso = await placeOrder(s, {
      idempotencyKey: newKey(),
      cart: { ...CART, orderType: 'pickup' },
      payment: 'cash',
      expectedTotalCents: 1900,
      preorderTime: '2026-01-15T03:00:00Z',
    }); // a chosen time needs pickup/delivery or settings.preOrder
    expect(iso.status).toBe(200);
    expect(Number((await orderRow(s, iso.body.result.transactionId)).preorder_time)).toBe(Date.UTC(2026, 0, 15, 3));
    const bad = await placeOrder(s, {
      idempotencyKey: newKey(),
      cart: CART,
      payment: 'cash',
      expectedTotalCents: 1900,
      preorderTime: 'soon',
    });
    expect(bad.status).toBe(400);
  });
  it('svc without login is blocked', async () => {
    const r = await placeOrder(s, { idempotencyKey: newKey(), cart: CART, payment: 'svc', expectedTotalCents: 1900 });
    expect(r.status).toBe(422);
    expect(r.body.result.blocked[0].code).toBe('payment.login');
  });
  it('zeroTxn places a free order only when nothing is due', async () => {
    const r = await post(
      s,
      '/api/spot/zeroTxn',
      { idempotencyKey: newKey(), cart: CART },
      { identity: CAFE, format: 'b64' },
    );
    expect(r.status).toBe(422);
    expect(r.body.result.code).toBe('totals.not-zero');
    const free = await post(
      s,
      '/api/spot/zeroTxn',
      { idempotencyKey: newKey(), cart: { itemList: [], orderType: 'eatin' } },
      { identity: CAFE, format: 'b64' },
    );
    expect(free.status).toBe(422); // an empty cart is blocked too
  });
});

describe('cart retrieval, tracking and my orders', () => {
  it('getCart returns the calculated cart as billInfo', async () => {
    const o = await order(s, 'cash');
    const r = await post(s, '/pro/pos/cart/action', {
      action: 'CART',
      siteId: 'site-cafe',
      transactionId: o.transactionId,
    });
    expect(r.status).toBe(200);
    const bill = JSON.parse(r.body.result[0].billInfo);
    expect(bill).toMatchObject({ transactionId: o.transactionId, totalAmount: 1900, paid: false });
    const none = await post(s, '/pro/pos/cart/action', {
      action: 'CART',
      siteId: 'site-cafe',
      transactionId: 'txn_nope',
    });
    expect(none.status).toBe(404);
  });
  it('orderTracking reads orders by transaction id; staff move the status', async () => {
    const o = await order(s, 'cash');
    const t = await post(s, '/pro/api/pos/orderTracking', { transactionIds: [o.transactionId, 'txn_unknown'] });
    expect(t.body.result).toHaveLength(1);
    expect(t.body.result[0]).toMatchObject({
      transactionId: o.transactionId,
      orderNo: o.orderNo,
      serviceNo: o.serviceNo,
      status: 'placed',
      paid: false,
      payment: 'cash',
      totalCents: 1900,
    });
    const user = await login(s);
    const refused = await post(
      s,
      '/pro/pos/order/status',
      { shop: 'demo-cafe', transactionId: o.transactionId, status: 'ready' },
      { token: user.token },
    );
    expect(refused.status).toBe(403);
    const admin = await login(s, { userName: 'admin@example.com', password: 'Admin1234!' });
    const moved = await post(
      s,
      '/pro/pos/order/status',
      { shop: 'demo-cafe', transactionId: o.transactionId, status: 'preparing' },
      { token: admin.token },
    );
    expect(moved.body.result.status).toBe('preparing');
    const t2 = await post(s, '/pro/api/pos/orderTracking', { transactionIds: [o.transactionId] });
    expect(t2.body.result[0].status).toBe('preparing');
  });
  it('the demo kitchen advances sent orders every 30 s', async () => {
    const { advanceKitchen } = await import('../../server/routes/order');
    const o = await order(s, 'cash');
    await advanceKitchen(s.db, s.clock.t + 31_000);
    expect((await orderRow(s, o.transactionId)).status).toBe('preparing');
  });
  it('onlinePosOrderRpt: my orders after login include the guest order from the same device (with its secret)', async () => {
    const dev = (await post(s, '/api/device/register', {}, { identity: CAFE, format: 'b64' })).body.result;
    const guest = await order(s, 'cash', { device: dev.deviceId });
    const bob = await login(s, { userName: '0400000002', password: 'Demo1234!' });
    const r = await post(
      s,
      '/pro/pos/onlinePosOrderRpt',
      { deviceId: dev.deviceId, deviceSecret: dev.deviceSecret, page: 1, pageSize: 10 },
      { token: bob.token },
    );
    expect(r.status).toBe(200);
    expect(r.body.result.map((o: { transactionId: string }) => o.transactionId)).toContain(guest.transactionId);
    expect((await orderRow(s, guest.transactionId)).user_id).toBe('u-demo-bob');
    const later = await order(s, 'cash', { token: bob.token, device: 'dev-other' });
    const r2 = await post(s, '/pro/pos/onlinePosOrderRpt', { page: 1, pageSize: 10 }, { token: bob.token });
    expect(r2.body.result[0].transactionId).toBe(later.transactionId);
    expect(r2.body.map.total).toBe(2);
    const anon = await post(s, '/pro/pos/onlinePosOrderRpt', {});
    expect(anon.body.result).toBe('api.not.logged');
  });
});
