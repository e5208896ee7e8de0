// The crypto-free half of the wire format (spec 7, docs/wire-format.md): constants, errors, JSON
// parsing that refuses prototype keys, base64 and the base64 envelope, and the checks and
// unpadding around the AES body. Shared by the synchronous codec (server, tests: codec.ts) and
// the browser's Web Crypto codec (webCodec.ts), so both read and refuse bytes the same way.

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
  constructor(
    public readonly code: string,
    message: string,
  ) {
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

export function checkIv(iv: string): void {
  if (!KEY_RE.test(iv))
    throw new WireError('wire.iv', 'The initialisation vector must be 16 printable ASCII characters.');
}

export function checkKey(key: string): void {
  if (!KEY_RE.test(key)) throw new WireError('wire.key', 'The key must be 16 printable ASCII characters.');
}

/** The text AES encrypts: the payload as JSON, then URL-encoded (spec 7). */
export const plainTextOf = (payload: unknown): string => encodeURIComponent(JSON.stringify(payload));

/** Parses JSON text, refusing keys that could pollute prototypes. */
/** A JSON value: what a decoded wire body is (before the call's answer schema says more). */
export type WireJson = null | boolean | number | string | WireJson[] | { [k: string]: WireJson };

export function safeJsonParse(text: string): WireJson {
  let value: WireJson;
  try {
    value = JSON.parse(text);
  } catch {
    throw new WireError('wire.json', 'The body is not valid JSON.');
  }
  assertNoPollution(value, 0);
  return value;
}

/** Refuses `__proto__`, `constructor` and `prototype` keys and nesting deeper than 64 levels. */
export function assertNoPollution(value: unknown, depth: number): void {
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

/** Bytes as standard base64 (with padding). */
export function bytesToBase64(bytes: Uint8Array): string {
  let bin = '';
  for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(bin);
}

/** Standard base64 (already checked by the caller) as bytes. */
export function base64ToBytes(b64: string): Uint8Array {
  const bin = atob(b64);
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

const isBase64 = (s: string): boolean => BASE64_RE.test(s) && s.length % 4 === 0;

/** An AES body split and checked before decrypting: its ciphertext bytes and the appended key. */
export function splitAesBody(body: unknown, maxLength = MAX_ENCODED_BODY): { key: string; cipher: Uint8Array } {
  if (typeof body !== 'string') throw new WireError('wire.type', 'The encrypted body must be a string.');
  if (body.length > maxLength) throw new WireError('wire.size', 'The encrypted body is too large.');
  if (body.length < KEY_LENGTH + 24)
    throw new WireError('wire.short', 'The encrypted body is too short to hold a ciphertext and a 16-character key.');
  const key = body.slice(-KEY_LENGTH);
  const b64 = body.slice(0, -KEY_LENGTH);
  if (!KEY_RE.test(key))
    throw new WireError('wire.key', 'The last 16 characters of the body must be a printable ASCII key.');
  if (!isBase64(b64)) throw new WireError('wire.base64', 'The ciphertext is not valid base64.');
  const cipher = base64ToBytes(b64);
  if (cipher.length === 0 || cipher.length % 16 !== 0) {
    throw new WireError('wire.blocks', 'The ciphertext length is not a whole number of 16-byte AES blocks.');
  }
  return { key, cipher };
}

/** Checks and removes PKCS7 padding of decrypted bytes. */
export function unpad(bytes: Uint8Array): Uint8Array {
  const pad = bytes[bytes.length - 1];
  if (!pad || pad > 16 || pad > bytes.length || bytes.slice(bytes.length - pad).some((b) => b !== pad)) {
    throw new WireError('wire.padding', 'The ciphertext has bad PKCS7 padding (wrong key, IV or corrupted data).');
  }
  return bytes.slice(0, bytes.length - pad);
}

/** Unpadded plaintext bytes -> UTF-8 -> URL-decoded -> JSON, each step refused with its own code. */
export function readPlainBytes(bytes: Uint8Array): WireJson {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
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

/** The base64 envelope: UTF-8 JSON, base64-encoded. `nest` wraps the payload as {paramIn: payload}. */
export function encodeEnvelope(payload: unknown, nest = false): string {
  return bytesToBase64(new TextEncoder().encode(JSON.stringify(nest ? { paramIn: payload } : payload)));
}

/** Reverses encodeEnvelope; a nested {paramIn} payload is unwrapped. */
export function decodeEnvelope(data: unknown, maxLength = MAX_ENCODED_BODY): unknown {
  if (typeof data !== 'string') throw new WireError('wire.type', 'The envelope data must be a base64 string.');
  if (data.length > maxLength) throw new WireError('wire.size', 'The envelope is too large.');
  if (!isBase64(data)) throw new WireError('wire.base64', 'The envelope data is not valid base64.');
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(base64ToBytes(data));
  } catch {
    throw new WireError('wire.utf8', 'The envelope does not hold UTF-8 text.');
  }
  return unwrapParamIn(safeJsonParse(text));
}

/** {paramIn: x} alone -> x; anything else as it is. */
export function unwrapParamIn(v: unknown): unknown {
  return v && typeof v === 'object' && !Array.isArray(v) && Object.keys(v).length === 1 && 'paramIn' in v
    ? (v as { paramIn: unknown }).paramIn
    : v;
}

/** What the shop-identity sign hashes: shop id, device and time joined by '|'. */
export const identityMessage = (shopId: string, device: string, tm: number | string): string =>
  `${shopId}|${device}|${tm}`;

/** The fields the shop-identity group adds to a payload. */
export interface ShopIdentity {
  id: string; // shop key
  shp: string; // site id
  device: string;
  tm?: number; // ms since epoch
  sign?: string;
}

/** The unsigned identity fields over a payload (the caller adds tm and sign when signed). */
export function identityFields<T extends object>(
  payload: T,
  who: { shopKey: string; siteId: string; device: string },
): T & ShopIdentity {
  return { ...payload, id: who.shopKey, shp: who.siteId, device: who.device };
}

/** Lower-case hex of bytes. */
export function toHex(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += b.toString(16).padStart(2, '0');
  return s;
}
