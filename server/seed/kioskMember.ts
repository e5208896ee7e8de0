// Demo data of the kiosk's member card step (issue 19): demo-kiosk takes member cards with member
// discounts and points (earn 1 per dollar, 10 points = $1 when redeemed, minimum 10), and Bob has a
// card there, M10000006 (300.00 points, 10% member discount, PIN 123456). Runs on every start; a
// setting an admin chose and a card that already exists are kept.
import { hashPassword } from '../auth/passwords';
import type { Db } from '../db/db';
import { DEMO_PIN } from './ordering';
import { DEMO_MEMBER_POINTS } from './wallet';
import { reconcileOpenings } from '../wallet/ledger';

export const DEMO_KIOSK_MEMBER_CARD = 'M10000006';

export async function ensureKioskMemberSeed(db: Db, now: number): Promise<void> {
  const venue = await db.query("SELECT 1 FROM venues WHERE shop_id = 'demo-kiosk'");
  const bob = await db.query("SELECT 1 FROM users WHERE user_id = 'u-demo-bob'");
  // The wallet's columns and ledger (migration 012) first: a database migrated only part way waits.
  const wallet = await db.query(`SELECT 1 FROM information_schema.tables WHERE table_name = 'value_ledger'`);
  if (!venue.length || !bob.length || !wallet.length) return;
  // Once, while nobody chose the points settings (an admin's later change is kept).
  await db.query(
    `UPDATE venues SET settings = jsonb_set(settings || '{"enableMember": 1, "membership": 1, "memberDiscount": 1}'::jsonb, '{memberPoints}',
      COALESCE(settings->'memberPoints', '{}'::jsonb) || $1::jsonb)
    WHERE shop_id = 'demo-kiosk' AND (settings->'memberPoints'->>'state') IS NULL`,
    [DEMO_MEMBER_POINTS],
  );
  const has = await db.query('SELECT 1 FROM member_cards WHERE card_num = $1', [DEMO_KIOSK_MEMBER_CARD]);
  if (has.length) return;
  const pin = await hashPassword(DEMO_PIN);
  await db.query(
    `INSERT INTO member_cards (card_num, ord_card, user_id, shop_id, points_cents, balance_cents, discount_rate, pin_hash, alias, stored_value)
     VALUES ($1, $2, 'u-demo-bob', 'demo-kiosk', 30000, 0, 10, $3, 'Burger Kiosk card', false) ON CONFLICT DO NOTHING`,
    [DEMO_KIOSK_MEMBER_CARD, `ORD-${DEMO_KIOSK_MEMBER_CARD}`, pin],
  );
  await reconcileOpenings(db, now); // the card's points get their opening ledger row
}
