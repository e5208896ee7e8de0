// A room's bill (party rooms and KTV): food and drinks ordered during the stay go on it, and paying it
// at the end settles everything once — the room time not yet paid online and every order — through
// one order paid on the payment page. Money in integer cents.
//
// Only the booking's own customer reads or adds to it (another customer's booking reads as not found).
// One settlement: the conditional UPDATE that sets settle_txn (WHERE settle_txn IS NULL) starts it, the
// booking row is locked while lines are added, and the payment trigger of migration 023 marks the bill
// settled when its order is paid; a bill being paid or paid takes no more lines and no second settlement.
import { randomBytes } from 'node:crypto';
import { roomOvertime, type RoomOvertime, type TimeBand } from '../../src/domain/index';
import type { BookingBillLine } from '../../src/generated/calls';
import type { Db } from '../db/db';
import type { Venue } from '../wire/venue';
import { BookingRefused, ownBooking } from './book';
import { loadBooking, type BookingRow } from './store';

/** A bill line as the booking calls answer it (their BookingBillLine); the server's always carries its time. */
export type BillLine = Required<BookingBillLine>;

interface Settlement {
  settle_txn: string | null;
  settle_cents: string | null;
  settled_at: string | null;
}

export async function billLines(db: Db, bookingId: string): Promise<BillLine[]> {
  const rows = await db.query<{
    plu_id: string;
    name1: string;
    name2: string;
    quantity: number;
    price_cents: string;
    created_at: string;
  }>(
    'SELECT plu_id, name1, name2, quantity, price_cents, created_at FROM booking_bill_lines WHERE booking_id = $1 ORDER BY line_id',
    [bookingId],
  );
  return rows.map((r) => ({
    pluId: r.plu_id,
    name1: r.name1,
    name2: r.name2,
    quantity: Number(r.quantity),
    priceCents: Number(r.price_cents),
    amountCents: Number(r.price_cents) * Number(r.quantity),
    at: Number(r.created_at),
  }));
}

const ROOM_FAMILIES = ['partyroom', 'ktv'];
/** The stay is on: arrived, or a live booking between its start and the end of its held time. */
const duringStay = (b: BookingRow, now: number) =>
  b.status === 'arrived' ||
  (['received', 'confirmed', 'changed'].includes(b.status) && now >= Number(b.s) && now < Number(b.h));

async function settlementOf(db: Db, bookingId: string, lock = false): Promise<Settlement> {
  return (
    await db.query<Settlement>(
      `SELECT settle_txn, settle_cents, settled_at FROM bookings WHERE booking_id = $1${lock ? ' FOR UPDATE' : ''}`,
      [bookingId],
    )
  )[0];
}

/** The bill line a settlement writes for the overtime charged (its amount fixed from then on). */
export const OVERTIME_LINE = 'overtime';

/**
 * The overtime so far of a room set up from the console with an overtime step (booking_services of
 * migration 064): from the booked end until now, while the bill is open. Once a settlement started,
 * its overtime is a bill line (OVERTIME_LINE) and no more is counted.
 */
async function overtimeOf(db: Db, b: BookingRow, st: Settlement, now: number): Promise<RoomOvertime | null> {
  if (!ROOM_FAMILIES.includes(b.family) || st.settle_txn || st.settled_at !== null) return null;
  if (!(b.status === 'arrived' || b.status === 'received' || b.status === 'confirmed' || b.status === 'changed'))
    return null;
  const r = (
    await db.query<{ step: number | null; base: string; bands: TimeBand[] | null; tz: string | null }>(
      `SELECT s.overtime_minutes AS step, s.price_cents AS base, s.bands, v.hours->>'tz' AS tz
         FROM booking_services s JOIN venues v ON v.shop_id = s.shop_id
        WHERE s.shop_id = $1 AND s.service_id = $2 AND s.min_hours IS NOT NULL`,
      [b.shop_id, b.plu_id ?? ''],
    )
  )[0];
  if (!r?.step) return null;
  const step = Number(r.step);
  // Before the end: the step still shows on the bill, nothing charged yet.
  return (
    roomOvertime(Number(b.e), now, step, r.tz || 'Australia/Brisbane', r.bands ?? [], Number(r.base)) ?? {
      stepMinutes: step,
      steps: 0,
      minutes: 0,
      cents: 0,
    }
  );
}

