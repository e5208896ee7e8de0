// One contract per call (issue 26): every object a call's payload or answer carries is described —
// its properties, a $ref to the document's own schema, or, for a map open by design (settings keyed by
// setting name, an item's kept extras), propertyNames / patternProperties with the values' types. A part
// that says only "an object" (type object, nothing else, additionalProperties open) fails here unless it
// is listed below with its reason.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import contracts from '../../../src/generated/call-contracts.json';

type Schema = Record<string, unknown>;

/** Parts still open on purpose: `<file> <JSON Pointer>` and why. Keep it short; aim for none. */
const OPEN_ON_PURPOSE: readonly { part: string; reason: string }[] = [];

const DIR = join(__dirname, '../../../schemas/calls');
/** Keywords whose values are data, not schemas. */
const DATA = new Set(['enum', 'const', 'default', 'examples', 'x-call', 'required']);

/** An object (or null): a union of every JSON type is "any value", not "an object". */
const isObjectType = (s: Schema) =>
  s.type === 'object' ||
  (Array.isArray(s.type) && s.type.includes('object') && s.type.every((t) => t === 'object' || t === 'null'));

/** An object part that names nothing of its contents and lets anything in. */
export function saysOnlyObject(s: Schema): boolean {
  if (!isObjectType(s)) return false;
  const described = ['properties', '$ref', 'patternProperties', 'propertyNames', 'anyOf', 'oneOf', 'allOf'].some(
    (k) => s[k] !== undefined,
  );
  const closedOrTyped = s.additionalProperties === false || typeof s.additionalProperties === 'object';
  return !described && !closedOrTyped;
}

/** JSON Pointers of every open object part of a schema. */
export function openParts(node: unknown, at = ''): string[] {
  if (Array.isArray(node)) return node.flatMap((n, i) => openParts(n, `${at}/${i}`));
  if (!node || typeof node !== 'object') return [];
  const s = node as Schema;
  const here = saysOnlyObject(s) ? [at] : [];
  return [
    ...here,
    ...Object.entries(s)
      .filter(([k]) => !DATA.has(k))
      .flatMap(([k, v]) => openParts(v, `${at}/${k}`)),
  ];
}

const files = readdirSync(DIR)
  .filter((f) => f.endsWith('.json'))
  .sort();

describe('every object part of every call contract is described', () => {
  it('the walk finds an open part (the check is real)', () => {
    const schema = { properties: { a: { type: 'object' }, b: { type: 'array', items: { type: 'object' } } } };
    expect(openParts(schema)).toEqual(['/properties/a', '/properties/b/items']);
    expect(openParts({ type: 'object', propertyNames: { maxLength: 9 }, additionalProperties: {} })).toEqual([]);
    expect(openParts({ type: 'object', additionalProperties: false })).toEqual([]);
    expect(openParts({ type: 'object', $ref: '#/definitions/x' })).toEqual([]);
    expect(openParts({ type: ['null', 'object'] })).toEqual(['']);
    expect(openParts({ type: ['null', 'boolean', 'number', 'string', 'array', 'object'] })).toEqual([]);
  });

  it('no call schema says only "an object" (beyond the allow-list)', () => {
    const allowed = new Set(OPEN_ON_PURPOSE.map((p) => p.part));
    const open = files.flatMap((f) =>
      openParts(JSON.parse(readFileSync(join(DIR, f), 'utf8')) as Schema).map((p) => `${f} ${p}`),
    );
    expect(open.filter((p) => !allowed.has(p))).toEqual([]);
    // An allowed part that is described by now leaves the list.
    expect([...allowed].filter((p) => !open.includes(p))).toEqual([]);
  });

  it('nor does any document a contract refers to (hoisted into its definitions by gen-calls)', () => {
    const open = Object.entries(contracts as Record<string, { definitions: Schema }>).flatMap(([key, c]) =>
      openParts(c.definitions).map((p) => `${key} definitions${p}`),
    );
    expect(open).toEqual([]);
  });
});
