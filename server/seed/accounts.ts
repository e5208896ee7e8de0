// Accounts seed (issue 16): Bob's two franchisee cards at demo-store (numbers, pass codes and price
// levels in server/README.md). Runs on every start and adds only the cards that are missing.
import type { Db } from '../db/db';

export interface DemoFranchiseeCard {
  cardNum: string;
  shopId: string;
  userId: string;
  passCode: string;
  name: string;
  priceLevel: number;
}

export const DEMO_FRANCHISEE_CARDS: DemoFranchiseeCard[] = [
  {
    cardNum: 'F20000001',
    shopId: 'demo-store',
    userId: 'u-demo-bob',
    passCode: '7301',
    name: 'Smith Trading',
    priceLevel: 2,
  },
  {
    cardNum: 'F20000002',
    shopId: 'demo-store',
    userId: 'u-demo-bob',
    passCode: '7302',
    name: 'Smith Catering',
    priceLevel: 3,
  },
];

export async function ensureAccountsSeed(db: Db, now = Date.now()): Promise<void> {
  const has = await db.query(`SELECT 1 FROM information_schema.tables WHERE table_name = 'franchisee_cards'`);
  if (!has.length) return; // migrations not applied yet
  await db.tx(async (tx) => {
    let sort = 0;
    for (const c of DEMO_FRANCHISEE_CARDS)
      await tx.query(
        `INSERT INTO franchisee_cards (card_num, shop_id, user_id, pass_code, name, price_level, sort, created_at)
         SELECT $1, $2, $3, $4, $5, $6, $7, $8
         WHERE EXISTS (SELECT 1 FROM venues WHERE shop_id = $2) AND EXISTS (SELECT 1 FROM users WHERE user_id = $3)
         ON CONFLICT DO NOTHING`,
        [c.cardNum, c.shopId, c.userId, c.passCode, c.name, c.priceLevel, sort++, now],
      );
  });
}
