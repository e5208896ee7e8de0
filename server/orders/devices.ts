// Device credentials: proof that a caller is the browser that placed some guest orders. The server
// issues a random device id with a random device secret (POST /api/device/register); the client
// keeps both in its storage and sends them when a signed-in customer's order list claims the guest
// orders of that device. Only the secret's SHA-256 is stored, and no answer but the issuing one
// carries the secret; the device id itself is no proof (it travels in every signed request).
// A kiosk's device is shared by every customer at the screen: its orders are never claimed.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { hashToken } from '../auth/tokens';
import type { Db } from '../db/db';
import type { Venue } from '../wire/venue';

/** Issued device ids: `dev_` + 24 hex digits (the pattern tells them from older client-made ids). */
export const DEVICE_ID_PATTERN = '^dev_[0-9a-f]{24}$';
/** Device registrations per address and window: each is a row, so a flood is refused. */
export const DEVICE_REGISTRATIONS_PER_ADDRESS = 300;
export const DEVICE_REGISTRATION_WINDOW_MS = 15 * 60_000;

/** A kiosk venue (self family, or settings.usage 'kiosk'): one device shared by every customer. */
export const isKioskVenue = (venue: Venue): boolean =>
  venue.family === 'self' || (venue.settings as Record<string, unknown>).usage === 'kiosk';

/** A new device: its id and secret (answered once, never stored in the clear). */
export async function issueDevice(
  db: Db,
  venue: Venue | null,
  now: number,
): Promise<{ deviceId: string; deviceSecret: string; shared: boolean }> {
  const deviceId = `dev_${randomBytes(12).toString('hex')}`;
  const deviceSecret = randomBytes(32).toString('base64url');
  const shared = !!venue && isKioskVenue(venue);
  await db.query('INSERT INTO devices (device_id, secret_hash, shared, created_at) VALUES ($1, $2, $3, $4)', [
    deviceId,
    hashToken(deviceSecret),
    shared,
    now,
  ]);
  return { deviceId, deviceSecret, shared };
}

/** Whether a device id and secret prove a device whose guest orders may be claimed (issued here, right secret, not shared). */
export async function deviceProven(db: Db, deviceId: unknown, secret: unknown): Promise<boolean> {
  if (typeof deviceId !== 'string' || typeof secret !== 'string' || !deviceId || !secret) return false;
  const row = (
    await db.query<{ secret_hash: string; shared: boolean }>(
      'SELECT secret_hash, shared FROM devices WHERE device_id = $1',
      [deviceId],
    )
  )[0];
  const want = Buffer.from(row?.secret_hash ?? hashToken(''), 'hex');
  const got = Buffer.from(hashToken(secret), 'hex');
  return !!row && timingSafeEqual(got, want) && !row.shared;
}

/** Whether an order placed now from this device must never be claimed: a kiosk venue, or a shared (kiosk) device. */
export async function sharedDevice(db: Db, venue: Venue, deviceId: string | null): Promise<boolean> {
  if (isKioskVenue(venue)) return true;
  if (!deviceId) return false;
  return (
    (await db.query<{ shared: boolean }>('SELECT shared FROM devices WHERE device_id = $1', [deviceId]))[0]?.shared ===
    true
  );
}

/**
 * Gives the signed-in customer the guest orders of a proven device (not kiosk orders, not orders
 * already someone's). Returns how many were claimed.
 */
export async function claimDeviceOrders(db: Db, userId: string, deviceId: unknown, secret: unknown): Promise<number> {
  if (!(await deviceProven(db, deviceId, secret))) return 0;
  return (
    await db.query(
      'UPDATE orders SET user_id = $1 WHERE device_id = $2 AND user_id IS NULL AND NOT shared_device RETURNING 1',
      [userId, deviceId],
    )
  ).length;
}

/** A stored cart as answered: without the device id it was priced for (a credential's half, and another caller's). */
export function publicCart(cart: Record<string, unknown>): Record<string, unknown> {
  if (!cart || typeof cart !== 'object' || !('deviceId' in cart)) return cart;
  const { deviceId, ...rest } = cart;
  void deviceId;
  return rest;
}
