// Generated malformed input (fast-check, fixed seeds): values to put in one field at a time, and
// whole bodies broken in their encoding. Numbers JSON.stringify cannot write (-0, 1e999, 2^53+1
// exactly as typed) travel as raw tokens spliced into the JSON text.
import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';
import fc from 'fast-check';
import { DEFAULT_IV, encryptBody, MAX_ENCODED_BODY, WIRE_HEADER } from '../../../src/api/wire/codec';

const RAW_OPEN = '\u0001RAW:';
const RAW_CLOSE = '\u0001';
/** A number token written as is into the JSON text (see jsonText). */
export const raw = (token: string) => `${RAW_OPEN}${token}${RAW_CLOSE}`;

/** JSON text of a payload with the raw tokens put back in place of their marker strings. */
export function jsonText(payload: unknown): string {
  return JSON.stringify(payload).replace(/"\\u0001RAW:([^"\\]*)\\u0001"/g, '$1');
}

const nest = (depth: number, leaf: unknown, asArray: boolean): unknown => {
  let v = leaf;
  for (let i = 0; i < depth; i++) v = asArray ? [v] : { a: v };
  return v;
};

const EDGES: unknown[] = [
  null,
  true,
  false,
  0,
  1,
  -1,
  -99_999,
  0.5,
  1e308,
  -1e308,
  5e-324,
  Number.MAX_SAFE_INTEGER,
  raw('-0'),
  raw('1e999'),
  raw('-1e999'),
  raw('9007199254740993'),
  raw('1.0e-400'),
  '',
  ' ',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e308',
  '-0',
  '9007199254740993',
  '0x1A',
  '1_000',
  '١٢٣',
  '12.50',
  '-5',
  [],
  {},
  [null],
  { '': '' },
  [[[]]],
  // Configuration values out of every bound and CSS smuggled into text (issue 27 findings 12 and 13).
  1e20,
  1e29,
  '1e29',
  'url(https://evil.example/x)',
  '</style><script>alert(1)</script>',
  '} body { display: none }',
];

const BAD_CHARS = ['\u0000', '\u0001', '\u0007', '\u001b', '\u001f', '\u000b', '\uD800', '\uDBFF', '\uDC00', '\uDFFF'];
const withBadChar = fc
  .tuple(fc.string({ maxLength: 20 }), fc.constantFrom(...BAD_CHARS), fc.string({ maxLength: 20 }))
  .map(([a, c, b]) => a + c + b);
// Past every field's maxLength; the 1 MiB limit itself is one of the broken encodings.
const huge = fc.integer({ min: 1_000, max: 40_000 }).map((n) => 'x'.repeat(n));
const deep = fc.tuple(fc.integer({ min: 20, max: 90 }), fc.boolean()).map(([d, arr]) => nest(d, 1, arr));
const negative = fc.oneof(
  fc.integer({ min: -2_000_000_000, max: -1 }),
  fc.double({ min: -1e12, max: -1e-9, noNaN: true }),
);
const edgeNumbers = fc.oneof(
  fc.double(),
  fc.integer({ min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }),
  fc.bigInt({ min: 2n ** 53n, max: 2n ** 70n }).map((b) => raw(String(b))),
);
const wrongTypes = fc.oneof(
  fc.constantFrom(...EDGES),
  fc.jsonValue({ maxDepth: 3 }),
  fc.array(fc.anything({ maxDepth: 2 }), { maxLength: 4 }),
);

/** One malformed value for a field: wrong type, huge, deep, bad characters, numbers at the edges. */
export const malformedValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...EDGES) },
  { weight: 3, arbitrary: withBadChar },
  { weight: 1, arbitrary: huge },
  { weight: 1, arbitrary: deep },
  { weight: 2, arbitrary: negative },
  { weight: 2, arbitrary: edgeNumbers },
  { weight: 2, arbitrary: wrongTypes },
);

export interface RawBody {
  kind: string;
  headers: Record<string, string>;
  body: string;
}

const json = { 'content-type': 'application/json' };
const b64Of = (text: string) => Buffer.from(text, 'utf8').toString('base64');
const aesOf = (text: string, key = 'K3yK3yK3yK3yK3y1') =>
  AES.encrypt(encodeURIComponent(text), Utf8.parse(key), { iv: Utf8.parse(DEFAULT_IV) }).toString() + key;

