// The caller's member cards as the wallet shows them: each card's loyalty purse and stored-value purse
// are passes of their own kind (loadUserValuePass), the legacy card action answers (WALLET, CHECK,
// INFO with the venue's real rates) and the venue's member points settings (spec 3, defaults spec 5).
import { maskCardNumber, memberPointsSettings, type MemberPointsSettings } from '../../src/domain/index';
import type { WalletPass } from '../../src/generated/calls';
import type { Db } from '../db/db';
import { findMethod } from '../orders/pricing';
import type { Venue } from '../wire/venue';

export interface CardRow {
  card_num: string;
  ord_card: string;
  user_id: string;
  shop_id: string;
  type_id: number;
  type_description: string;
  points_cents: string;
  balance_cents: string;
  discount_rate: number;
  charge_method: number;
  loyalty: boolean;
  stored_value: boolean;
  alias: string;
  pin_hash: string | null;
  pin_locked_until: string;
  venue_name: string | null;
  settings: Record<string, unknown>;
}

const CARD_SELECT = `SELECT c.card_num, c.ord_card, c.user_id, c.shop_id, c.type_id, c.type_description, c.points_cents, c.balance_cents,
  c.discount_rate, c.charge_method, c.loyalty, c.stored_value, c.alias, c.pin_hash, c.pin_locked_until, v.branding->>'name' AS venue_name, v.settings
  FROM member_cards c JOIN venues v ON v.shop_id = c.shop_id`;

/** The user's cards still in the wallet, at one venue when named. */
export async function userCards(db: Db, userId: string, shopId: string | null): Promise<CardRow[]> {
  return db.query<CardRow>(
    `${CARD_SELECT} WHERE c.user_id = $1 AND c.deleted_at IS NULL AND ($2::text IS NULL OR c.shop_id = $2) ORDER BY c.shop_id, c.type_id`,
    [userId, shopId],
  );
}

/** One card of the user (null for another customer's card, a removed card or an unknown number: all read the same). */
export async function ownCard(db: Db, userId: string, cardNum: string): Promise<CardRow | null> {
  return (
    (
      await db.query<CardRow>(`${CARD_SELECT} WHERE c.card_num = $1 AND c.user_id = $2 AND c.deleted_at IS NULL`, [
        cardNum,
        userId,
      ])
    )[0] ?? null
  );
}

/** The venue's member points settings (settings.memberPoints, else flat keys; spec 5 defaults). */
export const pointsSettingsOf = (settings: Record<string, unknown>): MemberPointsSettings =>
  memberPointsSettings((settings.memberPoints as Record<string, unknown> | undefined) ?? settings);

/** Whether the venue takes the stored-value card (a payment method with sys or payment 'svc'). */
export const takesStoredValue = (venue: Venue): boolean => findMethod(venue, 'svc') !== null;

/** The kinds of pass the wallet holds (the contract's WalletPass kinds); booked tickets will be one more kind. */
export const PASS_KINDS = ['loyalty', 'stored'] as const satisfies readonly WalletPass['kind'][];

/** One purse of a card as the wallet answers it: the generated type of schemas/calls (WalletPass). */
export type Pass = WalletPass;

export function passesOf(c: CardRow): Pass[] {
  const base = {
    cardNum: c.card_num,
    cardNumMasked: maskCardNumber(c.card_num),
    ordCard: c.ord_card,
    shopId: c.shop_id,
    venueName: c.venue_name ?? c.shop_id,
    alias: c.alias,
    typeId: c.type_id,
    typeDescription: c.type_description,
    discountRate: c.discount_rate,
  };
  const out: Pass[] = [];
  if (c.loyalty)
    out.push({
      ...base,
      passId: `loyalty:${c.card_num}`,
      kind: 'loyalty',
      points: Number(c.points_cents) / 100,
      pointsCents: Number(c.points_cents),
    });
  if (c.stored_value)
    out.push({
      ...base,
      passId: `stored:${c.card_num}`,
      kind: 'stored',
      balanceCents: Number(c.balance_cents),
      pinSet: !!c.pin_hash,
      pinLockedUntil: Number(c.pin_locked_until),
    });
  return out;
}

const dollars = (cents: string | number) => (Number(cents) / 100).toFixed(2);

/** WALLET: spec 7's list[0].list of { ordCard, cardInfo (JSON) }. */
export function walletAnswer(cards: CardRow[]) {
  const list = cards.map((c) => ({
    ordCard: c.ord_card,
    cardInfo: JSON.stringify({
      ticketNumber: c.card_num,
      loyaltyPoints: dollars(c.points_cents),
      dollarBalance: dollars(c.balance_cents),
      cardTypeId: String(c.type_id),
      typeDescription: c.type_description,
      chargeMethod: String(c.charge_method),
      discountRate: c.discount_rate,
    }),
  }));
  return { success: true, result: null, map: { rtn: 1, count: list.length }, list: [{ list }] };
}

/** INFO: the card type's discount and the venue's real earn and redeem rates and minimum points. */
export function cardInfo(c: CardRow) {
  const mp = pointsSettingsOf(c.settings);
  return {
    discountRate: c.discount_rate,
    dollarPointCalc: mp.pointsPerDollar,
    pointDollarRedeem: mp.pointsPerDollarWhenRedeem,
    extInfo: JSON.stringify({ minPoints: mp.minimumPoints, minDollars: 0, multiDisc: 0, pointsState: mp.state }),
  };
}
