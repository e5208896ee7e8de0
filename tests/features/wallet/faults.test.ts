// @vitest-environment jsdom
// Faults at top-up (issue 14): what a failed wallet call tells the customer, and the unfinished top-up
// kept per venue so that the same card and amount again sends the same key (one payment, one credit).
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError, refusedError } from '../../../src/api/errors';
import { noDecision } from '../../../src/features/wallet/api';
import { refusalText } from '../../../src/components/WalletCard/refusalText';
import {
  endTopupAttempt,
  readTopupAttempt,
  TOPUP_ATTEMPT_TTL_MS,
  topupAttemptFor,
} from '../../../src/features/wallet/attempt';

describe('refusalText', () => {
  it("no answer and a server fault have our words, never the server's", () => {
    expect(refusalText(new ApiError(404, 'network'))).toBe('walletcard.networkFailed');
    expect(refusalText(new ApiError(500, 'http', 'The server failed to answer; please try again.'))).toBe(
      'walletcard.failed',
    );
    expect(refusalText(refusedError('card.amount', {}, 'Database down', { status: 503 }))).toBe('walletcard.failed');
    expect(refusalText(new Error('boom'))).toBe('walletcard.failed');
  });
  it('a refusal the server explains keeps its words', () => {
    expect(refusalText(refusedError('card.amount', {}, 'Top up between $5.00 and $1,000.00.', { status: 200 }))).toBe(
      'Top up between $5.00 and $1,000.00.',
    );
    expect(refusalText(refusedError('card.unknown'))).toBe('walletcard.failed');
  });
  it('only a call without a decision is worth checking again', () => {
    expect(noDecision(new ApiError(404, 'network'))).toBe(true);
    // A refusal the server decided (its codes are src/domain/refusals.ts; 'notFound' is not one it answers).
    expect(noDecision(refusedError('card.unknown'))).toBe(false);
    expect(noDecision(refusedError('card.amount', {}, 'x', { status: 502 }))).toBe(true);
  });
});

describe('the unfinished top-up', () => {
  beforeEach(() => localStorage.clear());

  it('the same card and amount keep the key (any tab); another amount or card starts anew', () => {
    const a = topupAttemptFor('demo-cafe', 'M1', 2000, 0);
    expect(a).toMatchObject({ resumed: false, cardNum: 'M1', amountCents: 2000 });
    expect(a.key).toMatch(/^tu-[a-z0-9]+-[0-9a-f]{16}$/);
    expect(topupAttemptFor('demo-cafe', 'M1', 2000, 1000)).toMatchObject({ key: a.key, resumed: true });
    expect(readTopupAttempt('demo-cafe', 'M1', 1000)?.amountCents).toBe(2000);
    expect(readTopupAttempt('demo-cafe', 'M2', 1000)).toBeNull();
    const b = topupAttemptFor('demo-cafe', 'M1', 5000, 2000);
    expect(b.key).not.toBe(a.key);
  });

  it('is offered for an hour, and ends when paid (only its own key)', () => {
    const a = topupAttemptFor('demo-cafe', 'M1', 2000, 0);
    expect(readTopupAttempt('demo-cafe', 'M1', TOPUP_ATTEMPT_TTL_MS - 1)).not.toBeNull();
    expect(readTopupAttempt('demo-cafe', 'M1', TOPUP_ATTEMPT_TTL_MS)).toBeNull();
    endTopupAttempt('demo-cafe', 'other');
    expect(readTopupAttempt('demo-cafe', 'M1', 1)?.key).toBe(a.key);
    endTopupAttempt('demo-cafe');
    expect(readTopupAttempt('demo-cafe', 'M1', 1)).toBeNull();
  });
});
