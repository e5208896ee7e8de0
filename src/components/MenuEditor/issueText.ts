// A problem of the menu's checker (src/domain/menu.ts, by code) or of a CSV file
// (src/domain/menuCsv.ts, `csv.*`) in the operator's language.
import type { MenuIssue } from '../../domain/menu';
import { CSV_PROBLEM_CODES } from '../../domain/menuCsv';
import { MENU_ISSUE_CODES } from '../../domain/menu';

type T = (key: string, values?: Record<string, unknown>) => string;

export const issueText = (t: T, i: MenuIssue): string => t(`menuedit.issue_${i.code.replace('menu.', '')}`);

/** A file problem from the server; its English message only when the code is not one this screen knows. */
export function fileProblemText(
  t: T,
  p: { code?: string; values?: Record<string, string | number>; message: string },
): string {
  const code = p.code ?? '';
  if ((CSV_PROBLEM_CODES as readonly string[]).includes(code))
    return t(`menuedit.csv_${code.slice(4)}`, { ...p.values });
  if ((MENU_ISSUE_CODES as readonly string[]).includes(code)) return t(`menuedit.issue_${code.slice(5)}`);
  return p.message;
}
