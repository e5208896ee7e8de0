// Table service calls (entries of the call table, src/api/calls.ts; served by server/routes/table.ts):
// POST /api/table/session opens a table session, or answers a live one.
import { ApiError } from '../../api/errors';
import type { ClientFailure, RefusalCode } from '../../domain';
import { tableSession, tableSessionClose, tableSessionOrders, tableSessions } from '../../api/calls/order';
import type { ApiTableSessionsResult, TableOrderedLine } from '../../generated/calls';

export type TableCode =
  Extract<RefusalCode, `table.${string}` | `session.${string}`> | Extract<ClientFailure, 'network' | 'error'>;

export type TableAnswer =
  | { ok: true; sessionId: string; tabNo: string; tabName: string; remainingMs: number; created: boolean }
  | { ok: false; code: TableCode; message: string };

const KNOWN: TableCode[] = [
  'table.service-off',
  'table.unknown',
  'session.unknown',
  'session.expired',
  'session.table',
  'session.closed',
];

/** Asks the venue for a table session: a new one (no sessionId) or the live one named. Never throws. */
export async function openTableSession(tabNo: string, sessionId?: string): Promise<TableAnswer> {
  try {
    const a = await tableSession({ tabNo, ...(sessionId ? { sessionId } : {}) });
    const r = a.result;
    if (a.success && r?.sessionId) {
      return {
        ok: true,
        sessionId: r.sessionId,
        tabNo: r.tabNo ?? String(tabNo),
        tabName: r.tabName ?? '',
        remainingMs: Math.max(0, r.remainingMs ?? 0),
        created: r.created === true,
      };
    }
    return refused(a);
  } catch (e) {
    return failed(e);
  }
}

/** A refusal answer of the table calls: its known code (else 'error') and the server's words. */
function refused(a: { dispMsg?: unknown; result?: unknown }): {
  ok: false;
  code: TableCode | 'error';
  message: string;
} {
  const r: { code?: unknown; dispMsg?: unknown } = a.result && typeof a.result === 'object' ? a.result : {};
  const code = KNOWN.includes(r.code as TableCode) ? (r.code as TableCode) : 'error';
  return { ok: false, code, message: String(a.dispMsg ?? r.dispMsg ?? '') };
}

/** A call that threw: no answer at all ('network') or any other error. */
function failed(e: unknown): { ok: false; code: 'network' | 'error'; message: string } {
  if (e instanceof ApiError && e.network) return { ok: false, code: 'network', message: '' };
  return { ok: false, code: 'error', message: e instanceof ApiError ? e.serverMessage : '' };
}

// ---- POST /api/table/session/orders: what the table already ordered in this session ----

export interface OrderedLine {
  pluId: string;
  pluName1: string;
  pluName2: string;
  quantity: number;
  /** cents */
  price: number;
  /** cents: the line as it was charged (options included) */
  amount: number;
  attrs: { attrId: string; name: string; price: number; quantity: number; amount: number }[];
  mealPlus: { pluId: string; pluName1: string; pluName2: string; price: number; quantity: number; amount: number }[];
  ingredients: { ingredientId: string; name: string }[];
  notes: string;
}

export type OrderedAnswer =
  | { ok: true; orders: { transactionId: string; orderNo: string; createdAt: number }[]; itemList: OrderedLine[] }
  | { ok: false; code: TableCode; message: string };

/** A line of the answer as the cart reads it: the server's line, counted at least once. */
export function readOrderedLine(l: TableOrderedLine): OrderedLine {
  return { ...l, quantity: Math.max(1, l.quantity) };
}

/** The items of every order placed in the live session (by anyone at the table). Never throws. */
export async function loadSessionOrders(tabNo: string, sessionId: string): Promise<OrderedAnswer> {
  try {
    const a = await tableSessionOrders({ tabNo, sessionId });
    const r = a.result;
    if (a.success && Array.isArray(r?.itemList)) {
      return {
        ok: true,
        orders: r.orders.map((o) => ({ transactionId: o.transactionId, orderNo: o.orderNo, createdAt: o.createdAt })),
        itemList: r.itemList.map(readOrderedLine),
      };
    }
    return refused(a);
  } catch (e) {
    return failed(e);
  }
}

// ---- Staff: POST /api/table/sessions, POST /api/table/session/close ----

/** An open table-service session as staff list it (totalCents in cents). */
export type OpenSession = ApiTableSessionsResult['sessions'][number];

/** Why a staff call failed: not signed in (401), not staff of this venue (403), unreachable, other. */
export type StaffFailure = 'login' | 'forbidden' | 'network' | 'unknown' | 'error';

/** The reason a staff call failed, read from the call error (ApiError's code). */
export function staffFailure(e: unknown): StaffFailure {
  if (!(e instanceof ApiError)) return 'error';
  if (e.network) return 'network';
  if (e.status === 401 || e.code === 'not-logged') return 'login';
  if (e.status === 403 || e.code === 'forbidden') return 'forbidden';
  if (e.status === 404 || e.code === 'notFound') return 'unknown';
  return 'error';
}

/** The server's own words of a failed staff call, if it said any. */
export const staffServerMessage = (e: unknown): string => (e instanceof ApiError ? e.serverMessage : '');

/** The venue's open table sessions (staff only). Throws ApiError (read it with staffFailure). */
export async function listOpenSessions(): Promise<OpenSession[]> {
  const a = await tableSessions({});
  const r = a.result;
  if (!a.success || !Array.isArray(r?.sessions)) throw new ApiError(200, 'http', String(a.dispMsg ?? ''), a);
  return r.sessions.map((x) => ({ ...x, remainingMs: Math.max(0, x.remainingMs) }));
}

/** Closes a table session early (staff only; closing twice is harmless). Throws ApiError (read it with staffFailure). */
export async function closeSession(sessionId: string): Promise<{ changed: boolean }> {
  const a = await tableSessionClose({ sessionId });
  const r = a.result;
  if (!a.success || r?.closed !== true) throw new ApiError(200, 'http', String(a.dispMsg ?? ''), a);
  return { changed: r.changed === true };
}
