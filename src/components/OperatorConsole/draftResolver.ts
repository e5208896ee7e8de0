// The draft form's resolver: every field checked at once, settings with the venue settings schema
// (settingsProblems), the other parts with the server's rules; errors nested as react-hook-form keeps them.
import type { FieldErrors, Resolver } from 'react-hook-form';
import {
  closureProblems,
  datesProblem,
  gtmProblem,
  isTimeZone,
  licencesProblem,
  rateProblem,
  settingsProblems,
  spansProblem,
  WEEK,
  type DraftValues,
  type Problem,
} from '../../features/backoffice';
import type { ConfigSnapshot } from '../../domain';

function put(errors: Record<string, unknown>, name: string, message: string): void {
  const parts = name.split('.');
  let o = errors;
  for (const p of parts.slice(0, -1)) o = (o[p] ??= {}) as Record<string, unknown>;
  o[parts[parts.length - 1]] = { type: 'schema', message };
}

/** A resolver for drafts opened from `base`; `say` turns a problem into the visitor's words. */
export function draftResolver(base: () => ConfigSnapshot, say: (p: Problem) => string): Resolver<DraftValues> {
  return async (values) => {
    const problems: Record<string, Problem> = { ...settingsProblems(values, base()) };
    const add = (name: string, p: Problem | null) => {
      if (p) problems[name] = p;
    };
    add('licence.licenses', licencesProblem(values.licence.licenses));
    add('licence.gtmCode', gtmProblem(values.licence.gtmCode));
    add('hours.tz', isTimeZone(values.hours.tz) ? null : { key: 'err_tz' });
    for (const d of WEEK) add(`hours.days.${d}`, spansProblem(values.hours.days[d] ?? ''));
    add('hours.closedDates', datesProblem(values.hours.closedDates));
    (values.hours.closures ?? []).forEach((c, i) => {
      for (const [k, p] of Object.entries(closureProblems(c))) add(`hours.closures.${i}.${k}`, p);
    });
    values.payments.forEach((p, i) => {
      if (p.surcharge) add(`payments.${i}.rate`, rateProblem(p.rate, p.surchargeType));
    });
    const names = Object.keys(problems);
    if (!names.length) return { values, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const n of names) put(errors, n, say(problems[n]));
    return { values: {}, errors: errors as FieldErrors<DraftValues> };
  };
}
