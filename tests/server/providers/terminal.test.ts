// Stripe Terminal at the kiosk against the Stripe contract server (issue 35): the kiosk's reader takes
// the order's amount (a card_present PaymentIntent sent with process_payment_intent), and the card the
// customer presents (Stripe's present_payment_method test helper) approves or declines it; the kiosk
// cancels, or the wait times out and the reader is stopped. Each outcome is applied to the order once.
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../helpers';
import { order, orderRow } from '../orderHelpers';
import { CONTRACT_KEY, type StripeContract } from './stripeContract';
import { startStripeVenue, type StripeVenue } from './stripeVenue';
import type { ProviderSetup } from '../../../server/payments/providers/store';
import { kioskCardState, setKioskReader, startKioskCard } from '../../../server/routes/kioskCard';

let s: TestServer;
let c: StripeContract;
let setup: ProviderSetup;
let helper: Stripe;
const SHOP = 'demo-cafe';
const DEVICE = 'kiosk-1';
const READER = 'tmr_contract0001';
const APPROVES = '4242424242424242';
const DECLINES = '4000000000000002';

const ctx = (transactionId: string, now = s.clock.t) => ({
  db: s.db,
  setup,
  shopId: SHOP,
  deviceId: DEVICE,
  transactionId,
  now,
});
const present = (number: string) =>
  helper.testHelpers.terminal.readers.presentPaymentMethod(READER, { card_present: { number } });
const attempts = (txn: string) =>
  s.db.query<{ status: string; payment_ref: string | null; external_ref: string }>(
    'SELECT status, payment_ref, external_ref FROM payment_attempts WHERE transaction_id = $1 ORDER BY created_at',
    [txn],
  );

let venue: StripeVenue;
beforeAll(async () => {
  venue = await startStripeVenue([SHOP], {
    prepare: (k) =>
      k.readers.set(READER, { id: READER, object: 'terminal.reader', device_type: 'bbpos_wisepos_e', action: null }),
  });
  ({ s, c, setup } = venue);
  helper = new Stripe(CONTRACT_KEY, { host: '127.0.0.1', port: c.port, protocol: 'http' });
}, 240_000);
afterAll(() => venue?.close());

describe('Stripe Terminal at the kiosk', () => {
  it('without a reader registered to the kiosk: a clear refusal, nothing sent', async () => {
    const o = await order(s, 'dps');
    expect(await startKioskCard({ ...ctx(o.transactionId), currency: 'AUD' })).toMatchObject({
      ok: false,
      code: 'reader.none',
    });
    expect(await setKioskReader(s.db, SHOP, DEVICE, 'not-a-reader', s.clock.t)).toBe(false);
    expect(await setKioskReader(s.db, SHOP, DEVICE, READER, s.clock.t)).toBe(true);
  });

  it('approved on the reader: the order is paid once, with the PaymentIntent to refund by', async () => {
    const o = await order(s, 'dps');
    expect(await startKioskCard({ ...ctx(o.transactionId), currency: 'AUD' })).toEqual({
      ok: true,
      state: 'waiting',
      amountCents: o.totalCents,
    });
    const [a] = await attempts(o.transactionId);
    const pi = c.intents.get(a.external_ref)!;
    expect(pi).toMatchObject({ amount: o.totalCents, currency: 'aud', payment_method_types: ['card_present'] });
    expect(c.readers.get(READER)!.action).toMatchObject({ status: 'in_progress', type: 'process_payment_intent' });
    expect(c.log.filter((l) => l.path.endsWith('/process_payment_intent')).at(-1)!.idempotencyKey).toMatch(/^process-/);
    expect(await kioskCardState(ctx(o.transactionId))).toMatchObject({ ok: true, state: 'waiting' });
    await present(APPROVES);
    expect(await kioskCardState(ctx(o.transactionId))).toMatchObject({ ok: true, state: 'approved' });
    expect(await kioskCardState(ctx(o.transactionId))).toMatchObject({ ok: true, state: 'approved' });
    expect((await orderRow(s, o.transactionId)).paid).toBe(true);
    expect(await attempts(o.transactionId)).toEqual([
      { status: 'approved', payment_ref: a.external_ref, external_ref: a.external_ref },
    ]);
  });

  it('declined on the reader: unpaid, a clear state, and the customer can try again', async () => {
    const o = await order(s, 'dps');
    await startKioskCard({ ...ctx(o.transactionId), currency: 'AUD' });
    await present(DECLINES);
    expect(await kioskCardState(ctx(o.transactionId))).toEqual({
      ok: true,
      state: 'declined',
      reason: 'card_declined',
    });
    const row = await orderRow(s, o.transactionId);
    expect(row.paid).toBe(false);
    expect(row.pay_status).toBe('failed');
    expect(await startKioskCard({ ...ctx(o.transactionId), currency: 'AUD' })).toMatchObject({ state: 'waiting' });
    await present(APPROVES);
    expect(await kioskCardState(ctx(o.transactionId))).toMatchObject({ state: 'approved' });
    expect((await attempts(o.transactionId)).map((a) => a.status)).toEqual(['declined', 'approved']);
  });

  it('the customer cancels at the kiosk: the reader stops waiting, the order stays unpaid', async () => {
    const o = await order(s, 'dps');
    await startKioskCard({ ...ctx(o.transactionId), currency: 'AUD' });
    expect(await kioskCardState({ ...ctx(o.transactionId), cancel: true })).toEqual({ ok: true, state: 'cancelled' });
    expect(c.readers.get(READER)!.action).toMatchObject({ status: 'failed', failure_code: 'canceled' });
    expect((await orderRow(s, o.transactionId)).paid).toBe(false);
    expect((await attempts(o.transactionId)).map((a) => a.status)).toEqual(['cancelled']);
  });

  it('nobody presents a card: after the timeout the reader is stopped and the kiosk is told', async () => {
    const o = await order(s, 'dps');
    await startKioskCard({ ...ctx(o.transactionId), currency: 'AUD' });
    expect(await kioskCardState({ ...ctx(o.transactionId, s.clock.t + 30_000), timeoutMs: 90_000 })).toMatchObject({
      state: 'waiting',
    });
    expect(await kioskCardState({ ...ctx(o.transactionId, s.clock.t + 91_000), timeoutMs: 90_000 })).toEqual({
      ok: true,
      state: 'timeout',
    });
    expect(c.readers.get(READER)!.action).toMatchObject({ status: 'failed', failure_code: 'canceled' });
    expect((await orderRow(s, o.transactionId)).paid).toBe(false);
  });

  it('a card presented just before the timeout still pays', async () => {
    const o = await order(s, 'dps');
    await startKioskCard({ ...ctx(o.transactionId), currency: 'AUD' });
    await present(APPROVES);
    expect(await kioskCardState({ ...ctx(o.transactionId, s.clock.t + 91_000), timeoutMs: 90_000 })).toMatchObject({
      state: 'approved',
    });
    expect((await orderRow(s, o.transactionId)).paid).toBe(true);
  });
});
