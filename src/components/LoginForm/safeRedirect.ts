// Where to go after signing in or up (the ?redirect= of the login and sign-up screens): a module of
// its own, so the sign-up, SMS sign-in and auth-redirect components use it without the login form.
/** A redirect target only when it is a same-origin relative path ('/x', never '//x' or 'http:'). */
export function safeRedirect(value: string | null): string | null {
  if (!value || value.length > 2000) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are what it refuses
  if (/[\u0000-\u001f\\]/.test(value)) return null;
  return value;
}
