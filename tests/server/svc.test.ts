// Stored-value card payments (issue 5): six-digit PIN, lock after 5 wrong tries, one conditional
// balance update, never below zero under 20 concurrent payments, idempotency key.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, post, startServer, type TestServer } from './helpers';
import { answerBreak, newKey, order, orderRow } from './orderHelpers';

let s: TestServer;
let alice: string;
let bob: string;
beforeAll(async () => {
  s = await startServer();
  alice = (await login(s)).token;
  bob = (await login(s, { userName: '0400000002', password: 'Demo1234!' })).token;
});
afterAll(async () => s.close());

const pay = (token: string, transactionId: string, pin: string, idempotencyKey = newKey()) =>
  post(s, '/pro/pos/payOrder', { transactionId, payment: 'svc', pin, idempotencyKey }, { format: 'plain', token });
const balance = async (card: string) =>
  Number(
    (await s.db.query<{ b: string }>('SELECT balance_cents AS b FROM member_cards WHERE card_num = $1', [card]))[0].b,
  );
const BREAD = { itemList: [{ pluId: 'banana-bread', quantity: 1 }], orderType: 'takeaway' };

describe('svc payOrder', () => {
  it('the demo cards have a scrypt PIN hash, never the PIN itself', async () => {
    const r = await s.db.query<{ pin_hash: string }>(`SELECT pin_hash FROM member_cards WHERE card_num = 'M10000001'`);
    expect(r[0].pin_hash).toMatch(/^scrypt\$/);
    expect(r[0].pin_hash).not.toContain('123456');
  });
  it('needs a login', async () => {
    const o = await order(s, 'svc', { token: alice });
    const r = await post(
      s,
      '/pro/pos/payOrder',
      { transactionId: o.transactionId, payment: 'svc', pin: '123456', idempotencyKey: newKey() },
      { format: 'plain' },
    );
    expect(r.body.result).toBe('api.not.logged');
  });
  it('a malformed PIN is a 400', async () => {
    const o = await order(s, 'svc', { token: alice });
    expect((await pay(alice, o.transactionId, '12345')).status).toBe(400);
  });
  it('a wrong PIN is refused and nothing is paid; the right PIN pays, reducing the balance exactly once', async () => {
    const o = await order(s, 'svc', { token: alice });
    const start = await balance('M10000001');
    const wrong = await pay(alice, o.transactionId, '000000');
    expect(wrong.body).toMatchObject({ success: false, result: { code: 'svc.wrong-pin' } });
    expect(wrong.body.dispMsg).toMatch(/4 tries left/);
    expect(await balance('M10000001')).toBe(start);
    const key = newKey();
    const ok = await pay(alice, o.transactionId, '123456', key);
    expect(ok.status).toBe(200);
    expect(ok.body.result).toMatchObject({ paid: true, amountCents: o.totalCents, balanceCents: start - o.totalCents });
    expect(answerBreak('/pro/pos/payOrder', ok.body)).toBeNull(); // the answer the contract describes
    expect(answerBreak('/pro/pos/payOrder', wrong.body)).toBeNull();
    expect(answerBreak('/pro/pos/payOrder', { ...ok.body, result: { ...ok.body.result, cardNum: 7 } })).toMatch(
      /breaks schemas\/calls\/pro\.pos\.payOrder\.json/,
    );
    expect(await orderRow(s, o.transactionId)).toMatchObject({ paid: true, pay_status: 'paid', sent: true });
    // Same key: replayed; a new key: already paid. The balance moved once.
    const replay = await pay(alice, o.transactionId, '123456', key);
    expect(replay.body).toEqual(ok.body);
    const again = await pay(alice, o.transactionId, '123456');
    expect(again.body.result.code).toBe('order.paid');
    expect(await balance('M10000001')).toBe(start - o.totalCents);
  });
  it("another customer cannot pay (or read through payOrder) someone else's order", async () => {
    const o = await order(s, 'svc', { token: alice });
    expect((await pay(bob, o.transactionId, '123456')).status).toBe(403);
  });
  it('20 concurrent payments never take the balance below zero', async () => {
    await s.db.query(`UPDATE member_cards SET balance_cents = 5000 WHERE card_num = 'M10000001'`);
    const orders = [];
    for (let i = 0; i < 20; i++) orders.push(await order(s, 'svc', { token: alice, cart: BREAD }));
    expect(orders[0].totalCents).toBe(800);
    const res = await Promise.all(orders.map((o) => pay(alice, o.transactionId, '123456')));
    const paid = res.filter((r) => r.body.success === true).length;
    expect(paid).toBe(6); // 6 x 800 = 4800 of 5000
    expect(res.filter((r) => r.body.result?.code === 'svc.insufficient').length).toBe(14);
    expect(await balance('M10000001')).toBe(200);
    const rows = await s.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM orders WHERE transaction_id = ANY($1::text[]) AND paid`,
      [orders.map((o) => o.transactionId)],
    );
    expect(rows[0].n).toBe(6);
  });
  it('10 concurrent wrong PINs: exactly 5 are checked, the rest find the card locked', async () => {
    const { token } = await login(s, { userName: 'alice@example.com', password: 'Demo1234!' });
    const o = await order(s, 'svc', { token });
    const res = await Promise.all(Array.from({ length: 10 }, () => pay(token, o.transactionId, '111111')));
    const codes = res.map((r) => r.body.result.code);
    expect(codes.filter((c) => c === 'svc.wrong-pin').length).toBe(4);
    expect(codes.filter((c) => c === 'svc.locked').length).toBe(6);
    expect((await pay(token, o.transactionId, '123456')).body.result.code).toBe('svc.locked');
    await s.db.query(`UPDATE member_cards SET pin_locked_until = 0, pin_tries = 0 WHERE card_num = 'M10000001'`);
  });
  it('5 wrong PINs lock the card for 15 minutes; insufficient balance is refused', async () => {
    const o = await order(s, 'svc', { token: bob });
    for (let i = 0; i < 4; i++)
      expect((await pay(bob, o.transactionId, '999999')).body.result.code).toBe('svc.wrong-pin');
    const fifth = await pay(bob, o.transactionId, '999999');
    expect(fifth.body.result.code).toBe('svc.locked');
    expect(fifth.body.dispMsg).toMatch(/locked for 15 minutes/);
    const locked = await pay(bob, o.transactionId, '123456');
    expect(locked.body.result.code).toBe('svc.locked');
    expect(locked.body.dispMsg).toMatch(/15 more minutes/);
    s.clock.t += 15 * 60_000 + 1;
    const poor = await pay(bob, o.transactionId, '123456');
    expect(poor.body).toMatchObject({ success: false, result: { code: 'svc.insufficient' } });
    expect(await balance('M10000004')).toBe(1500);
    expect((await orderRow(s, o.transactionId)).paid).toBe(false);
  });
});
