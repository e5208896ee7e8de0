// The wire layer of the server: every variant decodes, signs and the tm window are checked, and
// malformed bodies get a 400 with a clear message and write nothing.
import { readFileSync, existsSync } from 'node:fs';
import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  decodeRequest,
  DEFAULT_IV,
  encodeEnvelope,
  encryptBody,
  MAX_ENCODED_BODY,
  signIdentity,
  verifyIdentity,
} from '../../src/api/wire/codec';
import { ALICE, CAFE, counts, post, raw, startServer, type TestServer } from './helpers';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(async () => s.close());

/** AES under the fixed IV of an arbitrary plaintext (to build bodies the client would never send). */
const aesOf = (plain: string, key = 'K3yK3yK3yK3yK3y1') =>
  AES.encrypt(plain, Utf8.parse(key), { iv: Utf8.parse(DEFAULT_IV) }).toString() + key;

describe('wire vectors', () => {
  const file = 'tests/api/wire-vectors.json';
  const vectors: {
    name: string;
    payload: unknown;
    iv: string;
    aes: string;
    b64: string;
    b64Nested: string;
    sign: { shopId: string; device: string; tm: number; sign: string };
  }[] = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : [];
  it('the shared vector file exists and has vectors', () => {
    expect(vectors.length).toBeGreaterThan(0);
  });
  for (const v of vectors) {
    it(`decodes vector "${v.name}" in every variant and checks its sign`, () => {
      expect(decodeRequest({ data: v.aes }, 'aes', { iv: v.iv })).toEqual(v.payload);
      expect(decodeRequest({ data: v.b64 }, 'b64')).toEqual(v.payload);
      expect(decodeRequest({ data: v.b64Nested }, 'b64')).toEqual(v.payload);
      expect(signIdentity(v.sign.shopId, v.sign.device, v.sign.tm)).toBe(v.sign.sign);
      expect(
        verifyIdentity(
          { id: v.sign.shopId, device: v.sign.device, tm: v.sign.tm, sign: v.sign.sign },
          { now: v.sign.tm + 1000 },
        ).ok,
      ).toBe(true);
    });
  }
});

describe('every variant reaches the handler', () => {
  for (const format of ['plain', 'aes', 'b64'] as const)
    for (const nest of [false, true])
      it(`${format}${nest ? ' nested' : ''}`, async () => {
        const r = await post(s, '/account/signIn', ALICE, { format, nest });
        expect(r.status).toBe(200);
        expect(r.body.result.rtn).toBe(1);
      });
});

describe('signed calls', () => {
  it('a good sign passes', async () => {
    const r = await post(s, '/api/spot/config', {}, { identity: CAFE });
    expect(r.status).toBe(200);
    expect(r.body.success).toBe(true);
  });
  it('the shop id may stand in for the shop key before the config is loaded', async () => {
    const r = await post(s, '/api/spot/config', {}, { identity: { shopKey: 'demo-cafe', siteId: '' } });
    expect(r.body.result.licence.ordLot).toBe('demo-cafe');
  });
  it('a replayed (old) tm is refused', async () => {
    const r = await post(s, '/api/spot/config', {}, { identity: { ...CAFE, now: s.clock.t - 6 * 60_000 } });
    expect(r.status).toBe(400);
    expect(r.body.dispMsg).toMatch(/outside the allowed window/);
  });
  it('a tm from the future beyond the window is refused', async () => {
    const r = await post(s, '/api/spot/config', {}, { identity: { ...CAFE, now: s.clock.t + 6 * 60_000 } });
    expect(r.status).toBe(400);
  });
  it('a tampered sign is refused', async () => {
    const tm = s.clock.t;
    const body = {
      id: CAFE.shopKey,
      shp: CAFE.siteId,
      device: 'dev-1',
      tm,
      sign: signIdentity(CAFE.shopKey, 'dev-2', tm),
    };
    const r = await post(s, '/api/spot/config', body);
    expect(r.status).toBe(400);
    expect(r.body.dispMsg).toMatch(/sign does not match/);
  });
  it('a sign for another venue cannot read this one', async () => {
    const tm = s.clock.t;
    const body = {
      id: 'key-demo-store',
      shop: 'demo-cafe',
      device: 'd',
      tm,
      sign: signIdentity('key-demo-store', 'd', tm),
    };
    const r = await post(s, '/api/spot/config', body);
    expect(r.status).toBe(400);
    expect(r.body.dispMsg).toMatch(/does not belong/);
  });
});

