// The wallet's pure rules (issue 16): points shown to 2 decimals, top-up amounts, a card's own name,
// the statement's movement kinds, and which tabs the one wallet screen has (a new PIN's rules are
// in walletPin.ts: the wallet's first tab loads this file without the field validators).
/** The tabs of the wallet screen, in order: one per kind of pass the customer holds. */
export const WALLET_TABS = ['loyalty', 'stored', 'coupons', 'vouchers', 'giftcards', 'tickets'] as const;
export type WalletTab = (typeof WALLET_TABS)[number];
export const isWalletTab = (v: unknown): v is WalletTab =>
  typeof v === 'string' && (WALLET_TABS as readonly string[]).includes(v);

/** Top-up limits of the reference server (server/wallet/topup.ts) and the amounts offered first. */
export const TOPUP_MIN_CENTS = 500;
export const TOPUP_MAX_CENTS = 100_000;
export const TOPUP_PRESETS_CENTS = [2000, 5000, 10000] as const;

export type TopupProblem = 'required' | 'format' | 'tooSmall' | 'tooLarge';

/** Cents of a typed dollar amount ('20', '20.5', '$20.50'); null when it is not one. */
export function parseDollars(text: string): number | null {
  const t = text.trim().replace(/^\$/, '').replace(/,/g, '');
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(t)) return null;
  const [whole, frac = ''] = t.split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0'));
}

/** What is wrong with a typed top-up amount, or null. */
export function topupProblem(text: string): TopupProblem | null {
  if (!text.trim()) return 'required';
  const cents = parseDollars(text);
  if (cents === null) return 'format';
  if (cents < TOPUP_MIN_CENTS) return 'tooSmall';
  if (cents > TOPUP_MAX_CENTS) return 'tooLarge';
  return null;
}

/** The bonus of the largest promotion tier an amount reaches (tiers: { minCents, bonusCents }). */
export function topupBonusFor(tiers: readonly { minCents: number; bonusCents: number }[], cents: number): number {
  return [...tiers].sort((a, b) => b.minCents - a.minCents).find((t) => cents >= t.minCents)?.bonusCents ?? 0;
}

/** Points held as integer hundredths, shown with 2 decimals and thousands separators: 125000 -> '1,250.00'. */
export function formatPoints(hundredths: number): string {
  const n = Math.round(Number(hundredths) || 0);
  const sign = n < 0 ? '-' : '';
  const abs = Math.abs(n);
  const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${whole}.${String(abs % 100).padStart(2, '0')}`;
}

/** A card's own name: trimmed, inner spaces collapsed, at most 40 characters. */
export const CARD_ALIAS_MAX = 40;
export const normaliseAlias = (s: string): string => s.trim().replace(/\s+/g, ' ');
export const aliasProblem = (s: string): 'tooLong' | null =>
  normaliseAlias(s).length > CARD_ALIAS_MAX ? 'tooLong' : null;

/** The movements a statement line can be (server ledgers, migration 012). */
export const LEDGER_KINDS = [
  'opening',
  'correction',
  'topup',
  'promotion',
  'pay',
  'refund',
  'consume',
  'take',
  'release',
  'earn',
  'unearn',
  'forfeit',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];
export const ledgerKind = (k: unknown): LedgerKind | 'unknown' =>
  typeof k === 'string' && (LEDGER_KINDS as readonly string[]).includes(k) ? (k as LedgerKind) : 'unknown';
