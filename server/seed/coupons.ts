// Coupon, voucher, gift card and invitation demo data (issue 16; listed in docs/features.md "Coupons,
// vouchers, gift cards and invitations"). Runs on every start and adds only what is missing: each
// pool is inserted once (ON CONFLICT), and its seeded tickets only when it was.
import { hashPassword } from '../auth/passwords';
import type { Db } from '../db/db';
import { linkToken } from '../coupons/links';
import { issueTicket, type PoolRow } from '../coupons/tickets';

const DAY_MS = 24 * 3_600_000;
const ALICE = 'u-demo-alice';

interface DemoPool {
  poolId: string;
  shopId: string;
  kind: 'coupon' | 'voucher';
  code: string;
  title1: string;
  title2: string;
  terms1: string;
  terms2: string;
  amountCents?: number;
  rate?: number;
  minCents?: number;
  perCustomer?: number;
  total?: number | null;
  validDays?: number | null;
  onInvitation?: boolean;
  /** Tickets Alice holds from the start (fixed numbers, for the demo and the access matrix). */
  alice?: string[];
}

export const DEMO_POOLS: DemoPool[] = [
  {
    poolId: 'cafe-five-off',
    shopId: 'demo-cafe',
    kind: 'coupon',
    code: 'CAFE5OFF',
    title1: '$5 off orders over $20',
    title2: '满20元减5元',
    terms1: 'One per order. Orders of $20.00 or more.',
    terms2: '每单限用一张，订单满20元可用。',
    amountCents: 500,
    minCents: 2000,
    validDays: 90,
    alice: ['CALICE000001'],
  },
  {
    poolId: 'cafe-ten-pct',
    shopId: 'demo-cafe',
    kind: 'coupon',
    code: 'CAFE10PCT',
    title1: '10% off your order',
    title2: '全单九折',
    terms1: 'One per order, no minimum spend.',
    terms2: '每单限用一张，无最低消费。',
    rate: 10,
    validDays: 60,
    alice: ['CALICE000002'],
  },
  {
    poolId: 'cafe-coffee',
    shopId: 'demo-cafe',
    kind: 'voucher',
    code: 'FREECOFFEE',
    title1: 'A coffee on us ($4.50)',
    title2: '免费咖啡一杯（4.50元）',
    terms1: 'Show the QR code at the counter, or use it at checkout.',
    terms2: '在柜台出示二维码，或在结账时使用。',
    amountCents: 450,
    validDays: 30,
    alice: ['VALICE000001'],
  },
  {
    poolId: 'cafe-spring',
    shopId: 'demo-cafe',
    kind: 'coupon',
    code: 'SPRING3',
    title1: '$3 off, spring special',
    title2: '春季特惠减3元',
    terms1: 'One per customer. Orders of $10.00 or more.',
    terms2: '每位顾客限领一张，订单满10元可用。',
    amountCents: 300,
    minCents: 1000,
    validDays: 30,
  },
  {
    poolId: 'cafe-link',
    shopId: 'demo-cafe',
    kind: 'coupon',
    code: 'LINK4',
    title1: '$4 off, from a link',
    title2: '链接专享减4元',
    terms1: 'Collected from a link that works once.',
    terms2: '通过仅限使用一次的链接领取。',
    amountCents: 400,
    validDays: 30,
  },
  {
    poolId: 'cafe-friends',
    shopId: 'demo-cafe',
    kind: 'coupon',
    code: 'FRIEND2',
    title1: '$2 off for invited friends',
    title2: '受邀好友减2元',
    terms1: 'Given when you accept an invitation.',
    terms2: '接受邀请后获得。',
    amountCents: 200,
    validDays: 30,
    onInvitation: true,
  },
  {
    poolId: 'cafe-drink-voucher',
    shopId: 'demo-cafe',
    kind: 'voucher',
    code: 'JUICE',
    title1: 'Fresh juice voucher ($6.00)',
    title2: '鲜榨果汁券（6.00元）',
    terms1: 'One per customer; 100 available.',
    terms2: '每位顾客限领一张，共100张。',
    amountCents: 600,
    total: 100,
    validDays: 30,
  },
];

