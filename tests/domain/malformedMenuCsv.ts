// Malformed menu CSV files (issue 31): each with the row, column and problem code it must be refused
// with. Shared by the parser's unit test (tests/domain/menuCsvRefusals.test.ts) and the import call's
// server test (tests/server/menuImportRefusals.test.ts), which checks the menu is unchanged after each.
import { MENU_CSV_COLUMNS, type CsvProblem } from '../../src/domain/menuCsv';

export interface MalformedCsv {
  name: string;
  bytes: Buffer;
  /** The first problem reported (problems come sorted by row). */
  first: Pick<CsvProblem, 'row' | 'column' | 'code'>;
}

const HEADER = MENU_CSV_COLUMNS.join(',');
const GOOD = 'drinks,Drinks,饮品,latte,Latte,拿铁,,,5.00,,no,milk(0-1) Milk|奶: oat Oat|燕麦 0.60';
/** A file: the header, one good row, then the given rows (CRLF). */
const file = (...rows: string[]) => Buffer.from([HEADER, GOOD, ...rows].join('\r\n'), 'utf8');
const utf16le = (text: string) => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
const utf16beNoBom = (text: string) => Buffer.from(text, 'utf16le').swap16();

export const MALFORMED_CSV: MalformedCsv[] = [
  {
    name: 'wrong first column name',
    bytes: Buffer.from([HEADER.replace('category_code', 'category'), GOOD].join('\r\n')),
    first: { row: 1, column: 'category_code', code: 'csv.headerColumn' },
  },
  {
    name: 'a column missing from the header',
    bytes: Buffer.from([MENU_CSV_COLUMNS.slice(0, -1).join(','), GOOD].join('\r\n')),
    first: { row: 1, column: 'options', code: 'csv.headerColumn' },
  },
  {
    name: 'an extra header column',
    bytes: Buffer.from([`${HEADER},colour`, `${GOOD},red`].join('\r\n')),
    first: { row: 1, column: '', code: 'csv.headerExtra' },
  },
  {
    name: 'a price that is a word',
    bytes: file('food,Food,食物,soup,Soup,汤,,,abc,,no,'),
    first: { row: 3, column: 'price', code: 'csv.price' },
  },
  {
    name: 'a negative price',
    bytes: file('food,Food,食物,soup,Soup,汤,,,-1.00,,no,'),
    first: { row: 3, column: 'price', code: 'csv.price' },
  },
  {
    name: 'a price with three decimals',
    bytes: file('food,Food,食物,soup,Soup,汤,,,4.505,,no,'),
    first: { row: 3, column: 'price', code: 'csv.price' },
  },
  {
    name: 'a price above the limit',
    bytes: file('food,Food,食物,soup,Soup,汤,,,999999.99,,no,'),
    first: { row: 3, column: 'price', code: 'menu.price' },
  },
  {
    name: 'an unknown category without names',
    bytes: file('nowhere,,,soup,Soup,汤,,,4.50,,no,'),
    first: { row: 3, column: 'category_code', code: 'csv.unknownCategory' },
  },
  {
    name: 'an empty category code',
    bytes: file(',Food,食物,soup,Soup,汤,,,4.50,,no,'),
    first: { row: 3, column: 'category_code', code: 'csv.noCategory' },
  },
  {
    name: 'a 10 MB file',
    bytes: Buffer.concat([file(), Buffer.alloc(10 * 1024 * 1024, 'x')]),
    first: { row: 0, column: '', code: 'csv.tooBig' },
  },
  {
    name: 'Latin-1 text',
    bytes: Buffer.concat([
      file(),
      Buffer.from('\r\nfood,Food,x,crepe,Cr'),
      Buffer.from([0xe8]),
      Buffer.from('pe,x,,,1.00,,no,'),
    ]),
    first: { row: 0, column: '', code: 'csv.notUtf8' },
  },
  {
    name: 'UTF-16 with a byte-order mark',
    bytes: utf16le([HEADER, GOOD].join('\r\n')),
    first: { row: 0, column: '', code: 'csv.notUtf8' },
  },
  {
    name: 'UTF-16 without a byte-order mark',
    bytes: utf16beNoBom([HEADER, 'drinks,Drinks,Drinks,latte,Latte,Latte,,,5.00,,no,'].join('\r\n')),
    first: { row: 0, column: '', code: 'csv.binary' },
  },
  { name: 'an empty file', bytes: Buffer.alloc(0), first: { row: 0, column: '', code: 'csv.empty' } },
  {
    name: 'the header alone',
    bytes: Buffer.from(`${HEADER}\r\n`),
    first: { row: 2, column: '', code: 'csv.noItems' },
  },
  {
    name: 'the same item code twice',
    bytes: file('drinks,Drinks,饮品,latte,Latte again,拿铁,,,5.50,,no,'),
    first: { row: 3, column: 'item_code', code: 'menu.duplicate' },
  },
  {
    name: 'a row with too few columns',
    bytes: file('food,Food,食物,soup,Soup,汤,4.50'),
    first: { row: 3, column: '', code: 'csv.rowColumns' },
  },
  {
    name: 'a quote never closed',
    bytes: file('food,Food,食物,soup,"Soup,汤,,,4.50,,no,'),
    first: { row: 0, column: '', code: 'csv.unclosedQuote' },
  },
  {
    name: 'stock that is a word',
    bytes: file('food,Food,食物,soup,Soup,汤,,,4.50,many,no,'),
    first: { row: 3, column: 'stock', code: 'csv.stock' },
  },
  {
    name: 'hidden that is not yes or no',
    bytes: file('food,Food,食物,soup,Soup,汤,,,4.50,,maybe,'),
    first: { row: 3, column: 'hidden', code: 'csv.flag' },
  },
  {
    name: 'an option group without its form',
    bytes: file('food,Food,食物,soup,Soup,汤,,,4.50,,no,size: big'),
    first: { row: 3, column: 'options', code: 'csv.group' },
  },
  {
    name: 'an option priced in words',
    bytes: file('food,Food,食物,soup,Soup,汤,,,4.50,,no,size(1-1) Size|大小: big Big|大 free'),
    first: { row: 3, column: 'options', code: 'csv.optionPrice' },
  },
  {
    name: 'an option group whose least is above its most',
    bytes: file('food,Food,食物,soup,Soup,汤,,,4.50,,no,size(2-1) Size|大小: big Big|大 1.00; small Small|小 0.00'),
    first: { row: 3, column: 'options', code: 'menu.minMax' },
  },
  {
    name: 'an item with no English name',
    bytes: file('food,Food,食物,soup,,汤,,,4.50,,no,'),
    first: { row: 3, column: 'name_en', code: 'menu.required' },
  },
  {
    name: 'a tab inside a name',
    bytes: file('food,Food,食物,soup,"So\tup",汤,,,4.50,,no,'),
    first: { row: 3, column: 'name_en', code: 'menu.control' },
  },
  {
    name: 'an item code with spaces',
    bytes: file('food,Food,食物,hot soup!,Soup,汤,,,4.50,,no,'),
    first: { row: 3, column: 'item_code', code: 'menu.id' },
  },
];
