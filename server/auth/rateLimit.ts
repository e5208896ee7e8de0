// Fixed-window limits kept in the database (table rate_windows, migration 010), so every server
// process on one database counts into the same row: a hit is ONE upsert that starts a new window
// or adds to the current one and answers the count, so concurrent hits never both see "one left".
import type { Db } from '../db/db';

/** What is limited; a bucket is `<kind>:<what>`, so kinds never collide. */
export const LIMIT_KINDS = [
  'login.account', // failed sign-ins per account (whatever spelling of the user name) or normalised unknown name, and client address
  'login.account.any', // failed sign-ins per account from any address (guessing spread over many addresses)
  'login.account.day', // the same over a day: the back-off after repeated lockouts
  'login.address', // failed sign-ins per client address (a right password is not counted)
  'login.address.day', // the same over a day: the back-off after repeated lockouts
  'phone.address', // "is this mobile registered" checks per client address
  'sms.mobile', // verification codes sent per mobile
  'sms.address', // verification codes asked for per client address
  'gift.address', // gift card checks per client address
  'gift.wrong.address', // wrong gift card codes per client address (any card)
  'gift.wrong.card', // wrong gift card codes per client address and card number
  'events.address', // event batches per client address
  'events.device', // event batches per device
  'device.address', // new device ids (with their secrets) issued per client address
  'member.address', // (before issue 27) kiosk member card checks per client address
  'member.device', // kiosk member card checks per enrolled kiosk
  'member.card', // kiosk member card checks per card number
  'member.pin.card', // wrong PINs at kiosks per card (kiosk scope: the app's PIN lock is not touched)
  'member.pin.device', // wrong PINs per enrolled kiosk
  'kiosk.enrol.address', // wrong kiosk enrolment codes per client address
  'serviceno.device', // service numbers taken per enrolled kiosk
  'order.guest.address', // orders and single payments created without an account, per client address
  'order.guest.device', // the same per device id
  'order.kiosk.device', // orders created by an enrolled kiosk, per kiosk
] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];

export interface Limit {
  kind: LimitKind;
  max: number;
  windowMs: number;
}

export const bucketOf = (kind: LimitKind, what: string): string => `${kind}:${what}`;

/** How often a process deletes rows whose window ended (they would restart at 1 anyway). */
export const PURGE_EVERY_MS = 10 * 60_000;
let lastPurge: number | undefined; // per process: stale rows are harmless, so a rough schedule is enough

/**
 * Counts one hit; true while the count in the current window is at most `limit.max`. Hits over the
 * limit still count (a window does not reopen early for a caller who keeps trying).
 */
export async function hit(db: Db, limit: Limit, what: string, now: number): Promise<boolean> {
  return (await count(db, limit, what, now, 1)).hits <= limit.max;
}

/** Adds `n` (1, or -1 to give a hit back) and answers the count in the current window and when it ends. */
export async function count(
  db: Db,
  limit: Limit,
  what: string,
  now: number,
  n: number,
): Promise<{ hits: number; endsAt: number }> {
  await purgeNowAndThen(db, now);
  const rows = await db.query<{ hits: number; window_ends: string }>(
    `INSERT INTO rate_windows (bucket, window_start, window_ends, hits) VALUES ($1, $2::bigint, $2::bigint + $3::bigint, GREATEST($4::int, 0))
     ON CONFLICT (bucket) DO UPDATE SET
       hits = CASE WHEN rate_windows.window_ends <= EXCLUDED.window_start THEN EXCLUDED.hits ELSE GREATEST(rate_windows.hits + $4::int, 0) END,
       window_start = CASE WHEN rate_windows.window_ends <= EXCLUDED.window_start THEN EXCLUDED.window_start ELSE rate_windows.window_start END,
       window_ends = CASE WHEN rate_windows.window_ends <= EXCLUDED.window_start THEN EXCLUDED.window_ends ELSE rate_windows.window_ends END
     RETURNING hits, window_ends`,
    [bucketOf(limit.kind, what), now, limit.windowMs, n],
  );
  return { hits: Number(rows[0].hits), endsAt: Number(rows[0].window_ends) };
}

/** The count in the current window without adding to it (0 when none). */
export async function peek(db: Db, limit: Limit, what: string, now: number): Promise<number> {
  const r = (
    await db.query<{ hits: number }>('SELECT hits FROM rate_windows WHERE bucket = $1 AND window_ends > $2::bigint', [
      bucketOf(limit.kind, what),
      now,
    ])
  )[0];
  return r ? Number(r.hits) : 0;
}

/** Forgets a bucket (a right password or code clears its count). */
export async function clear(db: Db, limit: Limit, what: string): Promise<void> {
  await db.query('DELETE FROM rate_windows WHERE bucket = $1', [bucketOf(limit.kind, what)]);
}

async function purgeNowAndThen(db: Db, now: number): Promise<void> {
  if (lastPurge !== undefined && now >= lastPurge && now - lastPurge < PURGE_EVERY_MS) return;
  lastPurge = now;
  await db.query('DELETE FROM rate_windows WHERE window_ends <= $1::bigint', [now]);
}
