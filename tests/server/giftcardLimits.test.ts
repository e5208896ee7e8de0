// Gift card checks leak nothing and lock nobody out: an unknown number answers exactly like a wrong
// code; wrong codes are limited per (address, card) and per address, in the database, so a stranger's
// failures (from any server process) never stop the owner, and concurrent guesses compare at most 5.
import { describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/auth/passwords';
import { GIFT_CODE_MAX_TRIES, GIFT_LOCK_MS, GIFT_WRONG_PER_ADDRESS } from '../../server/orders/giftcards';
import { CAFE, T0, type TestServer } from './helpers';
import { signedFrom, twoProcesses } from './limitsHelpers';

let s: TestServer;
let s2: TestServer;
twoProcesses({}, (a, b) => {
  s = a;
  s2 = b;
});

let made = 0;
async function card(code: string) {
  const num = `7100${String(++made).padStart(12, '0')}`;
  await s.db.query(
    'INSERT INTO gift_cards (card_num, shop_id, code_hash, balance_cents, expires_at, active, created_at) VALUES ($1, $2, $3, $4, NULL, true, $5)',
    [num, 'demo-cafe', await hashPassword(code), 2500, T0],
  );
  return num;
}
const check = (srv: TestServer, ip: string, cardNum: string, code: string) =>
  signedFrom(srv, '/api/giftcard/check', { cardNum, code }, { ip, identity: CAFE });
const fee = (srv: TestServer, ip: string, cardNum: string, code: string) =>
  signedFrom(
    srv,
    '/api/pos/feeCalc',
    {
      cart: { itemList: [{ pluId: 'banana-bread', quantity: 1 }], orderType: 'takeaway' },
      payment: 'cash',
      giftCards: [{ cardNum, code }],
    },
    { ip, identity: CAFE },
  );
const WRONG = /^The gift card number or code is wrong\./;

describe('gift card checks: no probing, no lock-out', () => {
  it('an unknown number and a wrong code answer exactly the same, try after try, up to the lock', async () => {
    const num = await card('246810');
    for (let i = 0; i < GIFT_CODE_MAX_TRIES + 2; i++) {
      const known = await check(i % 2 ? s2 : s, '10.0.0.1', num, '000000');
      const unknown = await check(i % 2 ? s : s2, '10.0.0.1', '7199999999999999', '000000');
      expect({ status: unknown.status, body: unknown.body }).toEqual({ status: known.status, body: known.body });
      expect(known.body.result.code).toBe(i < GIFT_CODE_MAX_TRIES - 1 ? 'giftcard.wrong-code' : 'giftcard.locked');
    }
  });

  it("a stranger's wrong codes (check call and feeCalc, both processes) do not lock the owner out", async () => {
    const num = await card('135246');
    for (let i = 0; i < 8; i++)
      await (i % 2 ? check(s2, '10.0.0.2', num, '999999') : fee(s, '10.0.0.2', num, '999999'));
    expect((await check(s, '10.0.0.2', num, '135246')).body.result.code).toBe('giftcard.locked'); // the stranger is stopped
    const owner = await check(s2, '10.0.0.3', num, '135246');
    expect(owner.body.result).toMatchObject({ rtn: 1, cardNum: num, balanceCents: 2500 });
    const ownerFee = await fee(s, '10.0.0.3', num, '135246');
    expect(ownerFee.body.result.blocked).toEqual([]);
    expect(ownerFee.body.result.cart.giftCardAmount).toBeGreaterThan(0);
  });

  it('30 concurrent wrong codes from one address on two processes compare exactly 5; the window ends after 15 minutes', async () => {
    const num = await card('112358');
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => check(i % 2 ? s2 : s, '10.0.0.4', num, String(100000 + i))),
    );
    expect(answers.filter((a) => WRONG.test(a.body.dispMsg))).toHaveLength(GIFT_CODE_MAX_TRIES);
    expect(answers.every((a) => ['giftcard.wrong-code', 'giftcard.locked'].includes(a.body.result.code))).toBe(true);
    expect((await check(s, '10.0.0.4', num, '112358')).body.result.code).toBe('giftcard.locked');
    s.clock.t = T0 + GIFT_LOCK_MS + 1;
    try {
      expect((await check(s2, '10.0.0.4', num, '112358')).body.result.rtn).toBe(1);
    } finally {
      s.clock.t = T0;
    }
  });

  it('wrong codes over many card numbers are limited per address; other addresses are not affected', async () => {
    const ip = '10.0.0.5';
    for (let i = 0; i < GIFT_WRONG_PER_ADDRESS; i++) {
      const r = await check(i % 2 ? s2 : s, ip, `72000000000${String(i).padStart(5, '0')}`, '000000');
      expect(r.body.result.code).toBe('giftcard.wrong-code');
    }
    const num = await card('314159');
    const over = await check(s, ip, num, '314159');
    expect(over.body.result.code).toBe('giftcard.rate-limited');
    expect(over.body.dispMsg).toBe('Too many gift card checks from this device; please wait 15 minutes.');
    expect((await check(s2, '10.0.0.6', num, '314159')).body.result.rtn).toBe(1);
  });

  it('a right code sent in parallel on two processes is never answered "locked", and locks nothing (issue 27; before: the sixth was)', async () => {
    const num = await card('975310');
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => check(i % 2 ? s2 : s, '10.0.9.1', num, '975310')),
    );
    expect(answers.map((a) => a.body.success)).toEqual(Array(12).fill(true));
    const wrong = await check(s, '10.0.9.1', num, '000000');
    expect(wrong.body.result.code).toBe('giftcard.wrong-code');
    expect(wrong.body.dispMsg).toMatch(/4 tries left/);
  });
});
