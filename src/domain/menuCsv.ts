// The menu as CSV (issue 31): one row per item, its category on the row, its option groups in one
// column (format below). `parseMenuCsv` checks everything first and reports each problem by row and
// column; it returns a menu only when there is none, so a bad file changes nothing. Pure.
//
// Hours column (optional, last; issue 31): an item's own serving hours, `Mon-Fri 07:00-11:00`,
// `Sat,Sun 08:00-12:00` or `daily 11:00-14:00`; empty = whenever the venue is open. A file without
// the column keeps each existing item's hours. What the file does not carry (image, notes, loyalty and
// discount flags, ingredients, meal extras) is kept from the item of the same code.
//
// Options column: groups separated by " || "; a group is `code(min-max) English|中文: option; option`;
// an option is `code English|中文 price` (price in dollars, e.g. 0.50). Example:
//   size(1-1) Size|大小: small Small|小 0.00; large Large|大 1.00 || milk(0-2) Milk|奶: oat Oat|燕麦 0.60
import { itemHoursCell, readItemHoursCell } from './itemHours';
import { FLAG_NO, FLAG_YES, cell, centsOf, csvRows, dollars, optionsText, parseOptions } from './menuCsvCells';
import {
  MENU_FILE_MAX_BYTES,
  checkMenu,
  type MenuCategory,
  type MenuDoc,
  type MenuIssueCode,
  type MenuItem,
  MENU_LIMITS,
} from './menu';

/** The columns, in order; the header row must be exactly these. */
export const MENU_CSV_COLUMNS = [
  'category_code',
  'category_en',
  'category_zh',
  'item_code',
  'name_en',
  'name_zh',
  'description_en',
  'description_zh',
  'price',
  'stock',
  'hidden',
  'options',
] as const;
/** Optional columns after the required ones (the export writes them; an import may leave them out). */
export const MENU_CSV_OPTIONAL = ['hours'] as const;
export type MenuCsvColumn = (typeof MENU_CSV_COLUMNS)[number] | (typeof MENU_CSV_OPTIONAL)[number];

/** Largest file an import reads (bytes). */
export const MENU_CSV_MAX_BYTES = MENU_FILE_MAX_BYTES;

/** What can be wrong with a CSV file itself; each has a text in both languages (`menuedit.csv_*`). */
export const CSV_PROBLEM_CODES = [
  'csv.tooBig',
  'csv.empty',
  'csv.notUtf8',
  'csv.binary',
  'csv.unclosedQuote',
  'csv.headerColumn',
  'csv.headerExtra',
  'csv.noItems',
  'csv.tooManyItems',
  'csv.rowColumns',
  'csv.noCategory',
  'csv.unknownCategory',
  'csv.price',
  'csv.stock',
  'csv.flag',
  'csv.group',
  'csv.option',
  'csv.optionPrice',
  'csv.hours',
] as const;
export type CsvProblemCode = (typeof CSV_PROBLEM_CODES)[number];

export interface CsvProblem {
  /** 1 = the header row; 0 = the file as a whole. */
  row: number;
  /** A column name, or '' for the whole row or file. */
  column: MenuCsvColumn | '';
  /** A file problem (`csv.*`) or, for a value the menu's checker refuses, its code (`menu.*`). */
  code: CsvProblemCode | MenuIssueCode;
  /** What fills the words of the problem's text in the operator's language. */
  values: Record<string, string | number>;
  /** The problem in English (logs, scripts); screens show the code's text in their language. */
  message: string;
}

export type CsvResult = { ok: true; menu: MenuDoc } | { ok: false; problems: CsvProblem[] };

/** Where a menu issue path points in the file: the item's row and the column holding the field. */
function columnOfPath(path: string): MenuCsvColumn | '' {
  if (/\.optionGroups/.test(path)) return 'options';
  if (/^categories\.\d+\.name\.en-gb/.test(path)) return 'category_en';
  if (/^categories\.\d+\.name\.zh-hans/.test(path)) return 'category_zh';
  if (/^categories/.test(path)) return 'category_code';
  const map: [RegExp, MenuCsvColumn][] = [
    [/\.id$/, 'item_code'],
    [/\.categoryId$/, 'category_code'],
    [/\.name\.en-gb$/, 'name_en'],
    [/\.name\.zh-hans$/, 'name_zh'],
    [/\.description\.en-gb$/, 'description_en'],
    [/\.description\.zh-hans$/, 'description_zh'],
    [/\.priceCents$/, 'price'],
    [/\.stock$/, 'stock'],
    [/\.availability$/, 'hours'],
  ];
  return map.find(([re]) => re.test(path))?.[1] ?? '';
}

