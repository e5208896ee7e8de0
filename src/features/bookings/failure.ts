// What a failed booking call tells the customer, in their language: a lost connection, a server
// fault, a sign-in that ran out and a time just taken have our words (a reason: the components show
// the text `bookings.<reason>` of their deferred namespace); a refusal the server explains (the people
// limit, the lead time...) has its own words.
// A server fault's words are never shown: they are the server's, in no one's language.
import { ApiError } from '../../api/errors';
import { bookingFailure } from './api';

export type FailureReason = 'networkFailed' | 'serverFailed' | 'signInAgain' | 'justTaken' | 'lapsed' | 'refused';
export type FailureText = { reason: FailureReason } | { text: string };

/** True when the call did not get a decision (no answer, a server fault, a sign-in needed): trying again may work. */
export function isTransient(e: unknown): boolean {
  if (!(e instanceof ApiError)) return true;
  const f = bookingFailure(e);
  return f.code === 'network' || f.code === 'error' || f.code === 'staff.login' || (f.extra.status ?? 0) >= 500;
}

export function failureText(e: unknown): FailureText {
  if (!(e instanceof ApiError)) return { reason: 'serverFailed' };
  const f = bookingFailure(e);
  if (f.code === 'network') return { reason: 'networkFailed' };
  if (f.code === 'staff.login') return { reason: 'signInAgain' };
  if (f.code === 'booking.taken') return { reason: 'justTaken' };
  // Paid after the booking was cancelled or expired: the payment went back at once (booking.lapsed).
  if (f.code === 'booking.lapsed') return { reason: 'lapsed' };
  if (isTransient(e)) return { reason: 'serverFailed' };
  return f.serverMessage ? { text: f.serverMessage } : { reason: 'refused' };
}
