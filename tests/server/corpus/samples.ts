// A well-formed request for any call the server registers, derived from the call's own JSON Schema
// (so a new call is covered without editing this file); a few field names carry demo data the
// handlers look up (a real item, a real order). Used by the bad-input corpus (which breaks one
// field at a time) and by the wire document's check (which reads each call's answer keys).
import type { FastifyInstance } from 'fastify';
import { encodeRequest, type WireFormat, withIdentity } from '../../../src/api/wire/codec';
import type { CallDef } from '../../../server/wire/define';
import { CAFE, type TestServer } from '../helpers';

type Schema = Record<string, any>;

export interface SampleContext {
  /** A signed-in customer's session token, an admin's, and a placed order's transaction id. */
  token: string;
  admin: string;
  txn: string;
}

let keys = 0;
/** Values a handler looks up or a pattern demands; everything else is derived from the schema. */
const KNOWN: Record<string, (c: SampleContext) => unknown> = {
  shop: () => 'demo-cafe',
  mobile: () => '0400000001',
  userName: () => '0400000001',
  // Empty: a sign-in refused before any scrypt run (the corpus sends thousands of them).
  password: () => '',
  code: () => '1234',
  pluId: () => 'flat-white',
  transactionId: (c) => c.txn,
  idempotencyKey: () => `corpus-key-${++keys}`,
  name: () => 'banner-cafe.svg',
  text: () => 'hello',
  tabNo: () => '5',
  payment: () => 'dps',
  action: () => 'topup',
  requiredBy: () => 'me',
  cardNum: () => '6000100000000001',
};

/** Candidates tried, in order, for a string with a pattern. */
const PATTERNED = ['sample', 'key-sample-0001', '1234', '123456', '0400000001', 'abc', '5'];

function stringFor(s: Schema): string {
  const fits = (v: string) =>
    (!s.pattern || new RegExp(s.pattern, 'u').test(v)) &&
    v.length >= (s.minLength ?? 0) &&
    v.length <= (s.maxLength ?? Infinity);
  return PATTERNED.find(fits) ?? 'x'.repeat(Math.max(1, s.minLength ?? 1));
}

/** A value that satisfies `s` (enums, types, bounds, required properties). */
export function sampleOf(s: Schema, name: string, c: SampleContext): unknown {
  if (Array.isArray(s.enum)) return s.enum[0];
  if (name in KNOWN) return KNOWN[name](c);
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  if (type === 'string') return stringFor(s);
  if (type === 'integer' || type === 'number') return Math.min(Math.max(1, s.minimum ?? 1), s.maximum ?? Infinity);
  if (type === 'boolean') return true;
  if (type === 'array') return s.items ? [sampleOf(s.items, `${name}[]`, c)] : [];
  if (type === 'object' || s.properties) {
    const out: Record<string, unknown> = {};
    for (const k of s.required ?? s.anyOf?.[0]?.required ?? []) out[k] = sampleOf(s.properties?.[k] ?? {}, k, c);
    return out;
  }
  return 'x';
}

/** The base payload of a call: its required fields, and the venue when the call names one. */
export function samplePayload(def: CallDef, c: SampleContext): Record<string, unknown> {
  const base = sampleOf({ type: 'object', ...def.schema }, '', c) as Record<string, unknown>;
  if (def.venue && !def.signed) base.shop = 'demo-cafe';
  if (def.path === '/pro/lot/config/update') base.shop = 'demo-passes'; // the corpus's junk stays off the cafe
  if (def.path === '/account/logout') delete base.shop;
  return base;
}

/** Every field path a call's schema declares (nested objects and the first array item). */
export function fieldPaths(s: Schema, prefix: (string | number)[] = []): (string | number)[][] {
  const out: (string | number)[][] = [];
  for (const [k, sub] of Object.entries<Schema>(s.properties ?? {})) {
    const here = [...prefix, k];
    out.push(here);
    const type = Array.isArray(sub.type) ? sub.type[0] : sub.type;
    if (sub.properties) out.push(...fieldPaths(sub, here));
    if (type === 'array' && sub.items?.properties) out.push(...fieldPaths(sub.items, [...here, 0]));
  }
  return out;
}

/** Sets `value` at `path`, creating the objects and arrays on the way. */
export function setPath(target: Record<string, unknown>, path: (string | number)[], value: unknown): void {
  let at: any = target;
  for (let i = 0; i < path.length - 1; i++) {
    const k = path[i];
    if (at[k] === null || typeof at[k] !== 'object') at[k] = typeof path[i + 1] === 'number' ? [] : {};
    at = at[k];
  }
  at[path[path.length - 1]] = value;
}

/** Who may call: the token the call needs (a logout gets none: it would end the corpus's session). */
export function tokenFor(def: CallDef, c: SampleContext): string | undefined {
  if (def.path === '/account/logout') return undefined;
  return def.who === 'admin' ? c.admin : def.who === 'user' ? c.token : undefined;
}

export interface Sent {
  status: number;
  body: Record<string, any> | null;
}

/** Adds the signed identity group when the call is signed, then encodes the payload as asked. */
export function withCallIdentity(def: CallDef, payload: Record<string, unknown>, now: number): Record<string, unknown> {
  return def.signed
    ? withIdentity(payload, { shopKey: CAFE.shopKey, siteId: CAFE.siteId, device: 'dev-corpus' }, { signed: true, now })
    : payload;
}

/** Sends a payload to a call (a GET as its query string). */
export async function sendPayload(
  app: FastifyInstance,
  def: CallDef,
  payload: unknown,
  o: { format?: WireFormat; token?: string } = {},
): Promise<Sent> {
  const auth = o.token ? { authorization: `Bearer ${o.token}` } : {};
  if (def.method === 'GET') {
    const q = new URLSearchParams(
      Object.entries(payload as object).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
    );
    const res = await app.inject({ method: 'GET', url: `${def.path}?${q}`, headers: auth });
    return { status: res.statusCode, body: parseJson(res.body) };
  }
  const req = encodeRequest(payload, o.format ?? (def.signed ? 'b64' : 'aes'));
  const res = await app.inject({
    method: 'POST',
    url: def.path,
    headers: { ...req.headers, ...auth },
    payload: req.body,
  });
  return { status: res.statusCode, body: parseJson(res.body) };
}

export function parseJson(text: string): Record<string, any> | null {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** A placed cash order's transaction id (for the calls that read one). */
export async function placedOrder(s: TestServer): Promise<string> {
  const { feeCalc, placeOrder, newKey, CART } = await import('../orderHelpers');
  const fee = await feeCalc(s, CART, 'cash');
  const r = await placeOrder(s, {
    idempotencyKey: newKey(),
    cart: CART,
    payment: 'cash',
    expectedTotalCents: fee.body.result.totalCents,
  });
  if (r.status !== 200) throw new Error(`order failed: ${JSON.stringify(r.body)}`);
  return r.body.result.transactionId as string;
}
