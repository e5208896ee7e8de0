// A menu call's failure as the text the screen shows, in the operator's language (the `menuedit`
// namespace); the server's own words follow when it gave some.
import { consoleErrorOf, menuProblems } from '../../features/backoffice';

type T = (key: string, values?: Record<string, unknown>) => string;

/** The failures the menu screens name in their own words, by code. */
const KEYS: Record<string, string> = {
  login: 'fail_login',
  forbidden: 'fail_forbidden',
  network: 'fail_network',
  invalid: 'fail_invalid',
  'menu.invalid': 'fail_menuInvalid',
  'menu.import': 'fail_import',
  'menu.unknownItem': 'fail_unknownItem',
  'config.conflict': 'fail_conflict',
  'config.noDraft': 'fail_noDraft',
  'config.stale': 'fail_stale',
  'config.unchanged': 'fail_unchanged',
};

export function menuFailure(t: T, e: unknown): string {
  const err = consoleErrorOf(e);
  const key = KEYS[err.code] ?? 'fail_error';
  const count = menuProblems(e)?.total ?? 0;
  return t(`menuedit.${key}`, { count, message: err.serverMessage || err.code });
}
