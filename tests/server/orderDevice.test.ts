// Guest orders are claimed only with proof of the device (orders/devices.ts, migration 011): the
// server issues a device id with a secret; a signed-in customer's order list claims the device's
// guest orders only with that secret; a kiosk's orders are never claimed; no answer carries the
// secret, and the cart answers no longer carry the device id.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../server/auth/tokens';
import { DEVICE_REGISTRATIONS_PER_ADDRESS } from '../../server/orders/devices';
import { ALICE, CAFE, login, post, startServer, type TestServer } from './helpers';
import { CART, feeCalc, newKey, order, orderRow } from './orderHelpers';

const KIOSK = { shopKey: 'key-demo-kiosk', siteId: 'site-kiosk' };
const BOB = { userName: '0400000002', password: 'Demo1234!' };
const KIOSK_CART = { itemList: [{ pluId: 'k-tenders', quantity: 1 }], orderType: 'takeaway' };

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(async () => s.close());

async function register(identity = CAFE) {
  const r = await post(
    s,
    '/api/device/register',
    {},
    { identity: { ...identity, device: 'local-made-id' }, format: 'b64' },
  );
  expect(r.status).toBe(200);
  return r.body.result as { deviceId: string; deviceSecret: string; shared: boolean };
}
const myOrders = async (token: string, body: Record<string, unknown> = {}) =>
  (await post(s, '/pro/pos/onlinePosOrderRpt', { page: 1, pageSize: 50, ...body }, { token, format: 'plain' })).body;
const ids = (b: Record<string, any>): string[] => (b.result as { transactionId: string }[]).map((o) => o.transactionId);

async function kioskOrder(device: string) {
  const fee = await post(
    s,
    '/api/pos/feeCalc',
    { cart: KIOSK_CART, payment: 'cash' },
    { identity: { ...KIOSK, device }, format: 'b64' },
  );
  const r = await post(
    s,
    '/api/shop/order/add/v2',
    { idempotencyKey: newKey(), cart: KIOSK_CART, payment: 'cash', expectedTotalCents: fee.body.result.totalCents },
    { identity: { ...KIOSK, device }, format: 'b64', nest: true },
  );
  expect(r.status).toBe(200);
  return r.body.result as { transactionId: string };
}

