// Gift cards at checkout (issue 5 extras). A card belongs to one venue, has a pass code (scrypt, like
// the svc PIN; 5 wrong codes from one address lock it for that address for 15 minutes), a balance in cents, an expiry and an active flag.
// The order call verifies every card before its transaction (so wrong codes count even when the
// order is refused), prices the cart with cart.giftCards through calculateCart, and takes the value
// off every card inside the order's own transaction with a conditional update (never below zero).
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { CartGiftCard } from '../../src/domain/index';
import { maskCardNumber } from '../../src/domain/index';
import { dummyHash, verifyPassword } from '../auth/passwords';
import { clear, count, type Limit } from '../auth/rateLimit';
import type { Db } from '../db/db';
import { ADVISORY_LOCKS } from '../db/migrate';
import { Refusal } from './idempotency';
import type { Blocked, Priced } from './pricing';
import type { Venue } from '../wire/venue';
import type { ApiShopOrderAddV2Payload } from '../../src/generated/calls';
import { tokenSecret } from '../auth/tokens';
import type { RefusalCode } from '../../src/domain/index';

export const GIFT_CARDS_MAX = 5;

/**
 * One card of a checkout payload, generated from GIFT_CARDS_SCHEMA in the order call's contract: cardNum,
 * code (may be left out when a valid verification token is sent), token (GIFT_TOKEN_MS: no scrypt while it
 * is valid), amountCents (the most the customer wants taken; the server never takes more than the balance
 * or what is due).
 */
export type GiftCardInput = NonNullable<ApiShopOrderAddV2Payload['giftCards']>[number];

/** JSON Schema of `giftCards` on feeCalc and the order call. */
export const GIFT_CARDS_SCHEMA = {
  type: 'array',
  maxItems: GIFT_CARDS_MAX,
  items: {
    type: 'object',
    required: ['cardNum'],
    anyOf: [{ required: ['code'] }, { required: ['token'] }],
    properties: {
      cardNum: { type: 'string', minLength: 4, maxLength: 40, pattern: '^[0-9A-Za-z -]+$' },
      code: { type: 'string', minLength: 1, maxLength: 20 },
      token: { type: 'string', minLength: 1, maxLength: 200 },
      amountCents: { type: 'integer', minimum: 0, maximum: 100_000_000 },
    },
  },
};

/**
 * The order payload for its idempotency hash: gift cards without their code and token (credentials, not
 * what is ordered; a token renewed between two sends of the same order must not make it a conflict).
 */
export function withoutGiftSecrets(
  payload: Record<string, unknown> & { giftCards?: readonly GiftCardInput[] },
): Record<string, unknown> {
  if (!payload.giftCards) return payload;
  return {
    ...payload,
    giftCards: payload.giftCards.map((g) => ({
      cardNum: normCardNum(String(g.cardNum)),
      amountCents: g.amountCents,
    })),
  };
}

/** Card numbers are compared without spaces and dashes, in upper case. */
export const normCardNum = (s: string): string => s.replace(/[\s-]/g, '').toUpperCase();

interface CardRow {
  card_num: string;
  shop_id: string;
  code_hash: string;
  balance_cents: string;
  expires_at: string | null;
  active: boolean;
}

export type CheckResult =
  | {
      ok: true;
      cardNum: string;
      balanceCents: number;
      expiresAt: number | null;
      token: string;
      tokenExpiresAt: number;
      via: 'code' | 'token';
    }
  | { ok: false; rtn: number; code: RefusalCode; message: string };

// ---- Verification tokens ----
// A right code is worth a short-lived token: HMAC-SHA256 (key derived from the server's signing secret,
// TOKEN_SECRET, for this one purpose) over venue | card number | the card's code hash | expiry. Sent
// back instead of (or beside) the code, it passes without scrypt until it expires; another venue,
// another card, a changed code, an edited expiry or a made-up value fail the HMAC.

