// Kiosk reports (issue 19, spec 2): daily, transaction, sales, cash in and out, computed from the
// venue's real orders of one local day (the venue's time zone, venues.hours.tz) and the cash moves
// staff recorded. Money in integer cents. An order counts once it is ordered: paid, sent to the
// kitchen, or cash (cash is sent at once); online orders never paid are not sales.
import { addDays, localToInstant, zonedParts, type KioskReport } from '../../src/domain/index';
import type { Db } from '../db/db';
import { venueZone } from '../bookings/store';
import type { Venue } from '../wire/venue';

const ORDERED = "(o.paid OR o.sent OR o.payment = 'cash')";

interface OrderRow {
  transaction_id: string;
  order_no: string;
  created_at: string | number;
  payment: string;
  order_type: string;
  total_cents: string | number;
  paid: boolean;
  status: string;
  table_no: string | null;
  cart: { itemList?: Record<string, unknown>[] } | null;
}
interface MoveRow {
  move_id: string | number;
  direction: 'in' | 'out';
  amount_cents: string | number;
  reason: string;
  user_id: string | null;
  created_at: string | number;
}

export interface ReportDay {
  date: string;
  timeZone: string;
  from: number;
  to: number;
}

/** The local day `date` (YYYY-MM-DD, default today at `now`) of the venue: its start and end instants. */
export function reportDay(venue: Venue, now: number, date?: string): ReportDay | null {
  const tz = venueZone(venue);
  const day = date || zonedParts(now, tz).date;
  const from = localToInstant(day, 0, tz);
  const to = localToInstant(addDays(day, 1), 0, tz);
  if (from === null || to === null || !(to > from)) return null;
  return { date: day, timeZone: tz, from, to };
}

async function ordersOf(db: Db, shopId: string, d: ReportDay): Promise<OrderRow[]> {
  return db.query<OrderRow>(
    `SELECT o.transaction_id, o.order_no, o.created_at, o.payment, o.order_type, o.total_cents, o.paid, o.status, o.table_no, o.cart
       FROM orders o WHERE o.shop_id = $1 AND o.created_at >= $2::bigint AND o.created_at < $3::bigint AND ${ORDERED}
      ORDER BY o.created_at, o.order_no`,
    [shopId, d.from, d.to],
  );
}

async function movesOf(db: Db, shopId: string, d: ReportDay): Promise<MoveRow[]> {
  return db.query<MoveRow>(
    'SELECT move_id, direction, amount_cents, reason, user_id, created_at FROM kiosk_cash_moves WHERE shop_id = $1 AND created_at >= $2::bigint AND created_at < $3::bigint ORDER BY created_at, move_id',
    [shopId, d.from, d.to],
  );
}

const sumBy = <T>(rows: T[], key: (r: T) => string, cents: (r: T) => number) => {
  const m = new Map<string, { key: string; count: number; totalCents: number }>();
  for (const r of rows) {
    const k = key(r);
    const e = m.get(k) ?? { key: k, count: 0, totalCents: 0 };
    e.count += 1;
    e.totalCents += cents(r);
    m.set(k, e);
  }
  return [...m.values()].sort((a, b) => b.totalCents - a.totalCents || a.key.localeCompare(b.key));
};

const n = (v: unknown): number => (Number.isFinite(Number(v)) ? Math.round(Number(v)) : 0);

/** One report of one day, as plain data (cents). */
export async function buildReport(db: Db, venue: Venue, report: KioskReport, d: ReportDay) {
  const head = { report, date: d.date, timeZone: d.timeZone, from: d.from, to: d.to };
  const orders =
    report === 'cash' || report === 'daily' || report === 'transaction' || report === 'sales'
      ? await ordersOf(db, venue.shopId, d)
      : [];
  const total = (o: OrderRow) => n(o.total_cents);
  if (report === 'transaction') {
    return {
      ...head,
      count: orders.length,
      totalCents: orders.reduce((s, o) => s + total(o), 0),
      transactions: orders.map((o) => ({
        orderNo: o.order_no,
        createdAt: n(o.created_at),
        payment: o.payment,
        orderType: o.order_type,
        tableNo: o.table_no ?? '',
        totalCents: total(o),
        paid: o.paid === true || o.payment === 'cash',
        status: o.status,
        items: (o.cart?.itemList ?? []).reduce((s, l) => s + n(l.quantity), 0),
      })),
    };
  }
  if (report === 'sales') {
    const lines = new Map<
      string,
      { pluId: string; name1: string; name2: string; quantity: number; amountCents: number }
    >();
    for (const o of orders)
      for (const l of o.cart?.itemList ?? []) {
        const id = String(l.pluId ?? '');
        const e = lines.get(id) ?? {
          pluId: id,
          name1: String(l.pluName1 ?? id),
          name2: String(l.pluName2 ?? l.pluName1 ?? id),
          quantity: 0,
          amountCents: 0,
        };
        e.quantity += n(l.quantity);
        e.amountCents += n(l.amount);
        lines.set(id, e);
      }
    const items = [...lines.values()].sort((a, b) => b.amountCents - a.amountCents || a.pluId.localeCompare(b.pluId));
    return {
      ...head,
      orders: orders.length,
      quantity: items.reduce((s, i) => s + i.quantity, 0),
      totalCents: items.reduce((s, i) => s + i.amountCents, 0),
      items,
    };
  }
  if (report === 'cash') {
    const moves = await movesOf(db, venue.shopId, d);
    const cashSalesCents = orders.filter((o) => o.payment === 'cash').reduce((s, o) => s + total(o), 0);
    const inCents = moves.filter((m) => m.direction === 'in').reduce((s, m) => s + n(m.amount_cents), 0);
    const outCents = moves.filter((m) => m.direction === 'out').reduce((s, m) => s + n(m.amount_cents), 0);
    return {
      ...head,
      cashOrders: orders.filter((o) => o.payment === 'cash').length,
      cashSalesCents,
      cashInCents: inCents,
      cashOutCents: outCents,
      drawerCents: cashSalesCents + inCents - outCents,
      moves: moves.map((m) => ({
        moveId: String(m.move_id),
        direction: m.direction,
        amountCents: n(m.amount_cents),
        reason: m.reason,
        createdAt: n(m.created_at),
      })),
    };
  }
  const totalCents = orders.reduce((s, o) => s + total(o), 0);
  return {
    ...head,
    orders: orders.length,
    totalCents,
    averageCents: orders.length ? Math.round(totalCents / orders.length) : 0,
    paidCents: orders.filter((o) => o.paid).reduce((s, o) => s + total(o), 0),
    byPayment: sumBy(orders, (o) => o.payment, total),
    byOrderType: sumBy(orders, (o) => o.order_type, total),
  };
}
