// Gift cards bought online (issue 16): ticket/{card}/checkout -> the sandbox payment page ->
// ticket/{card}/{txn}/{ticketNum}/callback -> ticket/{card}/{txn}/receipt. A purchase is an order of
// the venue (order_type 'giftcard', one line, no fees, no points) paid through the same payment
// attempts as any order; the card (gift_cards, the table checkout already takes) is issued once the
// order is paid, exactly once (the purchase row is locked and marked issued in one transaction), with
// an 'issue' row in gift_card_ledger. Its pass code is derived from a nonce with the server's secret
// (never stored plain) and shown only to the buyer, who may print it and give it to anyone.
import { createHmac, randomBytes, randomInt } from 'node:crypto';
import { calculateCart, createCart, newCartItem, type PricingSettings } from '../../src/domain/index';
import { hashPassword } from '../auth/passwords';
import { tokenSecret } from '../auth/tokens';
import type { Db } from '../db/db';
import { insertOrder } from '../routes/order';
import type { Venue } from '../wire/venue';
import { refused, type Refused } from './tickets';

const DAY_MS = 24 * 3_600_000;
/** No fees, no GST, no rounding on a gift card: it is stored value, not goods. */
const NO_FEES: PricingSettings = {
  includeGst: true,
  gstRate: 0,
  roundType: 0,
  serviceFee: 0,
  serviceFeeRate: 0,
  otherChargeRate: 0,
  memberDiscount: false,
  freeDeliveryAmount: 0,
  depositRate: 0,
  depositAmount: 0,
} as PricingSettings;
export const GIFT_ORDER_TYPE = 'giftcard';
/** Families whose routes hold ticket/{card}/{txn}/{ticketNum}/callback (screens/families). */
export const FAMILY_RE = /^[a-z]{2,20}$/;

interface ProductRow {
  product_id: string;
  shop_id: string;
  name1: string;
  name2: string;
  amounts: number[];
  min_cents: string;
  max_cents: string;
  valid_days: number | null;
  active: boolean;
}
export const productOut = (p: ProductRow) => ({
  productId: p.product_id,
  name1: p.name1,
  name2: p.name2,
  amounts: (p.amounts ?? []).map(Number),
  minCents: Number(p.min_cents),
  maxCents: Number(p.max_cents),
  validDays: p.valid_days,
});

export async function giftProducts(db: Db, shopId: string, productId?: string) {
  const rows = await db.query<ProductRow>(
    'SELECT * FROM gift_card_products WHERE shop_id = $1 AND active AND ($2::text IS NULL OR product_id = $2) ORDER BY product_id',
    [shopId, productId ?? null],
  );
  return rows.map(productOut);
}

/** The buyer's pass code of a card: 8 digits from HMAC(secret, card | nonce). */
export function passCode(cardNum: string, nonce: string): string {
  const mac = createHmac('sha256', createHmac('sha256', tokenSecret()).update('gift-card-pass-code').digest())
    .update(`${cardNum}|${nonce}`)
    .digest();
  return String(mac.readBigUInt64BE(0) % 100_000_000n).padStart(8, '0');
}

/** A new card number: 16 digits starting 7 (the printed demo cards start 6). */
const newCardNum = (): string => `7${Array.from({ length: 15 }, () => randomInt(10)).join('')}`;

/** Where the sandbox sends the buyer back: the family's gift card callback (payments callbackUrl). */
export function giftReturnPath(cart: unknown): string | null {
  const p = (cart as { returnPath?: unknown } | null)?.returnPath;
  return typeof p === 'string' &&
    /^\/[a-z]{2,20}\/[A-Za-z0-9_-]{1,64}\/ticket\/[A-Za-z0-9_-]{1,64}\/txn_[0-9a-f]{24}\/7\d{15}\/callback$/.test(p)
    ? p
    : null;
}

export type Bought =
  { ok: true; transactionId: string; cardNum: string; amountCents: number; payUrl: string } | Refused;

