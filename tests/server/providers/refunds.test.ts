// Refunds through the provider wherever the product refunds (issue 35), against the Stripe contract
// server: the venue's refund of an order, a second payment on an order already paid, a booking deposit
// refunded on cancel, a deposit paid after its booking was cancelled (lapsed), and a stay moved to a
// cheaper time (each move its own refund); each recorded in the ledger of provider refunds with the
// provider's reference, the order and the reason, once.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALICE, get, login, post, type TestServer } from '../helpers';
import { order } from '../orderHelpers';
import { book, brisbane } from '../bookingHelpers';
import type { StripeContract } from './stripeContract';
import { startStripeVenue, type StripeVenue } from './stripeVenue';
import { retrySendingRefunds } from '../../../server/payments/providers/refundRetry';
import { housekeepingStats } from '../../../server/housekeeping';

let s: TestServer;
let c: StripeContract;
const ADMIN = { userName: 'admin@example.com', password: 'Admin1234!' };
const DAY = '2026-01-20';

const hook = (shop: string, ev: { body: string; signature: string }) =>
  s.app.inject({
    method: 'POST',
    url: `/api/payments/stripe/webhook/${shop}`,
    headers: { 'content-type': 'application/json', 'stripe-signature': ev.signature },
    payload: ev.body,
  });
const sessionOf = async (txn: string) => {
  const r = await get(s, `/sandbox/pay/${txn}?lang=en-gb`);
  expect(r.status).toBe(303);
  return /\/c\/pay\/(cs_test_\w+)$/.exec(String(r.headers.location))![1];
};
const paid = async (shop: string, txn: string) => {
  const sid = await sessionOf(txn);
  const ev = c.pay(sid, 'approve', Math.floor(Date.now() / 1000));
  expect((await hook(shop, ev)).statusCode).toBe(200);
  return sid;
};
const ledger = (txn: string) =>
  s.db.query<{ reason: string; amount_cents: string; refund_ref: string; status: string }>(
    'SELECT reason, amount_cents, refund_ref, status FROM provider_refunds WHERE transaction_id = $1 ORDER BY created_at',
    [txn],
  );

/** What Stripe refunded of the order's card payment (its PaymentIntent), in cents. */
const stripeRefunds = async (txn: string) => {
  const [{ payment_ref }] = await s.db.query<{ payment_ref: string }>(
    "SELECT payment_ref FROM payment_attempts WHERE transaction_id = $1 AND status = 'approved'",
    [txn],
  );
  return c.refunds.filter((r) => r.payment_intent === payment_ref).map((r) => r.amount);
};
/** Alice's one-hour massage at `time` with a card deposit. */
const massageDeposit = async (alice: string, time: string) =>
  (
    await book(s, 'demo-massage', alice, {
      start: brisbane(DAY, time),
      people: 1,
      pluId: 'm-relax-60',
      resourceId: 'massage-mia',
      payOption: 'deposit',
      payment: 'dps',
    })
  ).body.result.booking;
const cancelBooking = (alice: string, bookingId: string) =>
  post(s, '/api/booking/cancel', { shop: 'demo-massage', bookingId }, { token: alice });

/** The venue administrator's refund of a demo-cafe order. */
const staffRefund = async (txn: string) =>
  post(
    s,
    '/api/shop/order/refund',
    { shop: 'demo-cafe', transactionId: txn },
    { token: (await login(s, ADMIN, { shop: 'demo-cafe' })).token },
  );

/** Runs `fn` while Stripe answers after the server gave up (it still does the work, late). */
async function whileStripeSlow<T>(fn: () => Promise<T>): Promise<T> {
  venue.setup.stripeTimeoutMs = 300;
  c.delayMs = 700;
  try {
    return await fn();
  } finally {
    c.delayMs = 0;
    venue.setup.stripeTimeoutMs = 2000;
  }
}

let venue: StripeVenue;
beforeAll(async () => {
  venue = await startStripeVenue(['demo-cafe', 'demo-massage', 'demo-partyroom']);
  ({ s, c } = venue);
}, 240_000);
afterAll(() => venue?.close());