/** Alice's printed gift card (her wallet shows it; the code is in docs/features.md). */
export const ALICE_GIFT_CARD = { cardNum: '5000100000000001', code: '424242', balanceCents: 3_000 };
/** A signed collect link for LINK4 valid until the end of 2030 (works once per database). */
export const DEMO_LINK = { code: 'LINK4', expiresAt: Date.UTC(2030, 11, 31), nonce: 'demoLinkNonce001' };
export const demoLinkPath = (): string =>
  `coupon/${DEMO_LINK.code}/token/${linkToken('demo-cafe', DEMO_LINK.code, DEMO_LINK.expiresAt, DEMO_LINK.nonce)}/get`;

export async function ensureCouponSeed(db: Db, now = Date.now()): Promise<void> {
  const has = await db.query(`SELECT 1 FROM information_schema.tables WHERE table_name = 'coupon_pools'`);
  if (!has.length) return;
  const shops = new Set((await db.query<{ shop_id: string }>('SELECT shop_id FROM venues')).map((r) => r.shop_id));
  if (!shops.has('demo-cafe')) return;
  const alice = (await db.query('SELECT 1 FROM users WHERE user_id = $1', [ALICE])).length > 0;
  const cardHash =
    alice && !(await db.query('SELECT 1 FROM gift_cards WHERE card_num = $1', [ALICE_GIFT_CARD.cardNum])).length
      ? await hashPassword(ALICE_GIFT_CARD.code)
      : null;
  await db.tx(async (tx) => {
    for (const d of DEMO_POOLS) {
      const p = (
        await tx.query<PoolRow>(
          `INSERT INTO coupon_pools (pool_id, shop_id, kind, code, title1, title2, terms1, terms2, amount_cents, rate, min_cents, per_customer, total, valid_days, on_invitation, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16) ON CONFLICT DO NOTHING RETURNING *`,
          [
            d.poolId,
            d.shopId,
            d.kind,
            d.code,
            d.title1,
            d.title2,
            d.terms1,
            d.terms2,
            d.amountCents ?? 0,
            d.rate ?? 0,
            d.minCents ?? 0,
            d.perCustomer ?? 1,
            d.total ?? null,
            d.validDays ?? null,
            d.onInvitation ?? false,
            now,
          ],
        )
      )[0];
      if (p && alice) for (const t of d.alice ?? []) await issueTicket(tx, p, ALICE, 'seed', now, t);
    }
    await tx.query(`INSERT INTO gift_card_products (product_id, shop_id, name1, name2, amounts, min_cents, max_cents, valid_days) VALUES
      ('harbour-gift', 'demo-cafe', 'Harbour Cafe gift card', '海港咖啡礼品卡', '[2000, 5000, 10000]', 1000, 50000, 365) ON CONFLICT DO NOTHING`);
    if (alice) {
      await tx.query(
        `INSERT INTO invitations (code, shop_id, kind, inviter_id, created_at) VALUES ('ALICE2026', 'demo-cafe', 'member', $1, $2), ('PASSES26', 'demo-passes', 'member', $1, $2) ON CONFLICT DO NOTHING`,
        [ALICE, now],
      );
      await tx.query(
        `INSERT INTO invitations (code, shop_id, kind, inviter_id, expires_at, created_at) VALUES ('OLDFRIEND', 'demo-cafe', 'merchant', $1, $2, $2) ON CONFLICT DO NOTHING`,
        [ALICE, now - DAY_MS],
      );
    }
    if ((await tx.query(`SELECT 1 FROM users WHERE user_id = 'u-demo-admin'`)).length)
      await tx.query(
        `INSERT INTO invitations (code, shop_id, kind, inviter_id, created_at) VALUES ('CAFEJOIN', 'demo-cafe', 'merchant', 'u-demo-admin', $1) ON CONFLICT DO NOTHING`,
        [now],
      );
    if (cardHash) {
      const c = ALICE_GIFT_CARD;
      const ins = await tx.query(
        `INSERT INTO gift_cards (card_num, shop_id, code_hash, balance_cents, expires_at, active, created_at, holder_id) VALUES ($1, 'demo-cafe', $2, $3, NULL, true, $4, $5) ON CONFLICT DO NOTHING RETURNING 1`,
        [c.cardNum, cardHash, c.balanceCents, now, ALICE],
      );
      if (ins.length)
        await tx.query(
          `INSERT INTO gift_card_ledger (card_num, transaction_id, kind, amount_cents, reason, balance_after, created_at) VALUES ($1, NULL, 'issue', $2, 'opening', $2, $3)`,
          [c.cardNum, c.balanceCents, now],
        );
    }
  });
}
