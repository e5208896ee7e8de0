// A console failure in words: the text key (of the console's text namespace) and values for a ConsoleError.
import { ConsoleError } from './api';

const KEYS: Record<string, string> = {
  login: 'fail_login',
  forbidden: 'fail_forbidden',
  invalid: 'fail_invalid',
  network: 'fail_network',
  'config.noDraft': 'fail_noDraft',
  'config.stale': 'fail_stale',
  'config.unchanged': 'fail_unchanged',
  'config.version': 'fail_version',
};

export function failureText(e: unknown): { key: string; values: { message: string } } {
  const err = e instanceof ConsoleError ? e : new ConsoleError('error');
  return { key: KEYS[err.code] ?? 'fail_error', values: { message: err.serverMessage || err.code } };
}
