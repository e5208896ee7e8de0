// The wire door's text rule: NUL, other C0 controls (tab, CR, LF allowed in values) and lone
// surrogates are refused with a 400 naming the field, before any handler, sign check or query.
// Each place below answered 500 before the door (Postgres cannot store U+0000 or encode a lone
// surrogate; signing a lone surrogate threw).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BAD_TEXT_CODES, badTextMessage, findBadText } from '../../server/wire/badText';
import { ALICE, CAFE, get, login, post, type TestServer, startServer } from './helpers';
import { CART, feeCalc, newKey } from './orderHelpers';
import { checksum } from './writeWatch';

describe('findBadText', () => {
  it('passes ordinary text, emoji (surrogate pairs) and tab, CR, LF in values', () => {
    expect(
      findBadText({ a: 'café 你好 😀', notes: 'line 1\r\nline\t2', n: 1, list: [null, true, { x: '' }] }),
    ).toBeNull();
  });
  it('names the JSON path of a nested value', () => {
    expect(findBadText({ cart: { itemList: [{}, {}, { notes: 'a\u0000b' }] } })).toEqual({
      field: 'cart.itemList[2].notes',
      inKey: false,
      code: BAD_TEXT_CODES.nul,
      char: 'U+0000',
    });
  });
  it('finds lone high and low surrogates, and a pair in the wrong order', () => {
    for (const s of ['\uD800', 'x\uDBFFy', '\uDC00', '\uDE00\uD83D'])
      expect(findBadText({ v: s })?.code).toBe(BAD_TEXT_CODES.surrogate);
  });
  it('refuses other C0 controls, and any control in a key', () => {
    expect(findBadText(['ok', 'bell\u0007'])).toMatchObject({
      field: '[1]',
      code: BAD_TEXT_CODES.control,
      char: 'U+0007',
    });
    expect(findBadText({ events: [{ 'a\tb': 1 }] })).toMatchObject({
      field: 'events[0]["a\\tb"]',
      inKey: true,
      code: BAD_TEXT_CODES.control,
    });
  });
  it('says which field and which character', () => {
    const b = findBadText({ userName: 'x\u001fy' })!;
    expect(badTextMessage(b)).toBe('The field "userName" contains the control character U+001F, which is not allowed.');
  });
});

let s: TestServer;
let token: string;
let admin: string;
let total: number;
beforeAll(async () => {
  s = await startServer();
  token = (await login(s)).token;
  admin = (await login(s, { userName: 'admin@example.com', password: 'Admin1234!' })).token;
  total = (await feeCalc(s, CART, 'cash')).body.result.totalCents;
});
afterAll(async () => s.close());

const NUL = 'a\u0000b';
const HIGH = 'a\uD800b';
const LOW = 'a\uDC00b';
/** A signed body built by hand: the client cannot sign a lone surrogate (encodeURIComponent throws). */
const handSigned = (payload: Record<string, unknown>, over: Record<string, unknown>) => ({
  ...payload,
  id: CAFE.shopKey,
  shp: CAFE.siteId,
  device: 'dev-1',
  tm: s.clock.t,
  sign: '0'.repeat(64),
  ...over,
});
const order = (cart: unknown) => ({ idempotencyKey: newKey(), cart, payment: 'cash', expectedTotalCents: total });

