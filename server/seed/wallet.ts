// Wallet demo data (issue 16): points on at demo-cafe (spec 5 defaults: minimum 10, redeem 10 = $1,
// earn 1 per dollar), demo-cafe's top-up promotions, Alice's cards named, demo-passes' card loyalty
// only, and an opening ledger row for every balance that came before the ledger. Runs at every demo
// start; each step changes nothing the second time.
import type { Db } from '../db/db';
import { reconcileOpenings } from '../wallet/ledger';

export const DEMO_MEMBER_POINTS = { state: 1, minimumPoints: 10, pointsPerDollarWhenRedeem: 10, pointsPerDollar: 1 };
export const DEMO_TOPUP_PROMOTIONS = [
  { minCents: 5000, bonusCents: 500 },
  { minCents: 10000, bonusCents: 1500 },
];

export async function ensureWalletSeed(db: Db, now: number): Promise<void> {
  const has = await db.query(`SELECT 1 FROM information_schema.tables WHERE table_name = 'value_ledger'`);
  if (!has.length) return; // migrations not applied yet
  await db.tx(async (tx) => {
    // Only where nobody chose yet (an admin's later change is kept).
    await tx.query(
      `UPDATE venues SET settings = jsonb_set(settings, '{memberPoints}', COALESCE(settings->'memberPoints', '{}'::jsonb) || $1::jsonb)
      WHERE shop_id = 'demo-cafe' AND (settings->'memberPoints'->>'state') IS NULL`,
      [DEMO_MEMBER_POINTS],
    );
    await tx.query(
      `UPDATE venues SET settings = jsonb_set(settings, '{topupPromotions}', $1::jsonb) WHERE shop_id = 'demo-cafe' AND NOT (settings ? 'topupPromotions')`,
      [DEMO_TOPUP_PROMOTIONS],
    );
    await tx.query(`UPDATE member_cards SET alias = 'Harbour Cafe card' WHERE card_num = 'M10000001' AND alias = ''`);
    await tx.query(
      `UPDATE member_cards SET stored_value = false WHERE card_num = 'M10000003' AND stored_value AND balance_cents = 0 AND pin_changed_at IS NULL AND alias = ''`,
    );
  });
  await reconcileOpenings(db, now);
}
