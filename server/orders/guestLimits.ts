// Orders and single payments without an account (issue 27 finding 6). In production anonymous cash
// orders went straight to the kitchen as fast as they were sent, and any amount could be started.
// Now, for a caller with no signed-in account and no scanned member card:
// - the amount is bounded by the venue's settings (guestOrderMaxCents, default $1,000; an account or a
//   member card is needed above it), checked before anything is written;
// - created orders count per address and per device id (an enrolled kiosk counts per kiosk instead,
//   and not against the venue's shared address). The hits are taken inside the order's transaction,
//   so a refused or failed order gives them back and a replay of a stored answer takes none.
import type { RefusalCode } from '../../src/domain/index';
import type { LimitConfig } from '../auth/limitConfig';
import { count, type Limit } from '../auth/rateLimit';
import type { Db } from '../db/db';
import { enrolledDevice, KIOSK_DEVICE_HEADER } from '../kiosk/devices';
import type { Ctx } from '../wire/define';
import type { Venue } from '../wire/venue';
import { Refusal } from './idempotency';

export const GUEST_ORDER_MAX_CENTS = 100_000;

/** The venue's largest order or single payment without an account (settings.guestOrderMaxCents). */
export function guestMaxCents(venue: Venue): number {
  const v = Number((venue.settings as Record<string, unknown>).guestOrderMaxCents);
  return Number.isInteger(v) && v > 0 ? v : GUEST_ORDER_MAX_CENTS;
}

/** Who a guest write counts against: an enrolled kiosk (header or the order's kioskDevice field), else its device id and address. */
export async function guestOf(ctx: Ctx, hasMember: boolean): Promise<null | { kiosk: string | null }> {
  if (ctx.user || hasMember) return null;
  const h = ctx.req.headers[KIOSK_DEVICE_HEADER];
  const credential =
    typeof h === 'string' ? h : typeof ctx.payload.kioskDevice === 'string' ? ctx.payload.kioskDevice : undefined;
  return { kiosk: credential ? await enrolledDevice(ctx.db, ctx.venue!.shopId, credential) : null };
}

const refuse = (status: number, code: RefusalCode, dispMsg: string, extra: Record<string, unknown> = {}) =>
  new Refusal(status, { success: false, dispMsg, result: { code, ...extra } });

/** Throws 422 order.guest-amount above the venue's bound. */
export function checkGuestAmount(venue: Venue, cents: number): void {
  const max = guestMaxCents(venue);
  if (cents > max)
    throw refuse(
      422,
      'order.guest-amount',
      `Orders over $${(max / 100).toFixed(2)} need an account: please sign in, or pay at the counter.`,
      { maxCents: max },
    );
}

/** Counts one created guest write in the order's transaction `tx`; throws 429 order.guest-rate-limited over a limit. */
export async function countGuestWrite(
  tx: Db,
  ctx: Ctx,
  guest: { kiosk: string | null },
  limits: LimitConfig,
): Promise<void> {
  const checks: [Limit, string][] = guest.kiosk
    ? [[limits.kioskOrderDevice, guest.kiosk]]
    : [
        [limits.guestOrderDevice, `${ctx.venue!.shopId}|${String(ctx.payload.device ?? '') || '-'}`],
        [limits.guestOrderAddress, ctx.ip],
      ];
  for (const [limit, what] of checks) {
    if ((await count(tx, limit, what, ctx.now, 1)).hits > limit.max)
      throw refuse(
        429,
        'order.guest-rate-limited',
        'Too many orders from this device or network without an account; please wait a few minutes, sign in, or order at the counter.',
      );
  }
}
