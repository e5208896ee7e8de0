// SMS contract servers on loopback (issue 35): a generic HTTP gateway (records what it was sent,
// checks its key, can fail the next N requests with 503) and Twilio's Messages.json (basic auth,
// form body, 201 with the message resource, Twilio's error shape {code, message, more_info, status}).
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface Contract {
  url: string;
  received: Received[];
  /** The next n requests answer 503 (a busy provider). */
  failNext: number;
  close(): Promise<void>;
}

const read = (req: IncomingMessage) =>
  new Promise<string>((res) => {
    let b = '';
    req.on('data', (c) => (b += c));
    req.on('end', () => res(b));
  });

async function serve(handle: (r: Received, res: ServerResponse, c: Contract) => void): Promise<Contract> {
  const c: Contract = { url: '', received: [], failNext: 0, close: async () => undefined };
  const server = createServer((req, res) => {
    void read(req).then((body) => {
      const r = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, body };
      c.received.push(r);
      if (c.failNext > 0) {
        c.failNext--;
        res.writeHead(503, { 'content-type': 'application/json' });
        return res.end(JSON.stringify({ error: 'busy' }));
      }
      handle(r, res, c);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  c.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  c.close = () => new Promise<void>((r) => server.close(() => r()));
  return c;
}

export const GATEWAY_KEY = 'gw-key-0123456789';

/** A generic gateway: POST /send with Authorization: Bearer GATEWAY_KEY, answers {id}. */
export const startHttpGateway = () =>
  serve((r, res) => {
    const json = (status: number, v: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(v));
    };
    if (r.headers.authorization !== `Bearer ${GATEWAY_KEY}`) return json(401, { error: 'bad key' });
    if (r.method !== 'POST' || !r.path.startsWith('/send')) return json(404, { error: 'no such route' });
    json(200, { id: `msg_${randomBytes(6).toString('hex')}` });
  });

export const TWILIO_SID = 'AC00000000000000000000000000000001';
export const TWILIO_TOKEN = 'twilio-token-0123456789abcdef';

/** Twilio's Messages.json for TWILIO_SID, as documented (the parts the server uses). */
export const startTwilio = () =>
  serve((r, res) => {
    const json = (status: number, v: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(v));
    };
    const fail = (status: number, code: number, message: string) =>
      json(status, { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status });
    const m = /^\/2010-04-01\/Accounts\/(AC\w+)\/Messages\.json$/.exec(r.path);
    if (!m || r.method !== 'POST') return fail(404, 20404, 'The requested resource was not found');
    const auth = Buffer.from(String(r.headers.authorization ?? '').replace(/^Basic /, ''), 'base64').toString();
    if (m[1] !== TWILIO_SID || auth !== `${TWILIO_SID}:${TWILIO_TOKEN}`) return fail(401, 20003, 'Authenticate');
    if (!/x-www-form-urlencoded/.test(String(r.headers['content-type'])))
      return fail(400, 20001, 'Invalid content type');
    const f = new URLSearchParams(r.body);
    const to = f.get('To') ?? '';
    if (!/^\+[1-9]\d{6,14}$/.test(to)) return fail(400, 21211, `The 'To' number ${to} is not a valid phone number.`);
    if (!f.get('From') && !f.get('MessagingServiceSid'))
      return fail(400, 21603, "A 'From' or 'MessagingServiceSid' parameter is required to send a message");
    if (!f.get('Body')) return fail(400, 21602, 'Message body is required.');
    json(201, {
      sid: `SM${randomBytes(16).toString('hex')}`,
      account_sid: TWILIO_SID,
      to,
      from: f.get('From'),
      body: f.get('Body'),
      status: 'queued',
      num_segments: '1',
      direction: 'outbound-api',
      api_version: '2010-04-01',
    });
  });
