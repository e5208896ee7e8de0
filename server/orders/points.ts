// Redeemed loyalty points of an order, held like gift card value (orders/giftcards.ts): the order's
// transaction takes them off the member card and records the hold in order_points (released = false);
// when the online payment is declined, cancelled or given up they go back to the card once (the
// conditional update of order_points is the guard, so replayed or concurrent results give back
// nothing more); a new payment attempt of the same order takes them again. Every movement is a row
// of points_ledger with the card's balance after it (migration 011).
import type { Db } from '../db/db';
import { Refusal } from './idempotency';
import type { RefusalCode } from '../../src/domain/index';

export type PointsReason = 'order' | 'retry' | 'declined' | 'cancelled' | 'abandoned';

/** The card no longer has the points a retried order used (spent elsewhere meanwhile). */
export class PointsChanged extends Error {
  constructor(public readonly cardNum: string) {
    super('The points this order used are no longer on the member card.');
  }
}

async function ledger(
  tx: Db,
  m: {
    cardNum: string;
    transactionId: string;
    kind: 'take' | 'release';
    pointsCents: number;
    reason: PointsReason;
    providerRef: string | null;
    balanceAfter: number;
    now: number;
  },
): Promise<void> {
  await tx.query(
    'INSERT INTO points_ledger (card_num, transaction_id, kind, points_cents, reason, provider_ref, balance_after, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)',
    [m.cardNum, m.transactionId, m.kind, m.pointsCents, m.reason, m.providerRef, m.balanceAfter, m.now],
  );
}

/** Takes points (x100) off a card, never below zero; the balance after, or null when the card has too few. */
async function takePoints(tx: Db, cardNum: string, pointsCents: number): Promise<number | null> {
  const r = await tx.query<{ points_cents: string }>(
    'UPDATE member_cards SET points_cents = points_cents - $2 WHERE card_num = $1 AND points_cents >= $2 RETURNING points_cents',
    [cardNum, pointsCents],
  );
  return r.length ? Number(r[0].points_cents) : null;
}

/** In the order's transaction, after the order row: the redeemed points leave the card and the order holds them. */
export async function takeOrderPoints(
  tx: Db,
  transactionId: string,
  cardNum: string,
  pointsCents: number,
  now: number,
): Promise<void> {
  const after = await takePoints(tx, cardNum, pointsCents);
  if (after === null)
    throw new Refusal(422, {
      success: false,
      dispMsg: 'Your points balance changed; please review your cart.',
      result: { code: 'points.changed' satisfies RefusalCode },
    });
  await tx.query(
    'INSERT INTO order_points (transaction_id, card_num, points_cents, created_at) VALUES ($1, $2, $3, $4)',
    [transactionId, cardNum, pointsCents, now],
  );
  await ledger(tx, {
    cardNum,
    transactionId,
    kind: 'take',
    pointsCents,
    reason: 'order',
    providerRef: null,
    balanceAfter: after,
    now,
  });
}

/**
 * Inside the caller's transaction: gives the points an UNPAID order holds back to the card, once.
 * Locks the order row first, so an approval cannot slip in between. Returns the points (x100) given back.
 */
export async function releaseOrderPoints(
  tx: Db,
  transactionId: string,
  reason: Exclude<PointsReason, 'order' | 'retry'>,
  providerRef: string | null,
  now: number,
): Promise<number> {
  const o = (
    await tx.query<{ paid: boolean }>('SELECT paid FROM orders WHERE transaction_id = $1 FOR UPDATE', [transactionId])
  )[0];
  if (!o || o.paid) return 0;
  const u = (
    await tx.query<{ card_num: string; points_cents: string }>(
      'UPDATE order_points SET released = true WHERE transaction_id = $1 AND NOT released RETURNING card_num, points_cents',
      [transactionId],
    )
  )[0];
  if (!u) return 0;
  const pointsCents = Number(u.points_cents);
  const b = await tx.query<{ points_cents: string }>(
    'UPDATE member_cards SET points_cents = points_cents + $2 WHERE card_num = $1 RETURNING points_cents',
    [u.card_num, pointsCents],
  );
  if (!b.length) return 0; // the card itself was deleted (cascade removed the hold too)
  await ledger(tx, {
    cardNum: u.card_num,
    transactionId,
    kind: 'release',
    pointsCents,
    reason,
    providerRef,
    balanceAfter: Number(b[0].points_cents),
    now,
  });
  return pointsCents;
}

/**
 * Inside the transaction that opens a new payment attempt: takes back the points an earlier
 * declined/cancelled attempt gave back. Throws PointsChanged (the caller's transaction rolls back)
 * when the card no longer has them.
 */
export async function retakeOrderPoints(
  tx: Db,
  transactionId: string,
  providerRef: string,
  now: number,
): Promise<number> {
  const u = (
    await tx.query<{ card_num: string; points_cents: string }>(
      'UPDATE order_points SET released = false WHERE transaction_id = $1 AND released RETURNING card_num, points_cents',
      [transactionId],
    )
  )[0];
  if (!u) return 0;
  const pointsCents = Number(u.points_cents);
  const after = await takePoints(tx, u.card_num, pointsCents);
  if (after === null) throw new PointsChanged(u.card_num);
  await ledger(tx, {
    cardNum: u.card_num,
    transactionId,
    kind: 'take',
    pointsCents,
    reason: 'retry',
    providerRef,
    balanceAfter: after,
    now,
  });
  return pointsCents;
}
