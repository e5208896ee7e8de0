// Service numbers of an ordering mode with a range of its own (issue 30, migration 078): the venue's
// `service_ranges.<mode>` set up in the console, its last number in `service_no_by_mode.<mode>`. Called
// inside the order's transaction after nextOrderNumbers took the venue row lock, so numbers of one
// venue are handed out one at a time. A mode without a range answers null: the venue's one counter is used.
import type { Db } from '../db/db';
import { nextServiceNumber } from '../../src/domain/serviceNumber';
import type { ServiceRangeMode } from '../../src/domain/serviceRanges';

export async function modeServiceNumber(tx: Db, shopId: string, mode: ServiceRangeMode): Promise<number | null> {
  const row = (
    await tx.query<{ r: { first?: unknown; last?: unknown } | null; cur: string | null }>(
      'SELECT service_ranges -> $2::text AS r, service_no_by_mode ->> $2::text AS cur FROM venues WHERE shop_id = $1',
      [shopId, mode],
    )
  )[0];
  if (!row?.r) return null;
  const next = nextServiceNumber(row.cur, { min: row.r.first, max: row.r.last });
  await tx.query(
    `UPDATE venues SET service_no_by_mode = service_no_by_mode || jsonb_build_object($2::text, $3::int) WHERE shop_id = $1`,
    [shopId, mode, next],
  );
  return next;
}
