// Kiosk operations calls (issue 19; entries of the call table, served by server/routes/kioskOps.ts):
// reports, cash in and out, the exit password, the call for staff and the staff list of calls, and
// the advert play-list (spec 7: /pro/sign/playlist/loadPlaylist, files by the resource call).
import { ApiError } from '../../api/errors';
import type { ApiAnswer } from '../../api/types';
import type { ProKioskReportResult, ProKioskStaffCallsResult } from '../../generated/calls';
import {
  kioskCallStaff,
  kioskCashMove,
  kioskExit,
  kioskReport,
  kioskStaffCallAck,
  kioskStaffCalls,
  kioskStaffEvents,
} from '../../api/calls/order';
import { loadPlaylist as loadPlaylistCall, type PlaylistAnswer } from '../../api/calls/config';
import { videoKind, type CashDirection, type KioskReport } from '../../domain';
import { app } from '../../state/stores';
import { enrolFromAddress, kioskDeviceHeaders } from '../kiosk';

/** Why a staff call failed: not signed in (401), not allowed (403), unreachable, other. */
export type OpsFailure = 'login' | 'forbidden' | 'network' | 'error';

/** The reason a staff call failed, read from the call error (ApiError's code). */
export function opsFailure(e: unknown): OpsFailure {
  if (!(e instanceof ApiError)) return 'error';
  if (e.network) return 'network';
  if (e.status === 401 || e.code === 'not-logged') return 'login';
  if (e.status === 403 || e.code === 'forbidden') return 'forbidden';
  return 'error';
}

/** The server's own words of a failed call, if it said any. */
export const opsServerMessage = (e: unknown): string => (e instanceof ApiError ? e.serverMessage : '');

/** The result of a call's answer (typed from its contract); a refused or empty answer throws ApiError. */
async function result<T>(send: () => Promise<ApiAnswer<T>>): Promise<T> {
  const a = await send();
  if (!a.success || !a.result || typeof a.result !== 'object')
    throw new ApiError(200, 'http', String(a.dispMsg ?? ''), a);
  return a.result;
}

// The reports' shapes are the report call's generated answer (schemas/calls/pro.kiosk.report.json).
type ReportOf<K extends AnyReport['report']> = Extract<AnyReport, { report: K }>;
export type Tally = DailyReport['byPayment'][number];
export type DailyReport = ReportOf<'daily'>;
export type TransactionReport = ReportOf<'transaction'>;
export type SalesReport = ReportOf<'sales'>;
export type CashReport = ReportOf<'cash'>;
export type AnyReport = ProKioskReportResult;

/** One report of a local day of the venue (today when no date). Throws ApiError (code 'forbidden': not an admin). */
export const fetchReport = (report: KioskReport, date?: string): Promise<AnyReport> =>
  result(() => kioskReport({ report, ...(date ? { date } : {}) }));

export const recordCashMove = (p: {
  direction: CashDirection;
  amountCents: number;
  reason: string;
  idempotencyKey: string;
}) => result(() => kioskCashMove(p));

/** The exit password check (exitPasswordCtrl): the signed-in staff member's own password. */
export async function checkExitPassword(password: string): Promise<{ ok: true } | { ok: false; message: string }> {
  const a = await kioskExit({ password });
  // A wrong password is refused in the answer (rtn -821001 with the server's words), not by HTTP status.
  return a.success && a.result?.rtn === 1 ? { ok: true } : { ok: false, message: String(a.dispMsg ?? '') };
}

export type StaffCall = ProKioskStaffCallsResult['calls'][number];

/** From an enrolled kiosk only (issue 27): the call carries this kiosk's device credential. */
export const callForStaff = (tableNo = '') =>
  result(async () => {
    await enrolFromAddress(app.shop); // this screen may be the kiosk's first (opened with ?enrol=)
    return kioskCallStaff(tableNo ? { tableNo } : {}, { headers: kioskDeviceHeaders() });
  });
export const listStaffCalls = () => result(() => kioskStaffCalls({}));
export const ackStaffCall = (callId: string) => result(() => kioskStaffCallAck({ callId }));
/** A 5-minute ticket that opens the staff list's live stream (issue 28). */
export const staffEventsTicket = async () =>
  (await result<{ ticket: string; expiresAt: number }>(() => kioskStaffEvents({}))).ticket;

// ---- The advert play-list ----

export interface AdvertItem {
  key: string;
  url: string;
  kind: 'image' | 'video';
  video: 'file' | 'stream' | null;
  seconds: number;
  fileName: string;
}

/**
 * The resource address of a play-list file (spec 7: GET /pro/common/download/resource?name=); with
 * `lang`, the server sends the file's version in that language when the venue has one (an advert
 * with words: name.zh-hans.svg beside name.svg).
 */
export const resourceUrl = (fileName: string, lang?: string) =>
  `/pro/common/download/resource?name=${encodeURIComponent(fileName)}${lang ? `&lang=${encodeURIComponent(lang)}` : ''}`;

/** The play-list as one list of items with their display time (the screen's timer, default 8 s). */
export function readPlaylist(answer: Pick<PlaylistAnswer, 'result' | 'map'>): { items: AdvertItem[]; version: string } {
  const screens = Array.isArray(answer.result) ? answer.result : [];
  const items: AdvertItem[] = [];
  for (const sc of screens) {
    const seconds = Number(sc.timer) > 0 ? Math.min(600, Number(sc.timer)) : 8;
    const list = Array.isArray(sc.playList) ? sc.playList : [];
    for (const it of list) {
      const fileName = typeof it.fileName === 'string' ? it.fileName : '';
      if (!fileName) continue;
      const isVideo = String(it.fileType ?? '').toLowerCase() === 'video';
      items.push({
        key: `${sc.screenId}-${items.length}-${fileName}`,
        url: resourceUrl(fileName),
        kind: isVideo ? 'video' : 'image',
        video: isVideo ? videoKind(fileName) : null,
        seconds,
        fileName,
      });
    }
  }
  return { items, version: String(answer.map?.version ?? items.map((i) => i.fileName).join('|')) };
}

export async function fetchPlaylist(shop: string) {
  return readPlaylist(await loadPlaylistCall({ shop }, { quiet: true }));
}
