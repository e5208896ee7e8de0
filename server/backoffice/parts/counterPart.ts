// The `counter` part of the venue document (issue 30): service-number ranges per ordering mode and
// the tables of table service. Both live in the venues row: `service_ranges` (migration 078), `tables`
// ([{ tabNo, tabName }], what the table-service calls read), and `service_no` — the kiosk's range,
// which the kiosk's service-number call and every order use today. Written inside the publish or
// rollback transaction; a value that breaks a rule is refused with every issue, nothing written.
// Taking off a table with an open table-service session is refused, each session named.
import type { Db } from '../../db/db';
import { DEFAULT_SERVICE_RANGE } from '../../../src/domain/serviceNumber';
import { zonedParts } from '../../../src/domain/index';
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

/** An open table-service session at a table the change takes off (config.resourceBooked, detail `sessions`). */
export interface OpenTableSession {
  tabNo: string;
  tabName: string;
  /** When it was opened, in the venue's time zone (YYYY-MM-DD, HH:MM). */
  date: string;
  time: string;
  /** Orders placed in it so far. */
  orders: number;
}

/** Refuses when a table taken off has an open (not closed, not expired) table-service session. */
async function refuseOpenSessions(db: Db, shopId: string, value: CounterDoc, now: number): Promise<void> {
  const kept = value.tables.map((t) => t.tabNo.trim());
  const rows = await db.query<{
    table_no: string;
    created_at: string;
    orders: string;
    tz: string | null;
    tabs: unknown;
  }>(
    `SELECT s.table_no, s.created_at, v.hours->>'tz' AS tz, v.tables AS tabs,
            (SELECT count(*) FROM orders o WHERE o.session_id = s.session_id) AS orders
       FROM table_sessions s JOIN venues v ON v.shop_id = s.shop_id
      WHERE s.shop_id = $1 AND s.closed_at IS NULL AND s.expires_at > $2::bigint AND NOT (s.table_no = ANY($3::text[]))
      ORDER BY s.created_at`,
    [shopId, now, kept],
  );
  if (!rows.length) return;
  const names = new Map(
    (Array.isArray(rows[0].tabs) ? (rows[0].tabs as { tabNo?: unknown; tabName?: unknown }[]) : []).map((t) => [
      String(t.tabNo ?? ''),
      String(t.tabName ?? ''),
    ]),
  );
  const sessions: OpenTableSession[] = rows.map((r) => {
    const at = zonedParts(Number(r.created_at), r.tz || 'Australia/Brisbane');
    return {
      tabNo: r.table_no,
      tabName: names.get(r.table_no) || r.table_no,
      date: at.date,
      time: at.time,
      orders: Number(r.orders),
    };
  });
  const named = sessions.map((x) => `${x.tabName} (table ${x.tabNo}, open since ${x.time}, ${x.orders} orders)`);
  throw new ConfigRefused(
    'config.resourceBooked',
    `These tables have an open table-service session: ${named.join('; ')}. Close the sessions first; nothing was changed.`,
    { sessions },
  );
}

/** Writes the value to the venues row (inside the publish or rollback transaction). */
export async function apply(db: Db, shopId: string, value: CounterDoc, now: number): Promise<void> {
  const issues = check(value);
  if (issues.length) throw new ConfigRefused('config.resources', issues.map((i) => i.message).join(' '), { issues });
  await refuseOpenSessions(db, shopId, value, now);
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
