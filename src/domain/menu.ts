// A venue's menu as one document (issue 31): the `menu` part of the versioned venue document
// (docs/venue-document.md). Categories in their order and items with their option groups; prices in
// integer cents; every name in both languages. Pure: `checkMenu` lists every problem by path, the
// server refuses a draft, an import or a publish with any.
import type { MenuDocument } from '../generated/menu';
import { itemHoursProblem, readItemHours, type ItemHours } from './itemHours';

/** The languages every menu text carries. */
export const MENU_LANGS = ['en-gb', 'zh-hans'] as const;
export type MenuLang = (typeof MENU_LANGS)[number];
export type MenuText = Record<MenuLang, string>;

export interface MenuOption {
  id: string;
  name: MenuText;
  priceCents: number;
}
export interface MenuOptionGroup {
  id: string;
  name: MenuText;
  min: number;
  max: number;
  options: MenuOption[];
}
export interface MenuCategory {
  id: string;
  /** A sub-category's parent; null for a top category. */
  parentId: string | null;
  name: MenuText;
  visible: boolean;
  image: string | null;
}
export interface MenuItem {
  id: string;
  categoryId: string;
  name: MenuText;
  description: MenuText;
  priceCents: number;
  optionGroups: MenuOptionGroup[];
  /** Pieces left; null = not counted. */
  stock: number | null;
  /** Sold but never listed. */
  hidden: boolean;
  notesAllowed: boolean;
  loyalty: boolean;
  discount: boolean;
  image: string | null;
  /** Served only on these days between these times (issue 31); absent or null: whenever the venue is open. */
  availability?: ItemHours | null;
  /** What the editor does not change (ingredients, meal extras, per-family data), kept as it is. */
  keep: Record<string, unknown>;
}
/**
 * Categories and items, each list in its display order. "Sold out now" is not here: it is the staff's
 * live switch (server/backoffice/parts/menu.ts `setSoldOut`), kept by every publish and rollback.
 */
export interface MenuDoc {
  categories: MenuCategory[];
  items: MenuItem[];
}
/** A menu schemas/menu.schema.json accepts (its generated type) is a MenuDoc: tsc fails when the two drift. */
export type MenuOfSchema = MenuDocument extends MenuDoc ? MenuDocument : never;
const SCHEMA_MENU_IS_A_MENU_DOC: MenuOfSchema extends never ? false : true = true;
void SCHEMA_MENU_IS_A_MENU_DOC;

export const EMPTY_MENU: MenuDoc = { categories: [], items: [] };

/** Limits of the menu's values. */
export const MENU_LIMITS = {
  nameMax: 80,
  descriptionMax: 500,
  idMax: 64,
  priceMaxCents: 10_000_000,
  stockMax: 1_000_000,
  optionsMax: 50,
  groupsMax: 20,
  categoriesMax: 200,
  itemsMax: 2000,
} as const;

/** What can be wrong with a menu value, by meaning. */
export const MENU_ISSUE_CODES = [
  'menu.required',
  'menu.tooLong',
  'menu.control',
  'menu.price',
  'menu.id',
  'menu.duplicate',
  'menu.unknownCategory',
  'menu.minMax',
  'menu.stock',
  'menu.tooMany',
  'menu.shape',
  'menu.hours',
] as const;
export type MenuIssueCode = (typeof MENU_ISSUE_CODES)[number];

export interface MenuIssue {
  /** `items.3.name.en-gb`, `categories.0.id`... */
  path: string;
  code: MenuIssueCode;
  message: string;
}

// eslint-disable-next-line no-control-regex -- control characters are what a menu text may not hold
const CONTROL = /[\u0000-\u001f\u007f-\u009f\ud800-\udfff]/;
const ID = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Whole cents within the limit. */
export const validCents = (v: unknown): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= MENU_LIMITS.priceMaxCents;

function checkText(out: MenuIssue[], path: string, v: unknown, max: number, required: boolean, label: string): void {
  if (typeof v !== 'string') {
    out.push({ path, code: 'menu.shape', message: `${label} must be text.` });
    return;
  }
  if (required && !v.trim()) out.push({ path, code: 'menu.required', message: `${label} is empty.` });
  else if (v.length > max)
    out.push({ path, code: 'menu.tooLong', message: `${label} is ${v.length} characters; at most ${max}.` });
  if (CONTROL.test(v))
    out.push({ path, code: 'menu.control', message: `${label} holds a control character (a line break or tab).` });
}

function checkName(out: MenuIssue[], path: string, v: unknown, max: number, required: boolean, label: string): void {
  if (!isObj(v)) {
    out.push({ path, code: 'menu.shape', message: `${label} must have an English and a Chinese text.` });
    return;
  }
  checkText(out, `${path}.en-gb`, v['en-gb'], max, required, `${label} (English)`);
  checkText(out, `${path}.zh-hans`, v['zh-hans'], max, required, `${label} (Chinese)`);
}

