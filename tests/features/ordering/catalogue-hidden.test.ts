// A hidden catalogue item (extra.hide, e.g. the kiosk's donation) is sold but never listed: not in a
// category's items, not in search, not in the lists a menu builds; still found by id.
import { describe, expect, it } from 'vitest';
import { isListed, itemsOf, listedItems, searchItems, type Catalogue } from '../../../src/features/ordering';
import { catalogue } from './fixtures';

const withHidden: Catalogue = {
  ...catalogue,
  plus: [
    ...catalogue.plus,
    {
      pluId: 'give',
      catId: 'burgers',
      pluName1: 'Burger charity donation',
      pluName2: '捐款',
      priceCents: 100,
      hide: 1,
    },
  ],
};

describe('hidden catalogue items', () => {
  it('isListed: hide 1, true or "1" hides; anything else lists', () => {
    expect([1, true, '1'].map((hide) => isListed({ hide }))).toEqual([false, false, false]);
    expect([undefined, 0, false, '0', ''].map((hide) => isListed({ hide }))).toEqual([true, true, true, true, true]);
  });
  it('are left out of a category, search and the listed items, and kept in the catalogue', () => {
    expect(itemsOf(withHidden, 'burgers').map((p) => p.pluId)).toEqual(['beef-burger', 'fries']);
    expect(searchItems(withHidden, 'burger').map((p) => p.pluId)).toEqual(['beef-burger']);
    expect(listedItems(withHidden).map((p) => p.pluId)).toEqual(['latte', 'beef-burger', 'fries']);
    expect(withHidden.plus.find((p) => p.pluId === 'give')).toBeTruthy();
  });
});
