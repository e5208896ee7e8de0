// One rule in every contract tells a refusal from a success (schemas/calls/README.md, "Refusal or success"):
// a refusal's result carries a refusal code or an rtn of 0 or below; success false carries only a refusal
// (or api.not.logged); success true carries the call's own result, or a legacy rtn refusal, never a code.
// Before it, CallRefusal took any object with a dispMsg, so a success missing its own fields passed the
// server's answer check as a "refusal". Here the check itself (server/wire/contracts.ts) is held to it.
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain ES module script without types
import { callRefusal, REFUSAL_RULE } from '../../../scripts/gen-calls.mjs';
import contracts from '../../../src/generated/call-contracts.json';
// @ts-expect-error -- a plain ES module script without types
import { refusalCodes } from '../../../scripts/refusals-of-calls.mjs';
import { contractOf } from '../../../server/wire/contracts';

const req = { log: { warn: () => undefined } } as unknown as FastifyRequest;

/** True when the server's answer check (test mode: a mismatch throws) lets the answer through. */
function passes(path: string, answer: unknown): boolean {
  const c = contractOf('POST', path);
  if (!c) throw new Error(`no contract for POST ${path}`);
  try {
    c.checkAnswer(answer, 'throw', req);
    return true;
  } catch {
    return false;
  }
}

const TOKEN = 'a'.repeat(43);
const SIGNED_IN = { rtn: 1, userId: TOKEN, refreshToken: TOKEN, expiresAt: 1, dispMsg: 'Signed in' };

describe('a success cannot pass as a refusal', () => {
  it('a success whose result misses a field of its own is refused, though it has a dispMsg', () => {
    const { userId: _u, ...noToken } = SIGNED_IN;
    expect(passes('/account/signIn', { success: true, result: SIGNED_IN })).toBe(true);
    expect(passes('/account/signIn', { success: true, result: noToken })).toBe(false);
    expect(passes('/account/actionCcUser', { success: true, result: { dispMsg: 'Card saved' } })).toBe(false);
    expect(passes('/api/coupon/link', { success: true, result: { rtn: 1, dispMsg: 'Linked' } })).toBe(false);
    expect(passes('/pro/platform/admin/invite', { success: true, result: { dispMsg: 'Invited' } })).toBe(false);
  });

  it('a success whose result has a field its contract does not name is refused', () => {
    expect(passes('/account/logout', { success: true, result: { rtn: 1, dispMsg: 'Logged out' } })).toBe(true);
    expect(passes('/account/logout', { success: true, result: { rtn: 1, dispMsg: 'Logged out', userId: 'x' } })).toBe(
      false,
    );
    expect(passes('/account/changePwd', { success: true, result: { rtn: 1, dispMsg: 'Changed', extra: 1 } })).toBe(
      false,
    );
  });

  it('real refusals pass: an rtn refusal, a coded refusal, the legacy success-true rtn refusal, not logged', () => {
    const wrong = { rtn: -821001, dispMsg: 'User name or password not match' };
    expect(passes('/account/signIn', { success: false, result: wrong, dispMsg: wrong.dispMsg })).toBe(true);
    expect(passes('/account/signIn', { success: true, result: { rtn: -821009, dispMsg: 'No account found' } })).toBe(
      true,
    );
    const coded = { rtn: -2, code: 'coupon.unknown', dispMsg: 'There is no coupon or voucher with this code here.' };
    expect(passes('/api/coupon/link', { success: false, result: coded, dispMsg: coded.dispMsg })).toBe(true);
    expect(
      passes('/account/logout', { success: false, result: 'api.not.logged', dispMsg: 'Please log in first.' }),
    ).toBe(true);
  });

  it('the envelope and the result agree: no refusal on success true, no success on success false', () => {
    const coded = { code: 'coupon.unknown', dispMsg: 'Unknown' };
    expect(passes('/api/coupon/link', { success: true, result: coded })).toBe(false);
    expect(passes('/account/logout', { success: true, result: 'api.not.logged' })).toBe(false);
    expect(passes('/account/logout', { success: false, result: { rtn: 1, dispMsg: 'Logged out' } })).toBe(false);
    // A refusal without a code has a non-positive rtn and its words.
    expect(passes('/account/logout', { success: false, result: { dispMsg: 'No' } })).toBe(false);
    expect(passes('/account/logout', { success: false, result: { rtn: 0 } })).toBe(false);
    expect(passes('/account/logout', { success: false, result: { code: 'not.a.code', dispMsg: 'No' } })).toBe(false);
  });

  it('a success may name a refusal code beside its rtn 1, and is then held to its own result', () => {
    const lapsed = { rtn: 1, changed: true, paid: true, payStatus: 'paid', refunded: true, refundedCents: 2700 };
    const notify = (result: object) => passes('/api/payments/notify', { success: true, result });
    expect(notify({ ...lapsed, code: 'booking.lapsed' })).toBe(true);
    const { paid: _p, ...noPaid } = lapsed;
    expect(notify({ ...noPaid, code: 'booking.lapsed' })).toBe(false);
    // A refusal's rtn is never positive.
    const coded = { rtn: 1, code: 'coupon.unknown', dispMsg: 'Unknown' };
    expect(passes('/api/coupon/link', { success: false, result: coded, dispMsg: coded.dispMsg })).toBe(false);
  });

  it('every contract carries the one rule, as gen-calls writes it', () => {
    type C = { answer: Record<string, unknown>; definitions: Record<string, unknown> };
    const all = Object.entries(contracts as unknown as Record<string, C>);
    expect(all.length).toBeGreaterThan(100);
    const refusal = callRefusal(refusalCodes());
    for (const [key, c] of all) {
      expect({ if: c.answer.if, then: c.answer.then, else: c.answer.else }, key).toEqual(REFUSAL_RULE);
      expect(c.definitions.CallRefusal, key).toEqual(refusal);
    }
  });
});
