// Access-matrix rows of the ticket calls (issue 17), spread into CASES (access-matrix.cases.ts). They
// run on demo-parking with its signed identity; `ticketFixtures` books two paid stays for Alice and
// makes the matrix's staff account (demo-cafe's admin) an administrator of demo-parking too, so
// "staff" here is this venue's admin and "otherAdmin" (demo-store's) another venue's.
import type { Case, Fixtures, Outcome, Role } from '../access-matrix.cases';
import type { TestServer } from '../helpers';
import { bookParking, HOUR, PARKING, payInSandbox } from '../ticketHelpers';

const signedInAs = (o: Partial<Record<Role, Outcome>>, rest: Outcome): Record<Role, Outcome> => ({
  anonymous: 'login',
  kiosk: 'login',
  customer: rest,
  otherCustomer: rest,
  staff: rest,
  otherAdmin: rest,
  ...o,
});
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
    rule: 'anyone (what a venue sells)',
    req: () => ({ payload: parking }),
    expect: signedInAs({ anonymous: 'ok', kiosk: 'ok' }, 'ok'),
  },
  {
    method: 'POST',
    path: '/pro/ticket/loadTicketPool',
    rule: 'anyone',
    req: () => ({ payload: { ...parking, poolId: 'pk-standard' } }),
    expect: signedInAs({ anonymous: 'ok', kiosk: 'ok' }, 'ok'),
  },
  {
    method: 'POST',
    path: '/api/feeCalc/parking',
    rule: "anyone with the venue's signed identity (the fee from its tariff); with a booking id only its owner",
    req: (fx) => ({
      payload: { entryTime: Number(tk(fx, 'entry')), exitTime: Number(tk(fx, 'entry')) + 2 * HOUR },
      identity: PARKING,
      format: 'b64',
    }),
    expect: signedInAs({ anonymous: 'ok', kiosk: 'ok' }, 'ok'),
  },
  {
    method: 'POST',
    path: '/api/svc/order',
    rule: "a signed-in customer with the venue's signed identity; the booking is the caller's",
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
    expect: signedInAs({}, 'ok'),
  },
  {
    method: 'POST',
    path: '/api/parking/bookingTopup',
    rule: "the booking's owner only",
    private: true,
    req: (fx, role) => ({
      payload: {
        idempotencyKey: `tk-topup-${role}`,
        bookingId: tk(fx, 'aliceBooking'),
        exitTime: Number(tk(fx, 'entry')) + 4 * HOUR,
      },
      identity: PARKING,
      format: 'b64',
    }),
    expect: signedInAs({ customer: 'ok' }, '404'),
  },
  {
    method: 'POST',
    path: '/api/parking/bookingRefund',
    rule: "the booking's owner (under the venue's policy) or the venue's administrator (in full); asked with preview here",
    private: true,
    req: (fx) => ({ payload: { bookingId: tk(fx, 'aliceBooking'), preview: true }, identity: PARKING, format: 'b64' }),
    expect: signedInAs({ customer: 'ok', staff: 'ok' }, '404'),
  },
  {
    method: 'POST',
    path: '/api/parking/dpsRefund',
    rule: 'an administrator of this venue (a card payment back in full, once)',
    private: true,
    req: (fx) => ({ payload: { bookingId: tk(fx, 'aliceCardBooking') }, identity: PARKING, format: 'b64' }),
    expect: signedInAs({ staff: 'ok' }, '403'),
  },
  {
    method: 'POST',
    path: '/api/ticket/mine',
    rule: 'a signed-in customer: only their own tickets (another customer gets an empty list)',
    private: true,
    req: (fx) => ({ payload: { ...parking, bookingId: tk(fx, 'aliceBooking') } }),
    expect: signedInAs({}, 'ok'),
  },
];