/** How long a verification token is worth the code. */
export const GIFT_TOKEN_MS = 15 * 60_000;
const TOKEN_RE = /^gv1\.(\d{1,15})\.([0-9a-f]{64})$/;
const tokenKey = (): Buffer => createHmac('sha256', tokenSecret()).update('gift-card-verification-token').digest();
const tokenMac = (shopId: string, cardNum: string, codeHash: string, expiresAt: number): string =>
  createHmac('sha256', tokenKey()).update(`gv1|${shopId}|${cardNum}|${codeHash}|${expiresAt}`).digest('hex');

/** A token for a card whose code was just found right (bound to the venue, the card and its code). */
export function giftToken(
  shopId: string,
  cardNum: string,
  codeHash: string,
  now: number,
): { token: string; expiresAt: number } {
  const expiresAt = now + GIFT_TOKEN_MS;
  return { token: `gv1.${expiresAt}.${tokenMac(shopId, cardNum, codeHash, expiresAt)}`, expiresAt };
}

const TOKEN_INVALID = {
  ok: false as const,
  rtn: -11,
  code: 'giftcard.token-invalid' as const,
  message: "This gift card check is not valid for this card or venue; please enter the card's code again.",
};
const TOKEN_EXPIRED = {
  ok: false as const,
  rtn: -12,
  code: 'giftcard.token-expired' as const,
  message: "This gift card check has expired (after 15 minutes); please enter the card's code again.",
};

/** 'ok', or why a token does not vouch for this card at this venue now. */
function tokenState(
  token: string,
  shopId: string,
  cardNum: string,
  codeHash: string,
  now: number,
): 'ok' | 'invalid' | 'expired' {
  const m = TOKEN_RE.exec(token);
  if (!m) return 'invalid';
  const expiresAt = Number(m[1]);
  const want = Buffer.from(tokenMac(shopId, cardNum, codeHash, expiresAt), 'hex');
  const got = Buffer.from(m[2], 'hex');
  if (got.length !== want.length || !timingSafeEqual(got, want)) return 'invalid';
  // A valid MAC over an expiry further away than a fresh token's was not made by this server's rules.
  if (expiresAt > now + GIFT_TOKEN_MS) return 'invalid';
  return expiresAt > now ? 'ok' : 'expired';
}

const minutes = (ms: number) => {
  const m = Math.max(1, Math.ceil(ms / 60_000));
  return `${m} minute${m === 1 ? '' : 's'}`;
};

// ---- Wrong codes: limited per client address, never per card alone ----
// A lock on the card itself would let a stranger lock the owner out with five wrong codes, so wrong
// codes count per (address, card number) and per address, in the database (auth/rateLimit.ts), shared
// by every server process. An unknown number counts exactly like a wrong code, so the answers (and the
// "tries left") are the same whether the card exists or not.

/** Wrong codes one address may send for one card number in GIFT_LOCK_MS. */
export const GIFT_CODE_MAX_TRIES = 5;
export const GIFT_LOCK_MS = 15 * 60_000;
/** Wrong codes one address may send, all card numbers together, in GIFT_LOCK_MS. */
export const GIFT_WRONG_PER_ADDRESS = 20;
export const GIFT_WRONG_PER_CARD_LIMIT: Limit = {
  kind: 'gift.wrong.card',
  max: GIFT_CODE_MAX_TRIES,
  windowMs: GIFT_LOCK_MS,
};
export const GIFT_WRONG_PER_ADDRESS_LIMIT: Limit = {
  kind: 'gift.wrong.address',
  max: GIFT_WRONG_PER_ADDRESS,
  windowMs: GIFT_LOCK_MS,
};

/** Where a check comes from and when. */
export interface CheckAt {
  now: number;
  /** The client address: wrong codes are counted per address (and per address and card). */
  ip: string;
}

