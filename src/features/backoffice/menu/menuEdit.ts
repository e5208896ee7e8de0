// The menu editor's changes to a menu document, pure (no React): add, change, move and remove
// categories and items, prices typed in dollars, and the checker's problems grouped by where the
// editor shows them. Rules of the document itself: src/domain/menu.ts.
import { checkMenu, type MenuCategory, type MenuDoc, type MenuIssue, type MenuItem } from '../../../domain/menu';

/** An unused code with `prefix`: c1, c2… / i1, i2… */
export function newMenuId(prefix: string, taken: { id: string }[]): string {
  const ids = new Set(taken.map((x) => x.id));
  let n = taken.length + 1;
  while (ids.has(`${prefix}${n}`)) n += 1;
  return `${prefix}${n}`;
}

export function addCategory(menu: MenuDoc, name: MenuCategory['name']): MenuDoc {
  const c: MenuCategory = { id: newMenuId('c', menu.categories), parentId: null, name, visible: true, image: null };
  return { ...menu, categories: [...menu.categories, c] };
}

export function changeCategory(menu: MenuDoc, id: string, change: Partial<MenuCategory>): MenuDoc {
  return { ...menu, categories: menu.categories.map((c) => (c.id === id ? { ...c, ...change } : c)) };
}

/** Moves the category at `from` to index `to` (drag and drop, or a keyboard step). */
export function moveCategory(menu: MenuDoc, from: number, to: number): MenuDoc {
  const n = menu.categories.length;
  if (from === to || from < 0 || from >= n || to < 0 || to >= n) return menu;
  const list = [...menu.categories];
  const [moved] = list.splice(from, 1);
  list.splice(to, 0, moved);
  return { ...menu, categories: list };
}

/** Removes a category; refused (null) while items are in it or sub-categories under it. */
export function removeCategory(menu: MenuDoc, id: string): MenuDoc | null {
  if (menu.items.some((i) => i.categoryId === id) || menu.categories.some((c) => c.parentId === id)) return null;
  return { ...menu, categories: menu.categories.filter((c) => c.id !== id) };
}

export function blankItem(menu: MenuDoc, categoryId: string): MenuItem {
  return {
    id: newMenuId('i', menu.items),
    categoryId,
    name: { 'en-gb': '', 'zh-hans': '' },
    description: { 'en-gb': '', 'zh-hans': '' },
    priceCents: 0,
    optionGroups: [],
    stock: null,
    hidden: false,
    notesAllowed: true,
    loyalty: true,
    discount: true,
    image: null,
    keep: {},
  };
}

/** Puts `item` in the menu: replaces the item with its id, or adds it after the last of its category. */
export function putItem(menu: MenuDoc, item: MenuItem): MenuDoc {
  if (menu.items.some((i) => i.id === item.id))
    return { ...menu, items: menu.items.map((i) => (i.id === item.id ? item : i)) };
  return { ...menu, items: [...menu.items, item] };
}

export function removeItem(menu: MenuDoc, id: string): MenuDoc {
  return { ...menu, items: menu.items.filter((i) => i.id !== id) };
}

/** Cents from a price typed in dollars ("4.5", "4.50", "$4"); null when it is not one. */
export function centsFromText(text: string): number | null {
  const m = /^\s*\$?\s*(\d{1,6})(?:\.(\d{0,2}))?\s*$/.exec(text);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** A price for a field: 450 → "4.50". */
export const priceText = (cents: number): string =>
  Number.isInteger(cents) ? `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}` : '';

/** The menu's problems; the ones of an item (by its index) and of everything else. */
export function menuIssues(menu: MenuDoc): { all: MenuIssue[]; ofItem: (index: number) => MenuIssue[] } {
  const all = checkMenu(menu);
  return { all, ofItem: (index) => all.filter((i) => i.path.startsWith(`items.${index}.`)) };
}

/** One item's problems, checked as it would sit in the menu (before it is put there). */
export function itemIssues(menu: MenuDoc, item: MenuItem): MenuIssue[] {
  const next = putItem(menu, item);
  const index = next.items.findIndex((i) => i.id === item.id);
  return checkMenu(next)
    .filter((i) => i.path.startsWith(`items.${index}.`))
    .map((i) => ({ ...i, path: i.path.slice(`items.${index}.`.length) }));
}
