// Pre-order time on the server (issue 5 extras): feeCalc and the order call refuse a time before now +
// the lead time (demo-cafe: pickupDue 15, minWaitingMinutes 15), beyond the window, outside trading
// hours, or for an order type without pre-orders, with a blocked reason and nothing written; a good
// time is stored on the order row and its cart.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CAFE, post, startServer, T0, type TestServer } from './helpers';
import { newKey, orderCount, orderRow, placeOrder } from './orderHelpers';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(async () => s.close());
beforeEach(() => {
  s.clock.t = T0;
});

const MIN = 60_000;
const PICKUP = { itemList: [{ pluId: 'banana-bread', quantity: 1 }], orderType: 'pickup' };
const EATIN = { itemList: [{ pluId: 'banana-bread', quantity: 1 }], orderType: 'eatin', tableNo: '3' };
const fee = (cart: unknown, preorderTime?: unknown) =>
  post(
    s,
    '/api/pos/feeCalc',
    { cart, payment: 'cash', ...(preorderTime !== undefined ? { preorderTime } : {}) },
    { identity: CAFE, format: 'b64' },
  );
const codes = (r: { body: Record<string, any> }) => (r.body.result.blocked as { code: string }[]).map((b) => b.code);
const place = (cart: unknown, preorderTime: unknown) =>
  placeOrder(s, { idempotencyKey: newKey(), cart, payment: 'cash', expectedTotalCents: 800, preorderTime });

async function setVenue(settings: Record<string, unknown> | null, hours: Record<string, unknown> | null) {
  if (settings)
    await s.db.query(`UPDATE venues SET settings = settings || $2::jsonb WHERE shop_id = $1`, ['demo-cafe', settings]);
  if (hours) await s.db.query(`UPDATE venues SET hours = $2::jsonb WHERE shop_id = $1`, ['demo-cafe', hours]);
}

