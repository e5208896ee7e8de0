// Same-origin app paths: where a payment may return to and where /redirect/{path*} may go.

/** Paths that belong to the server, never to the app's screens. */
const SERVER_PREFIXES = [
  '/api/',
  '/pro/',
  '/sandbox/',
  '/dev/',
  '/assets/',
  '/account/signIn',
  '/redirect/',
  '/redirect',
];

/** A same-origin path of the app: starts with one '/', no scheme, no backslash, no control characters. */
export function isSafeInAppPath(path: unknown): path is string {
  if (typeof path !== 'string' || path.length === 0 || path.length > 2000) return false;
  if (!path.startsWith('/') || path.startsWith('//')) return false;
  // eslint-disable-next-line no-control-regex -- control characters are what the test rejects
  if (/[\\\u0000-\u001f\u007f]/.test(path)) return false;
  try {
    const u = new URL(path, 'https://app.invalid');
    if (u.origin !== 'https://app.invalid') return false;
  } catch {
    return false;
  }
  const bare = path.split(/[?#]/)[0].toLowerCase();
  return !SERVER_PREFIXES.some((p) => (p.endsWith('/') ? bare.startsWith(p) : bare === p));
}

/**
 * Where /redirect/{path*} may go: the splat (already decoded once by the router) becomes an
 * in-app path; anything that could leave the app (an address with a scheme, '//host', a
 * backslash, an encoded slash trick, a server path) gives null and the caller goes home.
 */
export function safeRedirectTarget(splat: unknown, search = ''): string | null {
  if (typeof splat !== 'string' || !splat.trim()) return null;
  let p = splat;
  // A second level of encoding ('%2F%2Fevil') must not slip past the checks.
  for (let i = 0; i < 2 && /%[0-9a-f]{2}/i.test(p); i++) {
    try {
      p = decodeURIComponent(p);
    } catch {
      return null;
    }
  }
  if (/^[a-z][a-z0-9+.-]*:/i.test(p)) return null;
  // '/redirect//host' is a protocol-relative address in disguise.
  if (/^[/\\]/.test(p)) return null;
  const path = `/${p}`;
  const q = search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : '';
  const target = path + q;
  return isSafeInAppPath(target) ? target : null;
}
