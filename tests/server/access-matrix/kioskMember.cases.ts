// Access-matrix rows of the kiosk's member card check (issue 19; server/routes/kioskMember.ts), spread into CASES.
import type { Case, Outcome, Role } from '../access-matrix.cases';

const all = (o: Outcome): Record<Role, Outcome> => ({ anonymous: o, customer: o, otherCustomer: o, staff: o, otherAdmin: o, kiosk: o });
const signed = { identity: true, format: 'b64' as const };

export const KIOSK_MEMBER_CASES: Case[] = [
  {
    method: 'POST', path: '/api/kiosk/member/check',
    rule: 'anyone with the venue\'s signed identity; the card of this venue only (demo-kiosk\'s card M10000006: found by the kiosk, refused with no data at demo-cafe), limited per address and per card',
    req: () => ({ payload: { cardNum: 'M10000006' }, ...signed }), expect: { ...all('refused'), kiosk: 'ok' },
  },
];
