// Access-matrix rows of the kiosk operation calls (issue 19; server/routes/kioskOps.ts), spread into CASES.
import type { Case } from '../access-matrix.cases';
const signed = { identity: true, format: 'b64' as const };

export const KIOSKOPS_CASES: Case[] = [
  {
    method: 'POST',
    path: '/pro/kiosk/card/start',
    req: () => ({ payload: { transactionId: 'no-such-order' }, ...signed }),
  },
  {
    method: 'POST',
    path: '/pro/kiosk/card/state',
    req: () => ({ payload: { transactionId: 'no-such-order', cancel: true }, ...signed }),
  },
  {
    method: 'POST',
    path: '/pro/kiosk/device/reader',
    req: () => ({ payload: { shop: 'demo-cafe', deviceId: `k${'0'.repeat(20)}`, readerId: 'tmr_x1' } }),
  },
  {
    method: 'POST',
    path: '/pro/kiosk/report',
    req: () => ({ payload: { report: 'daily' }, ...signed }),
  },
  {
    method: 'POST',
    path: '/pro/kiosk/cash/move',
    req: () => ({ payload: { direction: 'in', amountCents: 100, reason: 'matrix' }, ...signed }),
  },
  {
    method: 'POST',
    path: '/pro/kiosk/exit',
    req: () => ({ payload: { password: 'not-the-password' }, ...signed }),
  },
  {
    method: 'POST',
    path: '/pro/kiosk/callStaff',
    req: () => ({ payload: {}, ...signed }),
  },
  {
    method: 'POST',
    path: '/pro/kiosk/staffCalls',
    req: () => ({ payload: {}, ...signed }),
  },
  {
    method: 'POST',
    path: '/pro/kiosk/staffCall/ack',
    req: () => ({ payload: { callId: '999999' }, ...signed }),
  },
  {
    method: 'POST',
    path: '/pro/kiosk/staffEvents',
    req: () => ({ payload: {}, ...signed }),
  },
];
