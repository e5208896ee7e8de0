// A Stripe contract server on loopback (issue 35): the calls the server makes (Checkout Sessions
// create and retrieve, refunds), Stripe's form encoding, Bearer keys, idempotency keys (same key and
// body: the first answer again; same key, other body: an idempotency error), and signed webhook events.
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export const CONTRACT_KEY = 'sk_test_contract0000000000000000';
export const CONTRACT_WHSEC = 'whsec_contract00000000000000000000';

type Obj = Record<string, unknown>;
const id = (prefix: string) => `${prefix}_${randomBytes(10).toString('hex')}`;

/** Stripe's form encoding back to objects: a[b][0][c]=v. */
export function parseForm(body: string): Obj {
  const out: Obj = {};
  for (const [k, v] of new URLSearchParams(body)) {
    const path = k.replace(/\]/g, '').split('[');
    let cur: Obj = out;
    path.forEach((p, i) => {
      if (i === path.length - 1) cur[p] = v;
      else cur = (cur[p] ??= {}) as Obj;
    });
  }
  return out;
}

/** Stripe's webhook signature header for a payload at time t (seconds). */
export const signStripe = (payload: string, secret: string, t: number) =>
  `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${payload}`).digest('hex')}`;

export interface StripeContract {
  port: number;
  sessions: Map<string, Obj>;
  refunds: Obj[];
  /** Every request (method, path, idempotency key) in order. */
  log: { method: string; path: string; idempotencyKey?: string }[];
  /** Milliseconds every answer waits (a provider that does not answer in time). */
  delayMs: number;
  /** The customer pays on the hosted page: the event Stripe would send, signed. */
  pay(sessionId: string, outcome: 'approve' | 'decline', t: number): { body: string; signature: string };
  close(): Promise<void>;
}

const read = (req: IncomingMessage) =>
  new Promise<string>((res) => {
    let b = '';
    req.on('data', (c) => (b += c));
    req.on('end', () => res(b));
  });

export async function startStripeContract(): Promise<StripeContract> {
  const sessions = new Map<string, Obj>();
  const intents = new Map<string, Obj>();
  const refunds: Obj[] = [];
  const seen = new Map<string, { body: string; status: number; answer: Obj }>();
  const log: StripeContract['log'] = [];
  const state = { delayMs: 0 };
  let port = 0;
  const error = (status: number, type: string, message: string, code?: string) => ({
    status,
    answer: { error: { type, message, ...(code ? { code } : {}) } },
  });

  const handle = (method: string, path: string, form: Obj): { status: number; answer: Obj } => {
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const li = ((form.line_items as Obj)?.['0'] as Obj) ?? {};
      const pd = (li.price_data as Obj) ?? {};
      const amount = Number(pd.unit_amount);
      if (!Number.isInteger(amount) || amount < 50 || !/^[a-z]{3}$/.test(String(pd.currency)))
        return error(400, 'invalid_request_error', 'line_items[0][price_data] is invalid.', 'parameter_invalid');
      const s: Obj = {
        id: id('cs_test'),
        object: 'checkout.session',
        mode: form.mode,
        amount_total: amount,
        currency: pd.currency,
        client_reference_id: form.client_reference_id,
        metadata: form.metadata ?? {},
        payment_intent_metadata: ((form.payment_intent_data as Obj)?.metadata as Obj) ?? {},
        allowed_payment_method_types: Object.values((form.allowed_payment_method_types as Obj) ?? {}),
        payment_status: 'unpaid',
        status: 'open',
        payment_intent: null,
        success_url: form.success_url,
        cancel_url: form.cancel_url,
      };
      s.url = `http://127.0.0.1:${port}/c/pay/${String(s.id)}`;
      sessions.set(String(s.id), s);
      return { status: 200, answer: s };
    }
    const m = /^\/v1\/checkout\/sessions\/([\w]+)$/.exec(path);
    if (method === 'GET' && m) {
      const s = sessions.get(m[1]);
      return s
        ? { status: 200, answer: s }
        : error(404, 'invalid_request_error', 'No such checkout.session', 'resource_missing');
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const pi = intents.get(String(form.payment_intent));
      if (!pi) return error(404, 'invalid_request_error', 'No such payment_intent', 'resource_missing');
      const amount = form.amount === undefined ? Number(pi.amount) - Number(pi.refunded) : Number(form.amount);
      if (!(amount > 0) || Number(pi.refunded) + amount > Number(pi.amount))
        return error(
          400,
          'invalid_request_error',
          'Refund amount is greater than unrefunded amount.',
          'amount_too_large',
        );
      pi.refunded = Number(pi.refunded) + amount;
      const r = { id: id('re_test'), object: 'refund', amount, payment_intent: pi.id, status: 'succeeded' };
      refunds.push(r);
      return { status: 200, answer: r };
    }
    return error(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`);
  };

  const server: Server = createServer((req, res) => {
    void (async () => {
      const body = await read(req);
      const path = (req.url ?? '').split('?')[0];
      const key = req.headers['idempotency-key'] as string | undefined;
      log.push({ method: req.method ?? '', path, idempotencyKey: key });
      if (state.delayMs) await new Promise((r) => setTimeout(r, state.delayMs));
      const send = (status: number, answer: Obj) => {
        if (res.destroyed) return;
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
        res.end(JSON.stringify(answer));
      };
      if (req.headers.authorization !== `Bearer ${CONTRACT_KEY}`)
        return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } });
      if (key && req.method === 'POST') {
        const hit = seen.get(key);
        if (hit && hit.body !== body)
          return send(400, {
            error: {
              type: 'idempotency_error',
              message:
                'Keys for idempotent requests can only be used with the same parameters they were first used with.',
            },
          });
        if (hit) return send(hit.status, hit.answer);
      }
      const out = handle(req.method ?? '', path, parseForm(body));
      if (key && req.method === 'POST') seen.set(key, { body, ...out });
      send(out.status, out.answer);
    })();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.address() as AddressInfo).port;

  const event = (type: string, object: Obj, t: number) => {
    const body = JSON.stringify({
      id: id('evt'),
      object: 'event',
      api_version: '2025-11-17.clover',
      created: t,
      type,
      livemode: false,
      data: { object },
    });
    return { body, signature: signStripe(body, CONTRACT_WHSEC, t) };
  };

  return {
    port,
    sessions,
    refunds,
    log,
    get delayMs() {
      return state.delayMs;
    },
    set delayMs(v: number) {
      state.delayMs = v;
    },
    pay(sessionId, outcome, t) {
      const s = sessions.get(sessionId);
      if (!s) throw new Error(`no session ${sessionId}`);
      const pi: Obj = {
        id: id('pi_test'),
        object: 'payment_intent',
        amount: s.amount_total,
        refunded: 0,
        metadata: s.payment_intent_metadata,
        status: outcome === 'approve' ? 'succeeded' : 'requires_payment_method',
      };
      intents.set(String(pi.id), pi);
      if (outcome === 'decline') return event('payment_intent.payment_failed', pi, t);
      Object.assign(s, { payment_status: 'paid', status: 'complete', payment_intent: pi.id });
      return event('checkout.session.completed', s, t);
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
