// The console's calls, decoded: each resolves with the answer's result or rejects with the one call
// error, ApiError; `consoleErrorOf(e)` reads it as a code the screen names in words (a refusal code of
// the server, 'login', 'forbidden', 'invalid', 'network' or 'error'), the server's own message and the
// refusal's detail. Nothing here touches React.
import { ApiError, refusedAnswer } from '../../../api/errors';
import {
  consoleAudit,
  consoleDraftDiscard,
  consoleDraftSave,
  consoleHistory,
  consolePublish,
  consoleRollback,
  consoleState,
  type ConsoleAuditEntry,
  type ConsolePublished,
  type ConsoleStateAnswer,
  type ConsoleStateResult,
  type ConsoleVersionEntry,
} from '../../../api/calls/backoffice';
import type { ApiAnswer } from '../../../api/types';
import type { ConfigChange, ConfigSnapshot } from '../../../domain';
import { isRefusalCode, pickSnapshot, type RefusalCode } from '../../../domain';

export type { ConsoleAuditEntry, ConsolePublished, ConsoleStateResult, ConsoleVersionEntry };

/** Why a console call failed: a server refusal, or how the call went wrong. */
export const CONSOLE_FAILURES = ['login', 'forbidden', 'invalid', 'network', 'error'] as const;
export type ConsoleFailure = RefusalCode | (typeof CONSOLE_FAILURES)[number];

/** What a refusal names besides its code: config.bounds carries the field (settings.sessionExpire) and its limit. */
export interface ConsoleFailureDetail {
  field?: string;
  limit?: number;
  /** config.resourceBooked: the future bookings a change would take their table from. */
  bookings?: BookedResource[];
  /** config.resourceBooked (counter tables): the open table-service sessions at the tables taken off. */
  sessions?: OpenTableSession[];
  /** config.resources (parking): the future stays a change would take their bay from, and the day over the bays. */
  stays?: BookedStay[];
  over?: { day: string; sold: number; bays: number };
  /** config.resources (passes): the future passes a change would take their pass type from. */
  passes?: { bookingId: string; pass: string; from: string; to: string }[];
  /** config.conflict: who saved the draft since, when (ms), and what their draft holds that this one does not. */
  by?: string;
  at?: number;
  differs?: ConfigChange[];
}

/** A future booking named by config.resourceBooked. */
export interface BookedResource {
  bookingNo: string;
  table: string;
  people: number;
  date: string;
  time: string;
  /** 'massage': `table` names the therapist, room or treatment taken off. */
  what?: 'massage' | 'room';
}

/** An open table-service session named by config.resourceBooked: its table and when it was opened (venue time). */
export interface OpenTableSession {
  tabNo: string;
  tabName: string;
  date: string;
  time: string;
  orders: number;
}

/** A future parking stay named by config.resources. */
export interface BookedStay {
  bookingId: string;
  date: string;
  time: string;
  vehicles: number;
}

/** A failed console call as the screen reads it. */
export interface ConsoleError {
  code: ConsoleFailure;
  serverMessage: string;
  detail: ConsoleFailureDetail;
}

/** The detail of a refusal's result: the fields the console words (the rest are ignored). */
function detailOf(r: Readonly<Record<string, unknown>>): ConsoleFailureDetail {
  const { field, limit, bookings, sessions, stays, over, passes, by, at, differs } = r;
  return {
    ...(typeof field === 'string' ? { field } : {}),
    ...(typeof limit === 'number' ? { limit } : {}),
    ...(Array.isArray(bookings) ? { bookings: bookings as BookedResource[] } : {}),
    ...(Array.isArray(sessions) ? { sessions: sessions as OpenTableSession[] } : {}),
    ...(Array.isArray(stays) ? { stays: stays as BookedStay[] } : {}),
    ...(Array.isArray(passes) ? { passes: passes as ConsoleFailureDetail['passes'] } : {}),
    ...(over && typeof over === 'object' ? { over: over as ConsoleFailureDetail['over'] } : {}),
    ...(typeof by === 'string' ? { by } : {}),
    ...(typeof at === 'number' ? { at } : {}),
    ...(Array.isArray(differs) ? { differs: differs as ConfigChange[] } : {}),
  };
}

/** How a console call failed, read from its call error: a refusal with its detail, or how it went wrong. */
export function consoleErrorOf(e: unknown): ConsoleError {
  if (!(e instanceof ApiError)) return { code: 'error', serverMessage: '', detail: {} };
  const serverMessage = e.serverMessage;
  if (isRefusalCode(e.code)) return { code: e.code, serverMessage, detail: detailOf(e.detail) };
  const code: ConsoleFailure = e.network
    ? 'network'
    : e.status === 403
      ? 'forbidden'
      : e.status === 401 || e.kind === 'not-logged'
        ? 'login'
        : e.status === 400
          ? 'invalid'
          : 'error';
  return { code, serverMessage, detail: {} };
}

/** One console call: its result, or the call error of its refusal (read it with consoleErrorOf). */
export async function run<R>(call: () => Promise<ApiAnswer<R>>): Promise<R> {
  const a = await call();
  if (a.success !== true) {
    if (a.result === 'api.not.logged') throw new ApiError(401, 'not-logged', String(a.dispMsg ?? ''), a);
    throw refusedAnswer(a);
  }
  return a.result;
}

/**
 * The console's state from the state contract's answer: each configuration (the contract's whole
 * document, every part present) read as the editor's snapshot.
 */
const asState = (r: ConsoleStateAnswer): ConsoleStateResult => ({
  ...r,
  live: pickSnapshot(r.live),
  draft: r.draft && { ...r.draft, config: pickSnapshot(r.draft.config) },
});

const q = { quiet: true } as const;
export const readState = (shop: string) => run(() => consoleState({ shop }, q)).then(asState);
/** Saves the draft edited from `revision` (0: from the live configuration); a newer save by someone else is refused. */
export const saveDraft = (shop: string, config: ConfigSnapshot, revision: number) =>
  run(() => consoleDraftSave({ shop, config, revision }, q)).then(asState);
export const discardDraft = (shop: string) => run(() => consoleDraftDiscard({ shop }, q)).then(asState);
export const publish = (shop: string) => run(() => consolePublish({ shop }, q));
export const rollback = (shop: string, version: number) => run(() => consoleRollback({ shop, version }, q));
export const readHistory = (shop: string) => run(() => consoleHistory({ shop }, q));
export const readAudit = (shop: string) => run(() => consoleAudit({ shop }, q));
