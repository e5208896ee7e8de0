// A room's bill (party rooms and KTV, issue 17): food and drinks ordered during the stay go on it; the
// bill lists the room time and every order in integer cents; paying it at the end settles everything
// once (one order through the payment provider); a second settlement is refused, a bill being paid
// takes no more orders, and another customer can neither read nor add to it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALICE, login, post, T0, type TestServer, startServer } from './helpers';
import { book, IDENT, payBooking } from './bookingHelpers';

describe("a room's bill", () => {
  let s: TestServer;
  let alice: string;
  let bob: string;
  let admin: string;
  const signIn = async () => {
    alice = (await login(s, ALICE, { shop: 'demo-partyroom' })).token;
    bob = (await login(s, { userName: '0400000002', password: 'Demo1234!' }, { shop: 'demo-partyroom' })).token;
    admin = (await login(s, { userName: 'admin@example.com', password: 'Admin1234!' }, { shop: 'demo-partyroom' }))
      .token;
  };
  beforeAll(async () => {
    s = await startServer();
    await signIn();
  }, 120_000);
  afterAll(async () => s?.close());

  const bill = (token: string, bookingId: string, items?: { pluId: string; quantity: number }[]) =>
    post(s, '/api/booking/bill', { shop: 'demo-partyroom', bookingId, ...(items ? { items } : {}) }, { token });
  const settle = (token: string, bookingId: string) =>
    post(s, '/api/booking/settle', { shop: 'demo-partyroom', bookingId, lang: 'zh-hans' }, { token });

  let id = '';
  it('a party room with a 50 % deposit: during the stay two orders go on the bill, which lists the room time and each order', async () => {
    // 14:00-17:00 on the 16th in Brisbane, 3 hours at $60 = $180; the deposit of 50 % ($90) is paid online.
    const b = await book(s, 'demo-partyroom', alice, {
      start: Date.parse('2026-01-16T14:00:00+10:00'),
      people: 6,
      pluId: 'p-room-small',
      hours: 3,
      payOption: 'deposit',
    });
    expect(b.body.result.booking).toMatchObject({ priceCents: 18000, payCents: 9000 });
    id = b.body.result.booking.bookingId;
    await payBooking(s, b.body.result.booking.transactionId);
    // Before the stay nothing can be ordered or settled.
    expect((await bill(alice, id, [{ pluId: 'p-pizza', quantity: 1 }])).body.result.code).toBe('booking.started');
    expect((await settle(alice, id)).body.result.code).toBe('booking.started');
    s.clock.t = Date.parse('2026-01-16T14:10:00+10:00');
    await signIn();
    expect((await bill(alice, id, [{ pluId: 'p-pizza', quantity: 2 }])).body.success).toBe(true);
    const r = await bill(alice, id, [
      { pluId: 'p-cake', quantity: 1 },
      { pluId: 'p-fruit', quantity: 1 },
    ]);
    expect(r.body.result).toMatchObject({
      roomCents: 18000,
      ordersCents: 2 * 4500 + 6000 + 3500,
      paidOnlineCents: 9000,
      totalCents: 18000 + 18500,
      dueCents: 9000 + 18500,
      settled: false,
      open: true,
      room: {
        pluId: 'p-room-small',
        amountCents: 18000,
        startsAt: Date.parse('2026-01-16T14:00:00+10:00'),
        endsAt: Date.parse('2026-01-16T17:00:00+10:00'),
      },
    });
    expect(
      r.body.result.lines.map((l: { pluId: string; quantity: number; amountCents: number }) => [
        l.pluId,
        l.quantity,
        l.amountCents,
      ]),
    ).toEqual([
      ['p-pizza', 2, 9000],
      ['p-cake', 1, 6000],
      ['p-fruit', 1, 3500],
    ]);
    // A room is not food: it cannot be ordered onto the bill.
    expect((await bill(alice, id, [{ pluId: 'p-room-large', quantity: 1 }])).body.result.code).toBe('booking.invalid');
  });

  it('another customer can neither read the bill nor add to it, nor settle it', async () => {
    expect((await bill(bob, id)).body.result.code).toBe('booking.notFound');
    expect((await bill(bob, id, [{ pluId: 'p-pizza', quantity: 1 }])).body.result.code).toBe('booking.notFound');
    expect((await settle(bob, id)).body.result.code).toBe('booking.notFound');
    expect((await bill(alice, id)).body.result.ordersCents).toBe(18500);
  });

  it('settling makes one order for everything due; while it is paid nothing is added; paid, the bill is settled and a second settlement is refused', async () => {
    // Five concurrent settle requests: one settlement, one order, the same payment page for all.
    const res = await Promise.all(Array.from({ length: 5 }, () => settle(alice, id)));
    const urls = new Set(res.map((x) => x.body.result.payUrl));
    expect(urls.size).toBe(1);
    const url = [...urls][0] as string;
    expect(url).toMatch(/^\/sandbox\/pay\/bs_[0-9a-f]+\?lang=zh-hans$/);
    const txn = /bs_[0-9a-f]+/.exec(url)![0];
    const order = (
      await s.db.query<{
        total_cents: string;
        cart: { itemList: { pluId: string; amount: number }[]; callbackPath: string };
      }>('SELECT total_cents, cart FROM orders WHERE transaction_id = $1', [txn])
    )[0];
    expect(Number(order.total_cents)).toBe(27500);
    expect(order.cart.itemList.map((l) => [l.pluId, l.amount])).toEqual([
      ['p-room-small', 9000],
      ['p-pizza', 9000],
      ['p-cake', 6000],
      ['p-fruit', 3500],
    ]);
    expect(order.cart.callbackPath).toBe(`/partyroom/demo-partyroom/room/${id}`);
    expect(
      (
        await s.db.query(`SELECT 1 FROM orders WHERE cart->>'bookingId' = $1 AND cart->>'requirement' = 'roomBill'`, [
          id,
        ])
      ).length,
    ).toBe(1);
    expect((await bill(alice, id, [{ pluId: 'p-pizza', quantity: 1 }])).body.result).toMatchObject({
      code: 'booking.settled',
      dispMsg: 'This bill is being paid; finish the payment first.',
    });
    await payBooking(s, txn);
    const done = await bill(alice, id);
    expect(done.body.result).toMatchObject({
      settled: true,
      settledCents: 27500,
      dueCents: 0,
      payUrl: '',
      open: false,
      ordersCents: 18500,
    });
    expect(done.body.result.settledAt).toBeGreaterThan(0);
    const again = await settle(alice, id);
    expect(again.body.result).toMatchObject({ code: 'booking.settled', dispMsg: 'This bill is already paid.' });
    expect((await bill(alice, id, [{ pluId: 'p-pizza', quantity: 1 }])).body.result.code).toBe('booking.settled');
    expect(
      (
        await s.db.query(`SELECT 1 FROM orders WHERE cart->>'bookingId' = $1 AND cart->>'requirement' = 'roomBill'`, [
          id,
        ])
      ).length,
    ).toBe(1);
  });

  it('a stay paid in full with no orders settles at once, with nothing to pay', async () => {
    s.clock.t = T0;
    await signIn();
    const b = await book(s, 'demo-partyroom', alice, {
      start: Date.parse('2026-01-17T11:00:00+10:00'),
      people: 4,
      pluId: 'p-room-small',
      hours: 2,
      payOption: 'full',
    });
    const k = b.body.result.booking.bookingId;
    await payBooking(s, b.body.result.booking.transactionId);
    s.clock.t = Date.parse('2026-01-17T10:30:00+10:00');
    await signIn();
    const arrived = await post(
      s,
      '/api/booking/staff/mark',
      { bookingId: k, mark: 'arrived' },
      { identity: { ...IDENT['demo-partyroom'], now: s.clock.t }, format: 'b64', token: admin },
    );
    expect(arrived.body.result.booking.status).toBe('arrived');
    const r = await settle(alice, k);
    expect(r.body.result).toMatchObject({ payUrl: '', settled: true, settledCents: 0, dueCents: 0 });
    expect((await settle(alice, k)).body.result.code).toBe('booking.settled');
  });

  it('a table reservation has no room bill to order onto', async () => {
    s.clock.t = T0;
    alice = (await login(s, ALICE, { shop: 'demo-cafe' })).token;
    const b = await book(s, 'demo-cafe', alice, { start: Date.parse('2026-01-16T19:00:00+10:00'), people: 2 });
    const r = await post(
      s,
      '/api/booking/bill',
      { shop: 'demo-cafe', bookingId: b.body.result.booking.bookingId, items: [{ pluId: 'x', quantity: 1 }] },
      { token: alice },
    );
    expect(r.body.result.code).toBe('booking.invalid');
  });
});
