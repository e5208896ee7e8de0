// Access-matrix rows of the menu in the back office (issue 31, server/routes/menu.ts): every call is
// for an administrator of the venue it names (demo-cafe: "staff"). Only rows that write nothing run
// here: reads, an import checked only, a draft refused for its problems, a sold-out switch for an item
// that is not on the menu (the publish path is tests/server/menu.test.ts).
import type { Case } from '../access-matrix.cases';
const cafe = { shop: 'demo-cafe' };
const both = (t: string) => ({ 'en-gb': t, 'zh-hans': t });
const ITEM_IN_NO_CATEGORY = {
  id: 'x',
  categoryId: 'none',
  name: both('X'),
  description: both(''),
  priceCents: 100,
  optionGroups: [],
  stock: null,
  hidden: false,
  notesAllowed: true,
  loyalty: true,
  discount: true,
  image: null,
  keep: {},
};
const NOT_A_MENU_CSV = Buffer.from('name,price\r\nTea,3.00\r\n').toString('base64');

export const MENU_CASES: Case[] = [
  {
    method: 'POST',
    path: '/pro/backoffice/menu/state',
    req: () => ({ payload: cafe }),
  },
  {
    method: 'POST',
    path: '/pro/backoffice/menu/export',
    req: () => ({ payload: { ...cafe, format: 'csv' } }),
  },
  {
    method: 'POST',
    path: '/pro/backoffice/menu/import',
    req: () => ({ payload: { ...cafe, format: 'csv', data: NOT_A_MENU_CSV } }),
  },
  {
    method: 'POST',
    path: '/pro/backoffice/menu/draft/save',
    // A whole item (the door holds the menu document's shape) in a category that is not on the menu.
    req: () => ({ payload: { ...cafe, menu: { categories: [], items: [ITEM_IN_NO_CATEGORY] } } }),
  },
  {
    method: 'POST',
    path: '/pro/backoffice/menu/soldout',
    req: () => ({ payload: { ...cafe, itemId: 'not-on-the-menu', soldOut: true } }),
  },
];