describe('device credentials', () => {
  it("are issued by the server; only the secret's hash is stored", async () => {
    const d = await register();
    expect(d.deviceId).toMatch(/^dev_[0-9a-f]{24}$/);
    expect(d.deviceSecret.length).toBeGreaterThanOrEqual(40);
    expect(d.shared).toBe(false);
    const row = (
      await s.db.query<{ secret_hash: string }>('SELECT secret_hash FROM devices WHERE device_id = $1', [d.deviceId])
    )[0];
    expect(row.secret_hash).toBe(hashToken(d.deviceSecret));
    expect(JSON.stringify(row)).not.toContain(d.deviceSecret);
    const again = await register();
    expect(again.deviceId).not.toBe(d.deviceId);
  });

  it("Bob with Alice's device id but no or a wrong secret claims nothing and sees nothing; Alice with the secret claims", async () => {
    const alices = await register();
    const guest = await order(s, 'cash', { device: alices.deviceId });
    const bob = (await login(s, BOB)).token;
    for (const body of [
      { deviceId: alices.deviceId },
      { deviceId: alices.deviceId, deviceSecret: 'wrong-secret' },
      { deviceId: alices.deviceId, deviceSecret: hashToken(alices.deviceSecret) },
      { device: alices.deviceId },
      { deviceId: alices.deviceId, deviceSecret: '' },
    ])
      expect(ids(await myOrders(bob, body))).not.toContain(guest.transactionId);
    expect((await orderRow(s, guest.transactionId)).user_id).toBeNull();

    const alice = (await login(s, ALICE)).token;
    expect(ids(await myOrders(alice, { deviceId: alices.deviceId, deviceSecret: alices.deviceSecret }))).toContain(
      guest.transactionId,
    );
    expect((await orderRow(s, guest.transactionId)).user_id).toBe('u-demo-alice');
    // Claimed once: the right secret later does not move it to someone else.
    expect(ids(await myOrders(bob, { deviceId: alices.deviceId, deviceSecret: alices.deviceSecret }))).not.toContain(
      guest.transactionId,
    );
  });

  it('a device id the server never issued (older client-made ids) cannot be claimed with any secret', async () => {
    const guest = await order(s, 'cash', { device: 'client-made-uuid-1234' });
    const bob = (await login(s, BOB)).token;
    expect(ids(await myOrders(bob, { deviceId: 'client-made-uuid-1234', deviceSecret: 'anything' }))).not.toContain(
      guest.transactionId,
    );
    expect((await orderRow(s, guest.transactionId)).user_id).toBeNull();
  });

  it("a kiosk never lets its shared device's orders be claimed", async () => {
    const kiosk = await register(KIOSK);
    expect(kiosk.shared).toBe(true);
    const k1 = await kioskOrder(kiosk.deviceId);
    // A phone's own (not shared) device ordering at the kiosk venue: the order is still a kiosk order.
    const phone = await register();
    const k2 = await kioskOrder(phone.deviceId);
    expect((await orderRow(s, k1.transactionId)).shared_device).toBe(true);
    expect((await orderRow(s, k2.transactionId)).shared_device).toBe(true);
    const bob = (await login(s, BOB)).token;
    expect(ids(await myOrders(bob, { deviceId: kiosk.deviceId, deviceSecret: kiosk.deviceSecret }))).not.toContain(
      k1.transactionId,
    );
    expect(ids(await myOrders(bob, { deviceId: phone.deviceId, deviceSecret: phone.deviceSecret }))).not.toContain(
      k2.transactionId,
    );
    expect((await orderRow(s, k1.transactionId)).user_id).toBeNull();
    expect((await orderRow(s, k2.transactionId)).user_id).toBeNull();
  });

  it('no answer carries the secret, and the cart and order answers carry no device id', async () => {
    const d = await register();
    const fee = await feeCalc(s, CART, 'cash');
    expect(JSON.stringify(fee.body)).not.toContain('dev-1');
    const o = await order(s, 'cash', { device: d.deviceId });
    const bodies = [
      (await post(s, '/pro/pos/cart/action', { action: 'CART', transactionId: o.transactionId })).body,
      (await post(s, '/pro/api/pos/orderTracking', { transactionIds: [o.transactionId] })).body,
      (await post(s, '/api/shop/order/bill', { transactionId: o.transactionId })).body,
    ];
    const alice = (await login(s, ALICE)).token;
    bodies.push(await myOrders(alice, { deviceId: d.deviceId, deviceSecret: d.deviceSecret }));
    expect(ids(bodies[3])).toContain(o.transactionId);
    for (const b of bodies) {
      const text = JSON.stringify(b);
      expect(text).not.toContain(d.deviceSecret);
      expect(text).not.toContain(d.deviceId);
      expect(text).not.toContain('"deviceId"');
    }
    expect(JSON.stringify(await s.db.query('SELECT * FROM idempotency_keys'))).not.toContain(d.deviceSecret);
  });

  it('more than 300 registrations from one address in 15 minutes are refused (429), and nothing is written', async () => {
    const before = Number((await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM devices'))[0].n);
    const statuses: number[] = [];
    for (let i = before; i < DEVICE_REGISTRATIONS_PER_ADDRESS + 1; i++)
      statuses.push((await post(s, '/api/device/register', {}, { identity: CAFE, format: 'b64' })).status);
    expect(statuses.filter((x) => x === 200)).toHaveLength(DEVICE_REGISTRATIONS_PER_ADDRESS - before);
    const refused = await post(s, '/api/device/register', {}, { identity: CAFE, format: 'b64' });
    expect(refused.status).toBe(429);
    expect(refused.body.result.code).toBe('device.rate-limited');
    expect(Number((await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM devices'))[0].n)).toBe(
      DEVICE_REGISTRATIONS_PER_ADDRESS,
    );
  });
});
