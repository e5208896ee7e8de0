// A PayPal contract server on loopback (issue 35): the REST calls the server makes, as PayPal documents
// them: POST /v1/oauth2/token (Basic client id:secret, client_credentials; expires_in), POST
// /v2/checkout/orders (intent CAPTURE, PayPal-Request-Id: the same id answers the same order), POST
// /v2/checkout/orders/:id/capture (422 INSTRUMENT_DECLINED for a declined buyer, ORDER_NOT_APPROVED
// before approval), GET /v2/checkout/orders/:id, GET /v2/payments/captures/:id, POST
// /v2/payments/captures/:id/refund (full or an amount; more than is left is 422), and POST
// /v1/notifications/verify-webhook-signature (SUCCESS only for a transmission this server signed for
// the configured webhook id and the very event it sent).
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const PP_CLIENT = 'contract-client-id-0001';
export const PP_SECRET = 'contract-client-secret-0001';
export const PP_WEBHOOK = 'WH0CONTRACT0001';

type Obj = Record<string, any>;
const id = (n = 17) => randomBytes(n).toString('hex').slice(0, n).toUpperCase();

export interface PaypalContract {
  base: string;
  orders: Map<string, Obj>;
  captures: Map<string, Obj>;
  /** Every request: method, path, PayPal-Request-Id, the bearer token used. */
  log: { method: string; path: string; requestId?: string; token?: string }[];
  /** Tokens issued so far. */
  tokensIssued: number;
  /**
   * PayPal slow to answer: requests whose path starts with `path` are carried out, but answered `ms`
   * late (a caller that gave up must not make PayPal do it twice: PayPal-Request-Id).
   */
  slow: { path: string; ms: number } | null;
  /** Refunds made, in order (PayPal's refund id, the capture, cents). */
  refunds: { id: string; captureId: string; cents: number }[];
  /** Every token issued so far expires now (PayPal then answers 401 AUTHENTICATION_FAILURE). */
  expireTokens(): void;
  /** The buyer approves (or cancels) on PayPal's page; `decline`: the capture will be declined. */
  approve(orderId: string, decline?: boolean): void;
  /** The notification PayPal would send for a capture, with its transmission headers. */
  notify(eventType: string, resource: Obj): { body: string; headers: Record<string, string> };
  close(): Promise<void>;
}

const read = (req: IncomingMessage) =>
  new Promise<string>((res) => {
    let b = '';
    req.on('data', (c) => (b += c));
    req.on('end', () => res(b));
  });

