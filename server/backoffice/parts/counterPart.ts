// The `counter` part of the venue document (issue 30): service-number ranges per ordering mode and
// the tables of table service. Both live in the venues row: `service_ranges` (migration 078), `tables`
// ([{ tabNo, tabName }], what the table-service calls read), and `service_no` — the kiosk's range,
// which the kiosk's service-number call and every order use today. Written inside the publish or
// rollback transaction; a value that breaks a rule is refused with every issue, nothing written.
import type { Db } from '../../db/db';
import { DEFAULT_SERVICE_RANGE } from '../../../src/domain/serviceNumber';
import { checkCounter, readCounter, type CounterDoc } from '../../../src/domain/venueCounter';
import { ConfigRefused } from '../versions';
import type { PartIssue } from './index';

interface Row {
  tables: unknown;
  service_ranges: unknown;
  service_no: { min?: unknown; max?: unknown } | null;
}

/**
 * The live value. A venue set up before the part existed has no kiosk range stored: its service_no
 * (the one range it numbers with) reads as the kiosk's.
 */
export async function read(db: Db, shopId: string): Promise<CounterDoc> {
  const row = (
    await db.query<Row>('SELECT tables, service_ranges, service_no FROM venues WHERE shop_id = $1', [shopId])
  )[0];
  if (!row) return readCounter({});
  const doc = readCounter({ ranges: row.service_ranges, tables: row.tables });
  const min = Number(row.service_no?.min);
  const max = Number(row.service_no?.max);
  if (!doc.ranges.kiosk && min > 0 && max >= min) doc.ranges.kiosk = { first: min, last: max };
  return doc;
}

export function check(value: CounterDoc): PartIssue[] {
  return checkCounter(value).map(({ path, code, message }) => ({ path, code, message }));
}

/** Writes the value to the venues row (inside the publish or rollback transaction). */
export async function apply(db: Db, shopId: string, value: CounterDoc): Promise<void> {
  const issues = check(value);
  if (issues.length) throw new ConfigRefused('config.resources', issues.map((i) => i.message).join(' '), { issues });
  const kiosk = value.ranges.kiosk;
  const serviceNo = kiosk ? { min: kiosk.first, max: kiosk.last } : { ...DEFAULT_SERVICE_RANGE };
  const tables = value.tables.map((t) => ({ tabNo: t.tabNo.trim(), tabName: t.tabName.trim() }));
  await db.query(
    `UPDATE venues SET tables = $2::text::jsonb, service_ranges = $3::text::jsonb, service_no = $4::text::jsonb
      WHERE shop_id = $1`,
    [shopId, JSON.stringify(tables), JSON.stringify(value.ranges), JSON.stringify(serviceNo)],
  );
}

const range = {
  type: 'object',
  additionalProperties: false,
  required: ['first', 'last'],
  properties: {
    first: { type: 'integer', minimum: 0, maximum: 10_000_000 },
    last: { type: 'integer', minimum: 0, maximum: 10_000_000 },
  },
};

/** The JSON shape a draft's `counter` may have (sizes only: meaning is checked by `check`). */
export const COUNTER_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ranges: {
      type: 'object',
      additionalProperties: false,
      properties: { kiosk: range, cashier: range, table: range },
    },
    tables: {
      type: 'array',
      maxItems: 1000,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['tabNo', 'tabName'],
        properties: { tabNo: { type: 'string', maxLength: 40 }, tabName: { type: 'string', maxLength: 200 } },
      },
    },
  },
};
