// Access-matrix rows of the kiosk operation calls (issue 19; server/routes/kioskOps.ts), spread into CASES.
import type { Case, Outcome, Role } from '../access-matrix.cases';

const all = (o: Outcome): Record<Role, Outcome> => ({
  anonymous: o,
  customer: o,
  otherCustomer: o,
  staff: o,
  otherAdmin: o,
  kiosk: o,
});
const staffOnly = (o: Outcome): Record<Role, Outcome> => ({
  anonymous: 'login',
  customer: '403',
  otherCustomer: '403',
  staff: o,
  otherAdmin: '403',
  kiosk: 'login',
});
const signed = { identity: true, format: 'b64' as const };

export const KIOSKOPS_CASES: Case[] = [
  {
    method: 'POST',
    path: '/pro/kiosk/card/start',
    rule: "an enrolled kiosk of the venue only: its own reader (the device is the credential's); an order not of this venue reads as not found",
    req: () => ({ payload: { transactionId: 'no-such-order' }, ...signed }),
    expect: { ...all('login'), kiosk: '404' },
  },
  {
    method: 'POST',
    path: '/pro/kiosk/card/state',
    rule: 'an enrolled kiosk of the venue only; an order not of this venue reads as not found',
    req: () => ({ payload: { transactionId: 'no-such-order', cancel: true }, ...signed }),
    expect: { ...all('login'), kiosk: '404' },
  },
  {
    method: 'POST',
    path: '/pro/kiosk/device/reader',
    rule: "an administrator of this venue; another venue's or an unknown kiosk reads as not found",
    req: () => ({ payload: { shop: 'demo-cafe', deviceId: `k${'0'.repeat(20)}`, readerId: 'tmr_x1' } }),
    expect: staffOnly('404'),
  },
  {
    method: 'POST',
    path: '/pro/kiosk/report',
    rule: 'signed in; an admin-only report (cashInAndOutReportOnlyAdmin, salesReportAdminOnly, dailyReportByAdmin: all on by default) only to an administrator of this venue',
    req: () => ({ payload: { report: 'daily' }, ...signed }),
    expect: staffOnly('ok'),
  },
  {
    method: 'POST',
    path: '/pro/kiosk/cash/move',
    rule: 'staff (an administrator) of this venue',
    req: () => ({ payload: { direction: 'in', amountCents: 100, reason: 'matrix' }, ...signed }),
    expect: staffOnly('ok'),
  },
  {
    method: 'POST',
    path: '/pro/kiosk/exit',
    rule: 'staff (an administrator) of this venue, with their own password (exitPasswordCtrl)',
    req: () => ({ payload: { password: 'not-the-password' }, ...signed }),
    expect: staffOnly('refused'),
  },
  {
    method: 'POST',
    path: '/pro/kiosk/callStaff',
    rule: 'an enrolled kiosk of the venue only (one open call per enrolled device; made-up device ids are refused)',
    req: () => ({ payload: {}, ...signed }),
    expect: { ...all('login'), kiosk: 'ok' },
  },
  {
    method: 'POST',
    path: '/pro/kiosk/staffCalls',
    rule: 'staff (an administrator) of this venue',
    req: () => ({ payload: {}, ...signed }),
    expect: staffOnly('ok'),
  },
  {
    method: 'POST',
    path: '/pro/kiosk/staffCall/ack',
    rule: "staff (an administrator) of this venue; another venue's call reads as not found",
    req: () => ({ payload: { callId: '999999' }, ...signed }),
    expect: staffOnly('404'),
  },
  {
    method: 'POST',
    path: '/pro/kiosk/staffEvents',
    rule: "staff (an administrator) of this venue: a 5-minute ticket for the staff list's live stream (GET /api/events)",
    req: () => ({ payload: {}, ...signed }),
    expect: staffOnly('ok'),
  },
];
