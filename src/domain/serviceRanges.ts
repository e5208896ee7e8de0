// Service-number ranges per ordering mode (kiosk, cashier, table service): the checks the console's
// setup makes before a range is saved. Problems are codes from a typed list; the console words them.

/** The ordering modes that hand out service numbers. */
export const SERVICE_RANGE_MODES = ['kiosk', 'cashier', 'table'] as const;
export type ServiceRangeMode = (typeof SERVICE_RANGE_MODES)[number];

/** The problems a range can have, by meaning. */
export const SERVICE_RANGE_PROBLEMS = ['missing', 'notWhole', 'firstAfterLast', 'overlaps'] as const;
export type ServiceRangeProblemCode = (typeof SERVICE_RANGE_PROBLEMS)[number];

/** A range as the operator types it: first and last number, inclusive. */
export interface ServiceRangeInput {
  first: number | null;
  last: number | null;
}

export interface ServiceRangeProblem {
  mode: ServiceRangeMode;
  code: ServiceRangeProblemCode;
  /** For `overlaps`: the other mode whose numbers this range shares. */
  other?: ServiceRangeMode;
}

function wholePositive(n: number | null): boolean {
  return n !== null && Number.isInteger(n) && n > 0;
}

/**
 * The problems of the ranges the operator entered. A mode left out (undefined) is not used and has
 * no problems. Two ranges overlap when they share a number; the overlap is reported once, on the
 * later mode in SERVICE_RANGE_MODES, naming the earlier one.
 */
export function serviceRangeProblems(
  ranges: Partial<Record<ServiceRangeMode, ServiceRangeInput>>,
): ServiceRangeProblem[] {
  const problems: ServiceRangeProblem[] = [];
  const valid: { mode: ServiceRangeMode; first: number; last: number }[] = [];
  for (const mode of SERVICE_RANGE_MODES) {
    const range = ranges[mode];
    if (!range) continue;
    if (range.first === null || range.last === null) {
      problems.push({ mode, code: 'missing' });
      continue;
    }
    if (!wholePositive(range.first) || !wholePositive(range.last)) {
      problems.push({ mode, code: 'notWhole' });
      continue;
    }
    if (range.first > range.last) {
      problems.push({ mode, code: 'firstAfterLast' });
      continue;
    }
    const other = valid.find((v) => range.first! <= v.last && v.first <= range.last!);
    if (other) problems.push({ mode, code: 'overlaps', other: other.mode });
    valid.push({ mode, first: range.first, last: range.last });
  }
  return problems;
}
