// Gift card verification tokens (issue 5 extras): the code is checked with scrypt once (the check call
// or the first feeCalc by code), which answers a token bound to venue + card + code for 15 minutes;
// feeCalc and the order call accept that token without scrypt, and refuse a forged, expired, other-card,
// other-venue or tampered token with a clear code and message. Wrong codes still count toward the lock.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

const spy = vi.hoisted(() => ({ verify: 0 }));
vi.mock('../../server/auth/passwords', async (orig) => {
  const real = await orig<typeof import('../../server/auth/passwords')>();
  return {
    ...real,
    verifyPassword: async (...a: Parameters<typeof real.verifyPassword>) => {
      spy.verify++;
      return real.verifyPassword(...a);
    },
  };
});

import { hashPassword } from '../../server/auth/passwords';
import { GIFT_TOKEN_MS } from '../../server/orders/giftcards';
import { CAFE, post, startServer, T0, type TestServer } from './helpers';
import { newKey, orderCount, placeOrder } from './orderHelpers';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(async () => s.close());
beforeEach(() => {
  s.clock.t = T0;
});

const BREAD = { itemList: [{ pluId: 'banana-bread', quantity: 1 }], orderType: 'takeaway' }; // $8.00
const STORE = { shopKey: 'key-demo-store', siteId: 'site-store' };
let made = 0;
async function card(balanceCents: number, code = '999000', shop = 'demo-cafe') {
  const num = `7200${String(++made).padStart(12, '0')}`;
  await s.db.query(
    'INSERT INTO gift_cards (card_num, shop_id, code_hash, balance_cents, expires_at, active, created_at) VALUES ($1, $2, $3, $4, NULL, true, $5)',
    [num, shop, await hashPassword(code), balanceCents, T0],
  );
  return num;
}
const check = (cardNum: string, code: string, identity = CAFE) =>
  post(s, '/api/giftcard/check', { cardNum, code }, { identity, format: 'b64' });
const fee = (giftCards: unknown[], identity = CAFE) =>
  post(s, '/api/pos/feeCalc', { cart: BREAD, payment: 'cash', giftCards }, { identity, format: 'b64' });
async function tokenOf(num: string, code = '999000', identity = CAFE) {
  const r = await check(num, code, identity);
  expect(r.body.success).toBe(true);
  return r.body.result.token as string;
}
const blockedOf = (r: { body: Record<string, any> }) => r.body.result.blocked as { code: string; message: string }[];

