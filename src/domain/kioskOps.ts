// Kiosk operations rules (spec 9 click-counter reset, spec 9 cash rounding, spec 6 admin-only
// report flags). Pure: the caller passes the clock and the settings.
import { cashRound, type Cents } from './money';

/** Spec 9: the hidden corner's click counter starts again when taps are further apart than this. */
export const TAP_RESET_MS = 2000;
/** Taps on the hidden corner that open the staff login (not in the spec: five, like most kiosks). */
export const TAPS_TO_OPEN = 5;

export interface TapState {
  count: number;
  /** ms of the last counted tap; 0 when none */
  at: number;
}

export const NO_TAPS: TapState = { count: 0, at: 0 };

/**
 * One tap on the hidden corner at `now`: the counter goes up by one, or starts again at 1 when the
 * last tap is `resetMs` or more ago. When it reaches `needed` it fires and starts again from zero.
 */
export function tapCorner(
  state: TapState,
  now: number,
  needed = TAPS_TO_OPEN,
  resetMs = TAP_RESET_MS,
): { state: TapState; fired: boolean } {
  const fresh = state.count === 0 || now - state.at >= resetMs || now < state.at;
  const count = fresh ? 1 : state.count + 1;
  if (count >= Math.max(1, needed)) return { state: NO_TAPS, fired: true };
  return { state: { count, at: now }, fired: false };
}

/** Cash at the counter: what is due after cash rounding, and the change for what was handed over. */
export interface CashTender {
  /** the order total rounded to the 5 cents cash can pay (spec 9 pattern) */
  dueCents: Cents;
  /** the rounding applied (dueCents - totalCents), -2..+2 */
  roundingCents: Cents;
  tenderedCents: Cents;
  /** tendered - due; null when not enough was handed over */
  changeCents: Cents | null;
  /** what is still missing when not enough was handed over, else 0 */
  shortCents: Cents;
}

export function cashTender(totalCents: Cents, tenderedCents: Cents): CashTender {
  const total = Math.max(0, Math.round(totalCents));
  const tendered = Math.max(0, Math.round(tenderedCents));
  const due = cashRound(total);
  const enough = tendered >= due;
  return {
    dueCents: due,
    roundingCents: due - total,
    tenderedCents: tendered,
    changeCents: enough ? tendered - due : null,
    shortCents: enough ? 0 : due - tendered,
  };
}

/** Notes and coins a cashier is likely handed for a due amount: the next round amounts above it (cents). */
export function quickTenders(dueCents: Cents): Cents[] {
  const out = new Set<Cents>([dueCents]);
  for (const step of [500, 1000, 2000, 5000, 10_000]) out.add(Math.ceil(dueCents / step) * step);
  return [...out]
    .filter((c) => c >= dueCents && c > 0)
    .sort((a, b) => a - b)
    .slice(0, 4);
}

/** The kiosk reports (spec 2) and the flag that makes each admin-only (spec 6, all default on). */
export const KIOSK_REPORTS = ['daily', 'transaction', 'sales', 'cash'] as const;
export type KioskReport = (typeof KIOSK_REPORTS)[number];
export const REPORT_ADMIN_FLAG: Record<
  KioskReport,
  'dailyReportByAdmin' | 'salesReportAdminOnly' | 'cashInAndOutReportOnlyAdmin'
> = {
  daily: 'dailyReportByAdmin',
  transaction: 'dailyReportByAdmin',
  sales: 'salesReportAdminOnly',
  cash: 'cashInAndOutReportOnlyAdmin',
};
export const isKioskReport = (v: unknown): v is KioskReport => (KIOSK_REPORTS as readonly unknown[]).includes(v);

/** Whether a report is admin-only at a venue: its flag, on unless the venue sends 0 / false. */
export function reportAdminOnly(report: KioskReport, settings: Record<string, unknown>): boolean {
  const v = settings[REPORT_ADMIN_FLAG[report]];
  return !(v === 0 || v === '0' || v === false || v === 'false');
}

/** Cash in and out at the counter: direction and a positive amount with a reason. */
export const CASH_DIRECTIONS = ['in', 'out'] as const;
export type CashDirection = (typeof CASH_DIRECTIONS)[number];
export const CASH_MOVE_MAX_CENTS = 1_000_000;
