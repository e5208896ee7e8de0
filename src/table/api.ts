// POST /api/table/session (server/routes/table.ts): opens a table session, or answers a live one.
import { ApiError } from '../api/errors';
import { signedPost } from '../api/transport';

export type TableCode = 'table.service-off' | 'table.unknown' | 'session.unknown' | 'session.expired' | 'session.table' | 'network' | 'error';

export type TableAnswer =
  | { ok: true; sessionId: string; tabNo: string; tabName: string; remainingMs: number; created: boolean }
  | { ok: false; code: TableCode; message: string };

const KNOWN: TableCode[] = ['table.service-off', 'table.unknown', 'session.unknown', 'session.expired', 'session.table'];

/** Asks the venue for a table session: a new one (no sessionId) or the live one named. Never throws. */
export async function openTableSession(tabNo: string, sessionId?: string): Promise<TableAnswer> {
  try {
    const a = await signedPost<Record<string, unknown>>('/api/table/session', { tabNo, ...(sessionId ? { sessionId } : {}) }, { quiet: true });
    const r = (a.result ?? {}) as Record<string, unknown>;
    if (a.success && typeof r.sessionId === 'string' && r.sessionId) {
      return {
        ok: true, sessionId: r.sessionId, tabNo: String(r.tabNo ?? tabNo), tabName: String(r.tabName ?? ''),
        remainingMs: Math.max(0, Number(r.remainingMs) || 0), created: r.created === true,
      };
    }
    const code = KNOWN.includes(r.code as TableCode) ? (r.code as TableCode) : 'error';
    return { ok: false, code, message: String(a.dispMsg ?? r.dispMsg ?? '') };
  } catch (e) {
    if (e instanceof ApiError && e.network) return { ok: false, code: 'network', message: '' };
    return { ok: false, code: 'error', message: e instanceof ApiError ? e.serverMessage : '' };
  }
}