export async function startPaypalContract(expiresIn = 32400): Promise<PaypalContract> {
  const orders = new Map<string, Obj>();
  const captures = new Map<string, Obj>();
  const byRequestId = new Map<string, { status: number; answer: Obj }>();
  const tokens = new Set<string>();
  const sent = new Map<string, string>(); // transmission id → signature
  const log: PaypalContract['log'] = [];
  const refunds: PaypalContract['refunds'] = [];
  const state: { tokensIssued: number; slow: PaypalContract['slow'] } = { tokensIssued: 0, slow: null };
  let base = '';
  const err = (status: number, name: string, issue?: string) => ({
    status,
    answer: { name, message: name, debug_id: id(12), ...(issue ? { details: [{ issue }] } : {}) },
  });

  function route(method: string, path: string, headers: IncomingMessage['headers'], raw: string) {
    if (method === 'POST' && path === '/v1/oauth2/token') {
      const basic = `Basic ${Buffer.from(`${PP_CLIENT}:${PP_SECRET}`).toString('base64')}`;
      if (headers.authorization !== basic || raw !== 'grant_type=client_credentials') return err(401, 'invalid_client');
      const t = `A21AA${id(24)}`;
      tokens.add(t);
      state.tokensIssued++;
      return { status: 200, answer: { access_token: t, token_type: 'Bearer', expires_in: expiresIn, app_id: 'APP-1' } };
    }
    const bearer = String(headers.authorization ?? '').replace(/^Bearer /, '');
    if (!tokens.has(bearer)) return err(401, 'AUTHENTICATION_FAILURE');
    const body = raw ? (JSON.parse(raw) as Obj) : {};
    let m: RegExpExecArray | null;
    if (method === 'POST' && path === '/v2/checkout/orders') {
      const unit = body.purchase_units?.[0];
      const ctx = body.payment_source?.paypal?.experience_context;
      if (body.intent !== 'CAPTURE' || !unit?.amount?.currency_code || !/^\d+\.\d{2}$/.test(unit.amount.value ?? ''))
        return err(400, 'INVALID_REQUEST');
      if (!ctx?.return_url || !ctx?.cancel_url) return err(422, 'UNPROCESSABLE_ENTITY', 'MISSING_RETURN_URL');
      const oid = id();
      const order = {
        id: oid,
        intent: 'CAPTURE',
        status: 'PAYER_ACTION_REQUIRED',
        purchase_units: [{ ...unit }],
        experience: ctx,
        links: [
          { href: `${base}/v2/checkout/orders/${oid}`, rel: 'self', method: 'GET' },
          { href: `${base}/checkoutnow?token=${oid}`, rel: 'payer-action', method: 'GET' },
        ],
      };
      orders.set(oid, order);
      return { status: 200, answer: order };
    }
    if (method === 'GET' && (m = /^\/v2\/checkout\/orders\/(\w+)$/.exec(path))) {
      const o = orders.get(m[1]);
      return o ? { status: 200, answer: o } : err(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
    }
    if (method === 'POST' && (m = /^\/v2\/checkout\/orders\/(\w+)\/capture$/.exec(path))) {
      const o = orders.get(m[1]);
      if (!o) return err(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
      if (o.status === 'COMPLETED') return err(422, 'UNPROCESSABLE_ENTITY', 'ORDER_ALREADY_CAPTURED');
      if (o.status !== 'APPROVED') return err(422, 'UNPROCESSABLE_ENTITY', 'ORDER_NOT_APPROVED');
      if (o.decline) return err(422, 'UNPROCESSABLE_ENTITY', 'INSTRUMENT_DECLINED');
      const unit = o.purchase_units[0];
      const cap = {
        id: id(),
        status: 'COMPLETED',
        amount: unit.amount,
        custom_id: unit.custom_id,
        refunded: 0,
        supplementary_data: { related_ids: { order_id: o.id } },
      };
      captures.set(cap.id, cap);
      o.status = 'COMPLETED';
      unit.payments = { captures: [cap] };
      return { status: 201, answer: o };
    }
    if (method === 'GET' && (m = /^\/v2\/payments\/captures\/(\w+)$/.exec(path))) {
      const c = captures.get(m[1]);
      return c ? { status: 200, answer: c } : err(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
    }
    if (method === 'POST' && (m = /^\/v2\/payments\/captures\/(\w+)\/refund$/.exec(path))) {
      const c = captures.get(m[1]);
      if (!c) return err(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
      const total = Math.round(Number(c.amount.value) * 100);
      if (body.amount && body.amount.currency_code !== c.amount.currency_code)
        return err(422, 'UNPROCESSABLE_ENTITY', 'CURRENCY_MISMATCH');
      const cents = body.amount ? Math.round(Number(body.amount.value) * 100) : total - c.refunded;
      if (cents <= 0 || c.refunded + cents > total) return err(422, 'UNPROCESSABLE_ENTITY', 'REFUND_AMOUNT_EXCEEDED');
      c.refunded += cents;
      c.status = c.refunded === total ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
      const rid = id();
      refunds.push({ id: rid, captureId: c.id, cents });
      return {
        status: 201,
        answer: {
          id: rid,
          status: 'COMPLETED',
          amount: { value: (cents / 100).toFixed(2), currency_code: c.amount.currency_code },
        },
      };
    }
    if (method === 'POST' && path === '/v1/notifications/verify-webhook-signature') {
      for (const f of ['auth_algo', 'cert_url', 'transmission_id', 'transmission_sig', 'transmission_time'])
        if (typeof body[f] !== 'string') return err(400, 'VALIDATION_ERROR');
      const ok =
        body.webhook_id === PP_WEBHOOK &&
        sent.get(body.transmission_id) === `${body.transmission_sig}|${JSON.stringify(body.webhook_event)}`;
      return { status: 200, answer: { verification_status: ok ? 'SUCCESS' : 'FAILURE' } };
    }
    return err(404, 'NOT_FOUND');
  }

  /**
   * PayPal's approval page, for a browser (e2e): the buyer approves (back to the order's return_url
   * with token and PayerID, as PayPal sends them) or cancels (cancel_url with the token).
   */
  const approvalPage = (method: string, oid: string, raw: string, res: ServerResponse) => {
    const o = orders.get(oid);
    if (!o) {
      res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
      return res.end('<!doctype html><title>Not found</title><h1>This PayPal order does not exist</h1>');
    }
    const ctx = o.experience as { return_url: string; cancel_url: string };
    const back = (to: string) => {
      const u = new URL(to);
      u.searchParams.set('token', oid);
      return u.toString();
    };
    if (method === 'POST') {
      const decision = new URLSearchParams(raw).get('decision');
      if (decision === 'cancel') {
        res.writeHead(303, { location: back(ctx.cancel_url) });
        return res.end();
      }
      o.status = 'APPROVED';
      const to = new URL(back(ctx.return_url));
      to.searchParams.set('PayerID', 'CONTRACTPAYER1');
      res.writeHead(303, { location: to.toString() });
      return res.end();
    }
    const a = o.purchase_units[0].amount as { value: string; currency_code: string };
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      `<!doctype html><html lang="en"><title>PayPal (contract)</title><main><h1>Pay ${a.value} ${a.currency_code} with PayPal</h1>
       <form method="post"><button name="decision" value="approve">Approve and pay</button>
       <button name="decision" value="cancel">Cancel and return</button></form></main></html>`,
    );
  };

  const server: Server = createServer(async (req, res) => {
    const raw = await read(req);
    const url = new URL(req.url ?? '/', 'http://x');
    const token = url.searchParams.get('token');
    if (url.pathname === '/checkoutnow' && token) return approvalPage(req.method ?? '', token, raw, res);
    const requestId = req.headers['paypal-request-id'] as string | undefined;
    log.push({
      method: req.method ?? '',
      path: url.pathname,
      requestId,
      token: String(req.headers.authorization ?? '').replace(/^Bearer /, ''),
    });
    const key = requestId && `${url.pathname} ${requestId}`;
    let out = key ? byRequestId.get(key) : undefined;
    if (!out) {
      try {
        out = route(req.method ?? '', url.pathname, req.headers, raw);
      } catch {
        out = err(400, 'MALFORMED_REQUEST_JSON');
      }
      if (key && out.status < 300) byRequestId.set(key, out);
    }
    if (state.slow && url.pathname.startsWith(state.slow.path)) await new Promise((r) => setTimeout(r, state.slow!.ms));
    res.writeHead(out.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(out.answer));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    base,
    orders,
    captures,
    log,
    refunds,
    expireTokens: () => tokens.clear(),
    get tokensIssued() {
      return state.tokensIssued;
    },
    get slow() {
      return state.slow;
    },
    set slow(v) {
      state.slow = v;
    },
    approve(orderId, decline = false) {
      const o = orders.get(orderId)!;
      o.status = 'APPROVED';
      o.decline = decline;
    },
    notify(eventType, resource) {
      const event = { id: `WH-${id()}`, event_type: eventType, resource_type: 'capture', resource };
      const body = JSON.stringify(event);
      const tid = randomBytes(8).toString('hex');
      const sig = randomBytes(16).toString('base64');
      sent.set(tid, `${sig}|${JSON.stringify(JSON.parse(body))}`);
      return {
        body,
        headers: {
          'content-type': 'application/json',
          'paypal-auth-algo': 'SHA256withRSA',
          'paypal-cert-url': `${base}/v1/notifications/certs/CERT-1`,
          'paypal-transmission-id': tid,
          'paypal-transmission-sig': sig,
          'paypal-transmission-time': new Date().toISOString(),
        },
      };
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
