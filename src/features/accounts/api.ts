// The account calls the screens make (spec 7 "Account and login"), over the typed calls of src/api.
// Refusals become `AccountRefusal { message }`: a key of the account texts for the refusals the
// reference server names by code (so they show in the visitor's language), else the server's text.
// The calls that sign in (SMS login, registration) go through completeLogin (src/state/auth.ts), so
// spec 4's login rules (type 1 and type 2 failures, user info after login) hold for them too.
import {
  changePwd, checkUserIdentifyCode, chkPhone, getUserIdentifyCode, loginBySms, register, resetPwd, updateAccount,
  type RtnResult, type UserDetail,
} from '../../api/calls/account';
import type { ApiAnswer } from '../../api/types';
import { ApiError } from '../../api/errors';
import { completeLogin, type LoginOutcome } from '../../state/auth';
import { app, user } from '../../state/stores';

/** A refused account call: an i18n key or the server's own text. */
export class AccountRefusal extends Error {
  constructor(message: string, readonly rtn = 0) {
    super(message);
    this.name = 'AccountRefusal';
  }
}

/** Result codes of the reference server's account refusals, and the text key each shows. */
export const ACCOUNT_REFUSALS: Readonly<Record<number, string>> = {
  [-821001]: 'account.refusalWrongPassword',
  [-821003]: 'account.refusalDisabled',
  [-821009]: 'api.noAccount',
  [-821011]: 'account.refusalCodeMissing',
  [-821012]: 'account.refusalCodeExpired',
  [-821013]: 'account.refusalCodeLocked',
  [-821014]: 'account.refusalCodeWrong',
  [-821020]: 'account.refusalTooMany',
  [-821030]: 'validation.termsRequired',
  [-821031]: 'account.refusalPasswordShort',
  [-821032]: 'validation.emailInvalid',
  [-821033]: 'account.refusalRegistered',
};

/** The message of a refused answer: the known code's key, else the server's text, else `fallback`. */
export function refusalMessage(answer: { result?: unknown; dispMsg?: unknown } | undefined, fallback = 'api.error'): string {
  const r = (answer?.result ?? {}) as { rtn?: unknown; dispMsg?: unknown };
  const known = ACCOUNT_REFUSALS[Number(r.rtn)];
  if (known) return known;
  const text = typeof r.dispMsg === 'string' && r.dispMsg ? r.dispMsg : answer?.dispMsg;
  return typeof text === 'string' && text ? text : fallback;
}

/** The shop the screen is at, so the server names the venue in the SMS and sizes the session. */
const where = (): { shop?: string } => (app.shop ? { shop: app.shop } : {});

/** An answer is accepted only with success and a positive code; else it is refused with its message. */
async function accepted<T extends RtnResult>(call: () => Promise<ApiAnswer<T>>): Promise<T> {
  let answer: ApiAnswer<T>;
  try {
    answer = await call();
  } catch (err) {
    if (err instanceof ApiError) throw new AccountRefusal(err.network ? 'api.connectionFailed' : err.serverMessage || 'api.error');
    throw err;
  }
  const result = (answer.result ?? {}) as T;
  if (!answer.success || !(Number(result.rtn) > 0)) throw new AccountRefusal(refusalMessage(answer), Number(result.rtn) || 0);
  return result;
}

/** Sends a 4-digit code to the mobile (sign-up, SMS login, forgot password). */
export async function sendCode(mobile: string): Promise<void> {
  await accepted(() => getUserIdentifyCode({ mobile: mobile.trim(), ...where() }));
}

/** Whether an account uses this mobile (sign-up tells the visitor to sign in instead). */
export async function isRegistered(mobile: string): Promise<boolean> {
  try {
    const a = await chkPhone({ mobile: mobile.trim() });
    return Boolean(a.success && (a.result as { exists?: unknown } | undefined)?.exists === true);
  } catch (err) {
    if (err instanceof ApiError) throw new AccountRefusal(err.network ? 'api.connectionFailed' : err.serverMessage || 'api.error');
    throw err;
  }
}

/** Checks the mobile's code without using it up (sign-up's verified phone; the registration uses it). */
export async function verifyCode(mobile: string, code: string): Promise<void> {
  await accepted(() => checkUserIdentifyCode({ mobile: mobile.trim(), code }));
}

/** Signs in with the mobile and its SMS code (spec 4's login rules). */
export function smsLogin(mobile: string, code: string): Promise<LoginOutcome> {
  return completeLogin(() => loginBySms({ mobile: mobile.trim(), code, ...where() }), { quiet: true, refusal: (a) => refusalMessage(a, 'api.userPassNotMatch') });
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
  const payload = { mobile: s.mobile.trim(), code: s.code, password: s.password, acceptTerms: s.acceptTerms, ...where() };
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
  const result = await accepted(() => updateAccount({
    userId: user.userId, firstName: p.firstName.trim(), lastName: p.lastName.trim(), email: p.email.trim(), postcode: p.postcode.trim(),
  }));
  return result as unknown as UserDetail;
}
