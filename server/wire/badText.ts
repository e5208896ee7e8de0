// Text the wire door refuses. Postgres cannot store U+0000 and cannot encode a lone UTF-16
// surrogate as UTF-8, so such a string reaching a query made the call fail with a 500 (names, notes,
// events, the venue lookup, signed identity fields); other C0 controls are refused alongside them
// because no field of any call means them. One walk over the decoded payload, before the sign check
// and the schema, refuses them all with a 400 naming the field.
import type { RefusalCode } from '../../src/domain/index';

/** Why a string may not cross the door (the `result.code` of the 400 answer). */
export const BAD_TEXT_CODES = {
  nul: 'wire.text-nul',
  control: 'wire.text-control',
  surrogate: 'wire.text-surrogate',
} as const satisfies Record<string, RefusalCode>;
export type BadTextCode = (typeof BAD_TEXT_CODES)[keyof typeof BAD_TEXT_CODES];

export interface BadText {
  /** JSON path of the field, as a client names it: `userName`, `cart.itemList[2].notes`. */
  field: string;
  /** The field's name itself is bad (an object key), not its value. */
  inKey: boolean;
  code: BadTextCode;
  /** The refused code unit, e.g. `U+0000`. */
  char: string;
}

// Tab, LF and CR are ordinary in free text (notes, addresses), so values may carry them; keys are
// field names and may carry no control character at all.
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const VALUE_CONTROL = /[\x00-\x08\x0B\x0C\x0E-\x1F]/;
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const KEY_CONTROL = /[\x00-\x1F]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const PLAIN_NAME = /^[A-Za-z_$][\w$]*$/;

const hex = (c: string) => `U+${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;

function faultOf(s: string, control: RegExp): Pick<BadText, 'code' | 'char'> | null {
  const c = control.exec(s);
  if (c) return { code: c[0] === '\0' ? BAD_TEXT_CODES.nul : BAD_TEXT_CODES.control, char: hex(c[0]) };
  const u = LONE_SURROGATE.exec(s);
  return u ? { code: BAD_TEXT_CODES.surrogate, char: hex(u[0]) } : null;
}

/** `a.b`, or `a["odd key"]` (JSON-escaped, so the path itself shows no raw control character). */
function childPath(parent: string, key: string): string {
  if (PLAIN_NAME.test(key)) return parent ? `${parent}.${key}` : key;
  return `${parent}[${JSON.stringify(key)}]`;
}

/** The first refused string in a decoded payload (values and keys, any depth), or null. */
export function findBadText(value: unknown, path = ''): BadText | null {
  if (typeof value === 'string') {
    const f = faultOf(value, VALUE_CONTROL);
    return f ? { field: path, inKey: false, ...f } : null;
  }
  if (!value || typeof value !== 'object') return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const hit = findBadText(value[i], `${path}[${i}]`);
      if (hit) return hit;
    }
    return null;
  }
  for (const [k, v] of Object.entries(value)) {
    const here = childPath(path, k);
    const f = faultOf(k, KEY_CONTROL);
    if (f) return { field: here, inKey: true, ...f };
    const hit = findBadText(v, here);
    if (hit) return hit;
  }
  return null;
}

/** The display message of a refusal: which field, which character, why. */
export function badTextMessage(b: BadText): string {
  const where = b.field ? `The field "${b.field}"` : 'The payload';
  const what = b.inKey ? `${where} has a name containing` : `${where} contains`;
  if (b.code === BAD_TEXT_CODES.nul) return `${what} a NUL character (U+0000), which is not allowed.`;
  if (b.code === BAD_TEXT_CODES.control) return `${what} the control character ${b.char}, which is not allowed.`;
  return `${what} a lone surrogate (${b.char}), which is not valid Unicode text.`;
}
