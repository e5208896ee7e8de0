// Selling tickets (svcOrder, issue 17): the rules are checked, the tickets are taken from the pool by
// ONE conditional UPDATE (`sold + n <= capacity`, backed by the table's CHECK), so any number of
// concurrent buyers on any number of server processes never oversell; then the booking, its ticket
// codes and the order the customer pays (orders row, order_type 'ticket') are written in the same
// transaction. Unpaid bookings hold their tickets for the venue's hold time, then give them back.
import { randomBytes } from 'node:crypto';
import { fail, localDate, parkingFee, passEndDate, validateParking, validatePassDates, type ParkingTariff, type ValidationResult } from '../../src/domain/index';
import type { RefusalCode } from '../../src/domain/index';
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
  startsAt: number;
  entryAt: number | null;
  exitAt: number | null;
  startDate: string | null;
  endDate: string | null;
}

/** Checks a sale against spec 5 and prices it (no writes). Throws a Refusal. */
export function priceSale(venue: Venue, tariff: ParkingTariff | null, s: SaleInput, now: number): Sale {
  const tz = venueTz(venue);
  const tooMany = s.quantity > s.pool.max_per_booking ? ruleRefusal(fail('ticketCountTooMany', { max: s.pool.max_per_booking })) : null;
  if (tooMany) throw tooMany;
  if (s.pool.kind === 'parking') {
    if (!tariff) throw refusal(422, 'ticket.pool-unknown', 'This venue has no parking tariff.');
    const entry = Number(s.entryTime);
    const exit = Number(s.exitTime);
    const bad = ruleRefusal(validateParking({ entry, exit, now, quantity: s.quantity, tariff }));
    if (bad) throw bad;
    return { totalCents: parkingFee(entry, exit, tariff, tz).cents * s.quantity, startsAt: entry, entryAt: entry, exitAt: exit, startDate: null, endDate: null };
  }
  const start = String(s.startDate ?? '');
  const end = passEndDate(start, s.pool.days);
  const bad = ruleRefusal(validatePassDates({ start, end, today: localDate(now, tz), quantity: s.quantity, rules: { days: s.pool.days, maxAheadDays: s.pool.max_ahead_days } }));
  if (bad) throw bad;
  return { totalCents: s.pool.price_cents * s.quantity, startsAt: zonedMidnight(start, tz), entryAt: null, exitAt: null, startDate: start, endDate: end };
}

/** Gives back the tickets of this pool's unpaid bookings older than the hold time (inside the caller's transaction). */
export async function releaseExpiredHolds(tx: Db, poolId: string, now: number, holdMinutes: number): Promise<number> {
  const gone = await tx.query<{ quantity: number }>(
    `UPDATE ticket_bookings b SET status = 'expired' FROM orders o
      WHERE b.pool_id = $1 AND b.status = 'pending' AND b.created_at < $2::bigint AND o.transaction_id = b.transaction_id AND NOT o.paid
      RETURNING b.quantity`, [poolId, now - holdMinutes * 60_000]);
  const n = gone.reduce((s, r) => s + Number(r.quantity), 0);
  if (n > 0) await tx.query('UPDATE ticket_pools SET sold = sold - $2 WHERE pool_id = $1', [poolId, n]);
  return n;
}

/** Takes n tickets from the pool, or answers how many are left (never more than the capacity, on any process). */
export async function takeTickets(tx: Db, poolId: string, n: number): Promise<{ ok: true } | { ok: false; remaining: number }> {
  const took = await tx.query('UPDATE ticket_pools SET sold = sold + $2 WHERE pool_id = $1 AND sold + $2 <= capacity RETURNING sold', [poolId, n]);
  if (took.length) return { ok: true };
  const left = (await tx.query<{ remaining: number }>('SELECT (capacity - sold)::int AS remaining FROM ticket_pools WHERE pool_id = $1', [poolId]))[0];
  return { ok: false, remaining: Math.max(0, Number(left?.remaining ?? 0)) };
}

