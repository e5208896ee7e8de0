// Table service (spec 2 navigation rule; spec 4 session; spec 8 'token expired'; spec 9 session length).
//
// The table QR link is any screen of a family with ?tn=<table>, e.g. /shop/demo-cafe/home?tn=5.
// At start-up, before the router exists, `openFromUrl` reads tn/ses from the address:
//   tn without ses  -> the venue opens a new table session (POST /api/table/session);
//   tn with ses     -> the venue confirms the live session (a reload, a shared link);
//   no tn           -> a live saved session of this shop is kept (the way back from a payment page);
// the session store gets table, session id and expiry = now + time left (for a new session: the
// venue's sessionExpire minutes x 60000, default 3 h), saved per shop, and the address gets tn and
// ses. `installTableRouting` then makes EVERY navigation of the router carry tn and ses (links,
// buttons, actions, redirects after payment all end in router.navigate), watches the expiry, and
// sends an expired session (client clock, or the venue refusing it) to the token-expired screen.
//
// Token-expired screen: the family's own `tokenexpired` route (the self family has one, spec 2);
// families without it (shop, mobile, app, merchant: the spec does not list it there) use the
// self family's, /self/{shop}/tokenexpired, which shows the same venue.
import type { createBrowserRouter } from 'react-router-dom';
import { withTableParams } from '../../engine/runtime/navigation';
import { fillPrefix } from '../../engine/runtime/family';
import { app, session, venue } from '../../state/stores';
import { resetTableSession, sessionValid, setTableSession } from '../../state/session';
import { openTableSession } from './api';
import type { FailureCode } from '../../domain';
import { forgetTable, readSavedTable, saveTable } from './store';
import { followTableSession } from './liveSession';

type DataRouter = ReturnType<typeof createBrowserRouter>;

export interface FamilyInfo {
  id: string;
  prefix: string;
  home?: string;
  routes: { path: string }[];
}

/**
 * Why the token-expired screen shows: expired (or unknown) session, session closed early by staff,
 * unknown table, venue unreachable.
 */
export type TableNoticeReason = 'expired' | 'closed' | 'table' | 'error';

export const TOKEN_EXPIRED_ROUTE = 'tokenexpired';

/** A refused table session: closed early by staff says so; anything else is an expiry. */
const refusalReason = (code: FailureCode | undefined): TableNoticeReason =>
  code === 'session.closed' ? 'closed' : 'expired';

const spotIsTable = () => Number(venue.licence.spotType ?? venue.settings.spotType) === 2;

/** The token-expired screen's address for a shop, from the family the visitor is in. */
export function tokenExpiredPath(
  families: readonly FamilyInfo[],
  familyId: string,
  shop: string,
  reason: TableNoticeReason,
  table = '',
): string {
  const fam = families.find((f) => f.id === familyId && f.prefix);
  const own =
    fam && fam.routes.some((r) => r.path === TOKEN_EXPIRED_ROUTE) ? fam : families.find((f) => f.id === 'self');
  const base = own ? fillPrefix(own.prefix, { shop }) : `/self/${encodeURIComponent(shop)}`;
  const q = new URLSearchParams({ reason });
  if (table) q.set('table', table);
  // The menu to go back to (without the table): the family the visitor came from.
  if (fam) q.set('back', `${fillPrefix(fam.prefix, { shop })}/${fam.home ?? 'home'}`);
  return `${base}/${TOKEN_EXPIRED_ROUTE}?${q.toString()}`;
}

/** Adds tn and ses of the live table session to any router target. */
export function addTableParams(to: string): string {
  return withTableParams(to, {
    spotType: venue.licence.spotType ?? venue.settings.spotType,
    table: session.table,
    sessionId: session.sessionId,
  });
}

function clear(shop: string): void {
  resetTableSession();
  forgetTable(shop);
}

export interface OpenInput {
  shop: string;
  family: string;
  families: readonly FamilyInfo[];
  pathname: string;
  search: string;
  hash?: string;
  now?: () => number;
}

/**
 * Reads tn/ses of the address at start-up (venue configuration loaded). Returns the address the
 * app should show instead (with tn and ses, or the token-expired screen), or null to keep it.
 */
