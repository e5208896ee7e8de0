// Pushed updates as Server-Sent Events (issue 28):
//   GET /api/events?shop=<shop id>[&orders=<txn>,<txn>][&session=<id>][&config=1][&staff=<ticket>]
// One stream per screen; each event is `event: change` with data {kind, id} and nothing else (the
// screen reads again through its usual call). Who may follow what is what the polling calls allow:
// orders and a table session by their unguessable ids (as orderTracking and table/session), the
// configuration by anyone (as spot.config), the staff list with a ticket from POST /pro/kiosk/staffEvents
// (staff of the venue). `event: ready` says the stream is live; a comment every 20 s keeps proxies from
// closing it. When the process stops, its streams end at once and the browser reconnects elsewhere.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { checkStaffTicket } from '../events/tickets';
import { EventHub } from '../events/hub';
import type { VenueEvent } from '../events/kinds';
import type { CallEnv } from '../wire/define';

export const EVENTS_PATH = '/api/events';
export const HEARTBEAT_MS = 20_000;
/** Streams one process keeps open at most (each is a socket and a little memory); more answer 503. */
export const MAX_STREAMS = 5000;
const MAX_ORDERS = 50;
const SHOP = /^[A-Za-z0-9_-]{1,100}$/;
const TXN = /^[A-Za-z0-9_-]{1,64}$/;
const SESSION = /^[A-Za-z0-9_-]{1,64}$/;

function refuse(reply: FastifyReply, status: number, dispMsg: string) {
  return reply.code(status).send({ success: false, dispMsg });
}

export function registerEventRoutes(app: FastifyInstance, env: CallEnv, hub: EventHub): void {
  const open = new Set<() => void>();
  // Streams never turn idle: end them before the server waits for its connections (shutdown.ts).
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
  });
  app.addHook('onClose', async () => hub.stop());

  app.get(EVENTS_PATH, async (req, reply) => {
    const q = req.query as Record<string, unknown>;
    const text = (v: unknown) => (typeof v === 'string' ? v : '');
    const shop = text(q.shop);
    if (!SHOP.test(shop)) return refuse(reply, 400, 'Name the venue with shop.');
    const orders = text(q.orders) ? text(q.orders).split(',') : [];
    if (orders.length > MAX_ORDERS || !orders.every((o) => TXN.test(o)))
      return refuse(reply, 400, `Follow at most ${MAX_ORDERS} orders, by their transaction ids.`);
    const session = text(q.session);
    if (session && !SESSION.test(session)) return refuse(reply, 400, 'The table session id is not valid.');
    const config = text(q.config) === '1';
    const ticket = text(q.staff);
    if (!orders.length && !session && !config && !ticket)
      return refuse(reply, 400, 'Name what to follow: orders, session, config or staff.');
    const now = env.now();
    if (ticket && !checkStaffTicket(ticket, shop, now))
      return refuse(reply, 403, 'Only staff of this venue may follow its staff list; sign in again.');
    const venue = await env.venues.by('shop_id', shop);
    if (!venue) return refuse(reply, 404, 'Unknown venue.');
    if (open.size >= MAX_STREAMS) return reply.code(503).header('retry-after', '5').send({ success: false });
    // PGlite or Postgres without LISTEN: no stream; the client keeps polling at its usual pace.
    if (!(await hub.start())) return refuse(reply, 503, 'Live updates are not available; the screen keeps checking.');

    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      // nginx: pass each event on at once instead of buffering the answer.
      'x-accel-buffering': 'no',
    });
    const write = (chunk: string) => {
      if (!res.writableEnded) res.write(chunk);
    };
    write(`retry: 3000\nevent: ready\ndata: {}\n\n`);
    const unsubscribe = hub.subscribe({
      shopId: shop,
      staff: Boolean(ticket),
      config,
      orders: new Set(orders),
      session: session || null,
      send: (e: VenueEvent) => write(`event: change\ndata: ${JSON.stringify({ kind: e.kind, id: e.id })}\n\n`),
    });
    const beat = setInterval(() => write(': ping\n\n'), HEARTBEAT_MS);
    const end = () => {
      if (!open.delete(end)) return;
      clearInterval(beat);
      unsubscribe();
      if (!res.writableEnded) res.end();
    };
    open.add(end);
    req.raw.on('close', end);
    res.on('error', end);
  });
}
