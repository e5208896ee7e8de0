// Access-matrix rows of the ticket calls (issue 17), spread into CASES (access-matrix.cases.ts). They
// run on demo-parking with its signed identity; `ticketFixtures` books two paid stays for Alice and
// makes the matrix's staff account (demo-cafe's admin) an administrator of demo-parking too, so
// "staff" here is this venue's admin and "otherAdmin" (demo-store's) another venue's.
import type { Case, Fixtures, Role } from '../access-matrix.cases';
import type { TestServer } from '../helpers';
import { bookParking, HOUR, PARKING, payInSandbox } from '../ticketHelpers';
const parking = { shop: 'demo-parking' };
const tk = (fx: Fixtures, name: string): string => fx.extra?.[name] ?? '';

/** Alice's two paid parking stays at demo-parking, tomorrow 09:00 to 12:00 (the second for the staff's card refund). */
export async function ticketFixtures(
  s: TestServer,
  tokens: Partial<Record<Role, string>>,
): Promise<Record<string, string>> {
  await s.db.query(
    `UPDATE users SET admin_shops = admin_shops || '["demo-parking"]'::jsonb WHERE user_id = 'u-staff-cafe'`,
  );
  const entry = s.clock.t + 21 * HOUR;
  const out: Record<string, string> = {};
  for (const name of ['aliceBooking', 'aliceCardBooking']) {
    const r = await bookParking(s, tokens.customer!, { entry, exit: entry + 3 * HOUR });
    await payInSandbox(s, r.body.result.transactionId);
    out[name] = r.body.result.bookingId;
  }
  out.entry = String(entry);
  return out;
}

export const TICKET_CASES: Case[] = [
  {
    method: 'POST',
    path: '/pro/ticket/pool/listViewTicketPool',
    req: () => ({ payload: parking }),
  },
  {
    method: 'POST',
    path: '/pro/ticket/loadTicketPool',
    req: () => ({ payload: { ...parking, poolId: 'pk-standard' } }),
  },
  {
    method: 'POST',
    path: '/api/feeCalc/parking',
    req: (fx) => ({
      payload: { entryTime: Number(tk(fx, 'entry')), exitTime: Number(tk(fx, 'entry')) + 2 * HOUR },
      identity: PARKING,
      format: 'b64',
    }),
  },
  {
    method: 'POST',
    path: '/api/svc/order',
    req: (fx, role) => ({
      payload: {
        idempotencyKey: `tk-matrix-${role}`,
        poolId: 'pk-standard',
        quantity: 1,
        payment: 'dps',
        entryTime: Number(tk(fx, 'entry')),
        exitTime: Number(tk(fx, 'entry')) + HOUR,
      },
      identity: PARKING,
      format: 'b64',
    }),
  },
  {
    method: 'POST',
    path: '/api/parking/bookingTopup',
    req: (fx, role) => ({
      payload: {
        idempotencyKey: `tk-topup-${role}`,
        bookingId: tk(fx, 'aliceBooking'),
        exitTime: Number(tk(fx, 'entry')) + 4 * HOUR,
      },
      identity: PARKING,
      format: 'b64',
    }),
  },
  {
    method: 'POST',
    path: '/api/parking/bookingRefund',
    req: (fx) => ({ payload: { bookingId: tk(fx, 'aliceBooking'), preview: true }, identity: PARKING, format: 'b64' }),
  },
  {
    method: 'POST',
    path: '/api/parking/dpsRefund',
    req: (fx) => ({ payload: { bookingId: tk(fx, 'aliceCardBooking') }, identity: PARKING, format: 'b64' }),
  },
  {
    method: 'POST',
    path: '/api/ticket/mine',
    req: (fx) => ({ payload: { ...parking, bookingId: tk(fx, 'aliceBooking') } }),
  },
];
