// The wallet's rule for a new card PIN (issue 16): six digits (spec 5, fields.ts), typed twice alike,
// different from the current one.
import { PIN_LENGTH } from './fields';

/** New PIN rules beyond the six digits: it must be typed twice alike and differ from the current one. */
export function newPinProblem(p: {
  current?: string;
  next: string;
  again: string;
}): 'format' | 'mismatch' | 'same' | null {
  if (!new RegExp(`^\\d{${PIN_LENGTH}}$`).test(p.next)) return 'format';
  if (p.next !== p.again) return 'mismatch';
  if (p.current && p.current === p.next) return 'same';
  return null;
}