/** The order row a ticket payment goes through (order_type 'ticket'): the sandbox and orderTracking read it. */
export async function insertTicketOrder(tx: Db, venue: Venue, o: { userId: string; device: string | null; payment: string; totalCents: number; now: number; line: Record<string, unknown>; ticket: Record<string, unknown>; paid?: boolean }) {
  const transactionId = `txn_${randomBytes(12).toString('hex')}`;
  const short = randomBytes(3).toString('hex').toUpperCase();
  const orderNo = `T${short.slice(0, 4)}`;
  const day = new Date(o.now).toISOString().slice(0, 10).replace(/-/g, '');
  const billNo = `${venue.shopId.replace(/^demo-/, '').toUpperCase()}-${day}-T${short}`;
  // A free sale is paid at once; a free extension waits for the customer's zeroTxn (paid: false).
  const paid = o.paid ?? o.totalCents === 0;
  const cart = {
    itemList: [o.line], totalAmount: o.totalCents, originalAmount: o.totalCents, billType: 2, transactionId, billNo, payment: o.payment,
    paid, orderTime: o.now, uploaded: true, ticket: o.ticket,
  };
  await tx.query(
    `INSERT INTO orders (transaction_id, shop_id, bill_no, order_no, service_no, device_id, user_id, table_no, order_type, payment, total_cents, cart, status, paid, pay_status, sent, created_at, status_at, paid_at)
     VALUES ($1, $2, $3, $4, 0, $5, $6, NULL, 'ticket', $7, $8, $9, 'placed', $10, $11, $10, $12, $12, $13)`,
    [transactionId, venue.shopId, billNo, orderNo, o.device, o.userId, o.payment, o.totalCents, cart, paid, paid ? 'paid' : 'unpaid', o.now, paid ? o.now : null],
  );
  return { transactionId, orderNo, billNo, paid };
}

export interface Sold {
  bookingId: string; transactionId: string; orderNo: string; totalCents: number; payment: string; paid: boolean; status: 'pending' | 'paid';
  payUrl: string | null; codes: string[];
}

/** Sells a booking inside the caller's transaction (the idempotency key's). Throws a Refusal when sold out. */
export async function sell(tx: Db, venue: Venue, s: SaleInput & { userId: string; device: string | null; policy: Policy; sale: Sale; now: number }): Promise<Sold> {
  await releaseExpiredHolds(tx, s.pool.pool_id, s.now, s.policy.holdMinutes);
  const took = await takeTickets(tx, s.pool.pool_id, s.quantity);
  if (!took.ok)
    throw refusal(422, 'ticket.sold-out', took.remaining > 0 ? `Only ${took.remaining} left; please choose fewer tickets.` : 'Sold out: these tickets were just taken.', { remaining: took.remaining });
  const payment = s.sale.totalCents === 0 ? 'zero' : s.payment;
  const bookingId = `tb_${randomBytes(9).toString('hex')}`;
  const line = { pluId: s.pool.pool_id, pluName1: s.pool.name1, pluName2: s.pool.name2, quantity: s.quantity, price: Math.round(s.sale.totalCents / s.quantity), amount: s.sale.totalCents };
  const ticket = { bookingId, kind: s.pool.kind, entryTime: s.sale.entryAt, exitTime: s.sale.exitAt, startDate: s.sale.startDate, endDate: s.sale.endDate };
  const order = await insertTicketOrder(tx, venue, { userId: s.userId, device: s.device, payment, totalCents: s.sale.totalCents, now: s.now, line, ticket });
  const status = order.paid ? 'paid' : 'pending';
  await tx.query(
    `INSERT INTO ticket_bookings (booking_id, shop_id, pool_id, user_id, kind, quantity, entry_at, exit_at, start_date, end_date, starts_at, amount_cents, transaction_id, payment, status, created_at, paid_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)`,
    [bookingId, venue.shopId, s.pool.pool_id, s.userId, s.pool.kind, s.quantity, s.sale.entryAt, s.sale.exitAt, s.sale.startDate, s.sale.endDate, s.sale.startsAt,
      s.sale.totalCents, order.transactionId, payment, status, s.now, order.paid ? s.now : null],
  );
  const codes: string[] = [];
  for (let i = 1; i <= s.quantity; i++) {
    const code = newTicketCode(s.pool.kind);
    await tx.query('INSERT INTO tickets (code, booking_id, seq) VALUES ($1, $2, $3)', [code, bookingId, i]);
    codes.push(code);
  }
  return {
    bookingId, transactionId: order.transactionId, orderNo: order.orderNo, totalCents: s.sale.totalCents, payment, paid: order.paid, status,
    payUrl: order.paid ? null : `/sandbox/pay/${order.transactionId}`, codes: order.paid ? codes : [],
  };
}