export async function openFromUrl(input: OpenInput): Promise<string | null> {
  const now = input.now ?? Date.now;
  const { shop } = input;
  if (!shop) return null;
  const q = new URLSearchParams(input.search);
  const tn = (q.get('tn') ?? '').trim();
  const ses = (q.get('ses') ?? '').trim();
  const here = `${input.pathname}${input.search}${input.hash ?? ''}`;
  const saved = readSavedTable(shop);
  const withoutTable = () => {
    q.delete('tn');
    q.delete('ses');
    const rest = q.toString();
    return `${input.pathname}${rest ? `?${rest}` : ''}${input.hash ?? ''}`;
  };
  if (!spotIsTable()) {
    // Not a table-service venue: the link is just the menu.
    if (saved) clear(shop);
    return tn || ses ? withoutTable() : null;
  }
  if (!tn) {
    if (saved && saved.expiry > now()) {
      setTableSession(saved.table, saved.sessionId, now(), saved.expiry - now());
      return addTableParams(here);
    }
    if (saved) clear(shop);
    return null;
  }
  const expiredTo = (reason: TableNoticeReason, table = '') => {
    clear(shop);
    return tokenExpiredPath(input.families, input.family, shop, reason, table);
  };
  // The saved session of this link is over by the client clock: no need to ask.
  if (ses && saved && saved.table === tn && saved.sessionId === ses && saved.expiry <= now())
    return expiredTo('expired');
  const answer = await openTableSession(tn, ses || undefined);
  if (answer.ok) {
    setTableSession(answer.tabNo, answer.sessionId, now(), answer.remainingMs);
    saveTable(shop, answer.tabName);
    return addTableParams(here);
  }
  if (answer.code === 'table.unknown') return expiredTo('table', tn);
  if (answer.code === 'table.service-off') {
    clear(shop);
    return withoutTable();
  }
  if (answer.code === 'network' || answer.code === 'error') {
    // Offline with a live saved session of this very link: carry on with it.
    if (saved && saved.table === tn && saved.sessionId === ses && saved.expiry > now()) {
      setTableSession(saved.table, saved.sessionId, now(), saved.expiry - now());
      return addTableParams(here);
    }
    return expiredTo('error', tn);
  }
  return expiredTo(refusalReason(answer.code));
}

let families: readonly FamilyInfo[] = [];
let goTo: (to: string) => void = () => {};
let timer: ReturnType<typeof setTimeout> | undefined;
let stopFollowing: (() => void) | undefined;
const MAX_DELAY = 2 ** 31 - 1;

/** The table session is over: reset it (expiry -1), forget it, show the token-expired screen. */
export function expireTableSession(reason: TableNoticeReason = 'expired'): void {
  if (timer) clearTimeout(timer);
  timer = undefined;
  const shop = app.shop;
  const table = session.table;
  clear(shop);
  if (!shop) return;
  goTo(tokenExpiredPath(families, app.domain, shop, reason, reason === 'table' ? table : ''));
}

/** The venue refused an order's table session (code session.*): same as an expiry (staff closing it says so). */
export function tableSessionRefused(code: FailureCode): boolean {
  if (!code.startsWith('session.')) return false;
  expireTableSession(refusalReason(code));
  return true;
}

/** True when a table session was running and the client clock says it is over (then it is expired). */
export function checkExpiry(now = Date.now()): boolean {
  if (!session.table || !session.sessionId) return false;
  if (sessionValid(now)) return false;
  expireTableSession('expired');
  return true;
}

/** Re-arms the expiry timer for the live session. */
export function scheduleExpiry(): void {
  if (timer) clearTimeout(timer);
  timer = undefined;
  if (!session.table || !session.sessionId) return;
  const left = Math.max(0, session.expiry - Date.now());
  timer = setTimeout(
    () => {
      timer = undefined;
      if (!checkExpiry()) scheduleExpiry();
    },
    Math.min(left + 20, MAX_DELAY),
  );
}

type Navigate = DataRouter['navigate'];

/**
 * Every navigation of the router carries tn and ses while a table session is live; a navigation
 * after the expiry goes to the token-expired screen instead. Also arms the expiry timer and checks
 * again when the page becomes visible (timers sleep with the phone).
 */
export function installTableRouting(router: DataRouter, all: readonly FamilyInfo[]): void {
  families = all;
  const original: Navigate = router.navigate.bind(router);
  goTo = (to) => void original(to, { replace: true });
  const patched = ((to: Parameters<Navigate>[0], opts?: Parameters<Navigate>[1]) => {
    if (typeof to === 'number' || to === null || to === undefined || !session.table)
      return original(to as never, opts as never);
    if (checkExpiry()) return Promise.resolve();
    if (typeof to === 'string') return original(addTableParams(to), opts);
    const target = addTableParams(`${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`);
    return original(target, opts);
  }) as Navigate;
  router.navigate = patched;
  scheduleExpiry();
  // Staff closing the session shows the token-expired screen at once (pushed updates, issue 28).
  stopFollowing?.();
  stopFollowing = followTableSession(() => expireTableSession('closed'));
  if (typeof document !== 'undefined')
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') checkExpiry();
    });
}
