// A problem of the menu's checker (src/domain/menu.ts, by code) in the operator's language.
import type { MenuIssue } from '../../domain/menu';

type T = (key: string, values?: Record<string, unknown>) => string;

export const issueText = (t: T, i: MenuIssue): string => t(`menuedit.issue_${i.code.replace('menu.', '')}`);
