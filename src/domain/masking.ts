// Card number display masking (spec 5).

/** Keeps the first 4 and last 3 characters when longer than 7; each hidden character becomes '*'. */
export function maskCardNumber(s: string | number | null | undefined): string {
  const text = s == null ? '' : String(s);
  if (text.length <= 7) return text;
  return text.slice(0, 4) + '*'.repeat(text.length - 7) + text.slice(-3);
}
