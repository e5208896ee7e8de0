// Gift card seed (issue 5 extras): demo cards of demo-cafe and demo-store (numbers and codes in
// server/README.md). Runs on every start and adds only the cards that are missing.
import type { Db } from '../db/db';
import { hashPassword } from '../auth/passwords';

export interface DemoGiftCard {
  cardNum: string;
  shopId: string;
  code: string;
  balanceCents: number;
  expiresAt: number | null;
  active: boolean;
}

export const DEMO_GIFT_CARDS: DemoGiftCard[] = [
  {
    cardNum: '6000100000000001',
    shopId: 'demo-cafe',
    code: '135790',
    balanceCents: 1_000,
    expiresAt: null,
    active: true,
  },
  {
    cardNum: '6000100000000002',
    shopId: 'demo-cafe',
    code: '246801',
    balanceCents: 50_000,
    expiresAt: null,
    active: true,
  },
  {
    cardNum: '6000100000000003',
    shopId: 'demo-cafe',
    code: '112233',
    balanceCents: 500,
    expiresAt: null,
    active: true,
  },
  {
    cardNum: '6000100000000004',
    shopId: 'demo-cafe',
    code: '445566',
    balanceCents: 2_000,
    expiresAt: Date.UTC(2025, 0, 1),
    active: true,
  },
  {
    cardNum: '6000100000000005',
    shopId: 'demo-cafe',
    code: '778899',
    balanceCents: 2_000,
    expiresAt: null,
    active: false,
  },
  {
    cardNum: '6000200000000001',
    shopId: 'demo-store',
    code: '102030',
    balanceCents: 3_000,
    expiresAt: null,
    active: true,
  },
  {
    cardNum: '6000200000000002',
    shopId: 'demo-store',
    code: '405060',
    balanceCents: 20_000,
    expiresAt: Date.UTC(2030, 11, 31),
    active: true,
  },
];

export async function ensureGiftCardSeed(db: Db, now = Date.now()): Promise<void> {
  const has = await db.query(`SELECT 1 FROM information_schema.tables WHERE table_name = 'gift_cards'`);
  if (!has.length) return; // migrations not applied yet
  const shops = new Set((await db.query<{ shop_id: string }>('SELECT shop_id FROM venues')).map((r) => r.shop_id));
  const present = new Set(
    (
      await db.query<{ card_num: string }>('SELECT card_num FROM gift_cards WHERE card_num = ANY($1::text[])', [
        DEMO_GIFT_CARDS.map((c) => c.cardNum),
      ])
    ).map((r) => r.card_num),
  );
  const missing = DEMO_GIFT_CARDS.filter((c) => shops.has(c.shopId) && !present.has(c.cardNum));
  if (!missing.length) return;
  const hashes = await Promise.all(missing.map((c) => hashPassword(c.code)));
  // Opening ledger rows need migration 013 (a ledger row with no order); on an older schema that
  // migration writes them itself when it runs.
  const openingRows =
    (
      await db.query(
        `SELECT 1 FROM information_schema.columns WHERE table_name = 'gift_card_ledger' AND column_name = 'transaction_id' AND is_nullable = 'YES'`,
      )
    ).length > 0;
  await db.tx(async (tx) => {
    for (const [i, c] of missing.entries()) {
      const ins = await tx.query(
        'INSERT INTO gift_cards (card_num, shop_id, code_hash, balance_cents, expires_at, active, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING RETURNING 1',
        [c.cardNum, c.shopId, hashes[i], c.balanceCents, c.expiresAt, c.active, now],
      );
      // The value a card starts with is the first row of its ledger (balance = sum of the ledger).
      if (ins.length && c.balanceCents > 0 && openingRows)
        await tx.query(
          `INSERT INTO gift_card_ledger (card_num, transaction_id, kind, amount_cents, reason, balance_after, created_at) VALUES ($1, NULL, 'issue', $2, 'opening', $2, $3)`,
          [c.cardNum, c.balanceCents, now],
        );
    }
  });
}
