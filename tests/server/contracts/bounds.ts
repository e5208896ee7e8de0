// Reads a call's payload schema for its bounds and builds, per bound, a value just past it, so the
// contract test can send each one and expect the 400 with that field's JSON Pointer. Bounds inside
// array items and inside maps (additionalProperties) are reached too: the array is sent whole, each
// item a valid sample with the one broken value, and the pointer names the first item.
type Schema = Record<string, any>;

export interface BoundCase {
  /** e.g. 'maxLength 100' */
  bound: string;
  /** Where the value is set, from the payload's root. */
  path: (string | number)[];
  /** The field the refusal must name (its JSON Pointer's parts): path, or an item inside it. */
  pointer: (string | number)[];
  value: unknown;
}

/** A valid value for a schema (the corpus's sampler); used for the array items around a broken value. */
export type Sampler = (s: Schema) => unknown;

/** Identity fields: a broken one is refused by the sign check before the schema (another 400). */
const SIGNED_FIELDS = new Set(['id', 'shp', 'device', 'tm', 'sign']);

const objectWith = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, null]));

function setIn(target: unknown, rel: (string | number)[], value: unknown): unknown {
  if (rel.length === 0) return value;
  let at: any = target;
  for (let i = 0; i < rel.length - 1; i++) {
    if (at[rel[i]] === null || typeof at[rel[i]] !== 'object') at[rel[i]] = typeof rel[i + 1] === 'number' ? [] : {};
    at = at[rel[i]];
  }
  at[rel[rel.length - 1]] = value;
  return target;
}

function casesOf(s: Schema, path: (string | number)[], sample: Sampler): BoundCase[] {
  const out: BoundCase[] = [];
  const at = (bound: string, value: unknown) => out.push({ bound, path, pointer: path, value });
  if (Array.isArray(s.enum)) at(`enum`, typeof s.enum[0] === 'number' ? -987654 : 'not-one-of-the-enum');
  if (typeof s.maxLength === 'number') at(`maxLength ${s.maxLength}`, 'x'.repeat(s.maxLength + 1));
  if (typeof s.minLength === 'number' && s.minLength > 0) at(`minLength ${s.minLength}`, '');
  if (typeof s.maximum === 'number') at(`maximum ${s.maximum}`, s.maximum + 1);
  if (typeof s.minimum === 'number') at(`minimum ${s.minimum}`, s.minimum - 1);
  if (typeof s.exclusiveMaximum === 'number') at(`exclusiveMaximum ${s.exclusiveMaximum}`, s.exclusiveMaximum);
  if (typeof s.exclusiveMinimum === 'number') at(`exclusiveMinimum ${s.exclusiveMinimum}`, s.exclusiveMinimum);
  if (typeof s.maxItems === 'number')
    at(
      `maxItems ${s.maxItems}`,
      Array.from({ length: s.maxItems + 1 }, () => null),
    );
  if (typeof s.maxProperties === 'number') at(`maxProperties ${s.maxProperties}`, objectWith(s.maxProperties + 1));
  if (s.type === 'integer' && s.maximum === undefined) at('integer', 1.5);
  for (const [k, sub] of Object.entries<Schema>(s.properties ?? {})) out.push(...casesOf(sub, [...path, k], sample));
  // A map's values: one entry under a name the map accepts.
  if (s.additionalProperties && typeof s.additionalProperties === 'object') {
    const key = s.propertyNames?.enum?.[0] ?? 'k';
    out.push(...casesOf(s.additionalProperties, [...path, key], sample));
  }
  // An array's items: the whole array (as many items as it needs, each with the broken value), pointer at item 0.
  if (s.items && typeof s.items === 'object' && !Array.isArray(s.items)) {
    const n = Math.max(1, s.minItems ?? 0);
    for (const inner of casesOf(s.items, [], sample))
      out.push({
        bound: inner.bound,
        path,
        pointer: [...path, 0, ...inner.pointer],
        value: Array.from({ length: n }, () => setIn(structuredClone(sample(s.items)), inner.path, inner.value)),
      });
  }
  return out;
}

/** Every bound of a payload schema (nested objects, maps and array items included), except the signed identity's own fields. */
export function boundCases(payload: Schema, signed: boolean, sample: Sampler): BoundCase[] {
  return casesOf(payload, [], sample).filter(
    (c) => c.path.length > 0 && !(signed && SIGNED_FIELDS.has(String(c.path[0]))),
  );
}

/**
 * The fields of a payload schema with no bound: a string without maxLength, a number without both ends,
 * an array without maxItems, a free-form object without maxProperties (an enum or const is its own bound).
 */
export function unboundedFields(payload: Schema): string[] {
  const out: string[] = [];
  const walk = (s: Schema, path: string[]) => {
    if (!s || typeof s !== 'object' || s.enum || s.const !== undefined) return;
    const t = [s.type].flat().filter(Boolean);
    const miss: string[] = [];
    if (t.includes('string') && s.maxLength === undefined) miss.push('maxLength');
    if (
      (t.includes('number') || t.includes('integer')) &&
      ((s.maximum ?? s.exclusiveMaximum) === undefined || (s.minimum ?? s.exclusiveMinimum) === undefined)
    )
      miss.push('minimum/maximum');
    if (t.includes('array') && s.maxItems === undefined) miss.push('maxItems');
    if (t.includes('object') && !s.properties && s.additionalProperties !== false && s.maxProperties === undefined)
      miss.push('maxProperties');
    if (t.length === 0 && !s.required && !s.properties && !s.anyOf && !s.oneOf && !s.$ref && !s.items)
      miss.push('type');
    if (miss.length) out.push(`${path.join('.')} (${miss.join(', ')})`);
    for (const [k, sub] of Object.entries<Schema>(s.properties ?? {})) walk(sub, [...path, k]);
    if (s.items && typeof s.items === 'object') walk(s.items, [...path, '[]']);
    if (s.additionalProperties && typeof s.additionalProperties === 'object')
      walk(s.additionalProperties, [...path, '*']);
    for (const x of [...(s.anyOf ?? []), ...(s.oneOf ?? [])]) if (x.type || x.properties) walk(x, path);
  };
  for (const [k, sub] of Object.entries<Schema>(payload.properties ?? {})) walk(sub, [k]);
  return out;
}
