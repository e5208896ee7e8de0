// How much a secret could be guessed (issue 27 finding 14): production refuses a secret whose estimated
// entropy is under 128 bits, whatever its length ("aaaa…", "abab…", a word repeated). The estimate is
// deliberately plain and conservative:
//   alphabet  — the character classes it uses (hex digits alone count 16, not 62);
//   length    — only the characters that start a three-character run not seen before count (a repeated
//               word or pattern adds almost nothing);
//   evenness  — its Shannon entropy per character against the most its alphabet and length allow (a
//               secret made of two letters is not worth its alphabet); at 85 % or more it counts in full.
// A random secret from `openssl rand -hex 32` (64 hex characters) is estimated at about 256 bits; 32
// random hex characters at about 128.

export const MIN_SECRET_BITS = 128;

function alphabetSize(s: string): number {
  if (/^[0-9a-f]+$/.test(s) || /^[0-9A-F]+$/.test(s)) return 16;
  let n = 0;
  if (/[a-z]/.test(s)) n += 26;
  if (/[A-Z]/.test(s)) n += 26;
  if (/[0-9]/.test(s)) n += 10;
  if (/[^a-zA-Z0-9]/.test(s)) n += 33;
  return n;
}

/** Characters that start a trigram not seen earlier (plus the first two). */
function freshLength(s: string): number {
  const seen = new Set<string>();
  let n = Math.min(2, s.length);
  for (let i = 0; i + 3 <= s.length; i++) {
    const t = s.slice(i, i + 3);
    if (!seen.has(t)) n++;
    seen.add(t);
  }
  return n;
}

function shannonPerChar(s: string): number {
  const counts = new Map<string, number>();
  for (const c of s) counts.set(c, (counts.get(c) ?? 0) + 1);
  let h = 0;
  for (const k of counts.values()) h -= (k / s.length) * Math.log2(k / s.length);
  return h;
}

/** Estimated entropy of a secret, in bits. */
export function secretBits(secret: string): number {
  const s = [...secret].join('');
  if (s.length < 2) return 0;
  const perChar = Math.log2(alphabetSize(s));
  const best = Math.log2(Math.min(alphabetSize(s), s.length));
  const evenness = best > 0 ? Math.min(1, shannonPerChar(s) / (0.85 * best)) : 0;
  return Math.floor(freshLength(s) * perChar * evenness);
}
