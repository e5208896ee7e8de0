// The menu file's optional `hours` column and what an import keeps (issue 31): an item's own serving
// hours travel in the file and back; a file without the column, or without images and flags, keeps
// them from the venue's item of the same code; a bad hours cell is refused with its row and column.
import { describe, expect, it } from 'vitest';
import { itemHoursCell, readItemHoursCell } from '../../src/domain/itemHours';
import { type MenuItem } from '../../src/domain/menu';
import { MENU_CSV_COLUMNS, menuCsv, parseMenuCsv } from '../../src/domain/menuCsv';

const enc = (s: string) => new TextEncoder().encode(s);
const BASE = 'coffee,Coffee,咖啡,flat-white,Flat white,馥芮白,,,4.50,,no,';
const known: MenuItem = {
  id: 'flat-white',
  categoryId: 'coffee',
  name: { 'en-gb': 'Flat white', 'zh-hans': '馥芮白' },
  description: { 'en-gb': '', 'zh-hans': '' },
  priceCents: 400,
  optionGroups: [],
  stock: null,
  hidden: false,
  notesAllowed: false,
  loyalty: false,
  discount: false,
  image: '/assets/images/flat-white.png',
  availability: { days: [1, 2, 3, 4, 5], from: '07:00', to: '11:00' },
  keep: { ingredient1: ['milk'] },
};

describe('hours cells', () => {
  it('write and read back runs of days, single days and every day', () => {
    expect(itemHoursCell({ days: [1, 2, 3, 4, 5], from: '07:00', to: '11:00' })).toBe('Mon-Fri 07:00-11:00');
    expect(itemHoursCell({ days: [0, 6], from: '08:00', to: '12:00' })).toBe('Sun,Sat 08:00-12:00');
    expect(itemHoursCell({ days: [0, 1, 2, 3, 4, 5, 6], from: '11:00', to: '14:00' })).toBe('daily 11:00-14:00');
    expect(readItemHoursCell('Mon-Fri 07:00-11:00')).toEqual({ days: [1, 2, 3, 4, 5], from: '07:00', to: '11:00' });
    expect(readItemHoursCell('sat,SUN 08:00 - 12:00')).toEqual({ days: [0, 6], from: '08:00', to: '12:00' });
    expect(readItemHoursCell('daily 11:00-14:00')).toEqual({
      days: [0, 1, 2, 3, 4, 5, 6],
      from: '11:00',
      to: '14:00',
    });
    expect(readItemHoursCell('  ')).toBeNull();
  });

  it('refuse what is not days and times', () => {
    for (const bad of [
      'Mon-Fri',
      'Fri-Mon 07:00-11:00',
      'Monday 07:00-11:00',
      'Mon 11:00-07:00',
      'Mon 25:00-26:00',
      'Mon-Tue-Wed 07:00-09:00',
    ])
      expect(readItemHoursCell(bad), bad).toBe('bad');
  });
});

describe('the hours column', () => {
  it('the export writes it; the file reads back to the same hours', () => {
    const text = menuCsv({
      categories: [
        { id: 'coffee', parentId: null, name: { 'en-gb': 'Coffee', 'zh-hans': '咖啡' }, visible: true, image: null },
      ],
      items: [known],
    });
    expect(text.split('\r\n')[0]).toBe([...MENU_CSV_COLUMNS, 'hours'].join(','));
    expect(text).toContain(',Mon-Fri 07:00-11:00\r\n');
    const r = parseMenuCsv(enc(text));
    expect(r.ok && r.menu.items[0].availability).toEqual(known.availability);
  });

  it('an empty cell clears the hours; a file without the column keeps them', () => {
    const header = MENU_CSV_COLUMNS.join(',');
    const cleared = parseMenuCsv(enc(`${header},hours\n${BASE},\n`), [], [known]);
    expect(cleared.ok && cleared.menu.items[0].availability).toBeUndefined();
    const kept = parseMenuCsv(enc(`${header}\n${BASE}\n`), [], [known]);
    expect(kept.ok && kept.menu.items[0].availability).toEqual(known.availability);
  });

  it('a bad cell is refused with its row and column, and no menu', () => {
    const r = parseMenuCsv(enc(`${MENU_CSV_COLUMNS.join(',')},hours\n${BASE},weekdays 7-11\n`));
    expect(r.ok).toBe(false);
    expect(!r.ok && r.problems).toEqual([
      expect.objectContaining({ row: 2, column: 'hours', code: 'csv.hours', values: { text: 'weekdays 7-11' } }),
    ]);
  });

  it('a row must have as many columns as the header', () => {
    const r = parseMenuCsv(enc(`${MENU_CSV_COLUMNS.join(',')},hours\n${BASE}\n`));
    expect(!r.ok && r.problems[0]).toMatchObject({ row: 2, code: 'csv.rowColumns', values: { want: 13 } });
  });
});

describe('what the file does not carry', () => {
  it('is kept from the item of the same code: image, flags, ingredients; a new code gets the defaults', () => {
    const header = MENU_CSV_COLUMNS.join(',');
    const r = parseMenuCsv(enc(`${header}\n${BASE}\n${BASE.replace('flat-white', 'latte')}\n`), [], [known]);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const [old, added] = r.menu.items;
    expect(old).toMatchObject({
      priceCents: 450,
      image: known.image,
      notesAllowed: false,
      loyalty: false,
      discount: false,
      keep: known.keep,
    });
    expect(added).toMatchObject({
      id: 'latte',
      image: null,
      notesAllowed: true,
      loyalty: true,
      discount: true,
      keep: {},
    });
    expect(added.availability).toBeUndefined();
  });
});