function checkId(out: MenuIssue[], path: string, v: unknown, seen: Set<string>, label: string): void {
  if (typeof v !== 'string' || !ID.test(v) || v.length > MENU_LIMITS.idMax) {
    out.push({
      path,
      code: 'menu.id',
      message: `${label} code must be letters, digits, ".", "_" or "-" (at most ${MENU_LIMITS.idMax}).`,
    });
    return;
  }
  if (seen.has(v)) out.push({ path, code: 'menu.duplicate', message: `${label} code "${v}" is used twice.` });
  seen.add(v);
}

function checkGroup(out: MenuIssue[], path: string, g: unknown): void {
  if (!isObj(g)) {
    out.push({ path, code: 'menu.shape', message: 'An option group must be an object.' });
    return;
  }
  checkId(out, `${path}.id`, g.id, new Set(), 'The option group');
  checkName(out, `${path}.name`, g.name, MENU_LIMITS.nameMax, true, 'The option group name');
  const options = Array.isArray(g.options) ? g.options : [];
  if (!Array.isArray(g.options))
    out.push({ path: `${path}.options`, code: 'menu.shape', message: 'The options must be a list.' });
  if (options.length > MENU_LIMITS.optionsMax)
    out.push({ path: `${path}.options`, code: 'menu.tooMany', message: `At most ${MENU_LIMITS.optionsMax} options.` });
  const min = g.min;
  const max = g.max;
  if (!Number.isInteger(min) || (min as number) < 0)
    out.push({ path: `${path}.min`, code: 'menu.minMax', message: 'The minimum must be a whole number, 0 or more.' });
  if (!Number.isInteger(max) || (max as number) < 1)
    out.push({ path: `${path}.max`, code: 'menu.minMax', message: 'The maximum must be a whole number, 1 or more.' });
  if (Number.isInteger(min) && Number.isInteger(max) && (min as number) > (max as number))
    out.push({
      path: `${path}.min`,
      code: 'menu.minMax',
      message: `The minimum (${String(min)}) is more than the maximum (${String(max)}).`,
    });
  if (Number.isInteger(min) && (min as number) > options.length && options.length > 0)
    out.push({
      path: `${path}.min`,
      code: 'menu.minMax',
      message: `The minimum (${String(min)}) is more than the ${options.length} options.`,
    });
  const seen = new Set<string>();
  options.forEach((o, i) => {
    const p = `${path}.options.${i}`;
    if (!isObj(o)) {
      out.push({ path: p, code: 'menu.shape', message: 'An option must be an object.' });
      return;
    }
    checkId(out, `${p}.id`, o.id, seen, 'The option');
    checkName(out, `${p}.name`, o.name, MENU_LIMITS.nameMax, true, 'The option name');
    if (!validCents(o.priceCents))
      out.push({
        path: `${p}.priceCents`,
        code: 'menu.price',
        message: 'An option price must be whole cents, 0 or more.',
      });
  });
}

