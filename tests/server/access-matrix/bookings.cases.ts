// Access-matrix rows of the booking calls (issue 17; server/routes/bookings.ts), spread into CASES.
import type { Case, Outcome, Role } from '../access-matrix.cases';

const all = (o: Outcome): Record<Role, Outcome> => ({
  anonymous: o,
  customer: o,
  otherCustomer: o,
  staff: o,
  otherAdmin: o,
  kiosk: o,
});
const signedIn = (o: Outcome): Record<Role, Outcome> => ({
  anonymous: 'login',
  customer: o,
  otherCustomer: o,
  staff: o,
  otherAdmin: o,
  kiosk: 'login',
});
const staffOnly = (o: Outcome): Record<Role, Outcome> => ({
  anonymous: 'login',
  customer: '403',
  otherCustomer: '403',
  staff: o,
  otherAdmin: '403',
  kiosk: 'login',
});
const cafe = { shop: 'demo-cafe' };
const signed = { identity: true, format: 'b64' as const };

export const BOOKING_CASES: Case[] = [
  {
    method: 'POST',
    path: '/pro/acs/cfg/getEntities',
    rule: "anyone: the venue's bookable entities, services and policy (no bookings)",
    req: () => ({ payload: { ...cafe } }),
    expect: all('ok'),
  },
  {
    method: 'POST',
    path: '/pro/acs/booking/entity',
    rule: 'anyone: one entity with its busy times (no customer data)',
    req: () => ({ payload: { ...cafe, entityId: 'cafe-t1' } }),
    expect: all('ok'),
  },
  {
    method: 'POST',
    path: '/pro/acs/timezone/action',
    rule: 'anyone lists the rosters; setting one (entityId, hours, timeZone) is for staff of the venue',
    req: () => ({ payload: { ...cafe, action: 'SET', entityId: 'cafe-t1', hours: { mon: [['11:00', '22:00']] } } }),
    expect: staffOnly('ok'),
  },
  {
    method: 'POST',
    path: '/api/ticket/bookingSummary',
    rule: "anyone with the venue's signed identity: counts only",
    req: () => ({ payload: {}, ...signed }),
    expect: all('ok'),
  },
  {
    method: 'POST',
    path: '/api/booking/slots',
    rule: "anyone with the venue's signed identity; a venue that takes no bookings refuses",
    req: () => ({ payload: { date: '2026-01-16', people: 2 }, ...signed }),
    expect: { ...all('ok'), kiosk: 'refused' },
  },
  {
    method: 'POST',
    path: '/api/booking/create',
    rule: 'the signed-in user, for themselves; a time inside the lead time is refused',
    req: () => ({ payload: { start: 0, people: 2 }, ...signed }),
    expect: signedIn('refused'),
  },
  {
    method: 'POST',
    path: '/api/booking/mine',
    rule: 'the signed-in user, their own bookings',
    req: () => ({ payload: {}, ...signed }),
    expect: signedIn('ok'),
    private: true,
  },
  ...['/api/booking/reschedule', '/api/booking/cancel', '/api/booking/bill', '/api/booking/settle'].map(
    (path): Case => ({
      method: 'POST',
      path,
      rule: "the signed-in user, their own booking (another's reads as not found)",
      req: () => ({
        payload: { bookingId: 'bk_not_theirs', start: 1, items: [{ pluId: 'x', quantity: 1 }] },
        ...signed,
      }),
      expect: signedIn('refused'),
    }),
  ),
  {
    method: 'POST',
    path: '/api/booking/staff/list',
    rule: 'staff (an administrator) of this venue',
    req: () => ({ payload: {}, ...signed }),
    expect: staffOnly('ok'),
  },
  {
    method: 'POST',
    path: '/api/booking/staff/mark',
    rule: 'staff (an administrator) of this venue',
    req: () => ({ payload: { bookingId: 'bk_unknown', mark: 'arrived' }, ...signed }),
    expect: staffOnly('refused'),
  },
];
