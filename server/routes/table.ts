// Table service (spec 2 navigation rule, spec 3 session store, spec 4 session transitions, spec 9
// session length): a table QR link (/shop/{shop}/home?tn=5) opens a table session here; the app then
// carries tn and ses on every navigation and sends the session id with its order.
//
// POST /api/table/session (signed, b64): { tabNo, sessionId? }
//   - without sessionId: checks the table and opens a new session (expiry = now + sessionExpire
//     minutes x 60000, default 3 hours); every scan of the QR code opens its own session;
//   - with sessionId (a reload, or a link carrying ses): answers the live session of that table.
//   answer result: { rtn:1, sessionId, tabNo, tabName, createdAt, expiresAt, remainingMs, sessionMinutes, created }
//   refusals (HTTP 200, success false, result { rtn, code, dispMsg }):
//     table.service-off (-830001), table.unknown (-830002), session.unknown (-830003),
//     session.expired (-830004), session.table (-830005).
//
// The order call (/api/shop/order/add/v2) is wrapped by withTableSession: an order carrying a
// sessionId must name a live session of the venue (and of the cart's table), else HTTP 422
// { result:{ code:'session.expired' | 'session.unknown' | 'session.table' } } and nothing is written.
import { scheduleJob } from '../housekeeping';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sessionLengthMs } from '../../src/domain/session';
import type { Db } from '../db/db';
import { keyScope, storedKey } from '../orders/idempotency';
import { type Answer, HttpAnswer, ok } from '../wire/answers';
import { type CallEnv, type Ctx, registerCall } from '../wire/define';
import type { Venue } from '../wire/venue';
import type { RefusalCode } from '../../src/domain/index';
import { VENUE_ENVELOPE } from '../wire/venueEnvelope';

const ID = VENUE_ENVELOPE;
const SESSION_ID = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' };

/** Spot type 2 is table service (spec 2). */
export const TABLE_SERVICE_SPOT = 2;

export const TABLE_REFUSALS = {
  'table.service-off': { rtn: -830001, dispMsg: 'This venue does not take orders at the table.' },
  'table.unknown': {
    rtn: -830002,
    dispMsg: 'There is no table {tabNo} at this venue. Please scan the table QR again or contact staff.',
  },
  'session.unknown': {
    rtn: -830003,
    dispMsg: 'This table session is not known. Please scan the table QR again or contact staff.',
  },
  'session.expired': {
    rtn: -830004,
    dispMsg: 'Your table session has expired. Please scan the table QR again or contact staff.',
  },
  'session.table': {
    rtn: -830005,
    dispMsg: 'This table session belongs to another table. Please scan the table QR again or contact staff.',
  },
  'session.closed': {
    rtn: -830006,
    dispMsg: 'Staff have closed this table session. Please scan the table QR again or contact staff.',
  },
} as const satisfies Partial<Record<RefusalCode, { rtn: number; dispMsg: string }>>;
export type TableRefusalCode = keyof typeof TABLE_REFUSALS;

const message = (code: TableRefusalCode, tabNo = '') => TABLE_REFUSALS[code].dispMsg.replace('{tabNo}', tabNo);

/** Business refusal of the session call: HTTP 200, success false, result { rtn, code, dispMsg }. */
export function tableRefusal(code: TableRefusalCode, tabNo = ''): Answer {
  const dispMsg = message(code, tabNo);
  return { success: false, dispMsg, result: { rtn: TABLE_REFUSALS[code].rtn, code, dispMsg } };
}

export interface TableSessionRow {
  session_id: string;
  shop_id: string;
  table_no: string;
  created_at: string | number;
  expires_at: string | number;
  closed_at?: string | number | null;
}

/** The venue's session length: settings.sessionExpire minutes x 60000, default 3 hours. */
export const venueSessionMs = (venue: Venue): number => sessionLengthMs(venue.settings.sessionExpire);

export const isTableService = (venue: Venue): boolean =>
  Number(venue.licence.spotType ?? venue.settings.spotType) === TABLE_SERVICE_SPOT;

function findTable(venue: Venue, tabNo: string): { tabNo: string; tabName: string } | null {
  const t = (venue.tables as { tabNo: unknown; tabName?: unknown }[]).find((x) => String(x.tabNo) === tabNo);
  return t ? { tabNo: String(t.tabNo), tabName: String(t.tabName ?? `Table ${tabNo}`) } : null;
}

