// Selling tickets (svcOrder, issue 17): the rules are checked, the places are taken from the pool's
// capacity of each day the sale counts on (every day of a pass, a parking stay's entry day) by the
// database function take_pool_days (migration 023: conditional UPDATEs under row locks in day order,
// all days or none, a trigger as the last word), so any number of concurrent buyers on any number of
// server processes never oversell a day; then the booking, its ticket
// codes and the order the customer pays (orders row, order_type 'ticket') are written in the same
// transaction. Unpaid bookings hold their tickets for the venue's hold time, then give them back.
import { randomBytes } from 'node:crypto';
import {
  fail,
  localDate,
  parkingFee,
  passDays,
  stayDays,
  passEndDate,
  validateParking,
  validatePassDates,
  type ParkingTariff,
  type ValidationResult,
} from '../../src/domain/index';
import type { RefusalCode } from '../../src/domain/index';
import type { ApiSvcOrderResult } from '../../src/generated/calls';
import type { Db } from '../db/db';
import { Refusal } from '../orders/idempotency';
import { HOSTED_METHODS } from '../orders/pricing';
import type { Venue } from '../wire/venue';
import { type Policy, type PoolRow, venueTz, zonedMidnight } from './store';

export const refusal = (status: number, code: RefusalCode, dispMsg: string, extra: Record<string, unknown> = {}) =>
  new Refusal(status, { success: false, dispMsg, result: { code, ...extra } });

