// Gift cards at checkout (issue 5 extras). A card belongs to one venue, has a pass code (scrypt, like
// the svc PIN; 5 wrong codes lock it for 15 minutes), a balance in cents, an expiry and an active flag.
// The order call verifies every card before its transaction (so wrong codes count even when the
// order is refused), prices the cart with cart.giftCards through calculateCart, and takes the value
// off every card inside the order's own transaction with a conditional update (never below zero).
import type { CartGiftCard } from '../../src/domain/index';
import { maskCardNumber } from '../../src/domain/index';
import { dummyHash, verifyPassword } from '../auth/passwords';
import type { Db } from '../db/db';
import { Refusal } from './idempotency';
import type { Blocked, Priced } from './pricing';
import type { Venue } from '../wire/venue';

export const GIFT_CODE_MAX_TRIES = 5;
export const GIFT_LOCK_MS = 15 * 60_000;
export const GIFT_CARDS_MAX = 5;

export interface GiftCardInput {
  cardNum: string;
  code: string;
  /** The most the customer wants taken from this card (cents); the server never takes more than the balance or what is due. */
  amountCents?: number;
}

/** JSON Schema of `giftCards` on feeCalc and the order call. */
export const GIFT_CARDS_SCHEMA = {
  type: 'array', maxItems: GIFT_CARDS_MAX,
  items: {
    type: 'object', required: ['cardNum', 'code'],
    properties: {
      cardNum: { type: 'string', minLength: 4, maxLength: 40, pattern: '^[0-9A-Za-z -]+$' },
      code: { type: 'string', minLength: 1, maxLength: 20 },
      amountCents: { type: 'integer', minimum: 0, maximum: 100_000_000 },
    },
  },
};

/** Card numbers are compared without spaces and dashes, in upper case. */
export const normCardNum = (s: string): string => s.replace(/[\s-]/g, '').toUpperCase();

interface CardRow {
  card_num: string; shop_id: string; code_hash: string; balance_cents: string; expires_at: string | null; active: boolean; code_tries: number; locked_until: string;
}

export type CheckResult =
  | { ok: true; cardNum: string; balanceCents: number; expiresAt: number | null }
  | { ok: false; rtn: number; code: string; message: string };

/** Per-card queue (this process): code checks of one card never overlap, so the try counter is exact. */
const queues = new Map<string, Promise<unknown>>();
async function oneAtATime<T>(key: string, fn: () => Promise<T>): Promise<T> {
  const prev = queues.get(key) ?? Promise.resolve();
  const run = prev.then(fn, fn);
  const tail = run.catch(() => undefined);
  queues.set(key, tail);
  try {
    return await run;
  } finally {
    if (queues.get(key) === tail) queues.delete(key);
  }
}

const minutes = (ms: number) => {
  const m = Math.max(1, Math.ceil(ms / 60_000));
  return `${m} minute${m === 1 ? '' : 's'}`;
};

/**
 * Checks a card number and pass code for a venue (not inside a transaction: the try counter must
 * survive a refused order). Wrong codes count; the 5th locks the card for 15 minutes.
 */
export async function checkGiftCard(db: Db, venue: Venue, rawNum: string, code: string, now: number): Promise<CheckResult> {
  const cardNum = normCardNum(rawNum);
  return oneAtATime(cardNum, async (): Promise<CheckResult> => {
    const c = (await db.query<CardRow>('SELECT * FROM gift_cards WHERE card_num = $1', [cardNum]))[0];
    if (!c) {
      await verifyPassword(code, await dummyHash()); // same cost as a known card
      return { ok: false, rtn: -1, code: 'giftcard.unknown', message: 'The gift card number or code is wrong.' };
    }
    if (Number(c.locked_until) > now)
      return { ok: false, rtn: -7, code: 'giftcard.locked', message: `Too many wrong codes. This gift card is locked for ${minutes(Number(c.locked_until) - now)}.` };
    if (!(await verifyPassword(code, c.code_hash))) {
      const r = (await db.query<{ code_tries: number; locked_until: string }>(
        `UPDATE gift_cards SET code_tries = CASE WHEN code_tries + 1 >= $2 THEN 0 ELSE code_tries + 1 END,
           locked_until = CASE WHEN code_tries + 1 >= $2 THEN $3 ELSE locked_until END
         WHERE card_num = $1 RETURNING code_tries, locked_until`, [cardNum, GIFT_CODE_MAX_TRIES, now + GIFT_LOCK_MS]))[0];
      if (Number(r.locked_until) > now) return { ok: false, rtn: -7, code: 'giftcard.locked', message: 'Wrong code. Too many wrong codes: this gift card is locked for 15 minutes.' };
      const left = GIFT_CODE_MAX_TRIES - r.code_tries;
      return { ok: false, rtn: -8, code: 'giftcard.wrong-code', message: `The gift card number or code is wrong. ${left} tr${left === 1 ? 'y' : 'ies'} left before the card is locked for 15 minutes.` };
    }
    if (c.code_tries > 0) await db.query('UPDATE gift_cards SET code_tries = 0 WHERE card_num = $1', [cardNum]);
    if (c.shop_id !== venue.shopId) return { ok: false, rtn: -2, code: 'giftcard.other-venue', message: 'This gift card belongs to another venue and cannot be used here.' };
    if (!c.active) return { ok: false, rtn: -3, code: 'giftcard.inactive', message: 'This gift card is not active.' };
    const expiresAt = c.expires_at === null ? null : Number(c.expires_at);
    if (expiresAt !== null && expiresAt <= now) return { ok: false, rtn: -4, code: 'giftcard.expired', message: 'This gift card has expired.' };
    const balanceCents = Number(c.balance_cents);
    if (balanceCents <= 0) return { ok: false, rtn: -5, code: 'giftcard.empty', message: 'This gift card has no value left.' };
    return { ok: true, cardNum, balanceCents, expiresAt };
  });
}

