// Demo stays (issue 17, a room's bill): Alice is in Room B at Party Place and in the VIP room at Star
// KTV right now (arrived, from an hour ago for four hours), so the room bill and the menu in room mode
// can be tried at once (My bookings → Room bill and orders). A stay whose time has passed is made
// again on the next start. Its price is the room's rate over the stay (time bands included); the
// party room's 50 % deposit, the KTV room's full price count as paid online.
import { stayPriceCents } from '../../src/domain/index';
import type { Db } from '../db/db';

const STAYS = [
  {
    bookingId: 'bk_demo_stay_partyroom',
    shopId: 'demo-partyroom',
    family: 'partyroom',
    resourceId: 'party-b',
    pluId: 'p-room-large',
    people: 12,
    paidPercent: 50,
  },
  {
    bookingId: 'bk_demo_stay_ktv',
    shopId: 'demo-ktv',
    family: 'ktv',
    resourceId: 'ktv-vip',
    pluId: 't-room-vip',
    people: 8,
    paidPercent: 100,
  },
];
const QUARTER = 15 * 60_000;

export async function ensureRoomStaySeed(db: Db, now: number): Promise<void> {
  const has = await db.query(
    `SELECT 1 FROM information_schema.columns WHERE table_name = 'bookings' AND column_name = 'settle_txn'`,
  );
  if (!has.length) return;
  const user = (await db.query<{ user_id: string }>(`SELECT user_id FROM users WHERE user_id = 'u-demo-alice'`))[0];
  if (!user) return;
  const start = Math.floor((now - 3_600_000) / QUARTER) * QUARTER;
  const end = start + 4 * 3_600_000;
  for (const s of STAYS) {
    const rate = (
      await db.query<{ price_cents: string; bands: unknown; tz: string | null }>(
        `SELECT p.price_cents, r.bands, v.hours->>'tz' AS tz FROM plus p JOIN venues v ON v.shop_id = p.shop_id
         LEFT JOIN booking_rates r ON r.shop_id = p.shop_id AND r.plu_id = p.plu_id WHERE p.shop_id = $1 AND p.plu_id = $2`,
        [s.shopId, s.pluId],
      )
    )[0];
    const room = await db.query('SELECT 1 FROM booking_resources WHERE resource_id = $1', [s.resourceId]);
    if (!rate || !room.length) continue;
    await db.query(`DELETE FROM bookings WHERE booking_id = $1 AND held_until <= to_timestamp($2::bigint / 1000.0)`, [
      s.bookingId,
      now,
    ]);
    const price = stayPriceCents(
      start,
      240,
      rate.tz || 'Australia/Brisbane',
      (rate.bands ?? []) as never,
      Number(rate.price_cents),
    );
    const paid = Math.round((price * s.paidPercent) / 100);
    await db.query(
      `INSERT INTO bookings (booking_id, booking_no, shop_id, family, resource_id, plu_id, user_id, people, starts_at, ends_at, held_until, status,
                             price_cents, pay_cents, paid_cents, payment, created_at, updated_at)
       VALUES ($1, 'B' || nextval('booking_no_seq'), $2, $3, $4, $5, $6, $7, to_timestamp($8::bigint / 1000.0), to_timestamp($9::bigint / 1000.0), to_timestamp($9::bigint / 1000.0),
               'arrived', $10, $11, $11, 'dps', $12, $12)
       ON CONFLICT DO NOTHING`,
      [s.bookingId, s.shopId, s.family, s.resourceId, s.pluId, user.user_id, s.people, start, end, price, paid, now],
    );
  }
}
