// The member card scanned at the kiosk (issue 19): the venue's check of the number (and the card's PIN
// to spend points) and the member kept for this visit only; placeKioskOrder sends its token with
// feeCalc and the order (through the ordering extras). The member goes whenever the visit ends
// (resetVisit: idle, back to the splash; finishOrder). No React here.
import { kioskMemberCheck } from '../../api/calls/order';
import { ApiError, refusedAnswer } from '../../api/errors';
import {
  failureCode,
  memberTokenUsable,
  parseKioskMember,
  readMemberCode,
  type FailureCode,
  type KioskMember,
} from '../../domain';
import { app } from '../../state/stores';
import { kioskDeviceHeaders, loadKioskDevice } from './device';
import { kiosk } from './store';

export type MemberCheck = { ok: true; member: KioskMember } | { ok: false; code: FailureCode; message: string };

/** Asks the venue about a scanned or typed card number (and its PIN, to spend points); never rejects. */
export async function checkMember(raw: string, pin?: string): Promise<MemberCheck> {
  const cardNum = readMemberCode(raw);
  if (!cardNum) return { ok: false, code: 'member.unknown', message: '' };
  try {
    // Only an enrolled kiosk is answered (issue 27): its device credential goes with the check.
    await loadKioskDevice(app.shop);
    const a = await kioskMemberCheck({ cardNum, ...(pin ? { pin } : {}) }, { headers: kioskDeviceHeaders() });
    if (!a.success) {
      const refused = refusedAnswer(a);
      return { ok: false, code: failureCode(refused.refusal?.code), message: refused.serverMessage };
    }
    const member = parseKioskMember(a.result);
    return member ? { ok: true, member } : { ok: false, code: 'error', message: '' };
  } catch (e) {
    // Any failure is an answer the step can show: a kiosk step never waits on a rejected check.
    if (e instanceof ApiError && e.status === 401)
      return { ok: false, code: 'device.not-enrolled', message: e.serverMessage };
    if (e instanceof ApiError) return { ok: false, code: e.network ? 'network' : 'error', message: e.serverMessage };
    return { ok: false, code: 'error', message: '' };
  }
}

/** The member is recognised for this visit: shown on the kiosk, their token goes with the order. */
export function attachMember(member: KioskMember, cardNum: string): void {
  kiosk.member = member;
  kiosk.memberCard = readMemberCode(cardNum);
  if (!member.redeem) kiosk.usePoints = false;
}

/** The customer took their card off (or the visit ended): nothing of it stays. */
export function removeMember(): void {
  kiosk.member = null;
  kiosk.memberCard = '';
  kiosk.usePoints = false;
}

/**
 * Before the order goes: a token near its end is renewed by checking the card again (without the PIN:
 * points the customer chose to spend are then not spent, and the totals say so). False when the card
 * can no longer be checked (the order then goes without it only if the customer removes it).
 */
export async function freshMemberToken(now = Date.now()): Promise<boolean> {
  if (!kiosk.member || memberTokenUsable(kiosk.member, now)) return true;
  const r = await checkMember(kiosk.memberCard);
  if (!r.ok) return false;
  attachMember(r.member, kiosk.memberCard);
  return true;
}
