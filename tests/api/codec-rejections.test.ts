// The decoder refuses malformed input with a stable code and a clear message, never a crash.
import { describe, expect, it } from 'vitest';
import {
  decodeEnvelope,
  decodeRequest,
  decryptBody,
  encryptBody,
  safeJsonParse,
  verifyIdentity,
  WireError,
} from '../../src/api/wire/codec';

const good = encryptBody({ a: 1 }, { key: '0123456789abcdef' });

function codeOf(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(WireError);
    expect((e as WireError).message.length).toBeGreaterThan(10);
    return (e as WireError).code;
  }
  throw new Error('expected a WireError');
}

describe('decoder rejections', () => {
  it.each([
    ['a number', () => decryptBody(42), 'wire.type'],
    ['too short', () => decryptBody('abc'), 'wire.short'],
    ['too large', () => decryptBody(good, { maxLength: 10 }), 'wire.size'],
    ['non-base64 ciphertext', () => decryptBody('!!!!' + good.slice(4)), 'wire.base64'],
    ['non-printable key', () => decryptBody(good.slice(0, -16) + '\u0001'.repeat(16)), 'wire.key'],
    ['wrong key', () => decryptBody(good.slice(0, -16) + 'fedcba9876543210'), 'wire.padding'],
    ['bad IV length', () => decryptBody(good, { iv: 'short' }), 'wire.iv'],
    ['partial block', () => decryptBody('AAAAAAAAAAAAAAAAAAAAAAAAAAAA' + '0123456789abcdef'), 'wire.blocks'],
  ])('decryptBody refuses %s', (_name, fn, code) => {
    expect(codeOf(fn)).toBe(code);
  });

  it('refuses a wrong IV (CBC garbles only the first block, so the text check catches it)', () => {
    expect(['wire.utf8', 'wire.urlencoding', 'wire.json']).toContain(
      codeOf(() => decryptBody(good, { iv: 'xxxxxxxxxxxxxxxx' })),
    );
  });

  it('refuses prototype-polluting keys and deep nesting', () => {
    expect(codeOf(() => safeJsonParse('{"__proto__":{"x":1}}'))).toBe('wire.key-forbidden');
    expect(codeOf(() => decryptBody(encryptBody({ a: { constructor: 1 } })))).toBe('wire.key-forbidden');
    expect(codeOf(() => safeJsonParse('['.repeat(70) + ']'.repeat(70)))).toBe('wire.depth');
    expect(codeOf(() => safeJsonParse('{nope'))).toBe('wire.json');
  });

  it('refuses bad envelopes and request shapes', () => {
    expect(codeOf(() => decodeEnvelope(5))).toBe('wire.type');
    expect(codeOf(() => decodeEnvelope('not base64!'))).toBe('wire.base64');
    expect(codeOf(() => decodeEnvelope('//79'))).toBe('wire.utf8');
    expect(codeOf(() => decodeRequest({ nodata: 1 }, 'aes'))).toBe('wire.shape');
    expect(codeOf(() => decodeRequest('x', 'b64'))).toBe('wire.shape');
    expect(codeOf(() => decodeRequest({ data: 'eyJ9' }, 'rot13'))).toBe('wire.format');
    expect(codeOf(() => decodeRequest(JSON.parse('{"__proto__":1}'), 'plain'))).toBe('wire.key-forbidden');
  });

  it('refuses a stale, missing or wrong sign', () => {
    const now = 1_700_000_000_000;
    expect(verifyIdentity({ id: 'k', device: 'd', tm: now - 6 * 60_000, sign: 'x' }, { now })).toMatchObject({
      ok: false,
      code: 'sign.replay',
    });
    expect(verifyIdentity({ id: 'k', device: 'd' }, { now })).toMatchObject({ ok: false, code: 'sign.tm' });
    expect(verifyIdentity({ device: 'd', tm: now }, { now })).toMatchObject({ ok: false, code: 'sign.missing' });
    expect(verifyIdentity({ id: 'k', device: 'd', tm: now, sign: '0'.repeat(64) }, { now })).toMatchObject({
      ok: false,
      code: 'sign.bad',
    });
  });
});
