// The calls whose handlers send their answer themselves (the cached catalogue, the bill, the parking fee)
// are not checked by registerCall against their contracts the way returned answers are; this test checks
// their real answers, for every demo venue's catalogue, against the contract's answer schema.
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractOf } from '../../../server/wire/contracts';
import { CAFE, get, post, startServer, T0, type TestServer } from '../helpers';
import { order } from '../orderHelpers';
import { HOUR, signed } from '../ticketHelpers';

const VENUES = [
  'demo-cafe',
  'demo-store',
  'demo-kiosk',
  'demo-massage',
  'demo-partyroom',
  'demo-ktv',
  'demo-parking',
  'demo-passes',
];

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
}, 300_000);
afterAll(async () => s.close());

/** Throws (AnswerMismatch, naming the pointer) when the answer breaks the call's answer schema. */
function check(method: string, path: string, answer: unknown): void {
  const contract = contractOf(method, path);
  expect(contract, `${method} ${path} has a contract`).not.toBeNull();
  contract!.checkAnswer(answer, 'throw', {} as FastifyRequest);
}

describe('self-sent answers match their contracts', () => {
  it.each(VENUES)('the catalogue of %s (GET /api/shop/catalogue and POST /pro/pos/plu/list)', async (shop) => {
    const r = await get(s, `/api/shop/catalogue?shop=${shop}`);
    expect(r.status).toBe(200);
    expect(r.body!.result.plus.length + r.body!.result.categories.length).toBeGreaterThan(0);
    check('GET', '/api/shop/catalogue', r.body);
    const list = await post(s, '/pro/pos/plu/list', { shop });
    check('POST', '/pro/pos/plu/list', list.body);
  });

  it('a changed item breaks the contract (the check is real)', async () => {
    const r = await get(s, '/api/shop/catalogue?shop=demo-cafe');
    const bad = structuredClone(r.body!) as { result: { plus: Record<string, unknown>[] } };
    bad.result.plus[0].pluName1 = 7;
    expect(() => check('GET', '/api/shop/catalogue', bad)).toThrow(/plus\/0\/pluName1/);
  });

  it('the bill of a placed order (POST /api/shop/order/bill), unpaid with its methods', async () => {
    const o = await order(s, 'cash');
    const r = await post(
      s,
      '/api/shop/order/bill',
      { transactionId: o.transactionId },
      { identity: CAFE, format: 'b64' },
    );
    expect(r.status).toBe(200);
    expect(r.body.result.lines.length).toBeGreaterThan(0);
    check('POST', '/api/shop/order/bill', r.body);
  });

  it('the parking fee with its tariff (POST /api/feeCalc/parking)', async () => {
    const r = await signed(s, '/api/feeCalc/parking', { entryTime: T0, exitTime: T0 + 3 * HOUR, quantity: 1 });
    expect(r.status).toBe(200);
    expect(r.body.result.tariff).toBeTruthy();
    check('POST', '/api/feeCalc/parking', r.body);
  });
});
