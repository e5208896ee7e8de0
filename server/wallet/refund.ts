// A venue refunds a paid order (or cancels it after payment): in ONE transaction the order is marked
// refunded (a conditional UPDATE ... WHERE refunded_at IS NULL: the first request wins, every later or
// concurrent one changes nothing) and what the order moved on member cards goes back:
//   stored value it paid with (value_ledger 'pay')          -> 'refund' to the same card;
//   points it redeemed (order_points still held)            -> 'refund' to the same card;
//   points it earned (points_ledger 'earn')                 -> 'unearn', at most what the card still has.
// The unique ledger indexes of migration 012 are a second guard: each can happen once per order.
import type { Db } from '../db/db';
import { movePoints, moveValue } from './ledger';

export type RefundOutcome =
  | { ok: true; changed: boolean; valueBackCents: number; pointsBackCents: number; pointsTakenCents: number }
  | { ok: false; reason: 'unknown' | 'unpaid' | 'topup' };

export async function refundOrder(db: Db, transactionId: string, shopId: string, now: number): Promise<RefundOutcome> {
  return db.tx(async (tx) => {
    const o = (
      await tx.query<{ paid: boolean; refunded_at: string | null; cart: { topup?: unknown } }>(
        'SELECT paid, refunded_at, cart FROM orders WHERE transaction_id = $1 AND shop_id = $2 FOR UPDATE',
        [transactionId, shopId],
      )
    )[0];
    if (!o) return { ok: false as const, reason: 'unknown' as const };
    if (o.cart?.topup) return { ok: false as const, reason: 'topup' as const };
    if (!o.paid) return { ok: false as const, reason: 'unpaid' as const };
    const moved = await tx.query(
      'UPDATE orders SET refunded_at = $2 WHERE transaction_id = $1 AND paid AND refunded_at IS NULL RETURNING 1',
      [transactionId, now],
    );
    if (!moved.length)
      return { ok: true as const, changed: false, valueBackCents: 0, pointsBackCents: 0, pointsTakenCents: 0 };

    let valueBackCents = 0;
    for (const p of await tx.query<{ card_num: string; amount_cents: string }>(
      `SELECT card_num, amount_cents FROM value_ledger WHERE transaction_id = $1 AND kind = 'pay'`,
      [transactionId],
    )) {
      await moveValue(tx, 'refund', { cardNum: p.card_num, amount: Number(p.amount_cents), transactionId, now });
      valueBackCents += Number(p.amount_cents);
    }
    let pointsBackCents = 0;
    const held = (
      await tx.query<{ card_num: string; points_cents: string }>(
        'UPDATE order_points SET released = true WHERE transaction_id = $1 AND NOT released RETURNING card_num, points_cents',
        [transactionId],
      )
    )[0];
    if (held) {
      await movePoints(tx, 'refund', { cardNum: held.card_num, amount: Number(held.points_cents), transactionId, now });
      pointsBackCents = Number(held.points_cents);
    }
    let pointsTakenCents = 0;
    const earned = (
      await tx.query<{ card_num: string; points_cents: string }>(
        `SELECT card_num, points_cents FROM points_ledger WHERE transaction_id = $1 AND kind = 'earn'`,
        [transactionId],
      )
    )[0];
    if (earned) {
      const have = Number(
        (
          await tx.query<{ p: string }>('SELECT points_cents AS p FROM member_cards WHERE card_num = $1 FOR UPDATE', [
            earned.card_num,
          ])
        )[0]?.p ?? 0,
      );
      pointsTakenCents = Math.min(have, Number(earned.points_cents));
      if (pointsTakenCents > 0)
        await movePoints(tx, 'unearn', { cardNum: earned.card_num, amount: pointsTakenCents, transactionId, now });
    }
    return { ok: true as const, changed: true, valueBackCents, pointsBackCents, pointsTakenCents };
  });
}
