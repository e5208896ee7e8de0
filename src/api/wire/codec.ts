// The wire format of spec section 7, shared by the browser client and the reference server.
// See docs/wire-format.md for the exact bytes. Only the crypto-js modules needed are imported.
import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';
import Base64 from 'crypto-js/enc-base64';
import Hex from 'crypto-js/enc-hex';
import NoPadding from 'crypto-js/pad-nopadding';
import SHA256 from 'crypto-js/sha256';
import CryptoCore from 'crypto-js/core';

/** Default fixed initialisation vector (16 ASCII characters). Both sides may configure another. */
export const DEFAULT_IV = 'V3.60.38-venueIV';
/** Length of the random key appended to the ciphertext. */
export const KEY_LENGTH = 16;
/** Largest encoded body the decoder will look at before decrypting (bytes of the `data` string). */
export const MAX_ENCODED_BODY = 1_048_576;
/** Header naming the body variant: absent = plain JSON. */
export const WIRE_HEADER = 'x-wire-format';
export type WireFormat = 'plain' | 'aes' | 'b64';

const KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const KEY_RE = /^[\x21-\x7e]{16}$/;
const BASE64_RE = /^[A-Za-z0-9+/]+={0,2}$/;

/** A decoding failure, with a stable code and a message fit to show a developer. */
export class WireError extends Error {
  constructor(public readonly code: string, message: string) {
    super(message);
    this.name = 'WireError';
  }
}

/** A random 16-character key from [A-Za-z0-9], using the platform's CSPRNG. */
export function randomKey(): string {
  const bytes = new Uint8Array(KEY_LENGTH);
  globalThis.crypto.getRandomValues(bytes);
  let key = '';
  for (const b of bytes) key += KEY_ALPHABET[b % KEY_ALPHABET.length];
  return key;
}

function checkIv(iv: string): void {
  if (!KEY_RE.test(iv)) throw new WireError('wire.iv', 'The initialisation vector must be 16 printable ASCII characters.');
}

/**
 * Encrypts a payload: JSON, then URL-encoded (encodeURIComponent), then AES-128-CBC with PKCS7
 * under a random 16-character key and the fixed IV; the base64 ciphertext is followed by the key.
 */
export function encryptBody(payload: unknown, opts: { key?: string; iv?: string } = {}): string {
  const key = opts.key ?? randomKey();
  const iv = opts.iv ?? DEFAULT_IV;
  if (!KEY_RE.test(key)) throw new WireError('wire.key', 'The key must be 16 printable ASCII characters.');
  checkIv(iv);
  const plain = encodeURIComponent(JSON.stringify(payload));
  const cipher = AES.encrypt(plain, Utf8.parse(key), { iv: Utf8.parse(iv) });
  return cipher.toString() + key;
}

/** Parses JSON text, refusing keys that could pollute prototypes. */
export function safeJsonParse(text: string): unknown {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new WireError('wire.json', 'The body is not valid JSON.');
  }
  assertNoPollution(value, 0);
  return value;
}

function assertNoPollution(value: unknown, depth: number): void {
  if (depth > 64) throw new WireError('wire.depth', 'The body is nested too deeply (more than 64 levels).');
  if (Array.isArray(value)) {
    for (const v of value) assertNoPollution(v, depth + 1);
  } else if (value !== null && typeof value === 'object') {
    for (const k of Object.keys(value)) {
      if (k === '__proto__' || k === 'constructor' || k === 'prototype') {
        throw new WireError('wire.key-forbidden', `The body contains the forbidden key "${k}".`);
      }
      assertNoPollution((value as Record<string, unknown>)[k], depth + 1);
    }
  }
}

/** Reverses encryptBody. Throws WireError with a clear message on any malformed input. */
export function decryptBody(body: unknown, opts: { iv?: string; maxLength?: number } = {}): unknown {
  const iv = opts.iv ?? DEFAULT_IV;
  checkIv(iv);
  if (typeof body !== 'string') throw new WireError('wire.type', 'The encrypted body must be a string.');
  if (body.length > (opts.maxLength ?? MAX_ENCODED_BODY)) throw new WireError('wire.size', 'The encrypted body is too large.');
  if (body.length < KEY_LENGTH + 24) throw new WireError('wire.short', 'The encrypted body is too short to hold a ciphertext and a 16-character key.');
  const key = body.slice(-KEY_LENGTH);
  const b64 = body.slice(0, -KEY_LENGTH);
  if (!KEY_RE.test(key)) throw new WireError('wire.key', 'The last 16 characters of the body must be a printable ASCII key.');
  if (!BASE64_RE.test(b64) || b64.length % 4 !== 0) throw new WireError('wire.base64', 'The ciphertext is not valid base64.');
  const cipherWords = Base64.parse(b64);
  if (cipherWords.sigBytes === 0 || cipherWords.sigBytes % 16 !== 0) {
    throw new WireError('wire.blocks', 'The ciphertext length is not a whole number of 16-byte AES blocks.');
  }
  const decrypted = AES.decrypt(CryptoCore.lib.CipherParams.create({ ciphertext: cipherWords }), Utf8.parse(key), {
    iv: Utf8.parse(iv),
    padding: NoPadding,
  });
  const bytes = wordsToBytes(decrypted);
  const pad = bytes[bytes.length - 1];
  if (!pad || pad > 16 || pad > bytes.length || bytes.slice(bytes.length - pad).some((b) => b !== pad)) {
    throw new WireError('wire.padding', 'The ciphertext has bad PKCS7 padding (wrong key, IV or corrupted data).');
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes.slice(0, bytes.length - pad));
  } catch {
    throw new WireError('wire.utf8', 'The decrypted body is not UTF-8 text.');
  }
  let json: string;
  try {
    json = decodeURIComponent(text);
  } catch {
    throw new WireError('wire.urlencoding', 'The decrypted body is not URL-encoded text.');
  }
  return safeJsonParse(json);
}

