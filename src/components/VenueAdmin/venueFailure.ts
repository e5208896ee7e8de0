// A venues call's failure as the operator's words (the `venues` namespace).
import { ConsoleError, VenueRefusal } from '../../features/backoffice';

type T = (key: string, values?: Record<string, unknown>) => string;

const CODES = ['login', 'forbidden', 'network'] as const;

export function venueFailure(t: T, e: unknown): string {
  if (e instanceof VenueRefusal) return t(`venues.problem_${e.problem}`);
  const code = e instanceof ConsoleError ? e.code : 'error';
  return (CODES as readonly string[]).includes(code) ? t(`venues.fail_${code}`) : t('venues.fail_error');
}
