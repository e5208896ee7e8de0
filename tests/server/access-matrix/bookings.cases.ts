// Access-matrix rows of the booking calls (issue 17; server/routes/bookings.ts), spread into CASES.
import type { Case } from '../access-matrix.cases';
const cafe = { shop: 'demo-cafe' };
const signed = { identity: true, format: 'b64' as const };

export const BOOKING_CASES: Case[] = [
  {
    method: 'POST',
    path: '/pro/acs/cfg/getEntities',
    req: () => ({ payload: { ...cafe } }),
  },
  {
    method: 'POST',
    path: '/pro/acs/booking/entity',
    req: () => ({ payload: { ...cafe, entityId: 'cafe-t1' } }),
  },
  {
    method: 'POST',
    path: '/pro/acs/timezone/action',
    req: () => ({ payload: { ...cafe, action: 'SET', entityId: 'cafe-t1', hours: { mon: [['11:00', '22:00']] } } }),
  },
  {
    method: 'POST',
    path: '/api/ticket/bookingSummary',
    req: () => ({ payload: {}, ...signed }),
  },
  {
    method: 'POST',
    path: '/api/booking/slots',
    req: () => ({ payload: { date: '2026-01-16', people: 2 }, ...signed }),
  },
  {
    method: 'POST',
    path: '/api/booking/create',
    req: () => ({ payload: { start: 0, people: 2 }, ...signed }),
  },
  {
    method: 'POST',
    path: '/api/booking/mine',
    req: () => ({ payload: {}, ...signed }),
  },
  ...['/api/booking/reschedule', '/api/booking/cancel', '/api/booking/bill', '/api/booking/settle'].map(
    (path): Case => ({
      method: 'POST',
      path,
      req: () => ({
        payload: { bookingId: 'bk_not_theirs', start: 1, items: [{ pluId: 'x', quantity: 1 }] },
        ...signed,
      }),
    }),
  ),
  {
    method: 'POST',
    path: '/api/booking/staff/list',
    req: () => ({ payload: {}, ...signed }),
  },
  {
    method: 'POST',
    path: '/api/booking/staff/mark',
    req: () => ({ payload: { bookingId: 'bk_unknown', mark: 'arrived' }, ...signed }),
  },
];
