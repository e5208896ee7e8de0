// Access-matrix rows of the menu in the back office (issue 31, server/routes/menu.ts): every call is
// for an administrator of the venue it names (demo-cafe: "staff"). Only rows that write nothing run
// here: reads, an import checked only, a draft refused for its problems, a sold-out switch for an item
// that is not on the menu (the publish path is tests/server/menu.test.ts).
import type { Case, Outcome, Role } from '../access-matrix.cases';

const adminOfVenue = (staff: Outcome = 'ok'): Record<Role, Outcome> => ({
  anonymous: 'login',
  customer: '403',
  otherCustomer: '403',
  staff,
  otherAdmin: '403',
  kiosk: 'login',
});
const cafe = { shop: 'demo-cafe' };
const NOT_A_MENU_CSV = Buffer.from('name,price\r\nTea,3.00\r\n').toString('base64');

export const MENU_CASES: Case[] = [
  {
    method: 'POST',
    path: '/pro/backoffice/menu/state',
    rule: 'an administrator of this venue',
    req: () => ({ payload: cafe }),
    expect: adminOfVenue(),
  },
  {
    method: 'POST',
    path: '/pro/backoffice/menu/export',
    rule: 'an administrator of this venue',
    req: () => ({ payload: { ...cafe, format: 'csv' } }),
    expect: adminOfVenue(),
  },
  {
    method: 'POST',
    path: '/pro/backoffice/menu/import',
    rule: 'an administrator of this venue; a file with problems is refused and changes nothing',
    req: () => ({ payload: { ...cafe, format: 'csv', data: NOT_A_MENU_CSV } }),
    expect: adminOfVenue('refused'),
  },
  {
    method: 'POST',
    path: '/pro/backoffice/menu/draft/save',
    rule: 'an administrator of this venue; a menu with problems is refused',
    req: () => ({ payload: { ...cafe, menu: { categories: [], items: [{ id: 'x', categoryId: 'none' }] } } }),
    expect: adminOfVenue('refused'),
  },
  {
    method: 'POST',
    path: '/pro/backoffice/menu/soldout',
    rule: 'an administrator of this venue; an item not on the menu is refused',
    req: () => ({ payload: { ...cafe, itemId: 'not-on-the-menu', soldOut: true } }),
    expect: adminOfVenue('refused'),
  },
];
