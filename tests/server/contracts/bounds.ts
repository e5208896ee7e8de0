// Reads a call's payload schema for its bounds and builds, per bound, a value just past it, so the
// contract test can send each one and expect the 400 with that field's JSON Pointer.
type Schema = Record<string, any>;

export interface BoundCase {
  /** e.g. 'maxLength 100' */
  bound: string;
  /** Field path from the payload's root. */
  path: string[];
  value: unknown;
}

/** Identity fields: a broken one is refused by the sign check before the schema (another 400). */
const SIGNED_FIELDS = new Set(['id', 'shp', 'device', 'tm', 'sign']);

function casesOf(s: Schema, path: string[]): BoundCase[] {
  const out: BoundCase[] = [];
  const at = (bound: string, value: unknown) => out.push({ bound, path, value });
  if (Array.isArray(s.enum)) at(`enum`, typeof s.enum[0] === 'number' ? -987654 : 'not-one-of-the-enum');
  if (typeof s.maxLength === 'number') at(`maxLength ${s.maxLength}`, 'x'.repeat(s.maxLength + 1));
  if (typeof s.minLength === 'number' && s.minLength > 0) at(`minLength ${s.minLength}`, '');
  if (typeof s.maximum === 'number') at(`maximum ${s.maximum}`, s.maximum + 1);
  if (typeof s.minimum === 'number') at(`minimum ${s.minimum}`, s.minimum - 1);
  if (typeof s.maxItems === 'number')
    at(
      `maxItems ${s.maxItems}`,
      Array.from({ length: s.maxItems + 1 }, () => null),
    );
  if (s.type === 'integer' && s.maximum === undefined) at('integer', 1.5);
  for (const [k, sub] of Object.entries<Schema>(s.properties ?? {})) out.push(...casesOf(sub, [...path, k]));
  return out;
}

/** Every bound of a payload schema (nested object fields included), except the signed identity's own fields. */
export function boundCases(payload: Schema, signed: boolean): BoundCase[] {
  return casesOf(payload, []).filter((c) => c.path.length > 0 && !(signed && SIGNED_FIELDS.has(c.path[0])));
}