/** A payload's JSON text as the body of a format (the caller's own encoder cannot write raw tokens). */
export function encodeText(text: string, format: 'plain' | 'aes' | 'b64'): RawBody {
  if (format === 'plain') return { kind: 'plain', headers: json, body: text };
  const data = format === 'aes' ? aesOf(text) : b64Of(text);
  return { kind: format, headers: { ...json, [WIRE_HEADER]: format }, body: JSON.stringify({ data }) };
}

/** Bodies broken in their encoding, built around a call's well-formed payload. */
export function brokenBodies(payload: Record<string, unknown>, seed: number, n: number): RawBody[] {
  const text = JSON.stringify(payload);
  const good = encryptBody(payload);
  const aes = (data: unknown, kind: string): RawBody => ({
    kind,
    headers: { ...json, [WIRE_HEADER]: 'aes' },
    body: JSON.stringify({ data }),
  });
  const b64 = (data: unknown, kind: string): RawBody => ({
    kind,
    headers: { ...json, [WIRE_HEADER]: 'b64' },
    body: JSON.stringify({ data }),
  });
  const plain = (body: string, kind: string, headers: Record<string, string> = json): RawBody => ({
    kind,
    headers,
    body,
  });
  const arb: fc.Arbitrary<RawBody> = fc.oneof(
    fc.nat({ max: good.length - 1 }).map((cut) => aes(good.slice(0, cut), 'aes truncated')),
    fc
      .tuple(fc.nat({ max: good.length - 17 }), fc.constantFrom(...'ABab+/=9!'))
      .map(([i, c]) => aes(good.slice(0, i) + c + good.slice(i + 1), 'aes byte changed')),
    fc.stringMatching(/^[A-Za-z0-9]{16}$/).map((k) => aes(good.slice(0, -16) + k, 'aes wrong key')),
    fc.constantFrom('\u0000', ' ', '\u007f', 'é').map((c) => aes(good.slice(0, -1) + c, 'aes key not printable')),
    fc.base64String({ minLength: 24, maxLength: 400 }).map((d) => aes(d + 'K3yK3yK3yK3yK3y1', 'aes random ciphertext')),
    fc
      .constantFrom('!!!!', '====', 'a', 'ab=c', 'YWJj\nZA==', 'e30', '%7B%7D')
      .map((d) => b64(d, 'b64 invalid base64')),
    fc
      .uint8Array({ minLength: 1, maxLength: 64 })
      .map((b) => b64(Buffer.from([0xff, 0xfe, ...b]).toString('base64'), 'b64 not UTF-8')),
    fc.string({ maxLength: 40 }).map((t) => b64(b64Of(`{${t}`), 'b64 not JSON')),
    fc
      .integer({ min: 65, max: 300 })
      .map((d) => b64(b64Of(jsonText(nest(d, payload, d % 2 === 0))), 'b64 nested too deep')),
    fc.constantFrom<unknown>(1, null, [], {}, true).map((d) => aes(d, 'data not a string')),
    fc.constant(plain('{"nodata":1}', 'aes no data', { ...json, [WIRE_HEADER]: 'aes' })),
    fc
      .constantFrom('rot13', 'AES', 'base64', ' ')
      .map((f) => plain(JSON.stringify({ data: b64Of(text) }), 'unknown wire format', { ...json, [WIRE_HEADER]: f })),
    fc
      .constantFrom('not json', '{"a":', '[1,2]', '"text"', '123', 'null', '{"a":1}}', '\u0000{}')
      .map((b) => plain(b, 'plain not an object')),
    fc
      .constantFrom('__proto__', 'constructor', 'prototype')
      .map((k) => plain(`{"x":{"${k}":{"admin":1}},${text.slice(1)}`, 'forbidden key')),
    fc.constant(plain(JSON.stringify({ paramIn: { paramIn: payload } }), 'paramIn twice')),
    fc.constant(aes('A'.repeat(MAX_ENCODED_BODY + 1), 'data over the size limit')),
    fc
      .constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/octet-stream')
      .map((t) => plain(text, `content type ${t}`, { 'content-type': t })),
  );
  return fc.sample(arb, { seed, numRuns: n });
}