/** Every problem of a menu document, by path; empty when it may be published. */
export function checkMenu(v: unknown): MenuIssue[] {
  const out: MenuIssue[] = [];
  if (!isObj(v) || !Array.isArray(v.categories) || !Array.isArray(v.items))
    return [{ path: 'menu', code: 'menu.shape', message: 'A menu has a list of categories and a list of items.' }];
  if (v.categories.length > MENU_LIMITS.categoriesMax)
    out.push({ path: 'categories', code: 'menu.tooMany', message: `At most ${MENU_LIMITS.categoriesMax} categories.` });
  if (v.items.length > MENU_LIMITS.itemsMax)
    out.push({ path: 'items', code: 'menu.tooMany', message: `At most ${MENU_LIMITS.itemsMax} items.` });
  const cats = new Set<string>();
  v.categories.forEach((c, i) => {
    const p = `categories.${i}`;
    if (!isObj(c)) return void out.push({ path: p, code: 'menu.shape', message: 'A category must be an object.' });
    checkId(out, `${p}.id`, c.id, cats, 'The category');
    checkName(out, `${p}.name`, c.name, MENU_LIMITS.nameMax, true, 'The category name');
  });
  v.categories.forEach((c, i) => {
    if (
      isObj(c) &&
      c.parentId != null &&
      (typeof c.parentId !== 'string' || !cats.has(c.parentId) || c.parentId === c.id)
    )
      out.push({
        path: `categories.${i}.parentId`,
        code: 'menu.unknownCategory',
        message: `The parent category "${String(c.parentId)}" is not on the menu.`,
      });
  });
  const items = new Set<string>();
  v.items.forEach((it, i) => {
    const p = `items.${i}`;
    if (!isObj(it)) return void out.push({ path: p, code: 'menu.shape', message: 'An item must be an object.' });
    checkId(out, `${p}.id`, it.id, items, 'The item');
    if (typeof it.categoryId !== 'string' || !cats.has(it.categoryId))
      out.push({
        path: `${p}.categoryId`,
        code: 'menu.unknownCategory',
        message: `The category "${String(it.categoryId ?? '')}" is not on the menu: put the item in one of its categories.`,
      });
    checkName(out, `${p}.name`, it.name, MENU_LIMITS.nameMax, true, 'The item name');
    checkName(out, `${p}.description`, it.description, MENU_LIMITS.descriptionMax, false, 'The description');
    if (!validCents(it.priceCents))
      out.push({
        path: `${p}.priceCents`,
        code: 'menu.price',
        message: 'The price must be whole cents, 0 or more (e.g. 450 for $4.50).',
      });
    if (
      it.stock !== null &&
      (!Number.isInteger(it.stock) || (it.stock as number) < 0 || (it.stock as number) > MENU_LIMITS.stockMax)
    )
      out.push({
        path: `${p}.stock`,
        code: 'menu.stock',
        message: 'The stock must be empty or a whole number, 0 or more.',
      });
    if (it.availability !== undefined && it.availability !== null && itemHoursProblem(it.availability))
      out.push({
        path: `${p}.availability`,
        code: 'menu.hours',
        message: 'The hours need at least one day and a start before the end, as 11:00 and 14:00.',
      });
    const groups = Array.isArray(it.optionGroups) ? it.optionGroups : [];
    if (groups.length > MENU_LIMITS.groupsMax)
      out.push({
        path: `${p}.optionGroups`,
        code: 'menu.tooMany',
        message: `At most ${MENU_LIMITS.groupsMax} option groups.`,
      });
    const gIds = new Set<string>();
    groups.forEach((g, j) => {
      checkGroup(out, `${p}.optionGroups.${j}`, g);
      if (isObj(g) && typeof g.id === 'string') {
        if (gIds.has(g.id))
          out.push({
            path: `${p}.optionGroups.${j}.id`,
            code: 'menu.duplicate',
            message: `The option group code "${g.id}" is used twice.`,
          });
        gIds.add(g.id);
      }
    });
  });
  return out;
}

/** A menu document with every field present (missing ones empty), anything else dropped. */
export function pickMenu(v: unknown): MenuDoc {
  if (!isObj(v)) return { categories: [], items: [] };
  const text = (x: unknown): MenuText => {
    const o = isObj(x) ? x : {};
    return {
      'en-gb': typeof o['en-gb'] === 'string' ? o['en-gb'] : '',
      'zh-hans': typeof o['zh-hans'] === 'string' ? o['zh-hans'] : '',
    };
  };
  const list = (x: unknown) => (Array.isArray(x) ? x.filter(isObj) : []);
  return {
    categories: list(v.categories).map((c) => ({
      id: String(c.id ?? ''),
      parentId: typeof c.parentId === 'string' ? c.parentId : null,
      name: text(c.name),
      visible: c.visible !== false,
      image: typeof c.image === 'string' ? c.image : null,
    })),
    items: list(v.items).map((it) => ({
      id: String(it.id ?? ''),
      categoryId: String(it.categoryId ?? ''),
      name: text(it.name),
      description: text(it.description),
      priceCents: it.priceCents as number,
      optionGroups: list(it.optionGroups).map((g) => ({
        id: String(g.id ?? ''),
        name: text(g.name),
        min: g.min as number,
        max: g.max as number,
        options: list(g.options).map((o) => ({
          id: String(o.id ?? ''),
          name: text(o.name),
          priceCents: o.priceCents as number,
        })),
      })),
      stock: typeof it.stock === 'number' ? it.stock : null,
      hidden: it.hidden === true,
      notesAllowed: it.notesAllowed !== false,
      loyalty: it.loyalty !== false,
      discount: it.discount !== false,
      image: typeof it.image === 'string' ? it.image : null,
      ...(readItemHours(it.availability) ? { availability: readItemHours(it.availability) } : {}),
      keep: isObj(it.keep) ? it.keep : {},
    })),
  };
}

/** Largest menu file an import reads (bytes), CSV or JSON. */
export const MENU_FILE_MAX_BYTES = 512 * 1024;

/** A JSON menu file (UTF-8, the export's shape): the menu, or every problem by path. */
export function readMenuJson(bytes: Uint8Array): { ok: true; menu: MenuDoc } | { ok: false; issues: MenuIssue[] } {
  const fail = (code: MenuIssueCode, message: string) => ({
    ok: false as const,
    issues: [{ path: 'menu', code, message }],
  });
  if (bytes.length > MENU_FILE_MAX_BYTES)
    return fail('menu.tooMany', `The file is over ${MENU_FILE_MAX_BYTES / 1024} KB.`);
  let v: unknown;
  try {
    v = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\ufeff/, ''));
  } catch {
    return fail('menu.shape', 'The file is not JSON text in UTF-8.');
  }
  const issues = checkMenu(v);
  return issues.length ? { ok: false, issues } : { ok: true, menu: pickMenu(v) };
}