/** A failed rule of spec 5 as a refusal carrying the validation key (the client shows it in its language). */
export function ruleRefusal(r: ValidationResult): Refusal | null {
  return r.ok ? null : refusal(422, 'ticket.invalid', r.message, { key: r.key, values: r.values ?? {} });
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** A ticket code: prefix and 10 random characters (50 bits), unique by the tickets table's primary key. */
export function newTicketCode(kind: 'parking' | 'daterange'): string {
  const bytes = randomBytes(10);
  let s = '';
  for (const b of bytes) s += CODE_ALPHABET[b % CODE_ALPHABET.length];
  return `${kind === 'parking' ? 'PK' : 'PS'}-${s}`;
}

/** The methods a ticket can be paid with online: the venue's hosted methods (no pay-at-counter, no stored value). */
export function ticketMethods(venue: Venue): string[] {
  return venue.payments.map((p) => String(p.payment ?? '')).filter((m) => HOSTED_METHODS.includes(m));
}

export interface SaleInput {
  pool: PoolRow;
  quantity: number;
  payment: string;
  entryTime?: number;
  exitTime?: number;
  startDate?: string;
}

export interface Sale {
  totalCents: number;
  /** The venue-local days the sale counts on against the pool's daily capacity. */
  days: string[];
  startsAt: number;
  entryAt: number | null;
  exitAt: number | null;
  startDate: string | null;
  endDate: string | null;
}

/** Checks a sale against spec 5 and prices it (no writes). Throws a Refusal. */
export function priceSale(venue: Venue, tariff: ParkingTariff | null, s: SaleInput, now: number): Sale {
  const tz = venueTz(venue);
  const tooMany =
    s.quantity > s.pool.max_per_booking
      ? ruleRefusal(fail('ticketCountTooMany', { max: s.pool.max_per_booking }))
      : null;
  if (tooMany) throw tooMany;
  if (s.pool.kind === 'parking') {
    if (!tariff) throw refusal(422, 'ticket.pool-unknown', 'This venue has no parking tariff.');
    const entry = Number(s.entryTime);
    const exit = Number(s.exitTime);
    const bad = ruleRefusal(validateParking({ entry, exit, now, quantity: s.quantity, tariff, tz }));
    if (bad) throw bad;
    return {
      totalCents: parkingFee(entry, exit, tariff, tz).cents * s.quantity,
      days: stayDays(entry, exit, tz),
      startsAt: entry,
      entryAt: entry,
      exitAt: exit,
      startDate: null,
      endDate: null,
    };
  }
  const start = String(s.startDate ?? '');
  const end = passEndDate(start, s.pool.days);
  const bad = ruleRefusal(
    validatePassDates({
      start,
      end,
      today: localDate(now, tz),
      quantity: s.quantity,
      rules: { days: s.pool.days, maxAheadDays: s.pool.max_ahead_days },
    }),
  );
  if (bad) throw bad;
  return {
    totalCents: s.pool.price_cents * s.quantity,
    days: passDays(start, end),
    startsAt: zonedMidnight(start, tz),
    entryAt: null,
    exitAt: null,
    startDate: start,
    endDate: end,
  };
}

/** Gives back the places of this pool's unpaid bookings older than the hold time (inside the caller's transaction). */
export async function releaseExpiredHolds(tx: Db, poolId: string, now: number, holdMinutes: number): Promise<number> {
  const gone = await tx.query<{ quantity: number; days: string[] }>(
    `UPDATE ticket_bookings b SET status = 'expired' FROM orders o
      WHERE b.pool_id = $1 AND b.status = 'pending' AND b.created_at < $2::bigint AND o.transaction_id = b.transaction_id AND NOT o.paid
      RETURNING b.quantity, b.days`,
    [poolId, now - holdMinutes * 60_000],
  );
  for (const g of gone) await givePlaces(tx, poolId, g.days, Number(g.quantity));
  return gone.reduce((s, r) => s + Number(r.quantity), 0);
}

/** Gives n places back on each of the days (a refund, an expired hold). */
export async function givePlaces(tx: Db, poolId: string, days: string[], n: number): Promise<void> {
  await tx.query('SELECT give_pool_days($1, $2::text[], $3)', [poolId, days, n]);
}

/**
 * Takes n places on every one of the days, or none, and answers the fewest left on those days when it
 * cannot. The database function takes them under row locks in day order with a conditional UPDATE
 * (and a trigger refuses any day over the capacity), so no number of processes can oversell a day.
 */
export async function takeTickets(
  tx: Db,
  poolId: string,
  days: string[],
  n: number,
): Promise<{ ok: true } | { ok: false; remaining: number }> {
  const took = await tx.query<{ ok: boolean }>('SELECT take_pool_days($1, $2::text[], $3) AS ok', [poolId, days, n]);
  if (took[0]?.ok) return { ok: true };
  return { ok: false, remaining: Math.min(...(await placesLeft(tx, poolId, days)).values()) };
}

/** The refusal of a sale (or an extension of a stay) when a day it needs has fewer places than asked. */
export function soldOut(remaining: number): Refusal {
  return refusal(
    422,
    'ticket.sold-out',
    remaining > 0 ? `Only ${remaining} left; please choose fewer tickets.` : 'Sold out: these tickets were just taken.',
    { remaining },
  );
}

/** Places left on each of the days (capacity less what is taken). */
export async function placesLeft(db: Db, poolId: string, days: string[]): Promise<Map<string, number>> {
  const rows = await db.query<{ day: string; left: number }>(
    `SELECT d AS day, GREATEST(0, p.capacity - COALESCE(t.sold, 0))::int AS left
       FROM ticket_pools p CROSS JOIN unnest($2::text[]) d LEFT JOIN ticket_pool_days t ON t.pool_id = p.pool_id AND t.day = d
      WHERE p.pool_id = $1`,
    [poolId, days],
  );
  return new Map(rows.map((r) => [r.day, Number(r.left)]));
}

/** The order row a ticket payment goes through (order_type 'ticket'): the sandbox and orderTracking read it. */
export async function insertTicketOrder(
  tx: Db,
  venue: Venue,
  o: {
    userId: string;
    device: string | null;
    payment: string;
    totalCents: number;
    now: number;
    line: Record<string, unknown>;
    ticket: Record<string, unknown>;
    paid?: boolean;
  },
) {
  const transactionId = `txn_${randomBytes(12).toString('hex')}`;
  const short = randomBytes(3).toString('hex').toUpperCase();
  const orderNo = `T${short.slice(0, 4)}`;
  const day = new Date(o.now).toISOString().slice(0, 10).replace(/-/g, '');
  const billNo = `${venue.shopId.replace(/^demo-/, '').toUpperCase()}-${day}-T${short}`;
  // A free sale is paid at once; a free extension waits for the customer's zeroTxn (paid: false).
  const paid = o.paid ?? o.totalCents === 0;
  const cart = {
    itemList: [o.line],
    totalAmount: o.totalCents,
    originalAmount: o.totalCents,
    billType: 2,
    transactionId,
    billNo,
    payment: o.payment,
    paid,
    orderTime: o.now,
    uploaded: true,
    ticket: o.ticket,
  };
  await tx.query(
    `INSERT INTO orders (transaction_id, shop_id, bill_no, order_no, service_no, device_id, user_id, table_no, order_type, payment, total_cents, cart, status, paid, pay_status, sent, created_at, status_at, paid_at)
     VALUES ($1, $2, $3, $4, 0, $5, $6, NULL, 'ticket', $7, $8, $9, 'placed', $10, $11, $10, $12, $12, $13)`,
    [
      transactionId,
      venue.shopId,
      billNo,
      orderNo,
      o.device,
      o.userId,
      o.payment,
      o.totalCents,
      cart,
      paid,
      paid ? 'paid' : 'unpaid',
      o.now,
      paid ? o.now : null,
    ],
  );
  return { transactionId, orderNo, billNo, paid };
}

/** A sold booking as its calls answer it (ApiSvcOrderResult without rtn); the server always names the order and payment. */
export type Sold = Required<Omit<ApiSvcOrderResult, 'rtn'>>;

/** Sells a booking inside the caller's transaction (the idempotency key's). Throws a Refusal when sold out. */
export async function sell(
  tx: Db,
  venue: Venue,
  s: SaleInput & { userId: string; device: string | null; policy: Policy; sale: Sale; now: number },
): Promise<Sold> {
  await releaseExpiredHolds(tx, s.pool.pool_id, s.now, s.policy.holdMinutes);
  const took = await takeTickets(tx, s.pool.pool_id, s.sale.days, s.quantity);
  if (!took.ok) throw soldOut(took.remaining);
  const payment = s.sale.totalCents === 0 ? 'zero' : s.payment;
  const bookingId = `tb_${randomBytes(9).toString('hex')}`;
  const line = {
    pluId: s.pool.pool_id,
    pluName1: s.pool.name1,
    pluName2: s.pool.name2,
    quantity: s.quantity,
    price: Math.round(s.sale.totalCents / s.quantity),
    amount: s.sale.totalCents,
  };
  const ticket = {
    bookingId,
    kind: s.pool.kind,
    entryTime: s.sale.entryAt,
    exitTime: s.sale.exitAt,
    startDate: s.sale.startDate,
    endDate: s.sale.endDate,
  };
  const order = await insertTicketOrder(tx, venue, {
    userId: s.userId,
    device: s.device,
    payment,
    totalCents: s.sale.totalCents,
    now: s.now,
    line,
    ticket,
  });
  const status = order.paid ? 'paid' : 'pending';
  await tx.query(
    `INSERT INTO ticket_bookings (booking_id, shop_id, pool_id, user_id, kind, quantity, entry_at, exit_at, start_date, end_date, starts_at, amount_cents, transaction_id, payment, status, created_at, paid_at, days)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18::text[])`,
    [
      bookingId,
      venue.shopId,
      s.pool.pool_id,
      s.userId,
      s.pool.kind,
      s.quantity,
      s.sale.entryAt,
      s.sale.exitAt,
      s.sale.startDate,
      s.sale.endDate,
      s.sale.startsAt,
      s.sale.totalCents,
      order.transactionId,
      payment,
      status,
      s.now,
      order.paid ? s.now : null,
      s.sale.days,
    ],
  );
  const codes: string[] = [];
  for (let i = 1; i <= s.quantity; i++) {
    const code = newTicketCode(s.pool.kind);
    await tx.query('INSERT INTO tickets (code, booking_id, seq) VALUES ($1, $2, $3)', [code, bookingId, i]);
    codes.push(code);
  }
  return {
    bookingId,
    transactionId: order.transactionId,
    orderNo: order.orderNo,
    totalCents: s.sale.totalCents,
    payment,
    paid: order.paid,
    status,
    payUrl: order.paid ? null : `/sandbox/pay/${order.transactionId}`,
    codes: order.paid ? codes : [],
  };
}
