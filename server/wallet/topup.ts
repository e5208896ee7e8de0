// Top-ups of stored value through the payment provider: a single payment (orders row, order_type
// 'singlepay', no lines, no kitchen) whose cart names the card, the amount and the promotion bonus.
// The card is credited by migration 012's trigger when the order becomes paid: the provider's
// approval flips `paid` once, and the ledger's unique (transaction, 'topup') row stops a second credit,
// so replayed or concurrent callbacks on any number of processes credit once.
import { normaliseSettings, type Cart } from '../../src/domain/index';
import type { Db } from '../db/db';
import { newProviderRef } from '../payments/provider';
import { repriceForMethod } from '../payonly/bill';
import type { PaymentMethod } from '../../src/domain/index';
import { insertSinglePay } from '../routes/payonly';
import type { Venue } from '../wire/venue';

export const TOPUP_MIN_CENTS = 500;
export const TOPUP_MAX_CENTS = 100_000;

export interface TopupTier {
  minCents: number;
  bonusCents: number;
}

/** The venue's top-up promotions (settings.topupPromotions: [{ minCents, bonusCents }]), largest first. */
export function topupTiers(settings: Record<string, unknown>): TopupTier[] {
  const raw = Array.isArray(settings.topupPromotions) ? settings.topupPromotions : [];
  return raw
    .map((t) => ({ minCents: Number((t as TopupTier).minCents), bonusCents: Number((t as TopupTier).bonusCents) }))
    .filter((t) => Number.isInteger(t.minCents) && Number.isInteger(t.bonusCents) && t.minCents > 0 && t.bonusCents > 0)
    .sort((a, b) => b.minCents - a.minCents);
}

/** The bonus a top-up of `amountCents` earns: the largest tier it reaches, else 0. */
export const topupBonus = (tiers: TopupTier[], amountCents: number): number =>
  tiers.find((t) => amountCents >= t.minCents)?.bonusCents ?? 0;

/** Inside the caller's transaction: the top-up's order and its pending payment attempt. */
export async function startTopup(
  tx: Db,
  venue: Venue,
  o: { cardNum: string; amountCents: number; method: PaymentMethod; userId: string; now: number },
) {
  const s = normaliseSettings(venue.settings);
  const bonusCents = topupBonus(topupTiers(venue.settings), o.amountCents);
  const base = {
    itemList: [],
    originalAmount: o.amountCents,
    totalAmount: o.amountCents,
    amountDue: o.amountCents,
    surchargeAmount: 0,
    roundedAmount: 0,
    gst: 0,
  } as unknown as Cart;
  const priced = repriceForMethod(base, o.method, { gstRate: 0, roundType: s.roundType });
  const cart = { ...priced, topup: { cardNum: o.cardNum, amountCents: o.amountCents, bonusCents } } as unknown as Cart;
  const ids = await insertSinglePay(tx, venue, {
    cart,
    payment: o.method.payment,
    now: o.now,
    device: null,
    userId: o.userId,
    single: { action: 'topup', requiredBy: 'wallet', note: '' },
  });
  await tx.query(
    'INSERT INTO payment_attempts (provider_ref, transaction_id, method, amount_cents, status, created_at) VALUES ($1, $2, $3, $4, $5, $6)',
    [newProviderRef(), ids.transactionId, o.method.payment, priced.amountDue, 'pending', o.now],
  );
  return {
    ...ids,
    amountCents: o.amountCents,
    bonusCents,
    chargeCents: priced.amountDue,
    surchargeCents: priced.surchargeAmount,
    payUrl: `/sandbox/pay/${ids.transactionId}`,
  };
}
