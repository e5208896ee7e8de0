// The wire format of spec section 7, synchronous, on crypto-js: the reference server and the tests
// use it, and the browser falls back to it where Web Crypto is missing (webCodec.ts). The browser
// otherwise sends through webCodec.ts, which produces the same bytes. See docs/wire-format.md.
import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';
import Hex from 'crypto-js/enc-hex';
import NoPadding from 'crypto-js/pad-nopadding';
import SHA256 from 'crypto-js/sha256';
import CryptoCore from 'crypto-js/core';
import {
  DEFAULT_IV,
  WIRE_HEADER,
  WireError,
  assertNoPollution,
  checkIv,
  checkKey,
  decodeEnvelope,
  encodeEnvelope,
  identityFields,
  identityMessage,
  plainTextOf,
  randomKey,
  readPlainBytes,
  type WireJson,
  splitAesBody,
  unpad,
  unwrapParamIn,
  type ShopIdentity,
  type WireFormat,
} from './format';

export {
  DEFAULT_IV,
  KEY_LENGTH,
  MAX_ENCODED_BODY,
  WIRE_HEADER,
  WireError,
  decodeEnvelope,
  encodeEnvelope,
  randomKey,
  safeJsonParse,
  type ShopIdentity,
  type WireFormat,
} from './format';

/**
 * Encrypts a payload: JSON, then URL-encoded (encodeURIComponent), then AES-128-CBC with PKCS7
 * under a random 16-character key and the fixed IV; the base64 ciphertext is followed by the key.
 */
export function encryptBody(payload: unknown, opts: { key?: string; iv?: string } = {}): string {
  const key = opts.key ?? randomKey();
  const iv = opts.iv ?? DEFAULT_IV;
  checkKey(key);
  checkIv(iv);
  const cipher = AES.encrypt(plainTextOf(payload), Utf8.parse(key), { iv: Utf8.parse(iv) });
  return cipher.toString() + key;
}

const bytesToWords = (bytes: Uint8Array): CryptoCore.lib.WordArray => {
  const words: number[] = [];
  for (let i = 0; i < bytes.length; i++) words[i >>> 2] |= bytes[i] << (24 - (i % 4) * 8);
  return CryptoCore.lib.WordArray.create(words, bytes.length);
};

function wordsToBytes(words: CryptoCore.lib.WordArray): Uint8Array {
  const out = new Uint8Array(words.sigBytes);
  for (let i = 0; i < words.sigBytes; i++) out[i] = (words.words[i >>> 2] >>> (24 - (i % 4) * 8)) & 0xff;
  return out;
}

/** Reverses encryptBody. Throws WireError with a clear message on any malformed input. */
export function decryptBody(body: unknown, opts: { iv?: string; maxLength?: number } = {}): WireJson {
  const iv = opts.iv ?? DEFAULT_IV;
  checkIv(iv);
  const { key, cipher } = splitAesBody(body, opts.maxLength);
  const decrypted = AES.decrypt(
    CryptoCore.lib.CipherParams.create({ ciphertext: bytesToWords(cipher) }),
    Utf8.parse(key),
    {
      iv: Utf8.parse(iv),
      padding: NoPadding,
    },
  );
  return readPlainBytes(unpad(wordsToBytes(decrypted)));
}

/** Sign of the shop-identity group: lower-case hex SHA-256 of shop id, device and time joined by '|'. */
export function signIdentity(shopId: string, device: string, tm: number | string): string {
  return Hex.stringify(SHA256(identityMessage(shopId, device, tm)));
}

/** Adds shop key, site, device and (when signed) tm and sign to a payload object. */
export function withIdentity<T extends object>(
  payload: T,
  who: { shopKey: string; siteId: string; device: string },
  opts: { signed?: boolean; now?: number } = {},
): T & ShopIdentity {
  const out = identityFields(payload, who);
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
    return {
      ok: false,
      code: 'sign.replay',
      message: 'The timestamp tm is outside the allowed window; check the device clock.',
    };
  }
  if (payload.sign !== signIdentity(payload.id, payload.device, payload.tm)) {
    return { ok: false, code: 'sign.bad', message: 'The sign does not match the shop id, device and time.' };
  }
  return { ok: true };
}

/** A whole request body as sent over HTTP, for each variant. */
export function encodeRequest(
  payload: unknown,
  format: WireFormat,
  opts: { key?: string; iv?: string; nest?: boolean } = {},
): {
  headers: Record<string, string>;
  body: string;
} {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (format === 'plain') return { headers, body: JSON.stringify(opts.nest ? { paramIn: payload } : payload) };
  headers[WIRE_HEADER] = format;
  if (format === 'aes')
    return { headers, body: JSON.stringify({ data: encryptBody(opts.nest ? { paramIn: payload } : payload, opts) }) };
  return { headers, body: JSON.stringify({ data: encodeEnvelope(payload, opts.nest) }) };
}

/** Decodes a parsed JSON request body given the value of the wire header. */
export function decodeRequest(body: unknown, format: string | undefined, opts: { iv?: string } = {}): unknown {
  if (!format || format === 'plain') {
    assertNoPollution(body, 0);
    return unwrapParamIn(body);
  }
  if (
    !body ||
    typeof body !== 'object' ||
    Array.isArray(body) ||
    typeof (body as { data?: unknown }).data !== 'string'
  ) {
    throw new WireError('wire.shape', 'The body must be a JSON object with a string field "data".');
  }
  const data = (body as { data: string }).data;
  if (format === 'aes') return unwrapParamIn(decryptBody(data, opts));
  if (format === 'b64') return decodeEnvelope(data);
  throw new WireError('wire.format', `Unknown wire format "${format}" (expected plain, aes or b64).`);
}
