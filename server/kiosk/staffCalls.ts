// Customers' calls for staff from a kiosk (issue 19): one open call per kiosk device at a time (a
// second press while staff have not answered returns the same call), listed live on the staff
// alerts screen until a member of staff acknowledges it.
import type { Db } from '../db/db';

export const STAFF_CALL_OPEN_MAX = 50;
/** Acknowledged calls stay in the staff list this long, then only open ones show. */
export const STAFF_CALL_RECENT_MS = 15 * 60_000;

interface CallRow {
  call_id: string | number;
  device_id: string;
  table_no: string;
  created_at: string | number;
  acked_at: string | number | null;
  acked_by: string | null;
}

export const callOut = (r: CallRow) => ({
  callId: String(r.call_id),
  deviceId: r.device_id,
  tableNo: r.table_no,
  createdAt: Number(r.created_at),
  ackedAt: r.acked_at === null ? null : Number(r.acked_at),
  open: r.acked_at === null,
});

/** Opens a call for a device (or returns its open one). Returns null when the venue has too many open calls. */
export async function openStaffCall(db: Db, shopId: string, deviceId: string, tableNo: string, now: number) {
  return db.tx(async (tx) => {
    await tx.query('SELECT 1 FROM venues WHERE shop_id = $1 FOR UPDATE', [shopId]);
    if (deviceId) {
      const open = await tx.query<CallRow>(
        'SELECT * FROM staff_calls WHERE shop_id = $1 AND device_id = $2 AND acked_at IS NULL ORDER BY call_id DESC LIMIT 1',
        [shopId, deviceId],
      );
      if (open[0]) return { call: callOut(open[0]), created: false };
    }
    const count = await tx.query<{ c: number }>(
      'SELECT count(*)::int AS c FROM staff_calls WHERE shop_id = $1 AND acked_at IS NULL',
      [shopId],
    );
    if (Number(count[0]?.c) >= STAFF_CALL_OPEN_MAX) return null;
    const row = await tx.query<CallRow>(
      'INSERT INTO staff_calls (shop_id, device_id, table_no, created_at) VALUES ($1, $2, $3, $4) RETURNING *',
      [shopId, deviceId, tableNo, now],
    );
    return { call: callOut(row[0]), created: true };
  });
}

export async function listStaffCalls(db: Db, shopId: string, now: number) {
  const rows = await db.query<CallRow>(
    'SELECT * FROM staff_calls WHERE shop_id = $1 AND (acked_at IS NULL OR acked_at > $2::bigint) ORDER BY (acked_at IS NULL) DESC, created_at DESC LIMIT 100',
    [shopId, now - STAFF_CALL_RECENT_MS],
  );
  return rows.map(callOut);
}

/** Acknowledges a call of the venue; idempotent. Null when the venue has no such call. */
export async function ackStaffCall(db: Db, shopId: string, callId: string, userId: string, now: number) {
  if (!/^\d{1,18}$/.test(callId)) return null;
  const changed = await db.query(
    'UPDATE staff_calls SET acked_at = $3, acked_by = $4 WHERE shop_id = $1 AND call_id = $2::bigint AND acked_at IS NULL RETURNING 1',
    [shopId, callId, now, userId],
  );
  const row = (
    await db.query<CallRow>('SELECT * FROM staff_calls WHERE shop_id = $1 AND call_id = $2::bigint', [shopId, callId])
  )[0];
  return row ? { call: callOut(row), changed: changed.length > 0 } : null;
}
