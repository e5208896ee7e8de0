// Every problem a menu CSV import can report is words in both languages (issue 31): each `csv.*` and
// `menu.*` code has an English and a Chinese text, none of them is a code, and every problem of the
// malformed files fills its text completely (no {{placeholder}} left, nothing shown as a key).
import { describe, expect, it } from 'vitest';
import en from '../../src/i18n/locales/en-gb/menuedit.json';
import zh from '../../src/i18n/locales/zh-hans/menuedit.json';
import { CSV_PROBLEM_CODES, parseMenuCsv } from '../../src/domain/menuCsv';
import { MENU_ISSUE_CODES } from '../../src/domain/menu';
import { MALFORMED_CSV } from './malformedMenuCsv';

const LOCALES = { 'en-gb': en as Record<string, string>, 'zh-hans': zh as Record<string, string> };
const keyOf = (code: string) =>
  code.startsWith('csv.') ? `csv_${code.slice(4)}` : `issue_${code.replace('menu.', '')}`;
const LOOKS_LIKE_CODE = /^[a-z][A-Za-z0-9]*([._][A-Za-z0-9]+)+$/;
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (m, k: string) => (k in values ? String(values[k]) : m));

describe('menu CSV problems in words', () => {
  for (const [loc, texts] of Object.entries(LOCALES))
    it(`every problem code has a ${loc} text that is words, not a code`, () => {
      for (const code of [...CSV_PROBLEM_CODES, ...MENU_ISSUE_CODES]) {
        const text = texts[keyOf(code)];
        expect(text, `${loc} ${code}`).toBeTruthy();
        expect(text).not.toMatch(LOOKS_LIKE_CODE);
        expect(text).not.toContain(code);
        if (loc === 'zh-hans') expect(text, code).toMatch(/[\u4e00-\u9fff]/);
      }
    });

  it(`there are ${MALFORMED_CSV.length} malformed files (at least 20)`, () =>
    expect(MALFORMED_CSV.length).toBeGreaterThanOrEqual(20));

  for (const f of MALFORMED_CSV)
    it(`${f.name}: refused at row ${f.first.row}, column "${f.first.column}", in both languages`, () => {
      const r = parseMenuCsv(f.bytes);
      expect(r.ok).toBe(false);
      if (r.ok) return;
      expect(r.problems[0]).toMatchObject(f.first);
      for (const p of r.problems)
        for (const texts of Object.values(LOCALES)) {
          const shown = fill(texts[keyOf(p.code)], p.values);
          expect(shown).not.toMatch(/\{\{|\}\}/);
          expect(shown).not.toMatch(LOOKS_LIKE_CODE);
          expect(shown.trim().length).toBeGreaterThan(1);
        }
    });
});