/** The bill as the customer sees it: the room time, overtime so far, every order, what was paid online, what is due. */
export async function roomBill(db: Db, b: BookingRow, now: number, lang?: string) {
  const lines = await billLines(db, b.booking_id);
  const st = await settlementOf(db, b.booking_id);
  const roomCents = Number(b.price_cents);
  const overtime = await overtimeOf(db, b, st, now);
  const overtimeCents = overtime?.cents ?? 0;
  const ordersCents = lines.reduce((n, l) => n + l.amountCents, 0);
  const paidOnlineCents = Number(b.paid_cents);
  const settled = st.settled_at !== null;
  const dueCents = settled ? 0 : Math.max(0, roomCents + overtimeCents + ordersCents - paidOnlineCents);
  const q = lang ? `?lang=${encodeURIComponent(lang)}` : '';
  return {
    room: {
      pluId: b.plu_id ?? '',
      name1: b.p_name1 ?? '',
      name2: b.p_name2 ?? '',
      resourceName1: b.r_name1 ?? '',
      resourceName2: b.r_name2 ?? '',
      startsAt: Number(b.s),
      endsAt: Number(b.e),
      amountCents: roomCents,
    },
    lines,
    roomCents,
    /** Rooms with an overtime step while the bill is open: the step, the steps started past the booked end and their price. */
    overtime,
    ordersCents,
    paidOnlineCents,
    totalCents: roomCents + overtimeCents + ordersCents,
    dueCents,
    settled,
    settledAt: settled ? Number(st.settled_at) : null,
    settledCents: st.settle_cents === null ? null : Number(st.settle_cents),
    // A settlement started but not paid yet: the customer continues it (same order, same amount).
    payUrl: !settled && st.settle_txn ? `/sandbox/pay/${st.settle_txn}${q}` : '',
    open:
      !settled &&
      !st.settle_txn &&
      ROOM_FAMILIES.includes(b.family) &&
      b.status !== 'cancelled' &&
      b.status !== 'noshow',
  };
}
export type RoomBill = Awaited<ReturnType<typeof roomBill>>;

const settledRefusal = (st: Settlement) =>
  st.settled_at !== null
    ? new BookingRefused('booking.settled', 'This bill is already paid.')
    : new BookingRefused('booking.settled', 'This bill is being paid; finish the payment first.');

/** Food and drinks during a stay go on the room's bill (from its start until its held time ends, or once arrived). */
export async function addToBill(
  db: Db,
  venue: Venue,
  userId: string,
  bookingId: string,
  items: { pluId: string; quantity: number }[],
  now: number,
): Promise<BookingRow> {
  const b = await ownBooking(db, venue.shopId, userId, bookingId);
  if (!ROOM_FAMILIES.includes(b.family))
    throw new BookingRefused('booking.invalid', 'Only a party or KTV room has a bill to order onto.');
  if (!duringStay(b, now))
    throw new BookingRefused('booking.started', 'Food and drinks can be added to the bill during your stay.');
  const plus = await db.query<{
    plu_id: string;
    name1: string;
    name2: string;
    price_cents: string;
    extra: Record<string, unknown>;
  }>('SELECT plu_id, name1, name2, price_cents, extra FROM plus WHERE shop_id = $1 AND plu_id = ANY($2::text[])', [
    venue.shopId,
    items.map((i) => i.pluId),
  ]);
  const byId = new Map(plus.filter((p) => String(p.extra?.timeItem ?? '') !== '1').map((p) => [p.plu_id, p]));
  if (items.some((i) => !byId.has(i.pluId)))
    throw new BookingRefused('booking.invalid', 'Choose food and drinks of this venue.');
  await db.tx(async (tx) => {
    // The booking row is locked: a settlement starting now waits, and a started one refuses the lines.
    const st = await settlementOf(tx, bookingId, true);
    if (st.settle_txn || st.settled_at !== null) throw settledRefusal(st);
    for (const i of items) {
      const p = byId.get(i.pluId)!;
      await tx.query(
        'INSERT INTO booking_bill_lines (booking_id, plu_id, name1, name2, quantity, price_cents, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)',
        [bookingId, p.plu_id, p.name1, p.name2, i.quantity, Number(p.price_cents), now],
      );
    }
  });
  return (await loadBooking(db, bookingId))!;
}

