// A console failure in words: the text key (of the console's text namespace) and values for a ConsoleError.
import { ConsoleError } from './api';
import { boundsSetting } from './boundsSetting';

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

export interface FailureValues {
  message: string;
  /** config.bounds: the value out of bounds in words, and its limit when the server names one. */
  setting?: string;
  limit?: number;
}

export function failureText(e: unknown): { key: string; values: FailureValues } {
  const err = e instanceof ConsoleError ? e : new ConsoleError('error');
  const message = err.serverMessage || err.code;
  if (err.code === 'config.bounds') {
    // A value out of its bounds: which one, in the console's words, and the limit it must keep to.
    const setting = boundsSetting(err.detail.field ?? '');
    const { limit } = err.detail;
    return limit !== undefined
      ? { key: 'fail_bounds', values: { message, setting, limit } }
      : { key: 'fail_boundsValue', values: { message, setting } };
  }
  return { key: KEYS[err.code] ?? 'fail_error', values: { message } };
}