describe('malformed bodies: 400, clear message, nothing written', () => {
  const tm = () => s.clock.t;
  const signed = (extra: Record<string, unknown>) => ({
    id: CAFE.shopKey,
    shp: CAFE.siteId,
    device: 'd1',
    tm: tm(),
    sign: signIdentity(CAFE.shopKey, 'd1', tm()),
    ...extra,
  });
  const AESH = { 'x-wire-format': 'aes' };
  const B64H = { 'x-wire-format': 'b64' };
  const j = (v: unknown) => JSON.stringify(v);
  const good = encryptBody({ userName: 'x', password: 'y' }, { key: 'abcdefghijklmnop' });
  const cases: [name: string, url: string, body: () => string, headers: Record<string, string>, msg: RegExp][] = [
    ['aes: data is a number', '/account/signIn', () => j({ data: 42 }), AESH, /string field "data"/],
    ['aes: no data field', '/account/signIn', () => j({ other: 'x' }), AESH, /string field "data"/],
    ['aes: body is an array', '/account/signIn', () => j([1, 2]), AESH, /string field "data"/],
    [
      'aes: not base64',
      '/account/signIn',
      () => j({ data: '!!!!****!!!!****!!!!****!!!!****abcdefghijklmnop' }),
      AESH,
      /base64/,
    ],
    [
      'aes: base64 length not a multiple of 4',
      '/account/signIn',
      () => j({ data: good.slice(0, -16).slice(0, -1) + 'abcdefghijklmnop' }),
      AESH,
      /base64/,
    ],
    ['aes: too short', '/account/signIn', () => j({ data: 'abcd' }), AESH, /too short/],
    [
      'aes: key with a space (not printable ASCII)',
      '/account/signIn',
      () => j({ data: good.slice(0, -16) + 'abcdefgh ijklmno' }),
      AESH,
      /key/,
    ],
    [
      'aes: wrong key length (15 characters)',
      '/account/signIn',
      () => j({ data: good.slice(0, -1) }),
      AESH,
      /base64|key/,
    ],
    [
      'aes: wrong key (bad padding)',
      '/account/signIn',
      () => j({ data: good.slice(0, -16) + 'ABCDEFGHIJKLMNOP' }),
      AESH,
      /padding|UTF-8|URL|JSON/,
    ],
    [
      'aes: not whole AES blocks',
      '/account/signIn',
      () => j({ data: Buffer.alloc(24, 7).toString('base64') + 'abcdefghijklmnop' }),
      AESH,
      /16-byte AES blocks/,
    ],
    [
      'aes: plaintext is not JSON',
      '/account/signIn',
      () => j({ data: aesOf(encodeURIComponent('hello there')) }),
      AESH,
      /not valid JSON/,
    ],
    ['aes: plaintext is not URL-encoded', '/account/signIn', () => j({ data: aesOf('%E0%A4%A') }), AESH, /URL-encoded/],
    [
      'aes: __proto__ key',
      '/account/signIn',
      () => j({ data: aesOf(encodeURIComponent('{"__proto__":{"admin":1},"userName":"a","password":"b"}')) }),
      AESH,
      /forbidden key "__proto__"/,
    ],
    [
      'aes: nested constructor key',
      '/account/signIn',
      () => j({ data: aesOf(encodeURIComponent('{"userName":"a","password":"b","x":{"constructor":{}}}')) }),
      AESH,
      /forbidden key "constructor"/,
    ],
    ['aes: payload is an array', '/account/signIn', () => j({ data: encryptBody([1, 2]) }), AESH, /JSON object/],
    ['aes: payload is a string', '/account/signIn', () => j({ data: encryptBody('x') }), AESH, /JSON object/],
    ['aes: payload is null', '/account/signIn', () => j({ data: encryptBody(null) }), AESH, /JSON object/],
    [
      'aes: body too large for the decoder',
      '/account/signIn',
      () => j({ data: 'A'.repeat(MAX_ENCODED_BODY + 1) }),
      AESH,
      /too large/,
    ],
    [
      'sign-in: password missing',
      '/account/signIn',
      () => j({ data: encryptBody({ userName: 'a' }) }),
      AESH,
      /"password" is required/,
    ],
    [
      'sign-in: userName is a number',
      '/account/signIn',
      () => j({ data: encryptBody({ userName: 5, password: 'x' }) }),
      AESH,
      /"userName" must be string/,
    ],
    [
      'sign-in: password too long',
      '/account/signIn',
      () => j({ data: encryptBody({ userName: 'a', password: 'x'.repeat(65) }) }),
      AESH,
      /"password"/,
    ],
    [
      'register: 5-digit code',
      '/account/register',
      () => j({ data: encryptBody({ mobile: '0411555666', code: '12345', password: 'Secret99' }) }),
      AESH,
      /"code"/,
    ],
    [
      'register: mobile is letters',
      '/account/register',
      () => j({ data: encryptBody({ mobile: 'abc', code: '1234', password: 'Secret99' }) }),
      AESH,
      /"mobile"/,
    ],
    [
      'register: code missing',
      '/account/register',
      () => j({ data: encryptBody({ mobile: '0411555666', password: 'Secret99' }) }),
      AESH,
      /"code" is required/,
    ],
    [
      'get code: mobile is an object',
      '/account/getUserIdentifyCode',
      () => j({ data: encryptBody({ mobile: { n: 1 } }) }),
      AESH,
      /"mobile" must be string/,
    ],
    ['b64: not base64', '/api/sync/eventInBatch', () => j({ data: '%%%%' }), B64H, /not valid base64/],
    [
      'b64: base64 of non-JSON',
      '/api/sync/eventInBatch',
      () => j({ data: Buffer.from('not json').toString('base64') }),
      B64H,
      /not valid JSON/,
    ],
    [
      'b64: base64 of invalid UTF-8',
      '/api/sync/eventInBatch',
      () => j({ data: Buffer.from([0xff, 0xfe, 0xfd, 0xfc]).toString('base64') }),
      B64H,
      /UTF-8/,
    ],
    [
      'unknown wire format',
      '/account/signIn',
      () => j({ data: 'abc' }),
      { 'x-wire-format': 'rot13' },
      /Unknown wire format/,
    ],
    ['plain: invalid JSON', '/account/signIn', () => '{"userName": ', {}, /not valid JSON/],
    [
      'plain: __proto__ key',
      '/account/signIn',
      () => '{"__proto__": {"x": 1}, "userName": "a", "password": "b"}',
      {},
      /__proto__|JSON/,
    ],
    ['plain: nested too deeply', '/account/signIn', () => '['.repeat(70) + ']'.repeat(70), {}, /nested too deeply/],
    [
      'events: sign missing',
      '/api/sync/eventInBatch',
      () => j({ data: encodeEnvelope({ id: CAFE.shopKey, device: 'd1', tm: tm(), events: [{ type: 'x' }] }) }),
      B64H,
      /sign/,
    ],
    [
      'events: tm is a string',
      '/api/sync/eventInBatch',
      () => j({ data: encodeEnvelope(signed({ tm: String(tm()), events: [{ type: 'x' }] })) }),
      B64H,
      /tm/,
    ],
    [
      'events: events is not an array',
      '/api/sync/eventInBatch',
      () => j({ data: encodeEnvelope(signed({ events: { type: 'x' } })) }),
      B64H,
      /"events" must be array/,
    ],
    [
      'events: empty batch',
      '/api/sync/eventInBatch',
      () => j({ data: encodeEnvelope(signed({ events: [] })) }),
      B64H,
      /"events"/,
    ],
    [
      'events: an event is a number',
      '/api/sync/eventInBatch',
      () => j({ data: encodeEnvelope(signed({ events: [{ type: 'ok' }, 7] }), true) }),
      B64H,
      /"events.1" must be object/,
    ],
    [
      'config: not signed',
      '/api/spot/config',
      () => j({ data: encryptBody({ shop: 'demo-cafe' }) }),
      AESH,
      /shop key \(id\) and device are required/,
    ],
    [
      'open-close: spotId is an object',
      '/pro/lot/openClose',
      () => j({ data: encryptBody({ shop: 'demo-cafe', spotId: { a: 1 } }) }),
      AESH,
      /"spotId"/,
    ],
    [
      'info: infoPage is not a number',
      '/pro/lot/info/list',
      () => j({ data: encryptBody({ shop: 'demo-cafe', infoPage: 'abc' }) }),
      AESH,
      /"infoPage"/,
    ],
    ['qr: empty text', '/qrcode/gen', () => j({ data: encryptBody({ text: '' }) }), AESH, /"text"/],
    ['qr: no text at all', '/qrcode/gen', () => j({ data: encryptBody({ size: 100 }) }), AESH, /required/],
  ];

  it(`has at least 30 cases (${cases.length})`, () => {
    expect(cases.length).toBeGreaterThanOrEqual(30);
  });
  for (const [name, url, body, headers, msg] of cases) {
    it(name, async () => {
      const before = await counts(s.db);
      const r = await raw(s, url, body(), headers);
      expect(r.status).toBe(400);
      expect(r.body.success).toBe(false);
      expect(typeof r.body.dispMsg).toBe('string');
      expect(r.body.dispMsg).toMatch(msg);
      expect(await counts(s.db)).toEqual(before);
    });
  }

  it('a body over the HTTP limit is refused before parsing (413) with a message', async () => {
    const r = await raw(s, '/account/signIn', j({ data: 'A'.repeat(MAX_ENCODED_BODY + 10_000) }), AESH);
    expect(r.status).toBe(413);
    expect(r.body).toMatchObject({ success: false, dispMsg: 'The request body is too large.' });
  });
  it('GET query strings with forbidden keys are refused too', async () => {
    for (const q of ['constructor=1', '__proto__=1&shop=demo-cafe', 'prototype=x']) {
      const r = await s.app.inject({ method: 'GET', url: `/api/shop/profile?${q}` });
      expect(r.statusCode).toBe(400);
      expect(r.json().dispMsg).toMatch(/forbidden key/);
    }
  });
  it('unknown calls answer 404 JSON, never the app page', async () => {
    const r = await raw(s, '/api/nope', '{}');
    expect(r.status).toBe(404);
    expect(r.body.dispMsg).toMatch(/No such call/);
  });
});
