// Parking refunds through the provider (issue 35), against the Stripe contract server: a stay paid by
// card and extended (the extension paid through its own order, by card too) is refunded by staff in
// full: the booking's payment and the extension's go back through Stripe, each once, each in the ledger
// with Stripe's refund id; an extension whose new day filled up before it was paid is refunded at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALICE, get, login, type TestServer } from '../helpers';
import { ADMIN, BOB, bookParking, PARKING, signed, ticketKey } from '../ticketHelpers';
import type { StripeContract } from './stripeContract';
import { startStripeVenue, type StripeVenue } from './stripeVenue';

const SHOP = 'demo-parking';
const at = (date: string, time: string) => Date.parse(`${date}T${time}:00+10:00`); // Brisbane

let venue: StripeVenue;
let s: TestServer;
let c: StripeContract;
let alice: string;

beforeAll(async () => {
  venue = await startStripeVenue([SHOP]);
  ({ s, c } = venue);
  alice = (await login(s, ALICE, { shop: SHOP })).token;
}, 240_000);
afterAll(() => venue?.close());

/** The customer pays the order on Stripe's page; Stripe's signed event reaches the server. */
async function payByCard(txn: string) {
  const r = await get(s, `/sandbox/pay/${txn}?lang=en-gb`);
  expect(r.status).toBe(303);
  const sid = /\/c\/pay\/(cs_test_\w+)$/.exec(String(r.headers.location))![1];
  const ev = c.pay(sid, 'approve', Math.floor(Date.now() / 1000));
  const hook = await s.app.inject({
    method: 'POST',
    url: `/api/payments/stripe/webhook/${SHOP}`,
    headers: { 'content-type': 'application/json', 'stripe-signature': ev.signature },
    payload: ev.body,
  });
  expect(hook.statusCode).toBe(200);
}
const ledger = (txn: string) =>
  s.db.query<{ reason: string; amount_cents: string; refund_ref: string; status: string }>(
    'SELECT reason, amount_cents, refund_ref, status FROM provider_refunds WHERE transaction_id = $1 ORDER BY created_at',
    [txn],
  );
const extend = (bookingId: string, exitTime: number) =>
  signed(s, '/api/parking/bookingTopup', { idempotencyKey: ticketKey(), bookingId, exitTime }, PARKING, alice);

describe('parking refunds through the provider', () => {
  it("staff refund of an extended stay: the booking's and the extension's card payments each go back once", async () => {
    const b = await bookParking(s, alice, {
      poolId: 'pk-ev',
      entry: at('2026-02-10', '10:00'),
      exit: at('2026-02-10', '14:00'),
    });
    expect(b.body.success).toBe(true);
    const { bookingId, transactionId } = b.body.result as { bookingId: string; transactionId: string };
    await payByCard(transactionId);
    const x = await extend(bookingId, at('2026-02-10', '18:00'));
    expect(x.body.success).toBe(true);
    const ext = x.body.result as { transactionId: string; amountCents: number };
    await payByCard(ext.transactionId);
    const paid = Number(
      (
        await s.db.query<{ amount_cents: string }>('SELECT amount_cents FROM ticket_bookings WHERE booking_id = $1', [
          bookingId,
        ])
      )[0].amount_cents,
    );
    expect(ext.amountCents).toBeGreaterThan(0);

    const admin = (await login(s, ADMIN, { shop: SHOP })).token;
    const r = await signed(s, '/api/parking/dpsRefund', { bookingId }, PARKING, admin);
    expect(r.body.success).toBe(true);
    expect(r.body.result.refundCents).toBe(paid);
    const notes = r.body.result.providers as {
      provider: string;
      refundRef: string;
      amountCents: number;
      status: string;
    }[];
    expect(notes.map((n) => [n.provider, n.status, n.amountCents])).toEqual([
      ['stripe', 'succeeded', paid - ext.amountCents],
      ['stripe', 'succeeded', ext.amountCents],
    ]);
    expect(r.body.result.provider).toEqual(notes[0]);
    expect(
      (await ledger(transactionId)).map((l) => [l.reason, Number(l.amount_cents), l.refund_ref, l.status]),
    ).toEqual([['parking', paid - ext.amountCents, notes[0].refundRef, 'succeeded']]);
    expect(
      (await ledger(ext.transactionId)).map((l) => [l.reason, Number(l.amount_cents), l.refund_ref, l.status]),
    ).toEqual([['parking-extension', ext.amountCents, notes[1].refundRef, 'succeeded']]);
    // Stripe was asked once for each, against each order's own PaymentIntent.
    for (const n of notes) expect(c.refunds.filter((f) => f.id === n.refundRef)).toHaveLength(1);
    expect(new Set(notes.map((n) => c.refunds.find((f) => f.id === n.refundRef)!.payment_intent)).size).toBe(2);
    // Sent again: refused (already refunded), and nothing more goes back.
    const again = await signed(s, '/api/parking/dpsRefund', { bookingId }, PARKING, admin);
    expect(again.body.success).toBe(false);
    expect(c.refunds.filter((f) => notes.some((n) => n.refundRef === f.id))).toHaveLength(2);
  });

  it('an extension paid after its new day filled up is refunded through Stripe at once, whole', async () => {
    const b = await bookParking(s, alice, {
      poolId: 'pk-ev',
      entry: at('2026-02-12', '10:00'),
      exit: at('2026-02-12', '18:00'),
    });
    const { bookingId, transactionId } = b.body.result as { bookingId: string; transactionId: string };
    await payByCard(transactionId);
    await s.db.query(
      `INSERT INTO ticket_pool_days (pool_id, day, sold) VALUES ('pk-ev', '2026-02-13', 7)
       ON CONFLICT (pool_id, day) DO UPDATE SET sold = EXCLUDED.sold`,
    );
    const x = await extend(bookingId, at('2026-02-13', '09:00'));
    expect(x.body.success).toBe(true);
    const ext = x.body.result as { transactionId: string; amountCents: number; topupId: string };
    // Bob takes the last place of the 13th before Alice pays the extension.
    const bob = (await login(s, BOB, { shop: SHOP })).token;
    const last = await bookParking(s, bob, {
      poolId: 'pk-ev',
      entry: at('2026-02-13', '12:00'),
      exit: at('2026-02-13', '14:00'),
    });
    expect(last.body.success).toBe(true);
    await payByCard(ext.transactionId);
    const topup = await s.db.query<{ status: string }>('SELECT status FROM ticket_topups WHERE topup_id = $1', [
      ext.topupId,
    ]);
    expect(topup[0].status).toBe('refunded');
    const rows = await ledger(ext.transactionId);
    expect(rows.map((l) => [l.reason, Number(l.amount_cents), l.status])).toEqual([
      ['parking-extension', ext.amountCents, 'succeeded'],
    ]);
    expect(c.refunds.filter((f) => f.id === rows[0].refund_ref)).toHaveLength(1);
    // The booking's own payment is untouched.
    expect(await ledger(transactionId)).toEqual([]);
  });
});