/**
 * Reads a CSV file (bytes, UTF-8 with or without BOM) into a menu. `known` are the venue's
 * categories today: a row may name one of them by code alone; a new category needs its names.
 * `knownItems` are its items today: what the file does not carry is kept from the item of the same code.
 */
export function parseMenuCsv(bytes: Uint8Array, known: MenuCategory[] = [], knownItems: MenuItem[] = []): CsvResult {
  const fail = (code: CsvProblemCode, message: string, values: CsvProblem['values'] = {}, row = 0): CsvResult => ({
    ok: false,
    problems: [{ row, column: '', code, values, message }],
  });
  if (bytes.length > MENU_CSV_MAX_BYTES)
    return fail(
      'csv.tooBig',
      `The file is ${(bytes.length / 1024 / 1024).toFixed(1)} MB; a menu file may be at most ${MENU_CSV_MAX_BYTES / 1024} KB.`,
      { mb: (bytes.length / 1024 / 1024).toFixed(1), maxKb: MENU_CSV_MAX_BYTES / 1024 },
    );
  if (bytes.length === 0) return fail('csv.empty', 'The file is empty.');
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return fail('csv.notUtf8', 'The file is not UTF-8 text: in your spreadsheet choose "Save as CSV UTF-8".');
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  if (text.includes('\u0000')) return fail('csv.binary', 'The file holds binary data: it is not a CSV file.');
  const rows = csvRows(text);
  if (!rows) return fail('csv.unclosedQuote', 'A quoted field is never closed: check the quotes (").');
  const header = rows[0].map((h) => h.trim().toLowerCase());
  const problems: CsvProblem[] = [];
  MENU_CSV_COLUMNS.forEach((c, i) => {
    if (header[i] !== c)
      problems.push({
        row: 1,
        column: c,
        code: 'csv.headerColumn',
        values: { n: i + 1, want: c, got: header[i] ?? '' },
        message: `Column ${i + 1} must be "${c}"${header[i] ? `, not "${header[i]}"` : ''}.`,
      });
  });
  const withHours = header.length > MENU_CSV_COLUMNS.length && header[MENU_CSV_COLUMNS.length] === 'hours';
  const cols: MenuCsvColumn[] = withHours ? [...MENU_CSV_COLUMNS, 'hours'] : [...MENU_CSV_COLUMNS];
  if (header.length > cols.length)
    problems.push({
      row: 1,
      column: '',
      code: 'csv.headerExtra',
      values: { count: header.length, want: cols.length },
      message: `The header has ${header.length} columns; the menu file has ${cols.length}.`,
    });
  if (problems.length) return { ok: false, problems };
  const body = rows
    .slice(1)
    .map((r, i) => ({ r, row: i + 2 }))
    .filter(({ r }) => r.some((c) => c.trim() !== ''));
  if (!body.length) return fail('csv.noItems', 'The file has a header but no items.', {}, 2);
  if (body.length > MENU_LIMITS.itemsMax)
    return fail('csv.tooManyItems', `The file has ${body.length} items; at most ${MENU_LIMITS.itemsMax}.`, {
      count: body.length,
      max: MENU_LIMITS.itemsMax,
    });

  const knownById = new Map(knownItems.map((it) => [it.id, it]));
  const categories: MenuCategory[] = [];
  const catRow = new Map<string, number>();
  const items: MenuItem[] = [];
  const itemRow: number[] = [];
  for (const { r, row } of body) {
    if (r.length !== cols.length) {
      problems.push({
        row,
        column: '',
        code: 'csv.rowColumns',
        values: { count: r.length, want: cols.length },
        message: `The row has ${r.length} columns; it needs ${cols.length}.`,
      });
      continue;
    }
    const v = Object.fromEntries(cols.map((c, i) => [c, r[i]])) as Record<MenuCsvColumn, string>;
    const catId = v.category_code.trim();
    if (!catId)
      problems.push({
        row,
        column: 'category_code',
        code: 'csv.noCategory',
        values: {},
        message: 'The category code is empty: every item is in a category.',
      });
    else if (!catRow.has(catId)) {
      const old = known.find((c) => c.id === catId);
      if (v.category_en.trim() || v.category_zh.trim() || old) {
        catRow.set(catId, row);
        categories.push({
          id: catId,
          parentId: null,
          name: {
            'en-gb': v.category_en.trim() || old?.name['en-gb'] || '',
            'zh-hans': v.category_zh.trim() || old?.name['zh-hans'] || '',
          },
          visible: old?.visible ?? true,
          image: old?.image ?? null,
        });
      } else
        problems.push({
          row,
          column: 'category_code',
          code: 'csv.unknownCategory',
          values: { code: catId },
          message: `The category "${catId}" is not on the menu: give its names in category_en and category_zh.`,
        });
    }
    const price = centsOf(v.price);
    if (price === null)
      problems.push({
        row,
        column: 'price',
        code: 'csv.price',
        values: { text: v.price },
        message: `The price "${v.price}" is not an amount in dollars like 4.50.`,
      });
    let stock: number | null = null;
    if (v.stock.trim()) {
      stock = /^\d{1,7}$/.test(v.stock.trim()) ? Number(v.stock.trim()) : NaN;
      if (Number.isNaN(stock))
        problems.push({
          row,
          column: 'stock',
          code: 'csv.stock',
          values: { text: v.stock },
          message: `The stock "${v.stock}" is not a whole number.`,
        });
    }
    const flag = (c: 'hidden') => {
      const s = v[c].trim().toLowerCase();
      if (FLAG_YES.includes(s)) return true;
      if (!FLAG_NO.includes(s))
        problems.push({
          row,
          column: c,
          code: 'csv.flag',
          values: { text: v[c] },
          message: `"${v[c]}" is not yes or no.`,
        });
      return false;
    };
    const opts = parseOptions(v.options);
    if ('error' in opts) problems.push({ row, column: 'options', ...opts.error });
    const hours = withHours ? readItemHoursCell(v.hours) : undefined;
    if (hours === 'bad')
      problems.push({
        row,
        column: 'hours',
        code: 'csv.hours',
        values: { text: v.hours },
        message: `The hours "${v.hours}" are not days and times like Mon-Fri 07:00-11:00 (or daily 11:00-14:00).`,
      });
    const old = knownById.get(v.item_code.trim());
    items.push({
      id: v.item_code.trim(),
      categoryId: catId,
      name: { 'en-gb': v.name_en.trim(), 'zh-hans': v.name_zh.trim() },
      description: { 'en-gb': v.description_en.trim(), 'zh-hans': v.description_zh.trim() },
      priceCents: price ?? 0,
      optionGroups: 'groups' in opts ? opts.groups : [],
      stock: Number.isNaN(stock) ? null : stock,
      hidden: flag('hidden'),
      notesAllowed: old?.notesAllowed ?? true,
      loyalty: old?.loyalty ?? true,
      discount: old?.discount ?? true,
      image: old?.image ?? null,
      // No column: the item keeps its hours; an empty cell: none of its own (whenever the venue is open).
      ...(hours === undefined ? (old?.availability ? { availability: old.availability } : {}) : {}),
      ...(hours && hours !== 'bad' ? { availability: hours } : {}),
      keep: old?.keep ?? {},
    });
    itemRow.push(row);
  }
  const menu: MenuDoc = { categories, items };
  for (const issue of checkMenu(menu)) {
    const m = /^(items|categories)\.(\d+)/.exec(issue.path);
    const idx = m ? Number(m[2]) : -1;
    const row = m?.[1] === 'items' ? itemRow[idx] : m ? (catRow.get(categories[idx]?.id) ?? 0) : 0;
    const column = columnOfPath(issue.path);
    // Already reported from the text itself (a price or stock that did not read as a number).
    if (problems.some((p) => p.row === row && p.column === column)) continue;
    problems.push({ row, column, code: issue.code, values: {}, message: issue.message });
  }
  problems.sort((a, b) => a.row - b.row);
  return problems.length ? { ok: false, problems } : { ok: true, menu };
}

/** The menu as CSV text (header first, CRLF rows), the file `parseMenuCsv` reads back. */
export function menuCsv(menu: MenuDoc): string {
  const cats = new Map(menu.categories.map((c) => [c.id, c]));
  const lines = [[...MENU_CSV_COLUMNS, ...MENU_CSV_OPTIONAL].join(',')];
  for (const it of menu.items) {
    const c = cats.get(it.categoryId);
    lines.push(
      [
        it.categoryId,
        c?.name['en-gb'] ?? '',
        c?.name['zh-hans'] ?? '',
        it.id,
        it.name['en-gb'],
        it.name['zh-hans'],
        it.description['en-gb'],
        it.description['zh-hans'],
        dollars(it.priceCents),
        it.stock === null ? '' : String(it.stock),
        it.hidden ? 'yes' : 'no',
        optionsText(it.optionGroups),
        it.availability ? itemHoursCell(it.availability) : '',
      ]
        .map(cell)
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
