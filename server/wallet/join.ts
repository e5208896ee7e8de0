// Joining a venue's membership: the signed-in user gets the venue's member card (type 1), with the
// venue's prefix and a fresh number, loyalty when the venue's points are on, stored value when it
// takes the card; no balance, no PIN yet. Joining again answers the same card (UNIQUE (user, venue,
// type) makes two impossible, on any process); a card the user removed comes back, empty. Used by
// POST /api/wallet/join and by accepting an invitation (issue 33: accepting makes the member card).
import { randomInt } from 'node:crypto';
import type { Db } from '../db/db';
import type { Venue } from '../wire/venue';
import { pointsSettingsOf, takesStoredValue, userCards } from './cards';

/** Whether the venue offers a membership to join. */
export const offersMembership = (v: Venue): boolean =>
  Number(v.settings.membership ?? v.settings.enableMember ?? 0) === 1;

/** A member card number: the venue's prefix and 8 digits (the demo cards are 1xxxxxxx; joined ones 2xxxxxxx to 9xxxxxxx). */
const newCardNum = (prefix: string) => `${prefix}${randomInt(20_000_000, 100_000_000)}`;

/** The user's member card at the venue, made when there is none (the venue must offer membership). */
export async function joinMembership(db: Db, v: Venue, userId: string) {
  const prefix = String(v.settings.memberPrefix ?? '')
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 6);
  const loyalty = pointsSettingsOf(v.settings).state === 1;
  const storedValue = takesStoredValue(v);
  let joined = false;
  for (let i = 0; i < 5 && !joined; i++) {
    const num = newCardNum(prefix);
    try {
      await db.tx(async (tx) => {
        // A removed card (deleted_at) comes back empty: removal was refused while it held value and forfeited its points.
        const back = await tx.query(
          `UPDATE member_cards SET deleted_at = NULL, loyalty = $3, stored_value = $4 WHERE user_id = $1 AND shop_id = $2 AND type_id = 1 RETURNING 1`,
          [userId, v.shopId, loyalty, storedValue],
        );
        if (back.length) return;
        await tx.query(
          `INSERT INTO member_cards (card_num, ord_card, user_id, shop_id, loyalty, stored_value) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (user_id, shop_id, type_id) DO NOTHING`,
          [num, `ORD-${num}`, userId, v.shopId, loyalty, storedValue],
        );
      });
      joined = true;
    } catch (e) {
      if ((e as { code?: string }).code !== '23505') throw e; // the number was taken: draw another
    }
  }
  const card = (await userCards(db, userId, v.shopId)).find((c) => c.type_id === 1);
  if (!card) throw new Error('member card not joined');
  return card;
}