export const GIFT_RATE_LIMITED = {
  ok: false as const,
  rtn: -9,
  code: 'giftcard.rate-limited' as const,
  message: 'Too many gift card checks from this device; please wait 15 minutes.',
};
const wrongCode = (left: number) => ({
  ok: false as const,
  rtn: -8,
  code: 'giftcard.wrong-code' as const,
  message: `The gift card number or code is wrong. ${left} tr${left === 1 ? 'y' : 'ies'} left before this card is locked on this device for 15 minutes.`,
});
const lockedHere = (ms: number, justNow: boolean) => ({
  ok: false as const,
  rtn: -7,
  code: 'giftcard.locked' as const,
  message: `${justNow ? 'The gift card number or code is wrong. ' : ''}Too many wrong codes: this card is locked on this device for ${minutes(ms)}.`,
});

/**
 * Checks a card number and pass code for a venue (not inside a transaction: the counts must survive
 * a refused order). Each check claims a try first, per (address, card) and per address, in one atomic
 * statement each; a right code gives both back and clears the card's count for this address. So
 * concurrent guesses from any number of processes compare at most GIFT_CODE_MAX_TRIES codes.
 */
export async function checkGiftCard(
  db: Db,
  venue: Venue,
  rawNum: string,
  code: string | undefined,
  at: CheckAt,
  token?: string,
): Promise<CheckResult> {
  const { now, ip } = at;
  const cardNum = normCardNum(rawNum);
  if (token) {
    // A valid token needs no scrypt and counts no try: it changes nothing. Without a code beside it,
    // a bad token is the answer; with one, the code is checked as usual.
    const c = (await db.query<CardRow>('SELECT * FROM gift_cards WHERE card_num = $1', [cardNum]))[0];
    const st = c ? tokenState(token, venue.shopId, cardNum, c.code_hash, now) : 'invalid';
    if (st === 'ok') return cardState(c!, venue, now, 'token', token);
    if (code === undefined) return st === 'expired' ? TOKEN_EXPIRED : TOKEN_INVALID;
  }
  if (code === undefined) return TOKEN_INVALID;
  const cardKey = `${ip}|${cardNum}`;
  // Checks of one card from one address run one at a time (a transaction-level advisory lock on the
  // pair, on every process): before, a right code sent in parallel found the others' reservations and
  // was answered "locked" (issue 27 finding 14). Other cards and addresses do not wait.
  return db.tx(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, $2))', [
      `gift-check|${cardKey}`,
      ADVISORY_LOCKS.giftCheck,
    ]);
    return checkCode(tx, venue, cardNum, cardKey, code, at);
  });
}

async function checkCode(
  db: Db,
  venue: Venue,
  cardNum: string,
  cardKey: string,
  code: string,
  { now, ip }: CheckAt,
): Promise<CheckResult> {
  // A refused check compares nothing, so its claim is given back: the counts stay at the tries made.
  const onCard = await count(db, GIFT_WRONG_PER_CARD_LIMIT, cardKey, now, 1);
  if (onCard.hits > GIFT_CODE_MAX_TRIES) {
    await count(db, GIFT_WRONG_PER_CARD_LIMIT, cardKey, now, -1);
    return lockedHere(onCard.endsAt - now, false);
  }
  const onAddress = await count(db, GIFT_WRONG_PER_ADDRESS_LIMIT, ip, now, 1);
  const giveBack = async () => {
    await count(db, GIFT_WRONG_PER_CARD_LIMIT, cardKey, now, -1);
    await count(db, GIFT_WRONG_PER_ADDRESS_LIMIT, ip, now, -1);
  };
  if (onAddress.hits > GIFT_WRONG_PER_ADDRESS) {
    await giveBack();
    return GIFT_RATE_LIMITED;
  }
  const c = (await db.query<CardRow>('SELECT * FROM gift_cards WHERE card_num = $1', [cardNum]))[0];
  // An unknown number costs the same scrypt as a known card and answers as a wrong code.
  const right = await verifyPassword(code, c ? c.code_hash : await dummyHash());
  if (!c || !right)
    return onCard.hits >= GIFT_CODE_MAX_TRIES
      ? lockedHere(onCard.endsAt - now, true)
      : wrongCode(GIFT_CODE_MAX_TRIES - onCard.hits);
  await giveBack();
  await clear(db, GIFT_WRONG_PER_CARD_LIMIT, cardKey);
  return cardState(c, venue, now, 'code');
}

