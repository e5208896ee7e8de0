// What a coupon or voucher gives, in words, and its name in the visitor's language (pure helpers).
import type { HeldTicket, PoolInfo } from './api';

type Rule = Pick<HeldTicket, 'amountCents' | 'rate' | 'minCents'>;

/** The text (rule or ruleMin of the coupons texts) and its values: '$5.00 off' or '10% off', with the minimum spend when any. */
export function ruleText(r: Rule, money: (c: number) => string): { key: string; values: Record<string, string> } {
  const off = r.rate > 0 ? `${r.rate}%` : money(r.amountCents);
  return r.minCents > 0
    ? { key: 'ruleMin', values: { off, min: money(r.minCents) } }
    : { key: 'rule', values: { off } };
}

/** The title (and terms) in the visitor's language, else the first language. */
export const titleOf = (t: Pick<PoolInfo, 'title1' | 'title2'>, lang: string): string =>
  lang === 'zh-hans' && t.title2 ? t.title2 : t.title1;
export const termsOf = (t: Pick<PoolInfo, 'terms1' | 'terms2'>, lang: string): string =>
  lang === 'zh-hans' && t.terms2 ? t.terms2 : t.terms1;
export const nameOf = (t: { name1: string; name2: string }, lang: string): string =>
  lang === 'zh-hans' && t.name2 ? t.name2 : t.name1;

/** A date in the visitor's language (day, month, year). */
export function formatDay(ms: number, lang: string): string {
  return new Intl.DateTimeFormat(lang === 'zh-hans' ? 'zh-CN' : 'en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(new Date(ms));
}

/** Groups a card number in fours for reading aloud and printing. */
export const groupCardNum = (n: string): string => n.replace(/(.{4})(?=.)/g, '$1 ');