/** Checks a session id against the venue (and a table when given) at `now`: the row, or the refusal code. */
export async function checkSession(
  db: Db,
  shopId: string,
  sessionId: string,
  now: number,
  tabNo?: string,
): Promise<{ row: TableSessionRow } | { code: TableRefusalCode }> {
  const row = (await db.query<TableSessionRow>('SELECT * FROM table_sessions WHERE session_id = $1', [sessionId]))[0];
  if (!row || row.shop_id !== shopId) return { code: 'session.unknown' };
  if (tabNo !== undefined && tabNo !== '' && row.table_no !== tabNo) return { code: 'session.table' };
  if (row.closed_at !== null && row.closed_at !== undefined) return { code: 'session.closed' };
  if (now >= Number(row.expires_at)) return { code: 'session.expired' };
  return { row };
}

const answerOf = (row: TableSessionRow, tabName: string, now: number, lengthMs: number, created: boolean) => ({
  rtn: 1,
  sessionId: row.session_id,
  tabNo: row.table_no,
  tabName,
  createdAt: Number(row.created_at),
  expiresAt: Number(row.expires_at),
  remainingMs: Math.max(0, Number(row.expires_at) - now),
  sessionMinutes: lengthMs / 60_000,
  created,
});

/** A table session nobody ordered in is kept this long after it expired, then purged. */
export const TABLE_SESSION_KEEP_MS = 24 * 60 * 60 * 1000;
/** How often the server purges them (also once when it starts). */
export const TABLE_SESSION_PURGE_EVERY_MS = 60 * 60 * 1000;

/**
 * Deletes table sessions that expired more than `keepMs` before `now` and hold no order (scans
 * that ordered nothing); a session with orders stays as their history. Returns how many went.
 */
export async function purgeTableSessions(db: Db, now: number, keepMs = TABLE_SESSION_KEEP_MS): Promise<number> {
  const rows = await db.query(
    'DELETE FROM table_sessions s WHERE s.expires_at < $1::bigint AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.session_id = s.session_id) RETURNING 1',
    [now - keepMs],
  );
  return rows.length;
}