// Every place that answered 500 before the door: [what, send, field named].
const places: [string, () => ReturnType<typeof post>, string][] = [
  ['sign-in user name (NUL)', () => post(s, '/account/signIn', { ...ALICE, userName: NUL }), 'userName'],
  ['profile first name (NUL)', () => post(s, '/account/update', { firstName: NUL }, { token }), 'firstName'],
  ['profile address (lone surrogate)', () => post(s, '/account/update', { address: HIGH }, { token }), 'address'],
  [
    'saved card alias (NUL)',
    () => post(s, '/api/account/actionCcUser', { action: 'ADD', cardNum: '4242424242424242', alias: NUL }, { token }),
    'alias',
  ],
  [
    'order line notes (lone surrogate)',
    () =>
      post(
        s,
        '/api/shop/order/add/v2',
        order({ ...CART, itemList: [CART.itemList[0], { ...CART.itemList[1], notes: LOW }] }),
        { identity: CAFE, format: 'b64', nest: true },
      ),
    'cart.itemList[1].notes',
  ],
  [
    'order notes (NUL)',
    () =>
      post(s, '/api/shop/order/add/v2', order({ ...CART, notes: NUL }), { identity: CAFE, format: 'b64', nest: true }),
    'cart.notes',
  ],
  [
    'single payment note (lone surrogate)',
    () =>
      post(
        s,
        '/api/shop/singlepay/start',
        { idempotencyKey: newKey(), action: 'topup', requiredBy: 'me', amountCents: 100, payment: 'dps', note: HIGH },
        { identity: CAFE, format: 'b64' },
      ),
    'note',
  ],
  [
    'event value (NUL)',
    () =>
      post(
        s,
        '/api/sync/eventInBatch',
        { events: [{ type: NUL }], batchId: 'b-nul' },
        { identity: CAFE, format: 'b64', nest: true },
      ),
    'events[0].type',
  ],
  [
    'event field name (lone surrogate)',
    () =>
      post(
        s,
        '/api/sync/eventInBatch',
        { events: [{ type: 'page' }, { [HIGH]: 1 }], batchId: 'b-key' },
        { identity: CAFE, format: 'b64', nest: true },
      ),
    `events[1][${JSON.stringify(HIGH)}]`,
  ],
  [
    'signed device (lone surrogate)',
    () => post(s, '/api/shop/order/add/v2', handSigned(order(CART), { device: LOW }), { format: 'b64', nest: true }),
    'device',
  ],
  [
    'signed shop key id (lone surrogate)',
    () => post(s, '/api/spot/config', handSigned({}, { id: HIGH }), { format: 'aes' }),
    'id',
  ],
  ['shop field of the venue lookup (NUL)', () => post(s, '/pro/pos/plu/list', { shop: NUL }), 'shop'],
  [
    'shop field of a signed-in read (NUL)',
    () =>
      post(
        s,
        '/pro/pos/payOrder',
        { transactionId: 't1', payment: 'svc', pin: '123456', idempotencyKey: newKey(), shop: NUL },
        { token },
      ),
    'shop',
  ],
  [
    'venue branding by an admin (NUL)',
    () => post(s, '/pro/lot/config/update', { shop: 'demo-cafe', branding: { name: NUL } }, { token: admin }),
    'branding.name',
  ],
  [
    'promo code (NUL)',
    () => post(s, '/api/pos/feeCalc', { cart: { ...CART, promoCode: NUL } }, { identity: CAFE, format: 'b64' }),
    'cart.promoCode',
  ],
];

describe('the door refuses bad text with 400 naming the field, and writes nothing', () => {
  for (const [what, send, field] of places)
    it(what, async () => {
      const before = await checksum(s.db);
      const r = await send();
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ success: false, result: { field } });
      expect(r.body.dispMsg).toContain(`"${field}"`);
      expect(await checksum(s.db)).toEqual(before);
    });

  it('a GET query with NUL in shop', async () => {
    const r = await get(s, '/api/shop/profile?shop=a%00b');
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ success: false, result: { code: BAD_TEXT_CODES.nul, field: 'shop' } });
  });

  it('a form field of the sandbox payment page (a route outside registerCall)', async () => {
    const res = await s.app.inject({
      method: 'POST',
      url: '/sandbox/pay/t1/decide',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'decision=approve&ref=a%01b',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, result: { code: BAD_TEXT_CODES.control, field: 'ref' } });
  });

  it('notes with tab and line breaks still go through', async () => {
    const r = await post(
      s,
      '/api/pos/feeCalc',
      { cart: { ...CART, notes: 'ring\tthe bell\r\nthanks' } },
      { identity: CAFE, format: 'b64' },
    );
    expect(r.status).toBe(200);
    expect(r.body.success).toBe(true);
  });
});
