// Ordering seed (issue 5): promo codes per venue and the stored-value card PIN of the demo cards.
// Runs on every start (idempotent), so a database seeded before these tables existed gets them too.
import type { Db } from '../db/db';
import { hashPassword } from '../auth/passwords';

export const DEMO_PIN = '123456';
/** The seeded demo cards (server/README.md) get the demo PIN; cards made later set their own. */
export const DEMO_CARDS = ['M10000001', 'M10000002', 'M10000003', 'M10000004', 'M10000005'];
export const DEMO_PROMOS = [
  { code: 'WELCOME10', rate: 10, amountCents: 0, minCents: 0 },
  { code: 'FIVEOFF', rate: 0, amountCents: 500, minCents: 2000 },
];

export async function ensureOrderingSeed(db: Db): Promise<void> {
  const has = await db.query(`SELECT 1 FROM information_schema.tables WHERE table_name = 'promo_codes'`);
  if (!has.length) return; // migrations not applied yet
  const venues = await db.query<{ shop_id: string }>('SELECT shop_id FROM venues');
  const needPin = await db.query<{ card_num: string }>(
    'SELECT card_num FROM member_cards WHERE pin_hash IS NULL AND card_num = ANY($1::text[])',
    [DEMO_CARDS],
  );
  const pin = needPin.length ? await hashPassword(DEMO_PIN) : null;
  await db.tx(async (tx) => {
    for (const v of venues)
      for (const p of DEMO_PROMOS)
        await tx.query(
          'INSERT INTO promo_codes (shop_id, code, rate, amount_cents, min_cents) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING',
          [v.shop_id, p.code, p.rate, p.amountCents, p.minCents],
        );
    if (pin)
      await tx.query('UPDATE member_cards SET pin_hash = $1 WHERE pin_hash IS NULL AND card_num = ANY($2::text[])', [
        pin,
        DEMO_CARDS,
      ]);
  });
}
