// The cells of the menu file (issue 31): RFC 4180 rows, dollar amounts, yes/no flags and the options
// column (`code(min-max) English|中文: option; option || …`), read and written. Pure; the file as a
// whole is src/domain/menuCsv.ts.
import type { MenuOptionGroup } from './menu';
import type { CsvProblemCode } from './menuCsv';

/** Whole cents from a dollar amount text ("4.5", "4.50", "4"); null when it is not one. */
export function centsOf(text: string): number | null {
  const m = /^\s*(\d{1,6})(?:\.(\d{1,2}))?\s*$/.exec(text);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}
export const dollars = (c: number) => `${Math.floor(c / 100)}.${String(c % 100).padStart(2, '0')}`;

/** RFC 4180 rows; null when a quoted field never closes. */
export function csvRows(text: string): string[][] | null {
  const rows: string[][] = [];
  let row: string[] = [];
  let f = '';
  let q = false;
  const endField = () => {
    row.push(f);
    f = '';
  };
  const endRow = () => {
    endField();
    rows.push(row);
    row = [];
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (q) {
      if (ch === '"' && text[i + 1] === '"') {
        f += '"';
        i++;
      } else if (ch === '"') q = false;
      else f += ch;
    } else if (ch === '"' && f === '') q = true;
    else if (ch === ',') endField();
    else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      endRow();
    } else f += ch;
  }
  if (q) return null;
  if (f !== '' || row.length) endRow();
  return rows;
}

export const cell = (s: string) => (/[",\r\n]/.test(s) || /^\s|\s$/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);

export const FLAG_YES = ['yes', 'y', '1', 'true'];
export const FLAG_NO = ['', 'no', 'n', '0', 'false'];

export type OptionsError = { code: CsvProblemCode; values: Record<string, string>; message: string };

export function parseOptions(text: string): { groups: MenuOptionGroup[] } | { error: OptionsError } {
  if (!text.trim()) return { groups: [] };
  const groups: MenuOptionGroup[] = [];
  for (const g of text.split('||').map((s) => s.trim())) {
    const m = /^([A-Za-z0-9][A-Za-z0-9._-]*)\((\d+)-(\d+)\)\s+([^|:]+)\|([^:]+):(.*)$/.exec(g);
    if (!m) {
      const t = g.slice(0, 40);
      return {
        error: {
          code: 'csv.group',
          values: { text: t },
          message: `"${t}" is not a group: write code(min-max) English|中文: options.`,
        },
      };
    }
    const options = [];
    for (const o of m[6]
      .split(';')
      .map((s) => s.trim())
      .filter(Boolean)) {
      const om = /^([A-Za-z0-9][A-Za-z0-9._-]*)\s+([^|]+)\|(.+)\s+(\S+)$/.exec(o);
      if (!om) {
        const t = o.slice(0, 40);
        return {
          error: {
            code: 'csv.option',
            values: { text: t },
            message: `"${t}" is not an option: write code English|中文 price.`,
          },
        };
      }
      const c = centsOf(om[4]);
      if (c === null)
        return {
          error: {
            code: 'csv.optionPrice',
            values: { code: om[1], text: om[4] },
            message: `The option "${om[1]}" has the price "${om[4]}": write dollars like 0.50.`,
          },
        };
      options.push({ id: om[1], name: { 'en-gb': om[2].trim(), 'zh-hans': om[3].trim() }, priceCents: c });
    }
    groups.push({
      id: m[1],
      name: { 'en-gb': m[4].trim(), 'zh-hans': m[5].trim() },
      min: Number(m[2]),
      max: Number(m[3]),
      options,
    });
  }
  return { groups };
}

/** The options column of an item. */
export function optionsText(groups: MenuOptionGroup[]): string {
  return groups
    .map(
      (g) =>
        `${g.id}(${g.min}-${g.max}) ${g.name['en-gb']}|${g.name['zh-hans']}: ${g.options
          .map((o) => `${o.id} ${o.name['en-gb']}|${o.name['zh-hans']} ${dollars(o.priceCents)}`)
          .join('; ')}`,
    )
    .join(' || ');
}
