// Addresses from data are checked before they reach href/src: no javascript: or other schemes.
const OK = /^(https?:|mailto:|tel:|data:image\/|blob:|\/|\.\/|[A-Za-z0-9_-]+(\/|\.|$))/i;

export function safeUrl(u: unknown): string | undefined {
  if (typeof u !== 'string') return undefined;
  const s = u.trim();
  if (!s || /^\s*(javascript|vbscript|data:(?!image\/)):?/i.test(s)) return undefined;
  return OK.test(s) ? s : undefined;
}