/** After a right code or a valid token: venue, active, expiry, balance; a right code earns a fresh token. */
function cardState(c: CardRow, venue: Venue, now: number, via: 'code' | 'token', token?: string): CheckResult {
  if (c.shop_id !== venue.shopId)
    return {
      ok: false,
      rtn: -2,
      code: 'giftcard.other-venue',
      message: 'This gift card belongs to another venue and cannot be used here.',
    };
  if (!c.active) return { ok: false, rtn: -3, code: 'giftcard.inactive', message: 'This gift card is not active.' };
  const expiresAt = c.expires_at === null ? null : Number(c.expires_at);
  if (expiresAt !== null && expiresAt <= now)
    return { ok: false, rtn: -4, code: 'giftcard.expired', message: 'This gift card has expired.' };
  const balanceCents = Number(c.balance_cents);
  if (balanceCents <= 0)
    return { ok: false, rtn: -5, code: 'giftcard.empty', message: 'This gift card has no value left.' };
  const t =
    via === 'token' && token
      ? { token, expiresAt: Number(TOKEN_RE.exec(token)![1]) }
      : giftToken(c.shop_id, c.card_num, c.code_hash, now);
  return { ok: true, cardNum: c.card_num, balanceCents, expiresAt, token: t.token, tokenExpiresAt: t.expiresAt, via };
}

/** settings.giftCard: on unless the venue sends 0. */
export const giftCardsOn = (venue: Venue): boolean =>
  Number((venue.settings as Record<string, unknown>).giftCard ?? 1) !== 0;

/** Cards that passed their check, with the most each may give. */
export interface VerifiedCards {
  cards: { cardNum: string; capCents: number }[];
  blocked: Blocked[];
  /** Tokens for the cards checked by their code in this call (the client sends them next time). */
  tokens: { cardNum: string; token: string; expiresAt: number }[];
}

/**
 * Checks every card of a payload (before the order's transaction): by its verification token when a
 * valid one is sent (no scrypt), else by its code. Refusals become blocked reasons.
 */
export async function verifyGiftCards(
  db: Db,
  venue: Venue,
  given: readonly GiftCardInput[] | undefined,
  at: CheckAt,
): Promise<VerifiedCards> {
  const list = given ?? [];
  const out: VerifiedCards = { cards: [], blocked: [], tokens: [] };
  if (list.length && !giftCardsOn(venue))
    return {
      cards: [],
      blocked: [{ code: 'giftcard.unavailable', message: 'This venue does not take gift cards.' }],
      tokens: [],
    };
  const seen = new Set<string>();
  for (const g of list) {
    const num = normCardNum(g.cardNum);
    const label = `Gift card ${maskCardNumber(num)}`;
    if (seen.has(num)) {
      out.blocked.push({ code: 'giftcard.duplicate', message: `${label} is in the order twice.` });
      continue;
    }
    seen.add(num);
    const r = await checkGiftCard(db, venue, num, g.code, at, g.token);
    if (!r.ok) out.blocked.push({ code: r.code, message: `${label}: ${r.message}` });
    else {
      out.cards.push({ cardNum: r.cardNum, capCents: Math.min(r.balanceCents, g.amountCents ?? r.balanceCents) });
      if (r.via === 'code') out.tokens.push({ cardNum: r.cardNum, token: r.token, expiresAt: r.tokenExpiresAt });
    }
  }
  return out;
}

/**
 * The cards for calculateCart (cart.giftCards), read again in the pricing transaction: each offers
 * the smaller of what was asked and its balance now.
 */
