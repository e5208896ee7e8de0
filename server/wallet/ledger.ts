// The two purses of a member card and their ledgers (migration 012): loyalty points (points x 100,
// points_ledger) and stored value (cents, value_ledger). Every change of a balance is one conditional
// UPDATE (never below zero) and one ledger row with the balance after it, in the caller's transaction,
// so a card's balance is always the sum of its ledger's signed deltas.
import type { WalletStatementLine } from '../../src/generated/calls';
import type { Db } from '../db/db';

export type ValueKind = 'opening' | 'correction' | 'topup' | 'promotion' | 'pay' | 'refund' | 'consume';
export type PointsKind = 'opening' | 'correction' | 'consume' | 'forfeit' | 'unearn' | 'refund';
const NEGATIVE = new Set<string>(['correction', 'pay', 'consume', 'forfeit', 'unearn']);
const POINTS_REASON: Record<PointsKind, string> = {
  opening: 'opening',
  correction: 'opening',
  consume: 'counter',
  forfeit: 'deleted',
  unearn: 'refunded',
  refund: 'refunded',
};

export interface Move {
  cardNum: string;
  amount: number;
  transactionId?: string | null;
  ref?: string | null;
  now: number;
}

/**
 * One purse's conditional UPDATE: a withdrawal only when the balance covers it (one statement, so
 * concurrent withdrawals never take it below zero); the balance after, or null when it did not.
 */
async function moveBalance(
  tx: Db,
  purse: 'balance_cents' | 'points_cents',
  withdraw: boolean,
  m: Move,
): Promise<number | null> {
  if (m.amount <= 0) throw new Error('amount must be positive');
  const r = withdraw
    ? await tx.query<{ b: string }>(
        `UPDATE member_cards SET ${purse} = ${purse} - $2 WHERE card_num = $1 AND ${purse} >= $2 RETURNING ${purse} AS b`,
        [m.cardNum, m.amount],
      )
    : await tx.query<{ b: string }>(
        `UPDATE member_cards SET ${purse} = ${purse} + $2 WHERE card_num = $1 RETURNING ${purse} AS b`,
        [m.cardNum, m.amount],
      );
  return r.length ? Number(r[0].b) : null;
}

/** Moves stored value; the balance after, or null when a withdrawal finds too little (nothing written). */
export async function moveValue(tx: Db, kind: ValueKind, m: Move): Promise<number | null> {
  const after = await moveBalance(tx, 'balance_cents', NEGATIVE.has(kind), m);
  if (after === null) return null;
  await tx.query(
    'INSERT INTO value_ledger (card_num, transaction_id, kind, amount_cents, balance_after, ref, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)',
    [m.cardNum, m.transactionId ?? null, kind, m.amount, after, m.ref ?? null, m.now],
  );
  return after;
}

/** Moves points (x100); the balance after, or null when a withdrawal finds too few (nothing written). */
export async function movePoints(tx: Db, kind: PointsKind, m: Move): Promise<number | null> {
  const after = await moveBalance(tx, 'points_cents', NEGATIVE.has(kind), m);
  if (after === null) return null;
  await tx.query(
    'INSERT INTO points_ledger (card_num, transaction_id, kind, points_cents, reason, provider_ref, balance_after, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)',
    [m.cardNum, m.transactionId ?? null, kind, m.amount, POINTS_REASON[kind], m.ref ?? null, after, m.now],
  );
  return after;
}

/**
 * Cards whose balances came from before the ledger (the demo seed, older databases) get one opening
 * (or correction) row per purse for the difference, so the ledger sums to the balance from then on.
 * Each card is locked while it is looked at; running it again (any process) finds nothing to do.
 */
export async function reconcileOpenings(db: Db, now: number): Promise<number> {
  const rows = await db.query<{ card_num: string }>(
    `SELECT c.card_num FROM member_cards c
     WHERE c.points_cents <> COALESCE((SELECT sum(delta) FROM points_ledger p WHERE p.card_num = c.card_num), 0)
        OR c.balance_cents <> COALESCE((SELECT sum(delta) FROM value_ledger v WHERE v.card_num = c.card_num), 0)`,
  );
  let n = 0;
  for (const { card_num } of rows)
    n += await db.tx(async (tx) => {
      const c = (
        await tx.query<{ p: string; b: string }>(
          'SELECT points_cents AS p, balance_cents AS b FROM member_cards WHERE card_num = $1 FOR UPDATE',
          [card_num],
        )
      )[0];
      if (!c) return 0;
      const sums = (
        await tx.query<{ p: string; v: string }>(
          `SELECT COALESCE((SELECT sum(delta) FROM points_ledger WHERE card_num = $1), 0) AS p, COALESCE((SELECT sum(delta) FROM value_ledger WHERE card_num = $1), 0) AS v`,
          [card_num],
        )
      )[0];
      let moved = 0;
      const dp = Number(c.p) - Number(sums.p);
      if (dp !== 0) {
        await tx.query(
          `INSERT INTO points_ledger (card_num, kind, points_cents, reason, balance_after, created_at) VALUES ($1, $2, $3, 'opening', $4, $5)`,
          [card_num, dp > 0 ? 'opening' : 'correction', Math.abs(dp), Number(c.p), now],
        );
        moved = 1;
      }
      const dv = Number(c.b) - Number(sums.v);
      if (dv !== 0) {
        await tx.query(
          'INSERT INTO value_ledger (card_num, kind, amount_cents, balance_after, created_at) VALUES ($1, $2, $3, $4, $5)',
          [card_num, dv > 0 ? 'opening' : 'correction', Math.abs(dv), Number(c.b), now],
        );
        moved = 1;
      }
      return moved;
    });
  return n;
}

/** One movement of a purse as the statement answers it: the generated type of schemas/calls. */
export type StatementLine = WalletStatementLine;

/** A card's movements, newest first, with the venue and order of each. */
export async function statement(
  db: Db,
  cardNum: string,
  purse: 'points' | 'value',
  page: number,
  pageSize: number,
): Promise<{ lines: StatementLine[]; count: number; sum: number }> {
  const table = purse === 'points' ? 'points_ledger' : 'value_ledger';
  const lines = await db.query<{
    id: string;
    kind: string;
    created_at: string;
    delta: string;
    balance_after: string;
    transaction_id: string | null;
    order_no: string | null;
    shop_id: string;
    name: string | null;
  }>(
    `SELECT l.id, l.kind, l.created_at, l.delta, l.balance_after, l.transaction_id, o.order_no, c.shop_id, v.branding->>'name' AS name
     FROM ${table} l JOIN member_cards c ON c.card_num = l.card_num JOIN venues v ON v.shop_id = c.shop_id
     LEFT JOIN orders o ON o.transaction_id = l.transaction_id
     WHERE l.card_num = $1 ORDER BY l.id DESC LIMIT $2 OFFSET $3`,
    [cardNum, pageSize, (page - 1) * pageSize],
  );
  const agg = (
    await db.query<{ n: number; s: string }>(
      `SELECT count(*)::int AS n, COALESCE(sum(delta), 0) AS s FROM ${table} WHERE card_num = $1`,
      [cardNum],
    )
  )[0];
  return {
    count: agg.n,
    sum: Number(agg.s),
    lines: lines.map((l) => ({
      id: Number(l.id),
      purse,
      kind: l.kind,
      date: Number(l.created_at),
      amount: Number(l.delta),
      balanceAfter: Number(l.balance_after),
      transactionId: l.transaction_id,
      orderNo: l.order_no,
      shopId: l.shop_id,
      venueName: l.name ?? l.shop_id,
    })),
  };
}
