// A Stripe contract server on loopback (issue 35): the calls the server makes (Checkout Sessions
// create and retrieve, refunds), Stripe's form encoding, Bearer keys, idempotency keys (same key and
// body: the first answer again; same key, other body: an idempotency error), and signed webhook events.
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
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
  /** Stripe Terminal readers by id (registered in Stripe's dashboard; the tests add them). */
  readers: Map<string, Obj>;
  intents: Map<string, Obj>;
  /**
   * Where the hosted page (GET /c/pay/:session, for a browser: e2e) sends the signed event when the
   * customer pays or is declined on it; unset, the page answers 404 (server tests call `pay` instead).
   */
  webhookUrl: string;
  /** The customer pays on the hosted page: the event Stripe would send, signed. */
  pay(sessionId: string, outcome: 'approve' | 'decline', t: number): { body: string; signature: string };
  /** The customer left the page: after its expiry Stripe sends `checkout.session.expired`. */
  expire(sessionId: string, t: number): { body: string; signature: string };
  /**
   * A method that settles later (Alipay, WeChat Pay): `checkout.session.completed` with payment_status
   * "unpaid" now, then `checkout.session.async_payment_succeeded` or `_failed`.
   */
  settleLater(
    sessionId: string,
    outcome: 'succeeded' | 'failed',
    t: number,
  ): [{ body: string; signature: string }, { body: string; signature: string }];
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
  const readers = new Map<string, Obj>();
  const seen = new Map<string, { body: string; status: number; answer: Obj }>();
  const log: StripeContract['log'] = [];
  const state = { delayMs: 0, webhookUrl: '' };
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
    return (
      terminal(method, path, form) ??
      error(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`)
    );
  };

  /** Stripe Terminal, server-driven: card_present PaymentIntents, the reader's action, and the test helper. */
  const terminal = (method: string, path: string, form: Obj): { status: number; answer: Obj } | null => {
    let m: RegExpExecArray | null;
    if (method === 'POST' && path === '/v1/payment_intents') {
      const amount = Number(form.amount);
      const types = Object.values(((form.allowed_payment_method_types ?? form.payment_method_types) as Obj) ?? {});
      if (!Number.isInteger(amount) || amount < 50 || !/^[a-z]{3}$/.test(String(form.currency)))
        return error(400, 'invalid_request_error', 'amount or currency is invalid.', 'parameter_invalid');
      const pi: Obj = {
        id: id('pi_test'),
        object: 'payment_intent',
        amount,
        currency: form.currency,
        payment_method_types: types,
        capture_method: form.capture_method ?? 'automatic',
        metadata: form.metadata ?? {},
        refunded: 0,
        status: 'requires_payment_method',
        last_payment_error: null,
      };
      intents.set(String(pi.id), pi);
      return { status: 200, answer: pi };
    }
    if (method === 'GET' && (m = /^\/v1\/payment_intents\/(\w+)$/.exec(path))) {
      const pi = intents.get(m[1]);
      return pi
        ? { status: 200, answer: pi }
        : error(404, 'invalid_request_error', 'No such payment_intent', 'resource_missing');
    }
    if ((m = /^\/v1\/terminal\/readers\/(\w+)(?:\/(process_payment_intent|cancel_action))?$/.exec(path))) {
      const r = readers.get(m[1]);
      if (!r) return error(404, 'invalid_request_error', `No such terminal.reader: '${m[1]}'`, 'resource_missing');
      if (method === 'GET' && !m[2]) return { status: 200, answer: r };
      if (method === 'POST' && m[2] === 'process_payment_intent') {
        const pi = intents.get(String(form.payment_intent));
        if (!pi) return error(404, 'invalid_request_error', 'No such payment_intent', 'resource_missing');
        if (!(pi.payment_method_types as string[]).includes('card_present'))
          return error(400, 'invalid_request_error', 'The PaymentIntent is not card_present.', 'parameter_invalid');
        if ((r.action as Obj | null)?.status === 'in_progress')
          return error(409, 'invalid_request_error', 'Reader is currently busy.', 'terminal_reader_busy');
        r.action = {
          type: 'process_payment_intent',
          status: 'in_progress',
          failure_code: null,
          failure_message: null,
          process_payment_intent: { payment_intent: pi.id },
        };
        return { status: 200, answer: r };
      }
      if (method === 'POST' && m[2] === 'cancel_action') {
        const a = r.action as Obj | null;
        if (a?.status !== 'in_progress')
          return error(400, 'invalid_request_error', 'Reader has no action in progress.');
        Object.assign(a, { status: 'failed', failure_code: 'canceled', failure_message: 'The action was canceled.' });
        return { status: 200, answer: r };
      }
    }
    if (
      method === 'POST' &&
      (m = /^\/v1\/test_helpers\/terminal\/readers\/(\w+)\/present_payment_method$/.exec(path))
    ) {
      const r = readers.get(m[1]);
      const a = r?.action as Obj | undefined;
      if (!r || a?.status !== 'in_progress')
        return error(400, 'invalid_request_error', 'Reader has no action in progress.');
      const pi = intents.get(String((a.process_payment_intent as Obj).payment_intent))!;
      const number = String(((form.card_present as Obj) ?? {}).number ?? '4242424242424242');
      if (number === '4000000000000002') {
        Object.assign(a, {
          status: 'failed',
          failure_code: 'card_declined',
          failure_message: 'Your card was declined.',
        });
        pi.last_payment_error = { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' };
      } else {
        a.status = 'succeeded';
        Object.assign(pi, { status: 'succeeded', latest_charge: id('ch_test'), last_payment_error: null });
      }
      return { status: 200, answer: r };
    }
    return null;
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
      const page = /^\/c\/pay\/(cs_test_\w+)$/.exec(path);
      if (page && state.webhookUrl) return hostedPage(req.method ?? '', page[1], body, res);
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

  /**
   * Stripe's hosted Checkout page, for a browser: the amount and method, "Pay" (the event Stripe sends
   * is delivered to the venue's webhook, then back to success_url), "Pay with a declined card" (the
   * failure event, the page says so) and "Back" (cancel_url, nothing taken).
   */
  async function hostedPage(method: string, sid: string, body: string, res: ServerResponse) {
    const s = sessions.get(sid);
    const send = (status: number, html: string, location?: string) => {
      res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', ...(location ? { location } : {}) });
      res.end(html);
    };
    if (!s) return send(404, '<!doctype html><title>Not found</title><h1>This payment link is not valid</h1>');
    const methods = (s.allowed_payment_method_types as string[]).join(', ');
    const amount = `${(Number(s.amount_total) / 100).toFixed(2)} ${String(s.currency).toUpperCase()}`;
    let note = '';
    if (method === 'POST') {
      const decision = new URLSearchParams(body).get('decision');
      if (decision === 'back') return send(303, '', String(s.cancel_url));
      const ev = contract.pay(sid, decision === 'decline' ? 'decline' : 'approve', Math.floor(Date.now() / 1000));
      await fetch(state.webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': ev.signature },
        body: ev.body,
      });
      if (decision !== 'decline') return send(303, '', String(s.success_url));
      note = '<p role="alert">Your card was declined.</p>';
    }
    send(
      200,
      `<!doctype html><html lang="en"><title>Stripe Checkout (contract)</title><main><h1>Pay ${amount}</h1>
       <p>Payment method: <span data-testid="method">${methods}</span></p>${note}
       <form method="post"><button name="decision" value="approve">Pay</button>
       <button name="decision" value="decline">Pay with a declined card</button>
       <button name="decision" value="back">Back</button></form></main></html>`,
    );
  }

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

  /** The PaymentIntent behind a session's payment. */
  const intentOf = (s: Obj, status: string): Obj => {
    const pi: Obj = {
      id: id('pi_test'),
      object: 'payment_intent',
      amount: s.amount_total,
      refunded: 0,
      metadata: s.payment_intent_metadata,
      status,
    };
    intents.set(String(pi.id), pi);
    return pi;
  };

  const contract: StripeContract = {
    port,
    sessions,
    refunds,
    readers,
    intents,
    log,
    get delayMs() {
      return state.delayMs;
    },
    set delayMs(v: number) {
      state.delayMs = v;
    },
    get webhookUrl() {
      return state.webhookUrl;
    },
    set webhookUrl(v: string) {
      state.webhookUrl = v;
    },
    pay(sessionId, outcome, t) {
      const s = sessions.get(sessionId);
      if (!s) throw new Error(`no session ${sessionId}`);
      const pi = intentOf(s, outcome === 'approve' ? 'succeeded' : 'requires_payment_method');
      if (outcome === 'decline') return event('payment_intent.payment_failed', pi, t);
      Object.assign(s, { payment_status: 'paid', status: 'complete', payment_intent: pi.id });
      return event('checkout.session.completed', s, t);
    },
    expire(sessionId, t) {
      const s = sessions.get(sessionId);
      if (!s) throw new Error(`no session ${sessionId}`);
      Object.assign(s, { status: 'expired', url: null });
      return event('checkout.session.expired', s, t);
    },
    settleLater(sessionId, outcome, t) {
      const s = sessions.get(sessionId);
      if (!s) throw new Error(`no session ${sessionId}`);
      const pi = intentOf(s, 'processing');
      Object.assign(s, { payment_status: 'unpaid', status: 'complete', payment_intent: pi.id });
      const completed = event('checkout.session.completed', { ...s }, t);
      pi.status = outcome === 'succeeded' ? 'succeeded' : 'requires_payment_method';
      if (outcome === 'succeeded') s.payment_status = 'paid';
      return [completed, event(`checkout.session.async_payment_${outcome}`, { ...s }, t)];
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
  return contract;
}
