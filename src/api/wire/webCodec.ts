// The wire format in the browser, on the platform's Web Crypto (AES-CBC, SHA-256): the same bytes as
// the synchronous crypto-js codec (codec.ts, tests/api/webCodec.test.ts) without shipping a crypto
// library on every page. Web Crypto exists only in a secure context (https, localhost); elsewhere
// (a kiosk on a plain-http LAN address) the crypto-js codec is loaded once, on first use.
import {
  DEFAULT_IV,
  WIRE_HEADER,
  checkIv,
  checkKey,
  encodeEnvelope,
  identityFields,
  identityMessage,
  plainTextOf,
  randomKey,
  readPlainBytes,
  type WireJson,
  splitAesBody,
  toHex,
  bytesToBase64,
  WireError,
  type ShopIdentity,
  type WireFormat,
} from './format';

type Sync = typeof import('./codec');
let fallback: Promise<Sync> | null = null;
/** The crypto-js codec, where Web Crypto is missing (tests force it with `useFallback`). */
const syncCodec = (): Promise<Sync> => (fallback ??= import('./codec'));

let forceFallback = false;
/** Tests: run the crypto-js path even where Web Crypto exists. */
export function useFallback(on: boolean): void {
  forceFallback = on;
}
const subtle = (): SubtleCrypto | null => (forceFallback ? null : (globalThis.crypto?.subtle ?? null));

const utf8 = (s: string): Uint8Array<ArrayBuffer> => new TextEncoder().encode(s) as Uint8Array<ArrayBuffer>;

async function aesKey(s: SubtleCrypto, key: string, use: 'encrypt' | 'decrypt'): Promise<CryptoKey> {
  return s.importKey('raw', utf8(key), { name: 'AES-CBC' }, false, [use]);
}

/** encryptBody of codec.ts: AES-128-CBC, PKCS7, under a random (or given) key; base64 then the key. */
export async function encryptBodyAsync(payload: unknown, opts: { key?: string; iv?: string } = {}): Promise<string> {
  const s = subtle();
  if (!s) return (await syncCodec()).encryptBody(payload, opts);
  const key = opts.key ?? randomKey();
  const iv = opts.iv ?? DEFAULT_IV;
  checkKey(key);
  checkIv(iv);
  const cipher = await s.encrypt(
    { name: 'AES-CBC', iv: utf8(iv) },
    await aesKey(s, key, 'encrypt'),
    utf8(plainTextOf(payload)),
  );
  return bytesToBase64(new Uint8Array(cipher)) + key;
}

/** decryptBody of codec.ts, with the same checks and error codes. */
export async function decryptBodyAsync(
  body: unknown,
  opts: { iv?: string; maxLength?: number } = {},
): Promise<WireJson> {
  const s = subtle();
  if (!s) return (await syncCodec()).decryptBody(body, opts);
  const iv = opts.iv ?? DEFAULT_IV;
  checkIv(iv);
  const { key, cipher } = splitAesBody(body, opts.maxLength);
  // Web Crypto checks and removes the PKCS7 padding itself; its one failure is a bad padding.
  let plain: ArrayBuffer;
  try {
    plain = await s.decrypt(
      { name: 'AES-CBC', iv: utf8(iv) },
      await aesKey(s, key, 'decrypt'),
      cipher as Uint8Array<ArrayBuffer>,
    );
  } catch {
    throw new WireError('wire.padding', 'The ciphertext has bad PKCS7 padding (wrong key, IV or corrupted data).');
  }
  return readPlainBytes(new Uint8Array(plain));
}

/** signIdentity of codec.ts: lower-case hex SHA-256 of shop id, device and time joined by '|'. */
export async function signIdentityAsync(shopId: string, device: string, tm: number | string): Promise<string> {
  const s = subtle();
  if (!s) return (await syncCodec()).signIdentity(shopId, device, tm);
  return toHex(new Uint8Array(await s.digest('SHA-256', utf8(identityMessage(shopId, device, tm)))));
}

/** withIdentity of codec.ts. */
export async function withIdentityAsync<T extends object>(
  payload: T,
  who: { shopKey: string; siteId: string; device: string },
  opts: { signed?: boolean; now?: number } = {},
): Promise<T & ShopIdentity> {
  const out = identityFields(payload, who);
  if (opts.signed !== false) {
    const tm = opts.now ?? Date.now();
    out.tm = tm;
    out.sign = await signIdentityAsync(who.shopKey, who.device, tm);
  }
  return out;
}

/** encodeRequest of codec.ts. */
export async function encodeRequestAsync(
  payload: unknown,
  format: WireFormat,
  opts: { key?: string; iv?: string; nest?: boolean } = {},
): Promise<{
  headers: Record<string, string>;
  body: string;
}> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const body = opts.nest ? { paramIn: payload } : payload;
  if (format === 'plain') return { headers, body: JSON.stringify(body) };
  headers[WIRE_HEADER] = format;
  if (format === 'aes') return { headers, body: JSON.stringify({ data: await encryptBodyAsync(body, opts) }) };
  return { headers, body: JSON.stringify({ data: encodeEnvelope(payload, opts.nest) }) };
}
