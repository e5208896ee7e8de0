// Every payable thing starts its payment with the venue's provider (issue 35), not only orders: a
// stored-value top-up and a gift card bought online, each paid through Stripe Checkout (against the
// contract server) for exactly what is charged, applied once however often the webhook comes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALICE, get, login, post, type TestServer } from '../helpers';
import { newKey } from '../orderHelpers';
import { ALICE_CAFE, cardBalances } from '../walletHelpers';
import type { StripeContract } from './stripeContract';
import { startStripeVenue, type StripeVenue } from './stripeVenue';

let venue: StripeVenue;
let s: TestServer;
let c: StripeContract;
let alice = '';
const call = (url: string, payload: Record<string, unknown>) =>
  post(s, url, { shop: 'demo-cafe', ...payload }, { token: alice, format: 'plain' });

/** Opens the payment link: the Checkout Session the browser is sent to. */
const checkout = async (payUrl: string) => {
  const r = await get(s, `${payUrl}?lang=en-gb`);
  expect(r.status).toBe(303);
  return c.sessions.get(/\/c\/pay\/(cs_test_\w+)$/.exec(String(r.headers.location))![1])!;
};
/** Pays the session on Stripe's page; the webhook is delivered `times` times: what each changed. */
const payAndDeliver = async (sessionId: string, times: number) => {
  const ev = c.pay(sessionId, 'approve', Math.floor(Date.now() / 1000));
  const changed: number[] = [];
  for (let i = 0; i < times; i++) {
    const r = await s.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook/demo-cafe',
      headers: { 'content-type': 'application/json', 'stripe-signature': ev.signature },
      payload: ev.body,
    });
    changed.push((r.json() as { changed: number }).changed);
  }
  return changed;
};

beforeAll(async () => {
  venue = await startStripeVenue(['demo-cafe']);
  ({ s, c } = venue);
  alice = (await login(s, ALICE)).token;
}, 240_000);
afterAll(() => venue?.close());

describe('payable things other than orders, through Stripe', () => {
  it('a stored-value top-up: Checkout charges what the top-up costs; the card is credited once', async () => {
    const before = (await cardBalances(s.db, ALICE_CAFE)).value;
    const t = (
      await call('/pro/acs/credential/loyalty', {
        action: 'TOPUP',
        cardNum: ALICE_CAFE,
        amountCents: 2000,
        payment: 'dps',
        idempotencyKey: newKey(),
      })
    ).body.result as { transactionId: string; payUrl: string; chargeCents: number };
    const cs = await checkout(t.payUrl);
    expect(cs.allowed_payment_method_types).toEqual(['card']);
    expect(cs.amount_total).toBe(t.chargeCents);
    expect((await cardBalances(s.db, ALICE_CAFE)).value).toBe(before);
    expect(await payAndDeliver(String(cs.id), 5)).toEqual([1, 0, 0, 0, 0]);
    expect((await cardBalances(s.db, ALICE_CAFE)).value).toBe(before + 2000);
    const rows = await s.db.query('SELECT 1 FROM value_ledger WHERE transaction_id = $1', [t.transactionId]);
    expect(rows).toHaveLength(1);
  });

  it('a gift card bought online: not issued until Stripe says paid, then issued once with its balance', async () => {
    const b = (await call('/api/giftcard/buy', { productId: 'harbour-gift', amountCents: 2000, family: 'shop' })).body
      .result as { transactionId: string; payUrl: string; cardNum: string };
    const cs = await checkout(b.payUrl);
    expect(cs.amount_total).toBe(2000);
    expect((await call('/api/giftcard/purchase', { transactionId: b.transactionId })).body.result).toMatchObject({
      paid: false,
      issuedAt: null,
    });
    expect(await payAndDeliver(String(cs.id), 3)).toEqual([1, 0, 0]);
    const p = (await call('/api/giftcard/purchase', { transactionId: b.transactionId })).body.result;
    expect(p).toMatchObject({ paid: true, balanceCents: 2000, cardNum: b.cardNum });
    expect(p.code).toMatch(/^\d{8}$/);
    const ledger = await s.db.query<{ kind: string }>('SELECT kind FROM gift_card_ledger WHERE card_num = $1', [
      b.cardNum,
    ]);
    expect(ledger.map((l) => l.kind)).toEqual(['issue']);
  });
});