export function registerTableRoutes(app: FastifyInstance, env: CallEnv): void {
  scheduleJob(app, env.db, 'tableSessionPurge', TABLE_SESSION_PURGE_EVERY_MS, (db) =>
    purgeTableSessions(db, env.now()),
  );
  registerCall(app, env, {
    method: 'POST',
    path: '/api/table/session',
    who: 'anyone',
    venue: 'required',
    signed: true,
    schema: {
      required: ['tabNo'],
      properties: {
        ...ID,
        tabNo: { type: ['string', 'integer'], minLength: 1, maxLength: 10, minimum: 0 },
        sessionId: SESSION_ID,
      },
    },
    handler: async (ctx) => {
      const venue = ctx.venue!;
      const tabNo = String(ctx.payload.tabNo).trim();
      if (!isTableService(venue)) return tableRefusal('table.service-off');
      const table = findTable(venue, tabNo);
      if (!table) return tableRefusal('table.unknown', tabNo);
      const lengthMs = venueSessionMs(venue);
      const wanted = ctx.payload.sessionId;
      if (wanted) {
        const c = await checkSession(ctx.db, venue.shopId, wanted, ctx.now, table.tabNo);
        if ('code' in c) return tableRefusal(c.code, tabNo);
        return ok(answerOf(c.row, table.tabName, ctx.now, lengthMs, false));
      }
      const row: TableSessionRow = {
        session_id: randomBytes(12).toString('hex'),
        shop_id: venue.shopId,
        table_no: table.tabNo,
        created_at: ctx.now,
        expires_at: ctx.now + lengthMs,
      };
      await ctx.db.query(
        'INSERT INTO table_sessions (session_id, shop_id, table_no, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)',
        [row.session_id, row.shop_id, row.table_no, row.created_at, row.expires_at],
      );
      return ok(answerOf(row, table.tabName, ctx.now, lengthMs, true));
    },
  });

  // The items already ordered in a live session (the cart's balancedList): every order of the session.
  registerCall(app, env, {
    method: 'POST',
    path: '/api/table/session/orders',
    who: 'anyone',
    venue: 'required',
    signed: true,
    schema: {
      required: ['tabNo', 'sessionId'],
      properties: {
        ...ID,
        tabNo: { type: ['string', 'integer'], minLength: 1, maxLength: 10, minimum: 0 },
        sessionId: SESSION_ID,
      },
    },
    handler: async (ctx) => {
      const venue = ctx.venue!;
      const tabNo = String(ctx.payload.tabNo).trim();
      if (!isTableService(venue)) return tableRefusal('table.service-off');
      const c = await checkSession(ctx.db, venue.shopId, ctx.payload.sessionId, ctx.now, tabNo);
      if ('code' in c) return tableRefusal(c.code, tabNo);
      const orders = await sessionOrders(ctx.db, c.row.session_id);
      return ok({
        rtn: 1,
        sessionId: c.row.session_id,
        tabNo: c.row.table_no,
        orders,
        itemList: orders.flatMap((o) => o.itemList),
      });
    },
  });

  // Staff: the venue's open sessions (not closed, not expired), by table.
  registerCall(app, env, {
    method: 'POST',
    path: '/api/table/sessions',
    who: 'anyone',
    venue: 'required',
    signed: true,
    schema: { properties: { ...ID } },
    handler: async (ctx) => {
      requireStaff(ctx);
      const venue = ctx.venue!;
      const rows = await ctx.db.query<TableSessionRow & { orders: number; total_cents: string | number }>(
        `SELECT s.session_id, s.shop_id, s.table_no, s.created_at, s.expires_at,
                count(o.transaction_id)::int AS orders, COALESCE(sum(o.total_cents), 0) AS total_cents
           FROM table_sessions s LEFT JOIN orders o ON o.session_id = s.session_id AND ${ORDERED}
          WHERE s.shop_id = $1 AND s.closed_at IS NULL AND s.expires_at > $2::bigint
          GROUP BY s.session_id ORDER BY s.created_at`,
        [venue.shopId, ctx.now],
      );
      const sessions = rows
        .map((r) => ({
          sessionId: r.session_id,
          tabNo: r.table_no,
          tabName: findTable(venue, r.table_no)?.tabName ?? `Table ${r.table_no}`,
          createdAt: Number(r.created_at),
          expiresAt: Number(r.expires_at),
          remainingMs: Math.max(0, Number(r.expires_at) - ctx.now),
          orderCount: Number(r.orders),
          totalCents: Number(r.total_cents),
        }))
        .sort((a, b) => a.tabNo.localeCompare(b.tabNo, 'en', { numeric: true }) || a.createdAt - b.createdAt);
      return ok({ rtn: 1, sessions }, { rtn: 1, count: sessions.length });
    },
  });

  // Staff: close a session early. Idempotent: closing a closed or expired session changes nothing.
  registerCall(app, env, {
    method: 'POST',
    path: '/api/table/session/close',
    who: 'anyone',
    venue: 'required',
    signed: true,
    schema: { required: ['sessionId'], properties: { ...ID, sessionId: SESSION_ID } },
    handler: async (ctx) => {
      const staff = requireStaff(ctx);
      const venue = ctx.venue!;
      const sessionId = ctx.payload.sessionId;
      const row = (
        await ctx.db.query<TableSessionRow>('SELECT * FROM table_sessions WHERE session_id = $1', [sessionId])
      )[0];
      if (!row || row.shop_id !== venue.shopId)
        throw new HttpAnswer(404, {
          success: false,
          dispMsg: 'There is no such table session at this venue.',
          result: { code: 'session.unknown' satisfies RefusalCode },
        });
      const moved = await ctx.db.query<{ closed_at: string }>(
        'UPDATE table_sessions SET closed_at = $2, closed_by = $3 WHERE session_id = $1 AND closed_at IS NULL AND expires_at > $2::bigint RETURNING closed_at',
        [sessionId, ctx.now, staff],
      );
      const now = (
        await ctx.db.query<TableSessionRow>('SELECT * FROM table_sessions WHERE session_id = $1', [sessionId])
      )[0];
      return ok({
        rtn: 1,
        sessionId,
        tabNo: now.table_no,
        closed: true,
        changed: moved.length > 0,
        closedAt: now.closed_at === null || now.closed_at === undefined ? null : Number(now.closed_at),
        expiresAt: Number(now.expires_at),
      });
    },
  });
}

// ---- Already ordered: the orders placed in a table session (cart.balancedList) ----

/** An order counts as ordered once it is paid, sent to the kitchen, or cash (sent at once; a failed send is still ordered). */
const ORDERED = "(o.paid OR o.sent OR o.payment = 'cash')";

interface SessionOrderRow {
  transaction_id: string;
  order_no: string;
  created_at: string | number;
  status: string;
  paid: boolean;
  payment: string;
  cart: { itemList?: Record<string, unknown>[] } | null;
}

const num = (v: unknown): number => (Number.isFinite(Number(v)) ? Math.round(Number(v)) : 0);
const str = (v: unknown): string => (typeof v === 'string' ? v : v === undefined || v === null ? '' : String(v));