function wordsToBytes(words: CryptoCore.lib.WordArray): Uint8Array {
  const out = new Uint8Array(words.sigBytes);
  for (let i = 0; i < words.sigBytes; i++) out[i] = (words.words[i >>> 2] >>> (24 - (i % 4) * 8)) & 0xff;
  return out;
}

/** The base64 envelope: UTF-8 JSON, base64-encoded. `nest` wraps the payload as {paramIn: payload}. */
export function encodeEnvelope(payload: unknown, nest = false): string {
  return Base64.stringify(Utf8.parse(JSON.stringify(nest ? { paramIn: payload } : payload)));
}

/** Reverses encodeEnvelope; a nested {paramIn} payload is unwrapped. */
export function decodeEnvelope(data: unknown, maxLength = MAX_ENCODED_BODY): unknown {
  if (typeof data !== 'string') throw new WireError('wire.type', 'The envelope data must be a base64 string.');
  if (data.length > maxLength) throw new WireError('wire.size', 'The envelope is too large.');
  if (!BASE64_RE.test(data) || data.length % 4 !== 0) throw new WireError('wire.base64', 'The envelope data is not valid base64.');
  let text: string;
  try {
    const words = Base64.parse(data);
    text = new TextDecoder('utf-8', { fatal: true }).decode(wordsToBytes(words));
  } catch {
    throw new WireError('wire.utf8', 'The envelope does not hold UTF-8 text.');
  }
  const value = safeJsonParse(text);
  if (value && typeof value === 'object' && !Array.isArray(value) && 'paramIn' in value && Object.keys(value).length === 1) {
    return (value as { paramIn: unknown }).paramIn;
  }
  return value;
}

/** Sign of the shop-identity group: lower-case hex SHA-256 of shop id, device and time joined by '|'. */
export function signIdentity(shopId: string, device: string, tm: number | string): string {
  return Hex.stringify(SHA256(`${shopId}|${device}|${tm}`));
}

/** The fields the shop-identity group adds to a payload. */
export interface ShopIdentity {
  id: string; // shop key
  shp: string; // site id
  device: string;
  tm?: number; // ms since epoch
  sign?: string;
}

/** Adds shop key, site, device and (when signed) tm and sign to a payload object. */
export function withIdentity<T extends object>(
  payload: T,
  who: { shopKey: string; siteId: string; device: string },
  opts: { signed?: boolean; now?: number } = {},
): T & ShopIdentity {
  const out: T & ShopIdentity = { ...payload, id: who.shopKey, shp: who.siteId, device: who.device };
  if (opts.signed !== false) {
    const tm = opts.now ?? Date.now();
    out.tm = tm;
    out.sign = signIdentity(who.shopKey, who.device, tm);
  }
  return out;
}

/** Checks a signed identity: sign matches and tm lies within ±windowMs of now. */
export function verifyIdentity(
  payload: Partial<ShopIdentity>,
  opts: { now?: number; windowMs?: number } = {},
): { ok: true } | { ok: false; code: string; message: string } {
  const now = opts.now ?? Date.now();
  const windowMs = opts.windowMs ?? 5 * 60_000;
  if (typeof payload.id !== 'string' || typeof payload.device !== 'string') {
    return { ok: false, code: 'sign.missing', message: 'The shop key (id) and device are required.' };
  }
  if (typeof payload.tm !== 'number' || !Number.isFinite(payload.tm)) {
    return { ok: false, code: 'sign.tm', message: 'The timestamp tm is missing or not a number.' };
  }
  if (Math.abs(now - payload.tm) > windowMs) {
    return { ok: false, code: 'sign.replay', message: 'The timestamp tm is outside the allowed window; check the device clock.' };
  }
  if (payload.sign !== signIdentity(payload.id, payload.device, payload.tm)) {
    return { ok: false, code: 'sign.bad', message: 'The sign does not match the shop id, device and time.' };
  }
  return { ok: true };
}

/** A whole request body as sent over HTTP, for each variant. */
export function encodeRequest(payload: unknown, format: WireFormat, opts: { key?: string; iv?: string; nest?: boolean } = {}): {
  headers: Record<string, string>;
  body: string;
} {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (format === 'plain') return { headers, body: JSON.stringify(opts.nest ? { paramIn: payload } : payload) };
  headers[WIRE_HEADER] = format;
  if (format === 'aes') return { headers, body: JSON.stringify({ data: encryptBody(opts.nest ? { paramIn: payload } : payload, opts) }) };
  return { headers, body: JSON.stringify({ data: encodeEnvelope(payload, opts.nest) }) };
}

/** Decodes a parsed JSON request body given the value of the wire header. */
export function decodeRequest(body: unknown, format: string | undefined, opts: { iv?: string } = {}): unknown {
  const unwrap = (v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) && Object.keys(v).length === 1 && 'paramIn' in v ? (v as { paramIn: unknown }).paramIn : v;
  if (!format || format === 'plain') {
    assertNoPollution(body, 0);
    return unwrap(body);
  }
  if (!body || typeof body !== 'object' || Array.isArray(body) || typeof (body as { data?: unknown }).data !== 'string') {
    throw new WireError('wire.shape', 'The body must be a JSON object with a string field "data".');
  }
  const data = (body as { data: string }).data;
  if (format === 'aes') return unwrap(decryptBody(data, opts));
  if (format === 'b64') return decodeEnvelope(data);
  throw new WireError('wire.format', `Unknown wire format "${format}" (expected plain, aes or b64).`);
}
