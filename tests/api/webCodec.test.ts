// The browser's Web Crypto codec sends the very bytes of the crypto-js codec the server reads, and
// refuses what the server's codec refuses with the same codes; without Web Crypto it falls back.
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import {
  decodeRequest,
  decryptBody,
  encodeRequest,
  encryptBody,
  signIdentity,
  withIdentity,
} from '../../src/api/wire/codec';
import {
  decryptBodyAsync,
  encodeRequestAsync,
  encryptBodyAsync,
  signIdentityAsync,
  useFallback,
  withIdentityAsync,
} from '../../src/api/wire/webCodec';

const KEY = 'abcdefghijklmnop';
const code = (p: Promise<unknown>) =>
  p.then(
    () => 'none',
    (e: { code?: string }) => e.code,
  );

afterEach(() => useFallback(false));

describe.each([
  ['Web Crypto', false],
  ['crypto-js fallback', true],
])('webCodec on %s', (_name, fallback) => {
  it('encrypts to the same bytes as the crypto-js codec, and each side reads the other', async () => {
    useFallback(fallback);
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), async (v) => {
        const web = await encryptBodyAsync(v, { key: KEY });
        expect(web).toBe(encryptBody(v, { key: KEY }));
        // Both read it back, or both refuse it the same way (a '__proto__' key of the generated value).
        const sync = (() => {
          try {
            return { v: decryptBody(web) };
          } catch (e) {
            return { code: (e as { code: string }).code };
          }
        })();
        expect(
          await decryptBodyAsync(web).then(
            (v) => ({ v }),
            (e: { code: string }) => ({ code: e.code }),
          ),
        ).toEqual(sync);
      }),
      { numRuns: 60 },
    );
  });
  it('signs like the crypto-js codec', async () => {
    useFallback(fallback);
    expect(await signIdentityAsync('shop-1', 'dev-9', 1700000000000)).toBe(
      signIdentity('shop-1', 'dev-9', 1700000000000),
    );
    const who = { shopKey: 'k', siteId: 's', device: 'd' };
    expect(await withIdentityAsync({ a: 1 }, who, { now: 5 })).toEqual(withIdentity({ a: 1 }, who, { now: 5 }));
    expect(await withIdentityAsync({ a: 1 }, who, { signed: false })).toEqual(
      withIdentity({ a: 1 }, who, { signed: false }),
    );
  });
  it('encodes every wire variant so that the server decodes the payload', async () => {
    useFallback(fallback);
    for (const format of ['plain', 'aes', 'b64'] as const) {
      for (const nest of [false, true]) {
        const web = await encodeRequestAsync({ q: 'café ✓' }, format, { key: KEY, nest });
        expect(web).toEqual(encodeRequest({ q: 'café ✓' }, format, { key: KEY, nest }));
        expect(decodeRequest(JSON.parse(web.body), web.headers['x-wire-format'])).toEqual({ q: 'café ✓' });
      }
    }
  });
  it('refuses a broken body with the codes of the crypto-js codec', async () => {
    useFallback(fallback);
    const good = encryptBody({ a: 1 }, { key: KEY });
    const wrongKey = good.slice(0, -16) + 'ABCDEFGHIJKLMNOP';
    expect(await code(decryptBodyAsync(wrongKey))).toBe('wire.padding');
    expect(await code(decryptBodyAsync(42))).toBe('wire.type');
    expect(await code(decryptBodyAsync('short'))).toBe('wire.short');
    expect(await code(decryptBodyAsync('!!!!' + good.slice(4)))).toBe('wire.base64');
    expect(await code(decryptBodyAsync(good.slice(4)))).toBe('wire.blocks');
    expect(await code(encryptBodyAsync({}, { key: 'short' }))).toBe('wire.key');
    expect(await code(encryptBodyAsync({}, { key: KEY, iv: 'x' }))).toBe('wire.iv');
    expect(await code(decryptBodyAsync(encryptBody('%E0%A4%A', { key: KEY })))).toBe('none');
  });
});