export async function giftCardsForCart(db: Db, verified: VerifiedCards | null): Promise<CartGiftCard[]> {
  if (!verified?.cards.length) return [];
  const rows = await db.query<{ card_num: string; balance_cents: string }>(
    'SELECT card_num, balance_cents FROM gift_cards WHERE card_num = ANY($1::text[])',
    [verified.cards.map((c) => c.cardNum)],
  );
  const bal = new Map(rows.map((r) => [r.card_num, Number(r.balance_cents)]));
  return verified.cards
    .map((c) => ({ cardNum: c.cardNum, amount: Math.max(0, Math.min(c.capCents, bal.get(c.cardNum) ?? 0)) }))
    .filter((c) => c.amount > 0);
}

/**
 * calculateCart takes min(sum offered, amount payable) off the bill; this spreads that amount over the
 * cards in their order, so cart.giftCards says exactly what each card gives.
 */
export function allocateGiftCards(p: Priced): Priced {
  let left = p.cart.giftCardAmount;
  const giftCards = p.cart.giftCards
    .map((g) => {
      const used = Math.min(g.amount, left);
      left -= used;
      return { cardNum: g.cardNum, amount: used };
    })
    .filter((g) => g.amount > 0);
  p.cart = { ...p.cart, giftCards };
  return p;
}

/**
 * Inside the order's transaction, after the order row: takes each card's amount off its balance with
 * a conditional update (the whole order rolls back when a card no longer has it), records the use,
 * and marks the order paid when the cards cover everything (no payment page, no PIN).
 */
export async function settleGiftCards(
  tx: Db,
  transactionId: string,
  p: Priced,
  result: Record<string, unknown>,
  now: number,
): Promise<void> {
  const cards = p.cart.giftCards.filter((g) => g.amount > 0);
  for (const g of cards) {
    const r = await tx.query(
      'UPDATE gift_cards SET balance_cents = balance_cents - $2 WHERE card_num = $1 AND active AND balance_cents >= $2 RETURNING balance_cents',
      [g.cardNum, g.amount],
    );
    if (!r.length)
      throw new Refusal(422, {
        success: false,
        dispMsg: 'The value of a gift card changed; please review your order.',
        result: { code: 'giftcard.changed' satisfies RefusalCode, cardNum: maskCardNumber(g.cardNum) },
      });
    await tx.query(
      'INSERT INTO gift_card_uses (transaction_id, card_num, amount_cents, created_at) VALUES ($1, $2, $3, $4)',
      [transactionId, g.cardNum, g.amount, now],
    );
    await ledger(tx, {
      cardNum: g.cardNum,
      transactionId,
      kind: 'take',
      amountCents: g.amount,
      reason: 'order',
      providerRef: null,
      balanceAfter: Number((r[0] as { balance_cents: string }).balance_cents),
      now,
    });
  }
  if (!cards.length) return;
  result.giftCardCents = p.cart.giftCardAmount;
  if (p.totalCents === 0) {
    await tx.query(
      `UPDATE orders SET paid = true, pay_status = 'paid', sent = true, paid_at = $2 WHERE transaction_id = $1`,
      [transactionId, now],
    );
    result.paid = true;
    delete result.payUrl;
    delete result.needsPin;
  }
}

// ---- Holding and giving back (online payments) ----
//
// An order paid partly by gift card and partly online holds its cards' value from the order's
// transaction on (gift_card_uses.released = false). When the provider's result for an attempt is
// declined or cancelled, or the unpaid order is given up, releaseGiftCards puts the value back on
// the cards; a new payment attempt of the same order (retry) takes it again first (retakeGiftCards),
// in the transaction that opens the attempt. So the value is held exactly while an attempt waits or
// the order is paid, and is on the card otherwise; every movement is a row of gift_card_ledger.

export type LedgerReason = 'order' | 'retry' | 'declined' | 'cancelled' | 'abandoned';

async function ledger(
  tx: Db,
  m: {
    cardNum: string;
    transactionId: string;
    kind: 'take' | 'release';
    amountCents: number;
    reason: LedgerReason;
    providerRef: string | null;
    balanceAfter: number;
    now: number;
  },
): Promise<void> {
  await tx.query(
    'INSERT INTO gift_card_ledger (card_num, transaction_id, kind, amount_cents, reason, provider_ref, balance_after, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)',
    [m.cardNum, m.transactionId, m.kind, m.amountCents, m.reason, m.providerRef, m.balanceAfter, m.now],
  );
}

