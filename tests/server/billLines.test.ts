// The lines of a bill (server/payonly/bill.ts billLines, and the bill call): options and meal extras
// carry both names: the stored first name, the second from the stored line or the venue's catalogue;
// an option gone from the catalogue keeps its first name only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billLines } from '../../server/payonly/bill';
import { CAFE, post, startServer, type TestServer } from './helpers';
import { order } from './orderHelpers';

describe('billLines', () => {
  it('names options and meal extras in both languages', () => {
    const catalogue = new Map([
      [
        'flat-white',
        {
          attr: [{ attrId: 'size', options: [{ optionId: 'regular', name1: 'Regular', name2: '中杯' }] }],
          meal_plu: [{ pluId: 'cookie', name1: 'Cookie', name2: '曲奇' }],
        },
      ],
    ]);
    const lines = billLines(
      [
        {
          pluId: 'flat-white',
          pluName1: 'Flat white',
          pluName2: '馥芮白',
          quantity: 2,
          price: 550,
          amount: 1100,
          notes: 'hot',
          attrs: [
            { attrId: 'size:regular', name: 'Regular' },
            { attrId: 'milk:gone', name: 'Soy' },
          ],
          mealPlus: [
            { pluId: 'cookie', pluName1: 'Cookie' },
            { pluId: 'muffin', pluName1: 'Muffin', pluName2: '松饼' },
          ],
        },
      ],
      catalogue,
    );
    expect(lines).toEqual([
      {
        name1: 'Flat white',
        name2: '馥芮白',
        quantity: 2,
        priceCents: 550,
        amountCents: 1100,
        notes: 'hot',
        options: ['Regular', 'Soy', 'Cookie', 'Muffin'],
        optionNames: [
          { name1: 'Regular', name2: '中杯' },
          { name1: 'Soy', name2: '' },
          { name1: 'Cookie', name2: '曲奇' },
          { name1: 'Muffin', name2: '松饼' },
        ],
      },
    ]);
    expect(billLines(undefined)).toEqual([]);
  });
});

describe('the bill call', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer();
  });
  afterAll(async () => s.close());

  it("answers the option names of the venue's catalogue in both languages", async () => {
    const o = await order(s, 'cash');
    const r = await post(
      s,
      '/api/shop/order/bill',
      { transactionId: o.transactionId },
      { identity: CAFE, format: 'b64' },
    );
    const white = r.body.result.lines.find((l: { name1: string }) => l.name1 === 'Flat white');
    expect(white.options).toEqual(['Regular']);
    expect(white.optionNames).toEqual([{ name1: 'Regular', name2: '中杯' }]);
  });
});