/** A line of a stored calculated cart, reduced to what the customer sees (cents). */
export function orderedLine(l: Record<string, unknown>) {
  const list = (v: unknown) => (Array.isArray(v) ? (v as Record<string, unknown>[]) : []);
  return {
    pluId: str(l.pluId),
    pluName1: str(l.pluName1),
    pluName2: str(l.pluName2),
    quantity: num(l.quantity),
    price: num(l.price),
    amount: num(l.amount),
    attrs: list(l.attrs).map((a) => ({
      attrId: str(a.attrId),
      name: str(a.name),
      price: num(a.price),
      quantity: num(a.quantity) || 1,
      amount: num(a.amount),
    })),
    mealPlus: list(l.mealPlus).map((m) => ({
      pluId: str(m.pluId),
      pluName1: str(m.pluName1),
      pluName2: str(m.pluName2),
      price: num(m.price),
      quantity: num(m.quantity) || 1,
      amount: num(m.amount),
    })),
    ingredients: list(l.ingredients).map((g) => ({ ingredientId: str(g.ingredientId), name: str(g.name) })),
    notes: str(l.notes),
  };
}

/** The orders placed in a session (by anyone at the table), oldest first, with their lines. */
export async function sessionOrders(db: Db, sessionId: string) {
  const rows = await db.query<SessionOrderRow>(
    `SELECT o.transaction_id, o.order_no, o.created_at, o.status, o.paid, o.payment, o.cart FROM orders o WHERE o.session_id = $1 AND ${ORDERED} ORDER BY o.created_at, o.order_no`,
    [sessionId],
  );
  return rows.map((o) => ({
    transactionId: o.transaction_id,
    orderNo: o.order_no,
    createdAt: Number(o.created_at),
    status: o.status,
    paid: o.paid === true,
    itemList: (o.cart?.itemList ?? []).map(orderedLine),
  }));
}

// ---- Staff: the venue's open table sessions, closing one early ----

/** Staff of the venue only: no or an expired token 401, a customer's token 403 (clear messages, code staff.*). */
function requireStaff(ctx: Ctx): string {
  if (!ctx.token)
    throw new HttpAnswer(401, {
      success: false,
      dispMsg: 'Sign in with a staff account of this venue to manage table sessions.',
      result: { code: 'staff.login' satisfies RefusalCode },
    });
  if (!ctx.user)
    throw new HttpAnswer(401, {
      success: false,
      dispMsg: 'Login expired',
      result: { code: 'staff.login' satisfies RefusalCode },
    });
  const shop = ctx.venue!.shopId;
  if (!(ctx.user.admin === 1 && (ctx.user.adminShops.includes('*') || ctx.user.adminShops.includes(shop))))
    throw new HttpAnswer(403, {
      success: false,
      dispMsg: 'Only staff of this venue may manage table sessions.',
      result: { code: 'staff.only' satisfies RefusalCode },
    });
  return ctx.user.userId;
}

type Handler<P extends string> = (ctx: Ctx<P>) => Promise<Answer | void>;

/**
 * Wraps the order call: an order with a sessionId needs a live table session of the venue (and of
 * the cart's table; an eat-in cart without a table takes the session's). A refusal is HTTP 422 and
 * writes nothing. A retry of an order already placed (same idempotency key) is replayed unchecked.
 * The handler links the placed order to its session (orders.session_id) in the order's transaction.
 */
export function withTableSession<P extends string>(handler: Handler<P>, scope = 'order'): Handler<P> {
  return async (ctx) => {
    const payload: Record<string, unknown> = ctx.payload;
    const sessionId = typeof payload.sessionId === 'string' ? payload.sessionId : '';
    if (!sessionId) return handler(ctx);
    const venue = ctx.venue!;
    const key = String(ctx.payload.idempotencyKey ?? '');
    const stored = () => storedKey(ctx.db, venue.shopId, keyScope(ctx, scope), key);
    if (!(await stored())) {
      const cart = (ctx.payload.cart ?? {}) as { tableNo?: unknown; orderType?: unknown };
      const cartTable = cart.tableNo === undefined || cart.tableNo === null ? '' : String(cart.tableNo);
      const c = await checkSession(ctx.db, venue.shopId, sessionId, ctx.now, cartTable || undefined);
      if ('code' in c) {
        const dispMsg = message(c.code, cartTable);
        throw new HttpAnswer(422, { success: false, dispMsg, result: { code: c.code } });
      }
      if (!cartTable && cart.orderType === 'eatin') cart.tableNo = c.row.table_no;
    }
    return handler(ctx);
  };
}
