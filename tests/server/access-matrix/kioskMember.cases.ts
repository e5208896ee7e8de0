// Access-matrix rows of the kiosk's member card check (issue 19; server/routes/kioskMember.ts) and of
// kiosk enrolment (issue 27; server/routes/kioskDevices.ts), spread into CASES. The **kiosk** caller
// is an enrolled demo-kiosk device (kioskFixtures): its calls carry header x-kiosk-device.
import type { Case, Outcome, Role } from '../access-matrix.cases';
import type { TestServer } from '../helpers';
import { enrolKiosk } from '../kioskHelpers';

const all = (o: Outcome): Record<Role, Outcome> => ({
  anonymous: o,
  customer: o,
  otherCustomer: o,
  staff: o,
  otherAdmin: o,
  kiosk: o,
});
const kioskOnly = (o: Outcome): Record<Role, Outcome> => ({ ...all('login'), kiosk: o });
const adminOf = (o: Outcome): Record<Role, Outcome> => ({
  anonymous: 'login',
  customer: '403',
  otherCustomer: '403',
  staff: o,
  otherAdmin: '403',
  kiosk: 'login',
});
const signed = { identity: true, format: 'b64' as const };

/** The kiosk caller: a demo-kiosk device enrolled as a venue does it. */
export async function kioskFixtures(s: TestServer): Promise<Record<string, string>> {
  return { kioskCredential: (await enrolKiosk(s)).credential };
}

export const KIOSK_MEMBER_CASES: Case[] = [
  {
    method: 'POST',
    path: '/api/kiosk/member/check',
    rule: 'an enrolled kiosk of the venue only (others 401 device.not-enrolled); the card of this venue only, "found" and the discount without the PIN (demo-kiosk\'s card M10000006), limited per device and per card',
    req: () => ({ payload: { cardNum: 'M10000006' }, ...signed }),
    expect: kioskOnly('ok'),
  },
  {
    method: 'POST',
    path: '/pro/kiosk/enrolment/code',
    rule: 'an administrator of this venue: a one-time kiosk enrolment code (30 minutes)',
    req: () => ({ payload: { shop: 'demo-cafe', name: 'matrix' } }),
    expect: adminOf('ok'),
  },
  {
    method: 'POST',
    path: '/pro/kiosk/enrol',
    rule: 'anyone holding a valid enrolment code of the venue (a wrong code is refused; wrong codes limited per address)',
    req: () => ({ payload: { shop: 'demo-cafe', code: 'AAAAAAAA' } }),
    expect: all('refused'),
  },
  {
    method: 'POST',
    path: '/pro/kiosk/devices',
    rule: 'an administrator of this venue: its enrolled kiosks',
    req: () => ({ payload: { shop: 'demo-cafe' } }),
    expect: adminOf('ok'),
  },
  {
    method: 'POST',
    path: '/pro/kiosk/device/revoke',
    rule: "an administrator of this venue; another venue's or an unknown kiosk reads as not found",
    req: () => ({ payload: { shop: 'demo-cafe', deviceId: `k${'0'.repeat(20)}` } }),
    expect: adminOf('404'),
  },
];
