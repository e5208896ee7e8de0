// The menu editor's pure changes (src/features/backoffice/menu/menuEdit.ts): codes never reused,
// moves by drag or key within bounds, a category with items not removed, prices typed in dollars,
// one item's problems by its own path.
import { describe, expect, it } from 'vitest';
import {
  addCategory,
  blankItem,
  centsFromText,
  itemIssues,
  moveCategory,
  newMenuId,
  priceText,
  putItem,
  removeCategory,
  removeItem,
} from '../../../src/features/backoffice/menu/menuEdit';
import { checkMenu, type MenuDoc } from '../../../src/domain/menu';

const name = (en: string) => ({ 'en-gb': en, 'zh-hans': en });
const base = (): MenuDoc => {
  let m: MenuDoc = { categories: [], items: [] };
  for (const n of ['A', 'B', 'C']) m = addCategory(m, name(n));
  return m;
};

describe('menuEdit', () => {
  it('gives unused codes', () => {
    expect(newMenuId('c', [{ id: 'c2' }, { id: 'c3' }])).toBe('c4');
    expect(newMenuId('c', [{ id: 'c1' }])).toBe('c2');
    expect(base().categories.map((c) => c.id)).toEqual(['c1', 'c2', 'c3']);
  });
  it('moves a category within the list and ignores moves out of it', () => {
    const m = base();
    expect(moveCategory(m, 2, 0).categories.map((c) => c.name['en-gb'])).toEqual(['C', 'A', 'B']);
    expect(moveCategory(m, 0, 1).categories.map((c) => c.name['en-gb'])).toEqual(['B', 'A', 'C']);
    expect(moveCategory(m, 0, -1)).toBe(m);
    expect(moveCategory(m, 2, 3)).toBe(m);
  });
  it('keeps a category with items; removes an empty one', () => {
    const m = putItem(base(), { ...blankItem(base(), 'c1'), name: name('Tea'), priceCents: 300 });
    expect(removeCategory(m, 'c1')).toBeNull();
    expect(removeCategory(m, 'c2')?.categories.map((c) => c.id)).toEqual(['c1', 'c3']);
    expect(removeCategory(removeItem(m, 'i1'), 'c1')?.categories).toHaveLength(2);
  });
  it('puts a new item at the end and replaces an item with the same code', () => {
    const m0 = base();
    const a = { ...blankItem(m0, 'c1'), name: name('Tea'), priceCents: 300 };
    const m1 = putItem(m0, a);
    const m2 = putItem(m1, { ...a, priceCents: 350 });
    expect(m2.items).toHaveLength(1);
    expect(m2.items[0].priceCents).toBe(350);
    expect(checkMenu(m2)).toEqual([]);
  });
  it('reads dollars into cents and writes them back', () => {
    expect(centsFromText('4.5')).toBe(450);
    expect(centsFromText('$4.50')).toBe(450);
    expect(centsFromText(' 12 ')).toBe(1200);
    expect(centsFromText('4.555')).toBeNull();
    expect(centsFromText('-1')).toBeNull();
    expect(centsFromText('abc')).toBeNull();
    expect(priceText(450)).toBe('4.50');
    expect(priceText(5)).toBe('0.05');
  });
  it("lists one item's problems by its own path", () => {
    const m = base();
    const it0 = { ...blankItem(m, 'c1'), priceCents: NaN };
    const paths = itemIssues(m, it0).map((i) => i.path);
    expect(paths).toEqual(expect.arrayContaining(['name.en-gb', 'name.zh-hans', 'priceCents']));
    const bad = {
      ...blankItem(m, 'nope'),
      name: name('X'),
      optionGroups: [{ id: 'g1', name: name('Size'), min: 2, max: 1, options: [] }],
    };
    expect(itemIssues(m, bad).map((i) => i.path)).toEqual(['categoryId', 'optionGroups.0.min']);
  });
});