describe('refunds through the provider', () => {
  it("the venue's refund of a card order goes back through Stripe once, with its reference in the ledger", async () => {
    const o = await order(s, 'dps');
    await paid('demo-cafe', o.transactionId);
    const r = await staffRefund(o.transactionId);
    expect(r.body.result).toMatchObject({
      rtn: 1,
      changed: true,
      provider: { provider: 'stripe', status: 'succeeded', amountCents: o.totalCents },
    });
    const again = await staffRefund(o.transactionId);
    expect(again.body.result.provider.refundRef).toBe(r.body.result.provider.refundRef);
    const rows = await ledger(o.transactionId);
    expect(rows.map((x) => [x.reason, Number(x.amount_cents), x.refund_ref, x.status])).toEqual([
      ['staff', o.totalCents, r.body.result.provider.refundRef, 'succeeded'],
    ]);
    expect(c.refunds.filter((x) => x.id === r.body.result.provider.refundRef)).toHaveLength(1);
  });

  it('Stripe not answering a staff refund: the answer says so; asking again refunds once, by the same key', async () => {
    const o = await order(s, 'dps');
    await paid('demo-cafe', o.transactionId);
    const first = await whileStripeSlow(() => staffRefund(o.transactionId));
    // The order is refunded in the product; the provider part is said to have failed, kept as "sending".
    expect(first.body.result).toMatchObject({
      rtn: 1,
      changed: true,
      provider: { provider: 'stripe', failed: true, amountCents: o.totalCents },
    });
    expect((await ledger(o.transactionId)).map((x) => [x.reason, x.status])).toEqual([['staff', 'sending']]);
    // Stripe did the refund after all (its answer came too late): let it finish, then ask again.
    await new Promise((r) => setTimeout(r, 800));
    const again = await staffRefund(o.transactionId);
    expect(again.body.result).toMatchObject({
      changed: false,
      provider: { provider: 'stripe', status: 'succeeded', amountCents: o.totalCents },
    });
    expect((await ledger(o.transactionId)).map((x) => [x.reason, x.status])).toEqual([['staff', 'succeeded']]);
    expect(await stripeRefunds(o.transactionId)).toEqual([o.totalCents]);
  });

  it('a cancel refund Stripe did not answer is asked again by the housekeeping job, by its key, once', async () => {
    const alice = (await login(s, ALICE, { shop: 'demo-massage' })).token;
    const b = await massageDeposit(alice, '16:00');
    await paid('demo-massage', b.transactionId);
    const cancel = await whileStripeSlow(() => cancelBooking(alice, b.bookingId));
    const refund = cancel.body.result.booking.refundCents as number;
    expect(cancel.body.result.provider).toMatchObject({ provider: 'stripe', failed: true, amountCents: refund });
    await new Promise((r) => setTimeout(r, 800));
    // The server runs the job (at start, then every 5 minutes).
    expect(housekeepingStats().providerRefundRetry?.ran).toBeGreaterThanOrEqual(1);
    // The customer cannot cancel twice: nobody would ask again but the job. Too soon: left alone.
    expect(await retrySendingRefunds(s.db, venue.setup, s.clock.t + 1_000)).toEqual({ tried: 0, succeeded: 0 });
    expect(await retrySendingRefunds(s.db, venue.setup, s.clock.t + 2 * 60_000)).toEqual({ tried: 1, succeeded: 1 });
    expect((await ledger(b.transactionId)).map((x) => [x.reason, Number(x.amount_cents), x.status])).toEqual([
      ['booking-cancel', refund, 'succeeded'],
    ]);
    // Stripe made the refund once (the late first call); the retry got it back by the same key.
    expect(await stripeRefunds(b.transactionId)).toEqual([refund]);
    expect(await retrySendingRefunds(s.db, venue.setup, s.clock.t + 3 * 60_000)).toEqual({ tried: 0, succeeded: 0 });
  });

  it('a second payment on an order already paid is refunded whole', async () => {
    const o = await order(s, 'dps');
    await paid('demo-cafe', o.transactionId);
    // A second attempt opened while the first was being decided (a race) is paid too.
    const ref = `str_${randomBytes(8).toString('hex')}`;
    await s.db.query(
      `INSERT INTO payment_attempts (provider_ref, transaction_id, method, amount_cents, status, created_at, provider)
       VALUES ($1, $2, 'dps', $3, 'pending', $4, 'stripe')`,
      [ref, o.transactionId, o.totalCents, s.clock.t],
    );
    const md = { attemptRef: ref, transactionId: o.transactionId };
    c.sessions.set('cs_test_second', {
      id: 'cs_test_second',
      amount_total: o.totalCents,
      metadata: md,
      payment_intent_metadata: md,
    });
    const r = await hook('demo-cafe', c.pay('cs_test_second', 'approve', Math.floor(Date.now() / 1000)));
    expect(r.json()).toMatchObject({ changed: 1 });
    const rows = await ledger(o.transactionId);
    expect(rows.map((x) => [x.reason, Number(x.amount_cents), x.status])).toEqual([
      ['second-payment', o.totalCents, 'succeeded'],
    ]);
    const attempts = await s.db.query<{ status: string }>(
      'SELECT status FROM payment_attempts WHERE transaction_id = $1 ORDER BY created_at, status',
      [o.transactionId],
    );
    expect(attempts.map((a) => a.status).sort()).toEqual(['approved', 'cancelled']);
  });

  it('a booking deposit paid by card is refunded through Stripe on cancel, as the policy gives', async () => {
    const alice = (await login(s, ALICE, { shop: 'demo-massage' })).token;
    const b = await massageDeposit(alice, '11:00');
    expect(b.payCents).toBeGreaterThan(0);
    await paid('demo-massage', b.transactionId);
    const r = await cancelBooking(alice, b.bookingId);
    expect(r.body.result.booking.status).toBe('cancelled');
    const refund = r.body.result.booking.refundCents as number;
    expect(refund).toBeGreaterThan(0);
    expect(r.body.result.provider).toMatchObject({ provider: 'stripe', status: 'succeeded', amountCents: refund });
    expect((await ledger(b.transactionId)).map((x) => [x.reason, Number(x.amount_cents)])).toEqual([
      ['booking-cancel', refund],
    ]);
  });

  it('a deposit paid on Stripe after the booking was cancelled is refunded whole through Stripe, once', async () => {
    const alice = (await login(s, ALICE, { shop: 'demo-massage' })).token;
    const b = await massageDeposit(alice, '14:00');
    // The customer opens Stripe's page, then cancels the booking in another tab before paying.
    const sid = await sessionOf(b.transactionId);
    const cancel = await cancelBooking(alice, b.bookingId);
    expect(cancel.body.result.booking.status).toBe('cancelled');
    expect(cancel.body.result.provider).toBeUndefined();
    // The payment completes on the page: the money must not be kept.
    const ev = c.pay(sid, 'approve', Math.floor(Date.now() / 1000));
    for (let i = 0; i < 3; i++) expect((await hook('demo-massage', ev)).statusCode).toBe(200);
    const rows = await ledger(b.transactionId);
    expect(rows.map((x) => [x.reason, Number(x.amount_cents), x.status])).toEqual([
      ['lapsed', b.payCents, 'succeeded'],
    ]);
    expect(rows[0].refund_ref).toMatch(/^re_/);
    expect(await stripeRefunds(b.transactionId)).toEqual([b.payCents]);
  });

  it('a stay paid by card and moved to a cheaper time gets the difference back through Stripe, each move once', async () => {
    const party = (await login(s, ALICE, { shop: 'demo-partyroom' })).token;
    // Three evening hours at $90/h, paid in full by card.
    const b = (
      await book(s, 'demo-partyroom', party, {
        start: brisbane(DAY, '18:00'),
        people: 6,
        pluId: 'p-room-small',
        hours: 3,
        payOption: 'full',
        payment: 'dps',
      })
    ).body.result.booking;
    expect(b.priceCents).toBe(27000);
    await paid('demo-partyroom', b.transactionId);
    const move = (time: string) =>
      post(
        s,
        '/api/booking/reschedule',
        { shop: 'demo-partyroom', bookingId: b.bookingId, start: brisbane(DAY, time) },
        { token: party },
      );
    // Into the afternoon ($60/h): $90 back through Stripe.
    const day = await move('12:00');
    expect(day.body.result.booking).toMatchObject({ priceCents: 18000, paidCents: 18000, refundCents: 9000 });
    expect(day.body.result.provider).toMatchObject({ provider: 'stripe', status: 'succeeded', amountCents: 9000 });
    // Back to the evening: dearer, nothing goes back (the difference is due on the bill).
    const evening = await move('18:00');
    expect(evening.body.result.booking).toMatchObject({ priceCents: 27000, paidCents: 18000, refundCents: 9000 });
    expect(evening.body.result.provider).toBeUndefined();
    // The afternoon again: nothing was paid over $180 this time, so no second refund.
    expect((await move('13:00')).body.result.provider).toBeUndefined();
    const rows = await ledger(b.transactionId);
    expect(rows.map((x) => [x.reason, Number(x.amount_cents), x.status])).toEqual([
      ['booking-reschedule', 9000, 'succeeded'],
    ]);
    expect(rows[0].refund_ref).toMatch(/^re_/);
    // Stripe was asked once, for the PaymentIntent of the card payment.
    expect(await stripeRefunds(b.transactionId)).toEqual([9000]);
  });
});
