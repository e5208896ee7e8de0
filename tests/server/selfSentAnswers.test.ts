// One contract per call (issue 26): an answer a handler sends itself (ctx.send: an idempotent call's fresh,
// replayed or refused answer, the catalogue's cached JSON) is held to its call's schema exactly like a
// returned one. In test a mismatch is a 500, so the test that caused it fails; a stored answer replayed
// from the idempotency store is checked too.
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Answer } from '../../server/wire/answers';
import { type CallEnv, installErrorHandler, registerCall } from '../../server/wire/define';
import { startServer, type TestServer } from './helpers';
import { CART, feeCalc, newKey, placeOrder } from './orderHelpers';

/** A call with a contract whose answer schema is closed (additionalProperties: false) and lists no refusal. */
const PATH = '/api/giftcard/products';

/** A one-route app whose handler sends `answer` itself with `status` (and `serialised`, when given). */
async function sendingApp(status: number, answer: Answer, serialised?: string): Promise<FastifyInstance> {
  const app = Fastify();
  installErrorHandler(app);
  registerCall(app, { now: () => 0 } as unknown as CallEnv, {
    method: 'POST',
    path: PATH,
    who: 'anyone',
    schema: { properties: {} },
    handler: async (ctx) => ctx.send(status, answer, serialised),
  });
  await app.ready();
  return app;
}

async function call(answer: Answer, status = 200, serialised?: string) {
  const app = await sendingApp(status, answer, serialised);
  try {
    const r = await app.inject({ method: 'POST', url: PATH, payload: {} });
    return { status: r.statusCode, type: String(r.headers['content-type']), body: r.json() };
  } finally {
    await app.close();
  }
}

describe('ctx.send holds a self-sent answer to its contract', () => {
  it('an answer its schema describes goes out with its status', async () => {
    const answer = { success: true, result: [] };
    expect(await call(answer)).toMatchObject({ status: 200, body: answer });
    const refused = { success: false, dispMsg: 'Bad.', result: { code: 'payload.invalid', field: 'x' } };
    expect(await call(refused, 400)).toMatchObject({ status: 400, body: refused });
  });

  it('an answer with a field the schema forbids fails (500), and never reaches the caller', async () => {
    const r = await call({ success: true, result: [], surprise: 1 } as Answer);
    expect(r.status).toBe(500);
    expect(r.body).toEqual({ success: false, dispMsg: 'The server failed to answer; please try again.' });
  });

  it('a refusal whose code the contract does not list fails (500)', async () => {
    const r = await call({ success: false, dispMsg: 'Paid.', result: { code: 'order.paid' } }, 409);
    expect(r.status).toBe(500);
  });

  it('a cached answer is checked as an object and sent as its JSON text', async () => {
    const answer = { success: true, result: [] };
    const ok = await call(answer, 200, JSON.stringify(answer));
    expect(ok).toMatchObject({ status: 200, body: answer });
    expect(ok.type).toMatch(/^application\/json/);
    const bad = { success: 'yes' } as unknown as Answer;
    expect((await call(bad, 200, JSON.stringify(bad))).status).toBe(500);
  });
});

describe('an answer replayed from the idempotency store', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer();
  }, 300_000);
  afterAll(async () => s.close());

  it('replays as stored when it keeps its schema, and fails when the stored answer breaks it', async () => {
    const fee = await feeCalc(s, CART, 'cash');
    const body = {
      idempotencyKey: newKey(),
      cart: CART,
      payment: 'cash',
      expectedTotalCents: fee.body.result.totalCents,
    };
    const first = await placeOrder(s, body);
    expect(first.status).toBe(200);
    expect(first.body.success).toBe(true);
    const again = await placeOrder(s, body);
    expect(again.status).toBe(200);
    expect(again.body.result).toEqual(first.body.result);

    // A stored answer the contract does not describe (an older server's shape): the replay is checked too.
    const broken = { success: true, result: { ...first.body.result, transactionId: 42 } };
    await s.db.query("UPDATE idempotency_keys SET answer = $2 WHERE idem_key = $1 AND scope = 'order'", [
      body.idempotencyKey,
      broken,
    ]);
    const replay = await placeOrder(s, body);
    expect(replay.status).toBe(500);
    expect(replay.body.result).toBeUndefined();
  });
});
