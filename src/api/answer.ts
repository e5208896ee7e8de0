// The answer rules of spec 4 ("Session") and the error catalogue of spec 8, applied to every call.
//
// | situation                         | behaviour                                                        |
// |-----------------------------------|------------------------------------------------------------------|
// | HTTP status other than 200        | reject with ApiError, message 'error'                            |
// | result 'api.not.logged'           | logout; after 1 s go to /{domain}/{spotId}/login; notice if the logout fails |
// | map.refreshToken                  | replaces the stored token                                        |
// | 401                               | token cleared, 'Login expired' (not for the logout call), login after 1 s (redirect= back here) |
// | 403 or 404                        | silent; error passed on                                          |
// | other status, network error       | notice bottom right (no response = status 404 on the error); 5xx: ours, not the server's words |
import { ApiError, callOfUrl, isRecord, serverMessageOf } from './errors';
import { safeJsonParse } from './wire/format';
import { apiOptions, navigate, REDIRECT_DELAY_MS, runLogout } from './config';
import { clearToken, setToken } from './token-store';
import type { ApiAnswer } from './types';
import { LOGIN_TOAST_MS, transportHooks, type TransportNotice } from './context';
import { i18n } from '../i18n';

export const NOT_LOGGED = 'api.not.logged';

const showToast = (message: string, notice: TransportNotice) => transportHooks().onToast(message, notice);

/** The logout call is exempt from the 'Login expired' notice. */
export function isLogoutUrl(url: string): boolean {
  return /\/(logout|signOut)(\?|$)/i.test(url);
}

/**
 * The login route, with the page the visitor was on as its `redirect` (the login form returns there,
 * so a sign-in asked for in the middle of a booking or a top-up comes back to it). Not from the site's
 * root or a login page: nothing to come back to.
 */
export function loginTarget(path: string, here: { pathname: string; search: string } | undefined): string {
  if (!here || here.pathname === '/' || /\/login$/.test(here.pathname) || path.includes('redirect=')) return path;
  return `${path}${path.includes('?') ? '&' : '?'}redirect=${encodeURIComponent(here.pathname + here.search)}`;
}

/** Where the visitor is now: read before the logout, whose screens may move them on (a guarded screen goes home). */
const here = () =>
  typeof window !== 'undefined' ? { pathname: window.location.pathname, search: window.location.search } : undefined;

function redirectToLogin(from = here()): void {
  const path = loginTarget(apiOptions().loginPath(), from);
  setTimeout(() => navigate(path), REDIRECT_DELAY_MS);
}

function bottomRight(message: string, values?: Record<string, string | number>): void {
  showToast(message, { tone: 'error', position: 'bottom-right', values });
}

async function readBody(res: Response): Promise<{ body: unknown; ok: boolean }> {
  let text: string;
  try {
    text = await res.text();
  } catch {
    return { body: undefined, ok: false };
  }
  try {
    return { body: safeJsonParse(text), ok: true };
  } catch {
    return { body: text, ok: false };
  }
}

/**
 * Applies the rules to a response; resolves with the parsed body of a usable HTTP 200 answer: an answer
 * envelope whose `result` is the call's answer type `R` (its contract in schemas/calls/; the server
 * checks its answers against it in development and test), or the bytes when `expect` is 'blob'.
 */
export function handleAnswer<R, A = ApiAnswer<R>>(res: Response, url: string, expect?: 'json'): Promise<A>;
export function handleAnswer(res: Response, url: string, expect: 'blob'): Promise<Blob>;
export function handleAnswer<R, A = ApiAnswer<R>>(
  res: Response,
  url: string,
  expect: 'json' | 'blob',
): Promise<A | Blob>;
export async function handleAnswer<R, A = ApiAnswer<R>>(
  res: Response,
  url: string,
  expect: 'json' | 'blob' = 'json',
): Promise<A | Blob> {
  if (expect === 'blob' && res.status === 200) return res.blob();
  const { body, ok } = await readBody(res);
  if (res.status !== 200) throw statusError(res.status, ok ? body : undefined, url);
  if (!ok || !body || typeof body !== 'object') {
    bottomRight('api.badAnswer');
    throw new ApiError(200, 'bad-answer', '', body, 'error', callOfUrl(url));
  }
  const answer = isRecord(body) ? body : {};
  if (answer.result === NOT_LOGGED) {
    // The logout call itself answering 'not logged' must not start another logout.
    if (!isLogoutUrl(url)) notLogged();
    throw new ApiError(200, 'not-logged', NOT_LOGGED, body, NOT_LOGGED, callOfUrl(url));
  }
  const refresh = isRecord(answer.map) ? answer.map.refreshToken : undefined;
  if (typeof refresh === 'string' && refresh) {
    setToken(refresh, true);
  }
  // The one place an answer takes its type: the server checks each answer against its call's contract
  // (server/wire), and invoke types it from that contract (callAnswer.ts).
  return body as A;
}

function notLogged(): void {
  const from = here();
  runLogout().catch(() => showToast('api.logoutError', { tone: 'error' }));
  redirectToLogin(from);
}

/** The translation key of an answer's `result.code`, when the texts have one. */
export function codeKey(body: unknown): string | null {
  const result = isRecord(body) ? body.result : undefined;
  const code = isRecord(result) ? result.code : undefined;
  if (typeof code !== 'string' || !/^[a-z][\w.-]{0,60}$/i.test(code)) return null;
  const key = `api.code_${code.replace(/[.-]/g, '_')}`;
  return i18n.exists(key) ? key : null;
}

function statusError(status: number, body: unknown, url: string): ApiError {
  const message = serverMessageOf(body);
  if (status === 401) {
    const from = here();
    clearToken();
    if (!isLogoutUrl(url))
      showToast('api.loginExpired', { tone: 'error', position: 'center', duration: LOGIN_TOAST_MS });
    redirectToLogin(from);
  } else if (status !== 403 && status !== 404) {
    // A refusal whose code the app has words for ('session.expired' -> api.code_session_expired) is
    // shown in the visitor's language; otherwise the server's own message. A server fault (5xx) is
    // not a refusal: its words (if any) are the server's, in no one's language, so ours are shown.
    const known = codeKey(body);
    if (known) bottomRight(known);
    else if (status >= 500) bottomRight('api.serverFault');
    else if (message) bottomRight(message);
    else bottomRight('api.httpError', { status });
  }
  return new ApiError(status, 'http', message, body, 'error', callOfUrl(url));
}

/** No response arrived: a notice bottom right, and an error that reads as status 404. */
export function handleNoResponse(kind: 'network' | 'timeout', cause: unknown): ApiError {
  bottomRight(kind === 'timeout' ? 'api.networkUnstable' : 'api.networkError');
  const err = new ApiError(404, kind, '', undefined);
  (err as { cause?: unknown }).cause = cause;
  return err;
}
