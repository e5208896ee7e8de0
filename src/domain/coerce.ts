// Readers for loosely typed server data: configuration values arrive as numbers, numeric strings,
// '0'/'1', booleans, empty strings or nothing at all. Each reader names its fallback rule.
import { readNumber, toCents, type Cents } from './money';

export type Raw = Record<string, unknown>;

/** True when the value is "empty" in the spec's sense: missing, null or blank text. */
export function isEmpty(v: unknown): boolean {
  return v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
}

/** Default-off flag: on for true, non-zero numbers and text other than '', '0', 'false', 'n', 'no', 'off'. */
export function readFlag(v: unknown, fallback = false): boolean {
  if (isEmpty(v)) return fallback;
  if (typeof v === 'boolean') return v;
  if (typeof v === 'number') return v !== 0;
  if (typeof v === 'string') return !['0', 'false', 'n', 'no', 'off'].includes(v.trim().toLowerCase());
  return fallback;
}

/** Default-on flag (spec 5): on unless the server sends 0 (or false / '0'). */
export function readFlagOn(v: unknown): boolean {
  return readFlag(v, true);
}

/** A number, or the fallback when empty or unreadable. */
export function readNum(v: unknown, fallback: number): number {
  const n = readNumber(v);
  return Number.isFinite(n) ? n : fallback;
}

/** A positive integer (a count or a size), or the fallback when empty, unreadable or not above 0. */
export function readPositiveInt(v: unknown, fallback: number): number {
  const n = Math.trunc(readNumber(v));
  return n > 0 ? n : fallback;
}

/** A non-negative integer, or the fallback when empty, unreadable or negative. */
export function readNonNegativeInt(v: unknown, fallback: number): number {
  const n = Math.trunc(readNumber(v));
  return n >= 0 ? n : fallback;
}

/** Dollars from the server as cents, or the fallback (in cents) when empty or negative. */
export function readMoney(v: unknown, fallback: Cents = 0): Cents {
  if (isEmpty(v) || !Number.isFinite(readNumber(v))) return fallback;
  const c = toCents(v as number | string);
  return c >= 0 ? c : fallback;
}

/** Text, trimmed; numbers become text; empty gives the fallback. */
export function readText(v: unknown, fallback = ''): string {
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  if (typeof v === 'string' && v.trim() !== '') return v.trim();
  return fallback;
}

/** A list of text: an array, or text split on `sep` (comma by default); empty gives the fallback. */
export function readTextList(v: unknown, fallback: string[] = [], sep: string | RegExp = ','): string[] {
  const list = Array.isArray(v)
    ? v.map((x) => readText(x))
    : typeof v === 'string'
      ? v.split(sep).map((x) => x.trim())
      : [];
  const kept = list.filter((x) => x !== '');
  return kept.length ? kept : [...fallback];
}

/** A plain object, or null. */
export function asObject(v: unknown): Raw | null {
  return v && typeof v === 'object' && !Array.isArray(v) ? (v as Raw) : null;
}

/** Parses JSON text (or passes an object through); null on failure. */
export function parseJsonObject(v: unknown): Raw | null {
  if (typeof v !== 'string') return asObject(v);
  try {
    return asObject(JSON.parse(v));
  } catch {
    return null;
  }
}
