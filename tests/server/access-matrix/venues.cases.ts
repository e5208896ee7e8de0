// Access-matrix rows of venues and their administrators (issue 31, server/routes/venues.ts). Creating
// venues and reading templates is for the platform administrator only (no role here is one: each is
// refused); a venue's administrators are managed by that venue's administrators ("staff" for
// demo-cafe). Only rows that write nothing run here (tests/server/venues.test.ts runs the writes).
import type { Case } from '../access-matrix.cases';
const cafe = { shop: 'demo-cafe' };

export const VENUE_CASES: Case[] = [
  {
    method: 'POST',
    path: '/pro/platform/venue/templates',
    req: () => ({ payload: {} }),
  },
  {
    method: 'POST',
    path: '/pro/platform/venue/create',
    req: () => ({
      payload: { nameEn: 'X', nameZh: 'X', shopId: 'Not An Id', template: 'cafe', currency: 'AUD', timeZone: 'UTC' },
    }),
  },
  {
    method: 'POST',
    path: '/pro/platform/venue/list',
    req: () => ({ payload: {} }),
  },
  {
    method: 'POST',
    path: '/pro/platform/admin/list',
    req: () => ({ payload: cafe }),
  },
  {
    method: 'POST',
    path: '/pro/platform/admin/invite',
    req: () => ({ payload: { ...cafe, mobile: '12' } }),
  },
  {
    method: 'POST',
    path: '/pro/platform/admin/remove',
    req: () => ({ payload: { ...cafe, userId: 'u-nobody' } }),
  },
  {
    method: 'POST',
    path: '/pro/platform/admin/revoke',
    req: () => ({ payload: { ...cafe, invitation: 'nope' } }),
  },
];
