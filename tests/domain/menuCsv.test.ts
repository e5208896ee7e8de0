// Menu CSV import (issue 31): a good file reads back to the menu it was exported from; each of 20
// malformed files is refused with the row and column of its problem and no menu.
import { describe, expect, it } from 'vitest';
import { type CsvProblem, MENU_CSV_COLUMNS, menuCsv, parseMenuCsv } from '../../src/domain/menuCsv';
import { checkMenu, type MenuDoc } from '../../src/domain/menu';

const HEADER = MENU_CSV_COLUMNS.join(',');
const enc = (s: string) => new TextEncoder().encode(s);
const row = (over: Partial<Record<(typeof MENU_CSV_COLUMNS)[number], string>> = {}) =>
  MENU_CSV_COLUMNS.map((c) =>
    c in over
      ? over[c]!
      : (
          {
            category_code: 'coffee',
            category_en: 'Coffee',
            category_zh: '咖啡',
            item_code: 'flat-white',
            name_en: 'Flat white',
            name_zh: '馥芮白',
            description_en: 'Double shot',
            description_zh: '双份',
            price: '4.50',
            stock: '',
            hidden: 'no',
            options: 'size(1-1) Size|大小: small Small|小 0.00; large Large|大 1.00',
          } as Record<string, string>
        )[c],
  ).join(',');
const file = (...rows: string[]) => enc([HEADER, ...rows].join('\n'));

const refused = (bytes: Uint8Array): CsvProblem[] => {
  const r = parseMenuCsv(bytes);
  expect(r.ok).toBe(false);
  return r.ok ? [] : r.problems;
};

describe('a good file', () => {
  it('reads categories, items, prices in cents and option groups', () => {
    const r = parseMenuCsv(file(row(), row({ item_code: 'latte', name_en: 'Latte', name_zh: '拿铁', price: '5' })));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.menu.categories).toEqual([
      { id: 'coffee', parentId: null, name: { 'en-gb': 'Coffee', 'zh-hans': '咖啡' }, visible: true, image: null },
    ]);
    expect(r.menu.items.map((i) => [i.id, i.priceCents])).toEqual([
      ['flat-white', 450],
      ['latte', 500],
    ]);
    expect(r.menu.items[0].optionGroups[0]).toMatchObject({ id: 'size', min: 1, max: 1 });
    expect(r.menu.items[0].optionGroups[0].options[1]).toEqual({
      id: 'large',
      name: { 'en-gb': 'Large', 'zh-hans': '大' },
      priceCents: 100,
    });
  });

  it('export then import gives the same menu (quotes, commas, BOM, CRLF)', () => {
    const r = parseMenuCsv(file(row({ description_en: '"""Strong"", hot"', stock: '12', hidden: 'yes' })));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const text = menuCsv(r.menu);
    const again = parseMenuCsv(enc(`\ufeff${text}`));
    expect(again).toEqual(r);
    expect((again as { menu: MenuDoc }).menu.items[0]).toMatchObject({
      description: { 'en-gb': '"Strong", hot' },
      stock: 12,
      hidden: true,
    });
    expect(checkMenu(r.menu)).toEqual([]);
  });

  it('a known category may be named by its code alone', () => {
    const known = [
      { id: 'tea', parentId: null, name: { 'en-gb': 'Tea', 'zh-hans': '茶' }, visible: false, image: null },
    ];
    const r = parseMenuCsv(file(row({ category_code: 'tea', category_en: '', category_zh: '' })), known);
    expect(r.ok && r.menu.categories[0]).toEqual(known[0]);
  });
});

// Twenty malformed files, each with the row and column its problem must be reported at.
const BAD: [string, Uint8Array, number, string][] = [
  ['a missing column', enc([MENU_CSV_COLUMNS.slice(0, -1).join(','), row()].join('\n')), 1, 'options'],
  [
    'columns in the wrong order',
    enc(
      [
        [
          'item_code',
          'category_code',
          ...MENU_CSV_COLUMNS.slice(2, 3),
          'category_en',
          ...MENU_CSV_COLUMNS.slice(4),
        ].join(','),
        row(),
      ].join('\n'),
    ),
    1,
    'category_code',
  ],
  ['an extra column in the header', enc([`${HEADER},colour`, row()].join('\n')), 1, ''],
  ['a row with too few cells', file(row(), 'coffee,Coffee,咖啡,latte,Latte'), 3, ''],
  ['a price with letters', file(row({ price: 'four' })), 2, 'price'],
  ['a negative price', file(row({ price: '-1.00' })), 2, 'price'],
  ['a price with three decimals', file(row({ price: '4.505' })), 2, 'price'],
  ['a price with a currency sign', file(row(), row({ item_code: 'b', price: '$4.50' })), 3, 'price'],
  [
    'an unknown category without names',
    file(row({ category_code: 'cakes', category_en: '', category_zh: '' })),
    2,
    'category_code',
  ],
  ['an item without a category', file(row({ category_code: '' })), 2, 'category_code'],
  ['a duplicate item code', file(row(), row()), 3, 'item_code'],
  ['an empty English name', file(row(), row({ item_code: 'b', name_en: '' })), 3, 'name_en'],
  ['a name over 80 characters', file(row({ name_zh: '长'.repeat(81) })), 2, 'name_zh'],
  ['a control character in a name', file(row({ name_en: 'Flat\u0007white' })), 2, 'name_en'],
  [
    'an option group minimum over its maximum',
    file(row({ options: 'size(2-1) Size|大小: a A|甲 0; b B|乙 0' })),
    2,
    'options',
  ],
  ['an option without a price', file(row({ options: 'size(1-1) Size|大小: small Small|小' })), 2, 'options'],
  ['a stock that is not a number', file(row({ stock: 'lots' })), 2, 'stock'],
  ['a hidden flag that is not yes or no', file(row({ hidden: 'maybe' })), 2, 'hidden'],
  ['a 10 MB file', enc(`${HEADER}\n${`${row()}\n`.repeat(Math.ceil((10 * 1024 * 1024) / row().length))}`), 0, ''],
  [
    'a Latin-1 (not UTF-8) file',
    new Uint8Array([...enc(`${HEADER}\ncoffee,Caf`), 0xe9, ...enc(',x,a,A,B,,,1.00,,no,')]),
    0,
    '',
  ],
];

describe('20 malformed files are refused with row and column', () => {
  it('there are twenty', () => expect(BAD).toHaveLength(20));
  it.each(BAD)('%s', (_name, bytes, wantRow, wantColumn) => {
    const problems = refused(bytes);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems).toContainEqual(expect.objectContaining({ row: wantRow, column: wantColumn }));
    for (const p of problems) expect(p.message).toMatch(/\S/);
  });
  it('more files: empty, header only, an unclosed quote', () => {
    expect(refused(enc(''))[0].message).toMatch(/empty/);
    expect(refused(enc(HEADER))[0]).toMatchObject({ row: 2 });
    expect(refused(file(`${row()}\n"coffee,Coffee`))[0].message).toMatch(/quote/);
  });
  it('every problem of one file is reported, not just the first', () => {
    const problems = refused(
      file(row({ price: 'x' }), row({ item_code: 'b', stock: '-2' }), row({ item_code: 'c', hidden: '?' })),
    );
    expect(problems.map((p) => [p.row, p.column])).toEqual([
      [2, 'price'],
      [3, 'stock'],
      [4, 'hidden'],
    ]);
  });
});
