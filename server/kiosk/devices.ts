// Enrolled kiosks (issue 27 findings 4, 5, 8, 14). The kiosk-only calls answer a device a venue
// administrator enrolled, never "anyone with the venue's signed identity" (the shop key and site id
// are public). An administrator makes a one-time enrolment code (8 characters, 30 minutes, stored as
// SHA-256 only); the kiosk redeems it once and keeps the signed device credential it gets back in its
// encrypted settings store (src/features/kiosk/device.ts), sending it as header x-kiosk-device. The
// credential is `kd1.<device id>.<HMAC>` (key derived from TOKEN_SECRET for this one purpose, over
// venue | device id), so a made-up id is refused without a database read; a signed one is then looked
// up (venue, not revoked), so revoking in the console ends it at once on every process.
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { RefusalCode } from '../../src/domain/index';
import { tokenSecret } from '../auth/tokens';
import type { Db } from '../db/db';
import { HttpAnswer } from '../wire/answers';
import type { Ctx } from '../wire/define';
import type { KioskDevice } from '../../src/generated/calls';

export const KIOSK_DEVICE_HEADER = 'x-kiosk-device';
export const ENROL_CODE_MS = 30 * 60_000;
/** No 0/O, 1/I/L: a code is read off a screen and typed on a kiosk. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const ENROL_CODE_LENGTH = 8;
const CREDENTIAL_RE = /^kd1\.(k[0-9a-f]{20})\.([0-9a-f]{64})$/;

const key = (): Buffer => createHmac('sha256', tokenSecret()).update('kiosk-device-credential').digest();
const mac = (shopId: string, deviceId: string): string =>
  createHmac('sha256', key()).update(`kd1|${shopId}|${deviceId}`).digest('hex');
const sha256 = (s: string): string => createHash('sha256').update(s).digest('hex');

/** The credential of a device of a venue (what the kiosk stores). */
export const deviceCredential = (shopId: string, deviceId: string): string =>
  `kd1.${deviceId}.${mac(shopId, deviceId)}`;

/** Upper case, no spaces or dashes: the code as typed or scanned. */
export const normaliseEnrolCode = (raw: string): string => raw.toUpperCase().replace(/[\s-]/g, '');

export async function createEnrolCode(
  db: Db,
  shopId: string,
  by: string,
  name: string,
  now: number,
): Promise<{ code: string; expiresAt: number }> {
  let code = '';
  for (let i = 0; i < ENROL_CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  const expiresAt = now + ENROL_CODE_MS;
  await db.query(
    'INSERT INTO kiosk_enrolment_codes (code_hash, shop_id, name, created_by, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6)',
    [sha256(`${shopId}|${code}`), shopId, name, by, now, expiresAt],
  );
  return { code, expiresAt };
}

/** Redeems a code of this venue once (one statement claims it): the new device and its credential, or null. */
export async function redeemEnrolCode(
  db: Db,
  shopId: string,
  rawCode: string,
  now: number,
): Promise<{ deviceId: string; name: string; credential: string } | null> {
  const code = normaliseEnrolCode(rawCode);
  if (code.length !== ENROL_CODE_LENGTH) return null;
  return db.tx(async (tx) => {
    const deviceId = `k${randomBytes(10).toString('hex')}`;
    const claimed = await tx.query<{ name: string; created_by: string | null }>(
      `UPDATE kiosk_enrolment_codes SET used_at = $3 WHERE code_hash = $1 AND shop_id = $2 AND used_at IS NULL AND expires_at > $3 RETURNING name, created_by`,
      [sha256(`${shopId}|${code}`), shopId, now],
    );
    const c = claimed[0];
    if (!c) return null;
    await tx.query(
      'INSERT INTO kiosk_devices (device_id, shop_id, name, enrolled_at, enrolled_by) VALUES ($1, $2, $3, $4, $5)',
      [deviceId, shopId, c.name, now, c.created_by],
    );
    await tx.query('UPDATE kiosk_enrolment_codes SET device_id = $2 WHERE code_hash = $1', [
      sha256(`${shopId}|${code}`),
      deviceId,
    ]);
    return { deviceId, name: c.name, credential: deviceCredential(shopId, deviceId) };
  });
}

/** The enrolled, unrevoked device a credential names at this venue, or null. */
export async function enrolledDevice(db: Db, shopId: string, credential: string | undefined): Promise<string | null> {
  const m = credential ? CREDENTIAL_RE.exec(credential) : null;
  if (!m) return null;
  const want = Buffer.from(mac(shopId, m[1]), 'hex');
  const got = Buffer.from(m[2], 'hex');
  if (got.length !== want.length || !timingSafeEqual(got, want)) return null;
  const row = await db.query(
    'SELECT 1 FROM kiosk_devices WHERE device_id = $1 AND shop_id = $2 AND revoked_at IS NULL',
    [m[1], shopId],
  );
  return row.length ? m[1] : null;
}

export const NOT_ENROLLED_MESSAGE =
  'This device is not an enrolled kiosk of this venue. Ask a venue administrator for an enrolment code.';

/** The enrolled kiosk making this call (header x-kiosk-device); 401 device.not-enrolled otherwise. */
export async function requireKiosk(ctx: Pick<Ctx, 'db' | 'venue' | 'req'>): Promise<string> {
  const h = ctx.req.headers[KIOSK_DEVICE_HEADER];
  const device = await enrolledDevice(ctx.db, ctx.venue!.shopId, typeof h === 'string' ? h : undefined);
  if (!device)
    throw new HttpAnswer(401, {
      success: false,
      dispMsg: NOT_ENROLLED_MESSAGE,
      result: { code: 'device.not-enrolled' satisfies RefusalCode },
    });
  return device;
}

export async function listDevices(db: Db, shopId: string): Promise<KioskDevice[]> {
  const rows = await db.query<{
    device_id: string;
    name: string;
    enrolled_at: string | number;
    revoked_at: string | number | null;
    reader_id: string | null;
  }>(
    `SELECT d.device_id, d.name, d.enrolled_at, d.revoked_at, r.reader_id
       FROM kiosk_devices d LEFT JOIN kiosk_card_readers r ON r.shop_id = d.shop_id AND r.device_id = d.device_id
      WHERE d.shop_id = $1 ORDER BY (d.revoked_at IS NULL) DESC, d.enrolled_at DESC LIMIT 200`,
    [shopId],
  );
  return rows.map((r) => ({
    deviceId: r.device_id,
    name: r.name,
    enrolledAt: Number(r.enrolled_at),
    revokedAt: r.revoked_at === null ? null : Number(r.revoked_at),
    active: r.revoked_at === null,
    readerId: r.reader_id,
  }));
}

/** Revokes a device of the venue (idempotent); false when the venue has no such device. */
export async function revokeDevice(
  db: Db,
  shopId: string,
  deviceId: string,
  by: string,
  now: number,
): Promise<boolean> {
  await db.query(
    'UPDATE kiosk_devices SET revoked_at = $3, revoked_by = $4 WHERE device_id = $1 AND shop_id = $2 AND revoked_at IS NULL',
    [deviceId, shopId, now, by],
  );
  return (
    (await db.query('SELECT 1 FROM kiosk_devices WHERE device_id = $1 AND shop_id = $2', [deviceId, shopId])).length > 0
  );
}
