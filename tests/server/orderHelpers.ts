// Shared helpers of the ordering tests (issue 5).
import type { FastifyRequest } from 'fastify';
import { contractOf } from '../../server/wire/contracts';
import { CAFE, post, type TestServer } from './helpers';

/**
 * What breaks the call's answer schema in `answer` (null when it keeps it). The server checks every answer
 * it sends in test (returned or through ctx.send); a test asks here to show a changed answer would break it.
 */
export function answerBreak(path: string, answer: unknown): string | null {
  try {
    contractOf('POST', path)!.checkAnswer(answer, 'throw', {} as FastifyRequest);
    return null;
  } catch (e) {
    return (e as Error).message;
  }
}

export const LINES = [
  {
    pluId: 'flat-white',
    quantity: 2,
    attrs: [{ attrId: 'size', optionId: 'regular', quantity: 1 }],
    mealPlus: [],
    removedIngredients: [],
  },
  { pluId: 'banana-bread', quantity: 1, attrs: [], mealPlus: [], removedIngredients: [], notes: 'warm please' },
];
export const CART = { itemList: LINES, orderType: 'eatin', tableNo: '5', persons: 2 };

let n = 0;
export const newKey = () => `key-${Date.now().toString(36)}-${++n}-${Math.random().toString(36).slice(2, 8)}`;

export async function feeCalc(s: TestServer, cart: unknown = CART, payment?: string, o: { token?: string } = {}) {
  return post(
    s,
    '/api/pos/feeCalc',
    { cart, ...(payment ? { payment } : {}) },
    { identity: CAFE, format: 'b64', token: o.token },
  );
}

export async function placeOrder(
  s: TestServer,
  body: Record<string, unknown>,
  o: { token?: string; device?: string } = {},
) {
  return post(s, '/api/shop/order/add/v2', body, {
    identity: { ...CAFE, device: o.device ?? 'dev-1' },
    format: 'b64',
    nest: true,
    token: o.token,
  });
}

/** Places an order with the right total (asks feeCalc first). */
export async function order(
  s: TestServer,
  payment: string,
  o: { token?: string; device?: string; cart?: unknown; key?: string } = {},
) {
  const cart = o.cart ?? CART;
  const fee = await feeCalc(s, cart, payment, o);
  const r = await placeOrder(
    s,
    { idempotencyKey: o.key ?? newKey(), cart, payment, expectedTotalCents: fee.body.result.totalCents },
    o,
  );
  if (r.status !== 200) throw new Error(`order failed: ${JSON.stringify(r.body)}`);
  return r.body.result as {
    transactionId: string;
    orderNo: string;
    serviceNo: number;
    totalCents: number;
    payUrl?: string;
    needsPin?: boolean;
    paid: boolean;
  };
}

export async function orderRow(s: TestServer, txn: string) {
  return (await s.db.query<Record<string, any>>('SELECT * FROM orders WHERE transaction_id = $1', [txn]))[0];
}

export async function orderCount(s: TestServer) {
  return Number((await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders'))[0].n);
}