describe('pre-order time', () => {
  it('as soon as possible (no time) is never blocked', async () => {
    expect(codes(await fee(PICKUP))).toEqual([]);
    expect(codes(await fee(PICKUP, ''))).toEqual([]);
  });

  it('a pickup 10 minutes ahead is too early (15 minutes lead); 15 minutes ahead is fine', async () => {
    const early = await fee(PICKUP, T0 + 10 * MIN);
    expect(codes(early)).toEqual(['preorder.tooEarly']);
    expect(early.body.result.blocked[0].message).toBe('Please choose a time at least 15 minutes from now.');
    expect(codes(await fee(PICKUP, T0 + 15 * MIN))).toEqual([]);
    // Two minutes of grace for the time between choosing and sending; not more.
    expect(codes(await fee(PICKUP, T0 + 13 * MIN))).toEqual([]);
    expect(codes(await fee(PICKUP, T0 + 13 * MIN - 1))).toEqual(['preorder.tooEarly']);
  });

  it('an ISO date works like ms', async () => {
    expect(codes(await fee(PICKUP, new Date(T0 + 5 * MIN).toISOString()))).toEqual(['preorder.tooEarly']);
    expect(codes(await fee(PICKUP, new Date(T0 + 60 * MIN).toISOString()))).toEqual([]);
  });

  it('a too-early order is refused with the reason and writes nothing', async () => {
    const n = await orderCount(s);
    const r = await place(PICKUP, T0 + 5 * MIN);
    expect(r.status).toBe(422);
    expect(r.body).toMatchObject({
      success: false,
      dispMsg: 'Please choose a time at least 15 minutes from now.',
      result: { code: 'checkout.blocked' },
    });
    expect(codes(r)).toEqual(['preorder.tooEarly']);
    expect(await orderCount(s)).toBe(n);
  });

  it('a later pickup is placed and stored (row and cart)', async () => {
    const when = T0 + 3 * 60 * MIN;
    const r = await place(PICKUP, when);
    expect(r.status).toBe(200);
    const row = await orderRow(s, r.body.result.transactionId);
    expect(Number(row.preorder_time)).toBe(when);
    expect(row.cart).toMatchObject({ preorder: true, preorderTime: when });
    const cart = await post(
      s,
      '/pro/pos/cart/action',
      { action: 'CART', transactionId: r.body.result.transactionId, shop: 'demo-cafe' },
      { format: 'aes' },
    );
    expect(JSON.parse(cart.body.result[0].billInfo).preorderTime).toBe(when);
  });

  it('a time beyond the window (14 days without dayInAdvance) is too late', async () => {
    expect(codes(await fee(PICKUP, T0 + 13 * 24 * 60 * MIN))).toEqual([]);
    const late = await fee(PICKUP, T0 + 16 * 24 * 60 * MIN);
    expect(codes(late)).toEqual(['preorder.tooLate']);
    expect(late.body.result.blocked[0].message).toBe('Please choose a time within 14 days.');
  });

  it('eat-in without settings.preOrder takes no chosen time; with preOrder the booking lead time (60) applies', async () => {
    const r = await fee(EATIN, T0 + 2 * 60 * MIN);
    expect(codes(r)).toEqual(['preorder.unavailable']);
    await setVenue({ preOrder: 1 }, null);
    try {
      expect(codes(await fee(EATIN, T0 + 30 * MIN))).toEqual(['preorder.tooEarly']);
      expect((await fee(EATIN, T0 + 30 * MIN)).body.result.blocked[0].message).toBe(
        'Please choose a time at least 60 minutes from now.',
      );
      expect(codes(await fee(EATIN, T0 + 60 * MIN))).toEqual([]);
    } finally {
      await setVenue({ preOrder: 0 }, null);
    }
  });

  it('minWaitingTime longer than pickupDue wins', async () => {
    await setVenue({ minWaitingTime: 40 }, null);
    try {
      expect(codes(await fee(PICKUP, T0 + 30 * MIN))).toEqual(['preorder.tooEarly']);
      expect(codes(await fee(PICKUP, T0 + 40 * MIN))).toEqual([]);
    } finally {
      await s.db.query(`UPDATE venues SET settings = settings - 'minWaitingTime' WHERE shop_id = 'demo-cafe'`);
    }
  });

  it('a time outside the trading hours (venue time zone) is refused; inside is fine', async () => {
    // T0 is 12:00 in Brisbane. Open 08:00-20:00 every day.
    const week = Object.fromEntries(
      ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'].map((d) => [d, [['08:00', '20:00']]]),
    );
    const before = (await s.db.query<{ hours: unknown }>(`SELECT hours FROM venues WHERE shop_id = 'demo-cafe'`))[0]
      .hours as Record<string, unknown>;
    await setVenue(null, { tz: 'Australia/Brisbane', week, closedDates: [] });
    try {
      expect(codes(await fee(PICKUP, T0 + 7 * 60 * MIN))).toEqual([]); // 19:00
      const closed = await fee(PICKUP, T0 + 9 * 60 * MIN); // 21:00
      expect(codes(closed)).toEqual(['preorder.closed']);
      expect(closed.body.result.blocked[0].message).toBe(
        'The venue is closed at the chosen time; please choose a time in its trading hours.',
      );
      const n = await orderCount(s);
      const r = await place(PICKUP, T0 + 9 * 60 * MIN);
      expect(r.status).toBe(422);
      expect(codes(r)).toEqual(['preorder.closed']);
      expect(await orderCount(s)).toBe(n);
    } finally {
      await setVenue(null, before);
    }
  });

  it('a time that is not a time: feeCalc blocks it, the order call answers 400', async () => {
    expect(codes(await fee(PICKUP, 'tomorrow-ish'))).toEqual(['preorder.invalid']);
    expect((await place(PICKUP, 'tomorrow-ish')).status).toBe(400);
  });
});