describe('gift card verification token', () => {
  it('the check call answers a token valid for 15 minutes', async () => {
    const num = await card(500);
    const r = await check(num, '999000');
    expect(r.body.result).toMatchObject({ rtn: 1, balanceCents: 500, tokenExpiresAt: T0 + GIFT_TOKEN_MS });
    expect(r.body.result.token).toMatch(/^gv1\.\d+\.[0-9a-f]{64}$/);
    expect(r.body.result.token).not.toContain('999000');
  });

  it('feeCalc and the order call accept the token without the code and without scrypt', async () => {
    const num = await card(500);
    const token = await tokenOf(num);
    spy.verify = 0;
    const f = await fee([{ cardNum: num, token }]);
    expect(blockedOf(f)).toEqual([]);
    expect(f.body.result.totalCents).toBe(300);
    expect(f.body.result.giftTokens).toBeUndefined(); // nothing new to hand out
    s.clock.t = T0 + GIFT_TOKEN_MS - 1; // still valid a moment before it expires
    const r = await placeOrder(s, {
      idempotencyKey: newKey(),
      cart: BREAD,
      payment: 'cash',
      expectedTotalCents: 300,
      giftCards: [{ cardNum: num, token }],
    });
    expect(r.status).toBe(200);
    expect(r.body.result.giftCardCents).toBe(500);
    expect(spy.verify).toBe(0);
  });

  it('feeCalc by code checks it once and hands back a token for the next calls', async () => {
    const num = await card(500);
    spy.verify = 0;
    const first = await fee([{ cardNum: num, code: '999000' }]);
    expect(spy.verify).toBe(1);
    const t = first.body.result.giftTokens as { cardNum: string; token: string; expiresAt: number }[];
    expect(t).toHaveLength(1);
    expect(t[0]).toMatchObject({ cardNum: num, expiresAt: T0 + GIFT_TOKEN_MS });
    for (let i = 0; i < 5; i++)
      expect((await fee([{ cardNum: num, token: t[0].token }])).body.result.totalCents).toBe(300);
    expect(spy.verify).toBe(1);
  });

  it('a forged token is refused with giftcard.token-invalid and its message; nothing is placed', async () => {
    const num = await card(500);
    const token = await tokenOf(num);
    const forged = token.slice(0, -1) + (token.endsWith('0') ? '1' : '0');
    for (const bad of [forged, 'gv1.1.abc', 'not-a-token', `gv1.${T0 + GIFT_TOKEN_MS}.${'0'.repeat(64)}`]) {
      const f = await fee([{ cardNum: num, token: bad }]);
      expect(blockedOf(f).map((b) => b.code)).toEqual(['giftcard.token-invalid']);
      expect(blockedOf(f)[0].message).toMatch(
        /^Gift card 7200\*+\d{3}: This gift card check is not valid for this card or venue; please enter the card's code again\.$/,
      );
    }
    const n = await orderCount(s);
    const r = await placeOrder(s, {
      idempotencyKey: newKey(),
      cart: BREAD,
      payment: 'cash',
      expectedTotalCents: 300,
      giftCards: [{ cardNum: num, token: forged }],
    });
    expect(r.status).toBe(422);
    expect(r.body.result.blocked[0].code).toBe('giftcard.token-invalid');
    expect(await orderCount(s)).toBe(n);
  });

  it('an expiry edited in the token is refused (the MAC covers it)', async () => {
    const num = await card(500);
    const token = await tokenOf(num);
    const later = token.replace(/^gv1\.\d+\./, `gv1.${T0 + GIFT_TOKEN_MS + 3_600_000}.`);
    expect(blockedOf(await fee([{ cardNum: num, token: later }])).map((b) => b.code)).toEqual([
      'giftcard.token-invalid',
    ]);
  });

  it('an expired token is refused with giftcard.token-expired, in feeCalc and the order call', async () => {
    const num = await card(500);
    const token = await tokenOf(num);
    s.clock.t = T0 + GIFT_TOKEN_MS;
    const f = await fee([{ cardNum: num, token }]);
    expect(blockedOf(f).map((b) => b.code)).toEqual(['giftcard.token-expired']);
    expect(blockedOf(f)[0].message).toMatch(
      /This gift card check has expired \(after 15 minutes\); please enter the card's code again\.$/,
    );
    const r = await placeOrder(s, {
      idempotencyKey: newKey(),
      cart: BREAD,
      payment: 'cash',
      expectedTotalCents: 300,
      giftCards: [{ cardNum: num, token }],
    });
    expect(r.status).toBe(422);
    expect(r.body.result.blocked[0].code).toBe('giftcard.token-expired');
    expect(
      Number(
        (await s.db.query<{ b: string }>('SELECT balance_cents AS b FROM gift_cards WHERE card_num = $1', [num]))[0].b,
      ),
    ).toBe(500);
    // With the code beside it, the code is checked instead and a new token comes back.
    const again = await fee([{ cardNum: num, token, code: '999000' }]);
    expect(blockedOf(again)).toEqual([]);
    expect(again.body.result.giftTokens[0].expiresAt).toBe(T0 + 2 * GIFT_TOKEN_MS);
  });

  it("another card's token is refused", async () => {
    const a = await card(500);
    const b = await card(500);
    const token = await tokenOf(a);
    expect(blockedOf(await fee([{ cardNum: b, token }])).map((x) => x.code)).toEqual(['giftcard.token-invalid']);
  });

  it('a token made at another venue is refused here, and ours is refused there', async () => {
    const storeToken = await tokenOf('6000200000000001', '102030', STORE);
    expect(blockedOf(await fee([{ cardNum: '6000200000000001', token: storeToken }], CAFE)).map((x) => x.code)).toEqual(
      ['giftcard.token-invalid'],
    );
    const num = await card(500);
    const cafeToken = await tokenOf(num);
    const there = await post(
      s,
      '/api/pos/feeCalc',
      {
        cart: { itemList: [], orderType: 'takeaway' },
        payment: 'cash',
        giftCards: [{ cardNum: num, token: cafeToken }],
      },
      { identity: STORE, format: 'b64' },
    );
    expect(there.body.result.blocked.map((x: { code: string }) => x.code)).toContain('giftcard.token-invalid');
  });

  it('a new code for the card ends its tokens', async () => {
    const num = await card(500);
    const token = await tokenOf(num);
    await s.db.query('UPDATE gift_cards SET code_hash = $2 WHERE card_num = $1', [num, await hashPassword('123123')]);
    expect(blockedOf(await fee([{ cardNum: num, token }])).map((x) => x.code)).toEqual(['giftcard.token-invalid']);
  });

  it('wrong codes still count toward the lock, in feeCalc as in the check call', async () => {
    const num = await card(500, '444444');
    const w = await fee([{ cardNum: num, code: '000000' }]);
    expect(blockedOf(w)[0].message).toMatch(/4 tries left/);
    expect(w.body.result.giftTokens).toBeUndefined();
    expect((await check(num, '000000')).body.dispMsg).toMatch(/3 tries left/);
  });

  it('a card sent without code and token is a 400', async () => {
    const num = await card(500);
    const r = await fee([{ cardNum: num }]);
    expect(r.status).toBe(400);
  });

  it('the same order sent again with a token instead of the code is the same order (secrets are not in the idempotency hash)', async () => {
    const num = await card(500);
    const body = {
      idempotencyKey: newKey(),
      cart: BREAD,
      payment: 'cash',
      expectedTotalCents: 300,
      giftCards: [{ cardNum: num, code: '999000', amountCents: 500 }],
    };
    const token = await tokenOf(num);
    const first = await placeOrder(s, body);
    expect(first.status).toBe(200);
    const again = await placeOrder(s, { ...body, giftCards: [{ cardNum: num, token, amountCents: 500 }] });
    expect(again.body).toEqual(first.body);
    const other = await placeOrder(s, { ...body, giftCards: [{ cardNum: num, token, amountCents: 400 }] });
    expect(other.body.result.code).toBe('idempotency.conflict');
  });
});
