// Access-matrix rows of venues and their administrators (issue 31, server/routes/venues.ts). Creating
// venues and reading templates is for the platform administrator only (no role here is one: each is
// refused); a venue's administrators are managed by that venue's administrators ("staff" for
// demo-cafe). Only rows that write nothing run here (tests/server/venues.test.ts runs the writes).
import type { Case, Outcome, Role } from '../access-matrix.cases';

const adminOfVenue = (staff: Outcome = 'ok'): Record<Role, Outcome> => ({
  anonymous: 'login',
  customer: '403',
  otherCustomer: '403',
  staff,
  otherAdmin: '403',
  kiosk: 'login',
});
const platformOnly: Record<Role, Outcome> = { ...adminOfVenue('403') };
const cafe = { shop: 'demo-cafe' };

export const VENUE_CASES: Case[] = [
  {
    method: 'POST',
    path: '/pro/platform/venue/templates',
    rule: 'the platform administrator',
    req: () => ({ payload: {} }),
    expect: platformOnly,
  },
  {
    method: 'POST',
    path: '/pro/platform/venue/create',
    rule: 'the platform administrator',
    req: () => ({
      payload: { nameEn: 'X', nameZh: 'X', shopId: 'Not An Id', template: 'cafe', currency: 'AUD', timeZone: 'UTC' },
    }),
    expect: platformOnly,
  },
  {
    method: 'POST',
    path: '/pro/platform/venue/list',
    rule: 'any administrator: the venues they administer',
    req: () => ({ payload: {} }),
    expect: { ...adminOfVenue(), otherAdmin: 'ok' },
  },
  {
    method: 'POST',
    path: '/pro/platform/admin/list',
    rule: 'an administrator of this venue',
    req: () => ({ payload: cafe }),
    expect: adminOfVenue(),
  },
  {
    method: 'POST',
    path: '/pro/platform/admin/invite',
    rule: 'an administrator of this venue; a contact that is neither a mobile nor an e-mail is refused',
    req: () => ({ payload: { ...cafe, mobile: '12' } }),
    expect: adminOfVenue('refused'),
  },
  {
    method: 'POST',
    path: '/pro/platform/admin/remove',
    rule: 'an administrator of this venue; someone who is not one is refused',
    req: () => ({ payload: { ...cafe, userId: 'u-nobody' } }),
    expect: adminOfVenue('refused'),
  },
  {
    method: 'POST',
    path: '/pro/platform/admin/revoke',
    rule: 'an administrator of this venue; an invitation that is not open is refused',
    req: () => ({ payload: { ...cafe, invitation: 'nope' } }),
    expect: adminOfVenue('refused'),
  },
];
