// The arithmetic of a NumberField, apart from React so it is tested on its own: a step that lands on
// the step grid (0.1 + 0.2 is 0.3, not 0.30000000000000004) and never leaves [min, max].

export function clamp(n: number, min?: number, max?: number): number {
  return Math.min(max ?? Infinity, Math.max(min ?? -Infinity, n));
}

/** Decimals of a step (0.05 -> 2), so sums round to what the person would write. */
function decimals(step: number): number {
  const s = String(step);
  const e = s.indexOf('e-');
  if (e >= 0) return Number(s.slice(e + 2));
  const dot = s.indexOf('.');
  return dot < 0 ? 0 : s.length - dot - 1;
}

/** value ± step, rounded to the step's decimals and clamped; from nothing a step starts at min (or 0). */
export function stepValue(value: number | null, direction: 1 | -1, step = 1, min?: number, max?: number): number {
  const from = value ?? (direction > 0 ? (min ?? 0) - step : (max ?? min ?? 0) + step);
  const next = Number((from + direction * step).toFixed(decimals(step)));
  return clamp(next, min, max);
}

/** What was typed as a number: '' is null, anything not a finite number is NaN (kept as typed, marked invalid). */
export function parseNumber(text: string): number | null {
  const t = text.trim().replace(',', '.');
  if (t === '') return null;
  return /^-?\d*\.?\d+$|^-?\d+\.$/.test(t) ? Number(t) : Number.NaN;
}
