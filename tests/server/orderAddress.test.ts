// A delivery order keeps its address (migration 011): stored with the order and answered by the
// tracking, cart, bill and my-orders calls; pickup orders answer no address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, post, startServer, type TestServer } from './helpers';
import { LINES, order, orderRow } from './orderHelpers';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(async () => s.close());

// Markup-looking text must come back as the same text (the app escapes it like any other text).
const ADDRESS = '12 Harbour St, Unit <b>3</b> & "Co"';
const DELIVERY = {
  itemList: [...LINES, { pluId: 'granola', quantity: 1 }],
  orderType: 'delivery',
  delivery: { address: `  ${ADDRESS}  `, zoneId: '4000' },
};
const PICKUP = { itemList: LINES, orderType: 'pickup', delivery: { address: 'ignored for pickup', zoneId: '4000' } };

describe('delivery address', () => {
  it('is stored with a delivery order (trimmed) and answered by tracking, cart, bill and my orders', async () => {
    const alice = (await login(s, { userName: '0400000001', password: 'Demo1234!' })).token;
    const o = await order(s, 'cash', { cart: DELIVERY, token: alice });
    const row = await orderRow(s, o.transactionId);
    expect(row).toMatchObject({ order_type: 'delivery', delivery_address: ADDRESS, delivery_zone: '4000' });

    const tracked = await post(s, '/pro/api/pos/orderTracking', { transactionIds: [o.transactionId] });
    expect(tracked.body.result[0].deliveryAddress).toBe(ADDRESS);
    const cart = await post(s, '/pro/pos/cart/action', { action: 'CART', transactionId: o.transactionId });
    expect(cart.body.result[0].deliveryAddress).toBe(ADDRESS);
    const bill = await post(s, '/api/shop/order/bill', { transactionId: o.transactionId });
    expect(bill.body.result.deliveryAddress).toBe(ADDRESS);
    const mine = await post(s, '/pro/pos/onlinePosOrderRpt', { shop: 'demo-cafe' }, { token: alice, format: 'plain' });
    expect(
      mine.body.result.find((x: { transactionId: string }) => x.transactionId === o.transactionId).deliveryAddress,
    ).toBe(ADDRESS);
  });

  it('a pickup order stores and answers no address', async () => {
    const o = await order(s, 'cash', { cart: PICKUP });
    expect(await orderRow(s, o.transactionId)).toMatchObject({ order_type: 'pickup', delivery_address: null });
    const tracked = await post(s, '/pro/api/pos/orderTracking', { transactionIds: [o.transactionId] });
    expect(tracked.body.result[0].deliveryAddress).toBe('');
    const bill = await post(s, '/api/shop/order/bill', { transactionId: o.transactionId });
    expect(bill.body.result.deliveryAddress).toBe('');
  });
});
