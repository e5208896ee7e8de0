// @vitest-environment jsdom
// Faults at booking (issue 14): what a failed booking call tells the customer, and the booking attempt
// kept per shop so that pressing Book again (after a lost answer, a reload, a sign-in, in another tab)
// sends the same idempotency key and the server answers the same booking.
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError, refusedError } from '../../../src/api/errors';
import { failureText, isTransient } from '../../../src/features/bookings/failure';
import {
  answeredAttempt,
  ATTEMPT_TTL_MS,
  attemptFor,
  endAttempt,
  readAttempt,
} from '../../../src/features/bookings/store';

describe('failureText', () => {
  it("no answer, a server fault and a sign-in that ran out have our words, never the server's", () => {
    expect(failureText(new ApiError(404, 'network'))).toEqual({ reason: 'networkFailed' });
    expect(failureText(new ApiError(500, 'http', 'The server failed to answer; please try again.'))).toEqual({
      reason: 'serverFailed',
    });
    expect(failureText(refusedError('error', {}, 'Database down'))).toEqual({ reason: 'serverFailed' });
    expect(failureText(new ApiError(401, 'http', 'Login expired'))).toEqual({
      reason: 'signInAgain',
    });
    expect(failureText(new Error('boom'))).toEqual({ reason: 'serverFailed' });
    expect(failureText(refusedError('booking.taken', {}, 'taken'))).toEqual({ reason: 'justTaken' });
  });

  it('a refusal the server explains keeps its words; one without words is "cannot be made"', () => {
    expect(failureText(refusedError('booking.people', {}, 'Please call us.'))).toEqual({ text: 'Please call us.' });
    expect(failureText(refusedError('booking.closed', {}, ''))).toEqual({ reason: 'refused' });
  });

  it('transient failures are the ones worth trying again', () => {
    expect(isTransient(new ApiError(404, 'network'))).toBe(true);
    expect(isTransient(refusedError('booking.closed', {}, 'x', { status: 502 }))).toBe(true);
    expect(isTransient(refusedError('booking.people', {}, 'Please call us.'))).toBe(false);
  });
});

describe('the booking attempt', () => {
  const q = { start: 1_800_000_000_000, people: 2, payOption: 'deposit' as const };
  beforeEach(() => localStorage.clear());

  it('the same choice keeps its key (any tab: local storage); another choice or shop gets a new one', () => {
    const a = attemptFor('demo-cafe', q, 1000);
    expect(a.key).toMatch(/^bk-[a-z0-9]+-[0-9a-f]{16}$/);
    expect(attemptFor('demo-cafe', { ...q, lang: 'zh-hans' }, 2000).key).toBe(a.key);
    expect(attemptFor('demo-massage', q, 2000).key).not.toBe(a.key);
    const other = attemptFor('demo-cafe', { ...q, people: 3 }, 3000);
    expect(other.key).not.toBe(a.key);
    expect(attemptFor('demo-cafe', q, 4000).key).not.toBe(a.key);
  });

  it('lives while the booking is held for payment (or 20 minutes before an answer), then starts anew', () => {
    const a = attemptFor('demo-cafe', q, 0);
    expect(attemptFor('demo-cafe', q, ATTEMPT_TTL_MS - 1).key).toBe(a.key);
    expect(attemptFor('demo-cafe', q, ATTEMPT_TTL_MS).key).not.toBe(a.key);
    const b = attemptFor('demo-cafe', q, 0);
    answeredAttempt('demo-cafe', b.key, 'bk_1', 5 * 60_000);
    expect(readAttempt('demo-cafe')).toMatchObject({ key: b.key, bookingId: 'bk_1', payBy: 300_000 });
    expect(attemptFor('demo-cafe', q, 5 * 60_000).key).not.toBe(b.key);
  });

  it('ends with its booking (not with another booking)', () => {
    const a = attemptFor('demo-cafe', q, 0);
    answeredAttempt('demo-cafe', a.key, 'bk_1', null);
    endAttempt('demo-cafe', 'bk_2');
    expect(readAttempt('demo-cafe')?.key).toBe(a.key);
    endAttempt('demo-cafe', 'bk_1');
    expect(readAttempt('demo-cafe')).toBeNull();
  });
});
