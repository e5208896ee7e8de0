// Login, logout and token transitions (spec 4 "Login" and "Session", spec 8 login rows).
//
// - A positive result code stores the returned userId as both token and id and clears roles;
//   then the user info loads and the user receives the single role 'user' with admin 0.
// - A non-positive code shows the server message; -821009 is flagged type 2 (no account).
// - A connection failure is flagged type 1 ('Connecion Failed', the spec's spelling).
// - Logout or token reset clears user id, token and roles; logout also resets the member card.
// The token is kept under 'user-token' in local storage, obfuscated (see src/api/token-store.ts);
// the profile is saved locally as 'user_profile'.
import { user } from './stores';
import { showToast, LOGIN_TOAST_MS } from './ui';
import { session } from './stores';
import { accountDetail, accountLogout, proSignIn, signIn } from '../api/calls/account';
import type { SignInPayload } from '../api/calls/account';
import { ApiError } from '../api/errors';
import type { ApiAnswer } from '../api/types';
import type { CallRefusal, SignedIn } from '../generated/calls';
import { setLogoutHandler } from '../api/config';
import { setToken } from '../api/token-store';
import { removeStored, storageName } from '../shared/storage';
import { applyProfile } from './restoreLogin';
import { pageLeaving } from './pageLeaving';

export { restoreLogin } from './restoreLogin';

export const PROFILE_KEY = storageName('userProfile');
/** Result code of an unknown account. */
export const NO_ACCOUNT = -821009;

/** type 0: refused by the server; 1: connection failed; 2: no account found. */
export type LoginOutcome = { ok: true } | { ok: false; type: 0 | 1 | 2; message: string; rtn?: number };

const loginNotice = (message: string) =>
  showToast(message, { tone: 'error', position: 'center', duration: LOGIN_TOAST_MS });

/**
 * Signs in. Shows the spec's notices on failure and none on success; `quiet` leaves the failure
 * notice to the caller (the login form shows it inline, announced, instead of a second toast).
 */
export async function login(
  creds: SignInPayload,
  opts: { pro?: boolean; quiet?: boolean } = {},
): Promise<LoginOutcome> {
  return completeLogin(() => (opts.pro ? proSignIn : signIn)(creds), opts);
}

/**
 * The answer of a call that signs in (sign-in, SMS login, registration): a new session (SignedIn), or a
 * refusal (the SMS login's unknown mobile comes with success and rtn -821009).
 */
type SignInAnswer = ApiAnswer<SignedIn | CallRefusal | undefined>;

/**
 * Runs a call that signs in and applies spec 4's rules to its answer: a positive code stores the
 * user id as token and id and loads the user info; a non-positive code gives the server message
 * (-821009: type 2); no answer at all gives type 1 'Connecion Failed'. `refusal` names the message
 * of an answer without success: the password sign-in's 'User name or password not match' by
 * default; the SMS login and registration pass the server's own message (a wrong code, say).
 */
export async function completeLogin(
  send: () => Promise<SignInAnswer>,
  opts: { quiet?: boolean; refusal?: (answer: SignInAnswer) => string } = {},
): Promise<LoginOutcome> {
  const notice = opts.quiet ? () => undefined : loginNotice;
  let answer: SignInAnswer;
  try {
    answer = await send();
  } catch (err) {
    // Only a missing response is a connection failure; HTTP errors were already shown by the transport.
    if (err instanceof ApiError && !err.network)
      return { ok: false, type: 0, message: err.serverMessage || 'api.error' };
    notice('api.connectionFailed');
    return { ok: false, type: 1, message: 'api.connectionFailed' };
  }
  const result = answer.result;
  const rtn = Number(result?.rtn);
  if (!answer.success) {
    const message = opts.refusal?.(answer) || 'api.userPassNotMatch';
    notice(message);
    return { ok: false, type: rtn === NO_ACCOUNT ? 2 : 0, message, ...(rtn ? { rtn } : {}) };
  }
  if (!(rtn > 0) || !result || !('userId' in result) || !result.userId) {
    const type = rtn === NO_ACCOUNT ? 2 : 0;
    const message = result?.dispMsg || (type === 2 ? 'api.noAccount' : 'api.userPassNotMatch');
    notice(message);
    return { ok: false, type, message, ...(rtn ? { rtn } : {}) };
  }
  acceptToken(result.userId);
  const loaded = await loadUserInfo();
  return loaded ? { ok: true } : { ok: false, type: 0, message: 'api.getInfoFailed' };
}

/** A positive login: the user id is both token and id; roles are cleared until the user info loads. */
export function acceptToken(userId: string): void {
  setToken(userId);
  user.userId = userId;
  user.roles = [];
}

/** Loads the user info; on success the user gets the single role 'user' with admin 0. */
export async function loadUserInfo(): Promise<boolean> {
  try {
    const ans = await accountDetail({ userId: user.userId, deviceId: session.deviceId });
    if (!ans.success || !ans.result || typeof ans.result !== 'object') throw new Error('no user info');
    applyProfile(ans.result);
    user.roles = ['user'];
    user.admin = 0;
    return true;
  } catch {
    // Cut off because the page is being left (a reload or another address as the sign-in finished):
    // no failure of the user info; the next page restores the stored login (clearing the token here
    // signed out a customer whose sign-in had gone through).
    if (pageLeaving()) return false;
    showToast('api.getInfoFailed', { tone: 'error' });
    user.userId = '';
    setToken('');
    return false;
  }
}

/** Token reset: clears user id, token and roles. */
export function resetToken(): void {
  user.userId = '';
  user.roles = [];
  user.refreshToken = '';
  setToken('');
}

/**
 * Logout: a token reset, plus the member card, the franchisee card and the saved profile; then the token is revoked on
 * the server (the logout call). Local state is cleared first and whatever the server says. Rejects
 * when the server could not be told (no response, or an error other than "already not logged in"),
 * so the caller can show the logout-error notice.
 */
export async function logout(): Promise<void> {
  const token = user.token;
  resetToken();
  user.details = {};
  user.name = '';
  removeStored('userProfile');
  // The cards' code (./card, with the wallet calls) comes with the pages that show a card, not with
  // every signed-in page: loaded here, it resets them. When it cannot load it never ran here, so
  // only the saved franchisee card is left to forget.
  await import('./card').then(
    (c) => {
      c.resetCard();
      c.resetFranchisee();
    },
    () => removeStored('franchisee'),
  );
  if (!token) return;
  try {
    await accountLogout({ token });
  } catch (err) {
    const alreadyOut = err instanceof ApiError && (err.status === 401 || err.kind === 'not-logged');
    if (!alreadyOut) throw err;
  }
}

// The transport logs out on 'api.not.logged' through this handler.
setLogoutHandler(logout);
