// A venues call's failure as the operator's words (the `venues` namespace).
import { consoleErrorOf, venueProblem } from '../../features/backoffice';

type T = (key: string, values?: Record<string, unknown>) => string;

const CODES = ['login', 'forbidden', 'network'] as const;

export function venueFailure(t: T, e: unknown): string {
  const problem = venueProblem(e);
  if (problem) return t(`venues.problem_${problem}`);
  const { code } = consoleErrorOf(e);
  return (CODES as readonly string[]).includes(code) ? t(`venues.fail_${code}`) : t('venues.fail_error');
}
