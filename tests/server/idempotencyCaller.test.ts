// An idempotency key belongs to its caller: the same key and payload from another signed-in user or
// another device is that caller's own order, never a replay of the first caller's; the same caller's
// resend (also 50 at once, over two server processes) is still the one order.
import { describe, expect, it } from 'vitest';
import { callerOf } from '../../server/orders/idempotency';
import { ALICE, login, type TestServer } from './helpers';
import { twoProcesses } from './limitsHelpers';
import { CART, feeCalc, newKey, orderCount, orderRow, placeOrder } from './orderHelpers';

let s: TestServer;
let s2: TestServer;
twoProcesses({}, (a, b) => {
  s = a;
  s2 = b;
});
const BOB = { userName: '0400000002', password: 'Demo1234!' };

describe('idempotency keys are scoped to the caller', () => {
  it("another signed-in user with Alice's key and payload gets an order of their own; each replay gets its own", async () => {
    const alice = (await login(s, ALICE)).token;
    const bob = (await login(s, BOB)).token;
    const total = (await feeCalc(s, CART, 'cash')).body.result.totalCents;
    const body = { idempotencyKey: newKey(), cart: CART, payment: 'cash', expectedTotalCents: total };
    const a = await placeOrder(s, body, { token: alice, device: 'shared-kiosk' });
    const b = await placeOrder(s2, body, { token: bob, device: 'shared-kiosk' });
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(b.body.result.transactionId).not.toBe(a.body.result.transactionId);
    expect((await orderRow(s, b.body.result.transactionId)).user_id).toBe('u-demo-bob');
    expect((await placeOrder(s2, body, { token: alice, device: 'other' })).body).toEqual(a.body);
    expect((await placeOrder(s, body, { token: bob })).body).toEqual(b.body);
  });

  it("a guest on another device with the same key gets their own order, not the first device's", async () => {
    const total = (await feeCalc(s, CART, 'dps')).body.result.totalCents;
    const body = { idempotencyKey: newKey(), cart: CART, payment: 'dps', expectedTotalCents: total };
    const first = await placeOrder(s, body, { device: 'phone-a' });
    const other = await placeOrder(s2, body, { device: 'phone-b' });
    expect(other.status).toBe(200);
    expect(other.body.result.transactionId).not.toBe(first.body.result.transactionId);
    expect(other.body.result.payUrl).not.toBe(first.body.result.payUrl);
    expect((await placeOrder(s2, body, { device: 'phone-a' })).body).toEqual(first.body);
  });

  it('50 identical orders from one caller over two processes make one order', async () => {
    const total = (await feeCalc(s, CART, 'dps')).body.result.totalCents;
    const body = { idempotencyKey: newKey(), cart: CART, payment: 'dps', expectedTotalCents: total };
    const n = await orderCount(s);
    const all = await Promise.all(
      Array.from({ length: 50 }, (_, i) => placeOrder(i % 2 ? s2 : s, body, { device: 'phone-c' })),
    );
    expect(
      all.every((r) => r.status === 200 || (r.status === 409 && r.body.result.code === 'idempotency.in-flight')),
    ).toBe(true);
    expect(new Set(all.filter((r) => r.status === 200).map((r) => r.body.result.transactionId)).size).toBe(1);
    expect(await orderCount(s)).toBe(n + 1);
  });

  it('the caller is the signed-in user, else the device, else the address', () => {
    const user = { userId: 'u1', admin: 0 as const, adminShops: [], shopId: null, expiresAt: 0, lifetimeMs: 0 };
    expect(callerOf({ user, payload: { device: 'd1' }, ip: '1.2.3.4' })).toBe('user:u1');
    expect(callerOf({ user: null, payload: { device: 'd1' }, ip: '1.2.3.4' })).toBe('device:d1');
    expect(callerOf({ user: null, payload: {}, ip: '1.2.3.4' })).toBe('address:1.2.3.4');
  });
});
