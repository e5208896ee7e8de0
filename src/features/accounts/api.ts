// The account calls the screens make (spec 7 "Account and login"), over the typed calls of src/api.
// A refusal rejects with the one call error, ApiError; `accountRefusal(e)` reads it as `{ message, rtn }`:
// the server's text (or an i18n key) and its result code (the screens show the codes they know in the
// visitor's language, src/components/SignupForm/steps.tsx).
// The calls that sign in (SMS login, registration) go through completeLogin (src/state/auth.ts), so
// spec 4's login rules (type 1 and type 2 failures, user info after login) hold for them too.
import {
  changePwd,
  checkUserIdentifyCode,
  chkPhone,
  getUserIdentifyCode,
  loginBySms,
  register,
  resetPwd,
  updateAccount,
  type UserDetail,
} from '../../api/calls/account';
import type { ApiAnswer } from '../../api/types';
import type { CallRefusal } from '../../generated/calls';
import { ApiError, isRecord, refusedAnswer } from '../../api/errors';
import { completeLogin, type LoginOutcome } from '../../state/auth';
import { app, user } from '../../state/stores';

/** A refused account call: an i18n key or the server's own text, and the server's result code (0 when none). */
export interface AccountRefusal {
  message: string;
  rtn: number;
}

/** How an account call failed, read from its call error; null when `e` is not one (a bug, not a refusal). */
export function accountRefusal(e: unknown): AccountRefusal | null {
  if (!(e instanceof ApiError)) return null;
  if (e.network) return { message: 'api.connectionFailed', rtn: 0 };
  // Not signed in: the words of its code (both languages), not the server's English.
  if (e.kind === 'not-logged') return { message: e.messageKey, rtn: 0 };
  const refusal = e.refusal;
  return { message: refusal?.dispMsg || e.serverMessage || 'api.error', rtn: refusal?.rtn ?? 0 };
}

/** The message of a refused answer: the server's text, else `fallback`. */
export function refusalMessage(
  answer: { result?: unknown; dispMsg?: unknown } | undefined,
  fallback = 'api.error',
): string {
  const r = answer && isRecord(answer.result) ? answer.result.dispMsg : undefined;
  const text = typeof r === 'string' && r ? r : answer?.dispMsg;
  return typeof text === 'string' && text ? text : fallback;
}

/** The result code of a refused answer (0 when none). */
export const refusalCode = (answer: { result?: unknown } | undefined): number =>
  Number(answer && isRecord(answer.result) ? answer.result.rtn : undefined) || 0;

/** The shop the screen is at, so the server names the venue in the SMS and sizes the session. */
const where = (): { shop?: string } => (app.shop ? { shop: app.shop } : {});

/** An answer is accepted only with success and a positive code; else it is refused with its message. */
async function accepted<T extends { rtn?: number }>(call: () => Promise<ApiAnswer<T | CallRefusal>>): Promise<T> {
  const answer = await call();
  const result = answer.result;
  if (!answer.success || !isAccepted(result)) throw refusedAnswer(answer);
  return result;
}
/** A positive code: the call's own result, never a refusal (whose code is non-positive, or absent). */
const isAccepted = <T extends { rtn?: number }>(r: T | CallRefusal | undefined): r is T => Number(r?.rtn) > 0;

/** Sends a 4-digit code to the mobile (sign-up, SMS login, forgot password). */
export async function sendCode(mobile: string): Promise<void> {
  await accepted(() => getUserIdentifyCode({ mobile: mobile.trim(), ...where() }));
}

/** Whether an account uses this mobile (sign-up tells the visitor to sign in instead). */
export async function isRegistered(mobile: string): Promise<boolean> {
  const a = await chkPhone({ mobile: mobile.trim() });
  return a.success && a.result?.exists === true;
}

/** Checks the mobile's code without using it up (sign-up's verified phone; the registration uses it). */
export async function verifyCode(mobile: string, code: string): Promise<void> {
  await accepted(() => checkUserIdentifyCode({ mobile: mobile.trim(), code }));
}

/** Signs in with the mobile and its SMS code (spec 4's login rules). */
export function smsLogin(mobile: string, code: string): Promise<LoginOutcome> {
  return completeLogin(() => loginBySms({ mobile: mobile.trim(), code, ...where() }), {
    quiet: true,
    refusal: (a) => refusalMessage(a, 'api.userPassNotMatch'),
  });
}

export interface SignUp {
  mobile: string;
  code: string;
  password: string;
  acceptTerms: boolean;
  firstName?: string;
  lastName?: string;
  email?: string;
}

/** Creates the account (a verified code and accepted terms) and signs it in. */
export function registerAccount(s: SignUp): Promise<LoginOutcome> {
  const payload = {
    mobile: s.mobile.trim(),
    code: s.code,
    password: s.password,
    acceptTerms: s.acceptTerms,
    ...where(),
  };
  const names = { firstName: s.firstName?.trim(), lastName: s.lastName?.trim(), email: s.email?.trim() };
  for (const [k, v] of Object.entries(names)) if (v) Object.assign(payload, { [k]: v });
  return completeLogin(() => register(payload), { quiet: true, refusal: (a) => refusalMessage(a) });
}

/** Sets a new password with the mobile's SMS code (forgot password). Every session of the account ends. */
export async function resetPassword(mobile: string, code: string, password: string): Promise<void> {
  await accepted(() => resetPwd({ mobile: mobile.trim(), code, password }));
}

/** Changes the signed-in user's password (the other sessions of the account end). */
export async function changePassword(oldPwd: string, newPwd: string): Promise<void> {
  await accepted(() => changePwd({ userId: user.userId, oldPwd, newPwd }));
}

export interface ProfileEdit {
  firstName: string;
  lastName: string;
  email: string;
  postcode: string;
}

/** Saves the signed-in user's names, e-mail and post code; answers the profile as saved. */
export async function saveProfile(p: ProfileEdit): Promise<UserDetail> {
  const result = await accepted(() =>
    updateAccount({
      userId: user.userId,
      firstName: p.firstName.trim(),
      lastName: p.lastName.trim(),
      email: p.email.trim(),
      postcode: p.postcode.trim(),
    }),
  );
  return { ...result };
}
