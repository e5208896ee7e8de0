// The kiosk's donation is an ordinary catalogue item (demo-kiosk's k-donation, named by
// settings.kiosk.donatePlu): the catalogue carries it hidden (no category counts it), the server
// prices a line at the chosen price level, never discounts it and gives it no points, the order
// stores the line and the sales report lists it like any other.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, post, startServer, type TestServer } from './helpers';
import { newKey, orderRow } from './orderHelpers';

const KIOSK = { shopKey: 'key-demo-kiosk', siteId: 'site-kiosk', device: 'kiosk-donation-test' };
const line = (pluId: string, priceIndex?: number) => ({
  pluId,
  quantity: 1,
  ...(priceIndex !== undefined ? { priceIndex } : {}),
});
const cart = (lines: object[], more: object = {}) => ({ itemList: lines, orderType: 'takeaway', ...more });

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(async () => s.close());

const fee = (c: object) =>
  post(s, '/api/pos/feeCalc', { cart: c, payment: 'cash' }, { identity: KIOSK, format: 'b64' });

describe('the kiosk donation item', () => {
  it('is in the catalogue, hidden, with its levels and cause in both languages; no category counts it', async () => {
    const r = await s.app.inject({ method: 'GET', url: '/api/shop/catalogue?shop=demo-kiosk' });
    const { categories, plus } = (
      JSON.parse(r.body) as {
        result: { categories: { catId: string; itemCount: number }[]; plus: Record<string, unknown>[] };
      }
    ).result;
    const give = plus.find((p) => p.pluId === 'k-donation')!;
    expect(give).toMatchObject({
      hide: 1,
      prices: [100, 200, 500],
      priceCents: 100,
      pluName1: 'Donation to OzHarvest food rescue',
    });
    expect(String(give.description2)).toMatch(/[\u4e00-\u9fff]/);
    expect(categories.some((c) => c.catId === give.catId)).toBe(false);
    const listed = plus.filter((p) => p.pluId !== 'k-donation');
    for (const c of categories) expect(c.itemCount, c.catId).toBe(listed.filter((p) => p.catId === c.catId).length);
  });

  it('is priced at the chosen level; an unknown level is refused', async () => {
    for (const [idx, cents] of [
      [undefined, 100],
      [1, 200],
      [2, 500],
    ] as const) {
      const r = await fee(cart([line('k-cheeseburger'), line('k-donation', idx)]));
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(r.body.result.totalCents).toBe(850 + cents);
    }
    expect((await fee(cart([line('k-donation', 5)]))).status).toBe(422);
  });

  it('takes no promo discount (the burger does)', async () => {
    const r = await fee(cart([line('k-cheeseburger'), line('k-donation', 1)], { promoCode: 'WELCOME10' }));
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.result.totalCents).toBe(850 - 85 + 200);
  });

  it('an order stores the donation line at its price, GST-free; the sales report lists it as any item', async () => {
    const c = cart([line('k-tenders'), line('k-donation', 1)]);
    const total = (await fee(c)).body.result.totalCents as number;
    expect(total).toBe(890 + 200);
    const r = await post(
      s,
      '/api/shop/order/add/v2',
      { idempotencyKey: newKey(), cart: c, payment: 'cash', expectedTotalCents: total },
      { identity: KIOSK, format: 'b64', nest: true },
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const row = await orderRow(s, r.body.result.transactionId);
    expect(Number(row.total_cents)).toBe(1090);
    const give = (row.cart.itemList as Record<string, unknown>[]).find((l) => l.pluId === 'k-donation');
    expect(give).toMatchObject({
      price: 200,
      priceIndex: 1,
      quantity: 1,
      amount: 200,
      gstAmount: 0,
      pluGst: 0,
      discount: 0,
      loyaltyPoint: 0,
    });
    const admin = (await login(s, { userName: 'admin@example.com', password: 'Admin1234!' })).token;
    const sales = await post(
      s,
      '/pro/kiosk/report',
      { report: 'sales' },
      { identity: KIOSK, format: 'b64', token: admin },
    );
    expect(sales.status, JSON.stringify(sales.body)).toBe(200);
    expect(sales.body.result.items.find((i: { pluId: string }) => i.pluId === 'k-donation')).toMatchObject({
      name1: 'Donation to OzHarvest food rescue',
      quantity: 1,
      amountCents: 200,
    });
  });
});
