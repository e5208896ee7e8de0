// Shared steps of the wallet tests (in-process app.inject, and the two-process test over HTTP).
import type { Db } from '../../server/db/db';

export const ALICE_CAFE = 'M10000001'; // Alice's demo-cafe card (points and stored value, PIN 123456)
export const BOB_CAFE = 'M10000004';
export const VISA = { cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };

/** Each card's balances and its ledgers' sums: equal for every card when the ledger is whole. */
export async function ledgerMismatches(
  db: Db,
): Promise<{ card: string; points: string; pointsSum: string; value: string; valueSum: string }[]> {
  return db.query(
    `SELECT c.card_num AS card, c.points_cents::text AS points, COALESCE((SELECT sum(delta) FROM points_ledger p WHERE p.card_num = c.card_num), 0)::text AS "pointsSum",
            c.balance_cents::text AS value, COALESCE((SELECT sum(delta) FROM value_ledger v WHERE v.card_num = c.card_num), 0)::text AS "valueSum"
     FROM member_cards c
     WHERE c.points_cents <> COALESCE((SELECT sum(delta) FROM points_ledger p WHERE p.card_num = c.card_num), 0)
        OR c.balance_cents <> COALESCE((SELECT sum(delta) FROM value_ledger v WHERE v.card_num = c.card_num), 0)`,
  );
}

export async function cardBalances(db: Db, card: string): Promise<{ points: number; value: number }> {
  const r = (
    await db.query<{ p: string; b: string }>(
      'SELECT points_cents AS p, balance_cents AS b FROM member_cards WHERE card_num = $1',
      [card],
    )
  )[0];
  return { points: Number(r.p), value: Number(r.b) };
}

/** The hidden `ref` of the sandbox page's form. */
export const pageRef = (html: string): string => /name="ref" value="([^"]+)"/.exec(html)?.[1] ?? '';
