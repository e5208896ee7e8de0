// Ordering availability (spec 4): the trading-hour check.
import { readNumber } from './money';

export type TradingHourResult =
  | { open: true }
  /** reason 'server': the server said closed (code 0 or below) and `message` is its display text. */
  | { open: false; reason: 'server'; message: string }
  /** reason 'failure': the call failed or answered nothing usable; show the closed notice. */
  | { open: false; reason: 'failure' };

interface OpenCloseAnswer {
  success?: unknown;
  resultcode?: unknown;
  map?: { rtn?: unknown; disp_msg?: unknown } | null;
}

/**
 * Reads the /pro/lot/openClose answer: success true or resultcode 1 means open; a result code of 0
 * or below means closed with the server's display message; anything else (including no answer or
 * an error object) means closed with the closed notice.
 */
export function tradingHourResult(answer: unknown): TradingHourResult {
  if (!answer || typeof answer !== 'object') return { open: false, reason: 'failure' };
  const a = answer as OpenCloseAnswer;
  if (a.success === true) return { open: true };
  const code = a.resultcode ?? a.map?.rtn;
  const n = readNumber(code);
  if (n === 1) return { open: true };
  if (n <= 0)
    return { open: false, reason: 'server', message: typeof a.map?.disp_msg === 'string' ? a.map.disp_msg : '' };
  return { open: false, reason: 'failure' };
}