/**
 * Settles the bill once: what is due (room time not paid online + every order) becomes one order paid
 * on the payment page, which brings the customer back to the bill; nothing due settles at once.
 * A settled bill is refused (booking.settled); a settlement waiting for its payment is answered again.
 */
export async function settleBill(
  db: Db,
  venue: Venue,
  userId: string,
  bookingId: string,
  now: number,
  lang?: string,
): Promise<{ booking: BookingRow; payUrl: string }> {
  const b = await ownBooking(db, venue.shopId, userId, bookingId);
  if (!ROOM_FAMILIES.includes(b.family))
    throw new BookingRefused('booking.invalid', 'Only a party or KTV room has a bill to pay.');
  if (b.status === 'cancelled' || b.status === 'noshow' || !(b.status === 'arrived' || now >= Number(b.s)))
    throw new BookingRefused('booking.started', 'The bill is paid at the end of your stay.');
  const bill = await roomBill(db, b, now, lang);
  if (bill.settled) throw new BookingRefused('booking.settled', 'This bill is already paid.');
  if (bill.payUrl) return { booking: b, payUrl: bill.payUrl };
  const q = lang ? `?lang=${encodeURIComponent(lang)}` : '';
  const started = await db.tx(async (tx) => {
    const st = await settlementOf(tx, bookingId, true);
    if (st.settle_txn || st.settled_at !== null) return false;
    if (bill.dueCents === 0) {
      await tx.query('UPDATE bookings SET settle_cents = 0, settled_at = $2, updated_at = $2 WHERE booking_id = $1', [
        bookingId,
        now,
      ]);
      return true;
    }
    const txn = `bs_${randomBytes(12).toString('hex')}`;
    const ot = bill.overtime?.cents ? bill.overtime : null;
    // The overtime so far becomes a line of the bill: what the customer pays is what the bill then reads.
    if (ot)
      await tx.query(
        'INSERT INTO booking_bill_lines (booking_id, plu_id, name1, name2, quantity, price_cents, created_at) VALUES ($1, $2, $3, $4, 1, $5, $6)',
        [bookingId, OVERTIME_LINE, `Overtime (${ot.minutes} min)`, `超时（${ot.minutes}分钟）`, ot.cents, now],
      );
    const owed = bill.roomCents - bill.paidOnlineCents;
    const itemList = [
      ...(owed !== 0
        ? [
            {
              pluId: b.plu_id ?? 'room',
              pluName1: `${bill.room.name1} (room time)`,
              pluName2: `${bill.room.name2}（包房时间）`,
              quantity: 1,
              price: owed,
              amount: owed,
            },
          ]
        : []),
      ...(ot
        ? [
            {
              pluId: OVERTIME_LINE,
              pluName1: `Overtime (${ot.minutes} min)`,
              pluName2: `超时（${ot.minutes}分钟）`,
              quantity: 1,
              price: ot.cents,
              amount: ot.cents,
            },
          ]
        : []),
      ...bill.lines.map((l) => ({
        pluId: l.pluId,
        pluName1: l.name1,
        pluName2: l.name2,
        quantity: l.quantity,
        price: l.priceCents,
        amount: l.amountCents,
      })),
    ];
    const cart = {
      billType: 2,
      requirement: 'roomBill',
      bookingId,
      itemList,
      totalAmount: bill.dueCents,
      notes: 'Room bill',
      callbackPath: `/${b.family}/${venue.shopId}/room/${bookingId}`,
    };
    await tx.query(
      `INSERT INTO orders (transaction_id, shop_id, bill_no, order_no, service_no, user_id, order_type, payment, total_cents, cart, created_at, status_at)
       VALUES ($1, $2, $3, $3, 0, $4, 'booking', 'dps', $5, $6, $7, $7)`,
      [txn, venue.shopId, `${b.booking_no}-BILL`, userId, bill.dueCents, cart, now],
    );
    await tx.query(
      'UPDATE bookings SET settle_txn = $2, settle_cents = $3, updated_at = $4 WHERE booking_id = $1 AND settle_txn IS NULL',
      [bookingId, txn, bill.dueCents, now],
    );
    return true;
  });
  const after = await settlementOf(db, bookingId);
  if (!started && after.settled_at !== null) throw settledRefusal(after);
  return {
    booking: (await loadBooking(db, bookingId))!,
    payUrl: after.settled_at === null && after.settle_txn ? `/sandbox/pay/${after.settle_txn}${q}` : '',
  };
}