/** Opens a purchase: the order (unpaid, method dps) and the purchase row with its reserved card number. */
export async function buyGiftCard(
  db: Db,
  venue: Venue,
  userId: string,
  input: { productId: string; amountCents: number; family: string },
  now: number,
): Promise<Bought> {
  const product = (await giftProducts(db, venue.shopId, input.productId))[0];
  if (!product) return refused(-2, 'giftcard.product-unknown', 'This venue does not sell this gift card online.');
  const amount = input.amountCents;
  if (!Number.isInteger(amount) || amount < product.minCents || amount > product.maxCents)
    return refused(
      -3,
      'giftcard.amount',
      `Choose an amount from $${(product.minCents / 100).toFixed(2)} to $${(product.maxCents / 100).toFixed(2)}.`,
    );
  const family = FAMILY_RE.test(input.family) ? input.family : 'shop';
  const cardNum = newCardNum();
  const item = newCartItem(
    {
      itemId: `giftcard:${product.productId}`,
      pluId: `giftcard:${product.productId}`,
      catId: 'giftcard',
      pluName1: product.name1,
      pluName2: product.name2,
      price: amount,
      quantity: 1,
      discount: false,
      loyaltyPoint: false,
      pluGst: false,
    },
    1,
  );
  const cart = calculateCart(createCart({ itemList: [item], lastUpdate: now, notes: 'Gift card' }), NO_FEES, {});
  return db.tx(async (tx) => {
    const ids = await insertOrder(
      tx,
      venue,
      {
        cart,
        tableNo: null,
        totalCents: cart.amountDue,
        notes: '',
        delivery: null,
        cardNum: null,
        orderType: GIFT_ORDER_TYPE,
      },
      { deviceId: null, userId, payment: 'dps', paid: false, sent: false, now },
    );
    const returnPath = `/${family}/${venue.shopId}/ticket/${product.productId}/${ids.transactionId}/${cardNum}/callback`;
    await tx.query(
      `UPDATE orders SET cart = cart || jsonb_build_object('returnPath', $2::text, 'giftCardNum', $3::text) WHERE transaction_id = $1`,
      [ids.transactionId, returnPath, cardNum],
    );
    await tx.query(
      'INSERT INTO gift_card_purchases (transaction_id, product_id, shop_id, buyer_id, card_num, amount_cents, code_nonce, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)',
      [
        ids.transactionId,
        product.productId,
        venue.shopId,
        userId,
        cardNum,
        amount,
        randomBytes(12).toString('base64url'),
        now,
      ],
    );
    return {
      ok: true as const,
      transactionId: ids.transactionId,
      cardNum,
      amountCents: amount,
      payUrl: `/sandbox/pay/${ids.transactionId}`,
    };
  });
}

interface PurchaseRow {
  transaction_id: string;
  product_id: string;
  shop_id: string;
  buyer_id: string;
  card_num: string;
  amount_cents: string;
  code_nonce: string;
  created_at: string;
  issued_at: string | null;
  paid: boolean;
  pay_status: string;
  order_no: string;
  name1: string;
  name2: string;
  valid_days: number | null;
}
const PURCHASE_SELECT = `SELECT g.*, o.paid, o.pay_status, o.order_no, p.name1, p.name2, p.valid_days FROM gift_card_purchases g
  JOIN orders o ON o.transaction_id = g.transaction_id JOIN gift_card_products p ON p.product_id = g.product_id`;

/** Issues the card of a paid purchase, once (any number of calls, on any number of processes). */
export async function issuePurchase(db: Db, transactionId: string, now: number): Promise<boolean> {
  const first = (await db.query<PurchaseRow>(`${PURCHASE_SELECT} WHERE g.transaction_id = $1`, [transactionId]))[0];
  if (!first || first.issued_at || !first.paid) return false;
  const hash = await hashPassword(passCode(first.card_num, first.code_nonce)); // scrypt outside the transaction
  return db.tx(async (tx) => {
    const g = (
      await tx.query<{ issued_at: string | null }>(
        'SELECT issued_at FROM gift_card_purchases WHERE transaction_id = $1 FOR UPDATE',
        [transactionId],
      )
    )[0];
    if (!g || g.issued_at) return false;
    const amount = Number(first.amount_cents);
    const expires = first.valid_days ? now + first.valid_days * DAY_MS : null;
    await tx.query(
      'INSERT INTO gift_cards (card_num, shop_id, code_hash, balance_cents, expires_at, active, created_at, holder_id) VALUES ($1, $2, $3, $4, $5, true, $6, $7)',
      [first.card_num, first.shop_id, hash, amount, expires, now, first.buyer_id],
    );
    await tx.query(
      `INSERT INTO gift_card_ledger (card_num, transaction_id, kind, amount_cents, reason, provider_ref, balance_after, created_at) VALUES ($1, $2, 'issue', $3, 'purchase', NULL, $3, $4)`,
      [first.card_num, transactionId, amount, now],
    );
    await tx.query('UPDATE gift_card_purchases SET issued_at = $2 WHERE transaction_id = $1', [transactionId, now]);
    return true;
  });
}

