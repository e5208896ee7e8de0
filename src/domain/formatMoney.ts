// Money display on its own, so screens that only show prices (the menu) load this and not the
// domain's index. src/domain/money.ts re-exports it; the domain's public API is unchanged.
import type { Cents } from './money';

/** Cents as fixed 2-decimal dollars text, e.g. 1234 -> "12.34", -5 -> "-0.05". */
export function formatCents(cents: Cents, symbol = ''): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  const whole = Math.floor(abs / 100);
  const frac = String(abs % 100).padStart(2, '0');
  return `${sign}${symbol}${whole}.${frac}`;
}