const byCard = <T extends { card_num: string }>(rows: T[]): T[] =>
  [...rows].sort((a, b) => a.card_num.localeCompare(b.card_num));

/**
 * Inside the caller's transaction: gives the value an UNPAID order holds back to its cards, each use
 * once (the conditional update of gift_card_uses is the guard, so replays and concurrent calls give
 * back nothing more). Locks the order row first, so an approval cannot slip in between. Returns what
 * went back, per card.
 */
export async function releaseGiftCards(
  tx: Db,
  transactionId: string,
  reason: Exclude<LedgerReason, 'order' | 'retry'>,
  providerRef: string | null,
  now: number,
): Promise<{ cardNum: string; amountCents: number }[]> {
  const o = (
    await tx.query<{ paid: boolean }>('SELECT paid FROM orders WHERE transaction_id = $1 FOR UPDATE', [transactionId])
  )[0];
  if (!o || o.paid) return [];
  const uses = byCard(
    await tx.query<{ card_num: string; amount_cents: string }>(
      'UPDATE gift_card_uses SET released = true WHERE transaction_id = $1 AND NOT released RETURNING card_num, amount_cents',
      [transactionId],
    ),
  );
  const out: { cardNum: string; amountCents: number }[] = [];
  for (const u of uses) {
    const amount = Number(u.amount_cents);
    const b = await tx.query<{ balance_cents: string }>(
      'UPDATE gift_cards SET balance_cents = balance_cents + $2 WHERE card_num = $1 RETURNING balance_cents',
      [u.card_num, amount],
    );
    if (!b.length) continue; // the card itself was deleted (cascade removed its rows too)
    await ledger(tx, {
      cardNum: u.card_num,
      transactionId,
      kind: 'release',
      amountCents: amount,
      reason,
      providerRef,
      balanceAfter: Number(b[0].balance_cents),
      now,
    });
    out.push({ cardNum: u.card_num, amountCents: amount });
  }
  return out;
}

/** A released card no longer has the value (spent elsewhere, expired or switched off): the order must be reviewed. */
export class GiftCardsChanged extends Error {
  constructor(public readonly cardNum: string) {
    super(`The value of gift card ${maskCardNumber(cardNum)} changed.`);
  }
}

/**
 * Inside the transaction that opens a new payment attempt: takes back the value released by an
 * earlier declined/cancelled attempt, with the same conditional update as the order (never below
 * zero; the card must still be active and not expired). Throws GiftCardsChanged (the caller's
 * transaction rolls back, nothing is taken) when a card no longer has it.
 */
export async function retakeGiftCards(
  tx: Db,
  transactionId: string,
  providerRef: string,
  now: number,
): Promise<number> {
  const uses = byCard(
    await tx.query<{ card_num: string; amount_cents: string }>(
      'UPDATE gift_card_uses SET released = false WHERE transaction_id = $1 AND released RETURNING card_num, amount_cents',
      [transactionId],
    ),
  );
  for (const u of uses) {
    const amount = Number(u.amount_cents);
    const b = await tx.query<{ balance_cents: string }>(
      `UPDATE gift_cards SET balance_cents = balance_cents - $2 WHERE card_num = $1 AND active AND balance_cents >= $2 AND (expires_at IS NULL OR expires_at > $3)
       RETURNING balance_cents`,
      [u.card_num, amount, now],
    );
    if (!b.length) throw new GiftCardsChanged(u.card_num);
    await ledger(tx, {
      cardNum: u.card_num,
      transactionId,
      kind: 'take',
      amountCents: amount,
      reason: 'retry',
      providerRef,
      balanceAfter: Number(b[0].balance_cents),
      now,
    });
  }
  return uses.length;
}

/** An unpaid online order holding gift card value is given up after this long without a new payment attempt. */
export const GIFT_HOLD_MS = 60 * 60_000;