/** settings.giftCard: on unless the venue sends 0. */
export const giftCardsOn = (venue: Venue): boolean => Number((venue.settings as Record<string, unknown>).giftCard ?? 1) !== 0;

/** Cards that passed their check, with the most each may give. */
export interface VerifiedCards {
  cards: { cardNum: string; capCents: number }[];
  blocked: Blocked[];
}

/** Checks every card of a payload (before the order's transaction). Refusals become blocked reasons. */
export async function verifyGiftCards(db: Db, venue: Venue, raw: unknown, now: number): Promise<VerifiedCards> {
  const list = Array.isArray(raw) ? (raw as GiftCardInput[]) : [];
  const out: VerifiedCards = { cards: [], blocked: [] };
  if (list.length && !giftCardsOn(venue)) return { cards: [], blocked: [{ code: 'giftcard.unavailable', message: 'This venue does not take gift cards.' }] };
  const seen = new Set<string>();
  for (const g of list) {
    const num = normCardNum(g.cardNum);
    const label = `Gift card ${maskCardNumber(num)}`;
    if (seen.has(num)) {
      out.blocked.push({ code: 'giftcard.duplicate', message: `${label} is in the order twice.` });
      continue;
    }
    seen.add(num);
    const r = await checkGiftCard(db, venue, num, g.code, now);
    if (!r.ok) out.blocked.push({ code: r.code, message: `${label}: ${r.message}` });
    else out.cards.push({ cardNum: r.cardNum, capCents: Math.min(r.balanceCents, g.amountCents ?? r.balanceCents) });
  }
  return out;
}

/**
 * The cards for calculateCart (cart.giftCards), read again in the pricing transaction: each offers
 * the smaller of what was asked and its balance now.
 */
export async function giftCardsForCart(db: Db, verified: VerifiedCards | null): Promise<CartGiftCard[]> {
  if (!verified?.cards.length) return [];
  const rows = await db.query<{ card_num: string; balance_cents: string }>('SELECT card_num, balance_cents FROM gift_cards WHERE card_num = ANY($1::text[])', [verified.cards.map((c) => c.cardNum)]);
  const bal = new Map(rows.map((r) => [r.card_num, Number(r.balance_cents)]));
  return verified.cards.map((c) => ({ cardNum: c.cardNum, amount: Math.max(0, Math.min(c.capCents, bal.get(c.cardNum) ?? 0)) })).filter((c) => c.amount > 0);
}

/**
 * calculateCart takes min(sum offered, amount payable) off the bill; this spreads that amount over the
 * cards in their order, so cart.giftCards says exactly what each card gives.
 */
export function allocateGiftCards(p: Priced): Priced {
  let left = p.cart.giftCardAmount;
  const giftCards = p.cart.giftCards.map((g) => {
    const used = Math.min(g.amount, left);
    left -= used;
    return { cardNum: g.cardNum, amount: used };
  }).filter((g) => g.amount > 0);
  p.cart = { ...p.cart, giftCards };
  return p;
}

/**
 * Inside the order's transaction, after the order row: takes each card's amount off its balance with
 * a conditional update (the whole order rolls back when a card no longer has it), records the use,
 * and marks the order paid when the cards cover everything (no payment page, no PIN).
 */
export async function settleGiftCards(tx: Db, transactionId: string, p: Priced, result: Record<string, unknown>, now: number): Promise<void> {
  const cards = p.cart.giftCards.filter((g) => g.amount > 0);
  for (const g of cards) {
    const r = await tx.query('UPDATE gift_cards SET balance_cents = balance_cents - $2 WHERE card_num = $1 AND active AND balance_cents >= $2 RETURNING balance_cents', [g.cardNum, g.amount]);
    if (!r.length) throw new Refusal(422, { success: false, dispMsg: 'The value of a gift card changed; please review your order.', result: { code: 'giftcard.changed', cardNum: maskCardNumber(g.cardNum) } });
    await tx.query('INSERT INTO gift_card_uses (transaction_id, card_num, amount_cents, created_at) VALUES ($1, $2, $3, $4)', [transactionId, g.cardNum, g.amount, now]);
  }
  if (!cards.length) return;
  result.giftCardCents = p.cart.giftCardAmount;
  if (p.totalCents === 0) {
    await tx.query(`UPDATE orders SET paid = true, pay_status = 'paid', sent = true, paid_at = $2 WHERE transaction_id = $1`, [transactionId, now]);
    result.paid = true;
    delete result.payUrl;
    delete result.needsPin;
  }
}