/** The buyer's view of a purchase (null for anyone else): paid or not, and once issued the card with its code. */
export async function purchaseFor(db: Db, userId: string, transactionId: string, now: number) {
  let r = (
    await db.query<PurchaseRow>(`${PURCHASE_SELECT} WHERE g.transaction_id = $1 AND g.buyer_id = $2`, [
      transactionId,
      userId,
    ])
  )[0];
  if (!r) return null;
  if (r.paid && !r.issued_at) {
    await issuePurchase(db, transactionId, now); // here or by a concurrent call: read it again either way
    r = (await db.query<PurchaseRow>(`${PURCHASE_SELECT} WHERE g.transaction_id = $1`, [transactionId]))[0];
  }
  const card = r.issued_at
    ? (
        await db.query<{ balance_cents: string; expires_at: string | null; active: boolean }>(
          'SELECT balance_cents, expires_at, active FROM gift_cards WHERE card_num = $1',
          [r.card_num],
        )
      )[0]
    : null;
  return {
    transactionId: r.transaction_id,
    productId: r.product_id,
    shop: r.shop_id,
    orderNo: r.order_no,
    name1: r.name1,
    name2: r.name2,
    amountCents: Number(r.amount_cents),
    paid: r.paid,
    payStatus: r.pay_status,
    cardNum: r.card_num,
    createdAt: Number(r.created_at),
    issuedAt: r.issued_at ? Number(r.issued_at) : null,
    ...(card
      ? {
          code: passCode(r.card_num, r.code_nonce),
          balanceCents: Number(card.balance_cents),
          expiresAt: card.expires_at ? Number(card.expires_at) : null,
          active: card.active,
        }
      : {}),
  };
}

/** The gift cards a customer holds (bought online), with their balance now; paid ones not yet issued are issued first. */
export async function heldGiftCards(db: Db, userId: string, shopId: string | null, now: number) {
  const waiting = await db.query<{ transaction_id: string }>(
    `${PURCHASE_SELECT} WHERE g.buyer_id = $1 AND o.paid AND g.issued_at IS NULL`,
    [userId],
  );
  for (const w of waiting) await issuePurchase(db, w.transaction_id, now);
  const rows = await db.query<{
    card_num: string;
    shop_id: string;
    balance_cents: string;
    expires_at: string | null;
    active: boolean;
    transaction_id: string | null;
    product_id: string | null;
    name1: string | null;
    name2: string | null;
    amount_cents: string | null;
  }>(
    `SELECT c.card_num, c.shop_id, c.balance_cents, c.expires_at, c.active, g.transaction_id, g.product_id, p.name1, p.name2, g.amount_cents
     FROM gift_cards c LEFT JOIN gift_card_purchases g ON g.card_num = c.card_num LEFT JOIN gift_card_products p ON p.product_id = g.product_id
     WHERE c.holder_id = $1 AND ($2::text IS NULL OR c.shop_id = $2) ORDER BY c.created_at DESC, c.card_num LIMIT 100`,
    [userId, shopId],
  );
  return rows.map((c) => ({
    cardNum: c.card_num,
    shop: c.shop_id,
    balanceCents: Number(c.balance_cents),
    expiresAt: c.expires_at ? Number(c.expires_at) : null,
    active: c.active,
    transactionId: c.transaction_id,
    productId: c.product_id,
    name1: c.name1 ?? 'Gift card',
    name2: c.name2 ?? '礼品卡',
    amountCents: c.amount_cents ? Number(c.amount_cents) : null,
    state: !c.active
      ? 'inactive'
      : c.expires_at && Number(c.expires_at) <= now
        ? 'expired'
        : Number(c.balance_cents) <= 0
          ? 'empty'
          : 'usable',
  }));
}
