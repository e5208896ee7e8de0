// Access-matrix rows of the kiosk's member card check (issue 19; server/routes/kioskMember.ts) and of
// kiosk enrolment (issue 27; server/routes/kioskDevices.ts), spread into CASES. The **kiosk** caller
// is an enrolled demo-kiosk device (kioskFixtures): its calls carry header x-kiosk-device.
import type { Case } from '../access-matrix.cases';
import type { TestServer } from '../helpers';
import { enrolKiosk } from '../kioskHelpers';
const signed = { identity: true, format: 'b64' as const };

/** The kiosk caller: a demo-kiosk device enrolled as a venue does it. */
export async function kioskFixtures(s: TestServer): Promise<Record<string, string>> {
  return { kioskCredential: (await enrolKiosk(s)).credential };
}

export const KIOSK_MEMBER_CASES: Case[] = [
  {
    method: 'POST',
    path: '/api/kiosk/member/check',
    req: () => ({ payload: { cardNum: 'M10000006' }, ...signed }),
  },
  {
    method: 'POST',
    path: '/pro/kiosk/enrolment/code',
    req: () => ({ payload: { shop: 'demo-cafe', name: 'matrix' } }),
  },
  {
    method: 'POST',
    path: '/pro/kiosk/enrol',
    req: () => ({ payload: { shop: 'demo-cafe', code: 'AAAAAAAA' } }),
  },
  {
    method: 'POST',
    path: '/pro/kiosk/devices',
    req: () => ({ payload: { shop: 'demo-cafe' } }),
  },
  {
    method: 'POST',
    path: '/pro/kiosk/device/revoke',
    req: () => ({ payload: { shop: 'demo-cafe', deviceId: `k${'0'.repeat(20)}` } }),
  },
];
