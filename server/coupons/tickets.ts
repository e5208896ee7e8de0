// Coupons and vouchers (issue 16): a venue's pools (what it hands out and the rule), the tickets its
// customers hold, collecting by code or signed link, staff verification, and the rule at checkout.
// Every read and write names the caller's user id (from the token) and the venue (from the database):
// no call reads or changes another customer's tickets.
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/db';
import type { Venue } from '../wire/venue';
import type { Answer } from '../wire/answers';
import type { RefusalCode } from '../../src/domain/index';
import { readLinkToken } from './links';

export const TICKET_KINDS = ['coupon', 'voucher'] as const;
export type TicketKind = (typeof TICKET_KINDS)[number];
export const TICKET_STATUSES = ['held', 'used', 'verified'] as const;
const DAY_MS = 24 * 3_600_000;

/** A business refusal of the coupon calls: HTTP 200, success false. */
export interface Refused {
  ok: false;
  rtn: number;
  code: RefusalCode;
  message: string;
}
export const refused = (rtn: number, code: RefusalCode, message: string): Refused => ({
  ok: false,
  rtn,
  code,
  message,
});
/** The answer of a refusal (HTTP 200): { success:false, result:{ rtn, code, dispMsg }, dispMsg }. */
export const refusal = (r: Refused): Answer => ({
  success: false,
  result: { rtn: r.rtn, code: r.code, dispMsg: r.message },
  dispMsg: r.message,
});
export const UNKNOWN_CODE = refused(-2, 'coupon.unknown', 'There is no coupon or voucher with this code here.');
export const UNKNOWN_TICKET = refused(-2, 'coupon.unknown', 'This coupon or voucher was not found in your wallet.');

export interface PoolRow {
  pool_id: string;
  shop_id: string;
  kind: TicketKind;
  code: string;
  title1: string;
  title2: string;
  terms1: string;
  terms2: string;
  amount_cents: string;
  rate: number;
  min_cents: string;
  per_customer: number;
  total: number | null;
  issued: number;
  valid_days: number | null;
  collect_until: string | null;
  expires_at: string | null;
  on_invitation: boolean;
  active: boolean;
}
export interface TicketRow extends Omit<PoolRow, 'expires_at' | 'kind'> {
  ticket: string;
  user_id: string;
  kind: TicketKind;
  status: string;
  via: string;
  collected_at: string;
  expires_at: string | null;
  used_txn: string | null;
  used_at: string | null;
  discount_cents: string | null;
  verified_at: string | null;
}

const num = (v: string | number | null): number | null => (v === null || v === undefined ? null : Number(v));

/** A pool as the client sees it (never its counts of other customers, only what is left). */
export const poolOut = (p: PoolRow) => ({
  poolId: p.pool_id,
  kind: p.kind,
  code: p.code,
  title1: p.title1,
  title2: p.title2,
  terms1: p.terms1,
  terms2: p.terms2,
  amountCents: Number(p.amount_cents),
  rate: Number(p.rate),
  minCents: Number(p.min_cents),
  perCustomer: p.per_customer,
  remaining: p.total === null ? null : Math.max(0, p.total - p.issued),
  validDays: p.valid_days,
  collectUntil: num(p.collect_until),
  expiresAt: num(p.expires_at),
  active: p.active,
});

/** A held ticket with its pool's rule; `state` says whether it can be used now. */
export function ticketOut(t: TicketRow, now: number) {
  const expiresAt = num(t.expires_at);
  const state = t.status !== 'held' ? t.status : expiresAt !== null && expiresAt <= now ? 'expired' : 'usable';
  return {
    ticket: t.ticket,
    kind: t.kind,
    status: t.status,
    state,
    via: t.via,
    shop: t.shop_id,
    collectedAt: Number(t.collected_at),
    expiresAt,
    usedTxn: t.used_txn,
    usedAt: num(t.used_at),
    discountCents: num(t.discount_cents),
    verifiedAt: num(t.verified_at),
    title1: t.title1,
    title2: t.title2,
    terms1: t.terms1,
    terms2: t.terms2,
    amountCents: Number(t.amount_cents),
    rate: Number(t.rate),
    minCents: Number(t.min_cents),
    poolId: t.pool_id,
    code: t.code,
  };
}

const TICKET_SELECT = `SELECT p.*, t.ticket, t.user_id, t.kind, t.status, t.via, t.collected_at, t.expires_at, t.used_txn, t.used_at, t.discount_cents, t.verified_at
  FROM held_tickets t JOIN coupon_pools p ON p.pool_id = t.pool_id`;

/** A new ticket number: 12 characters from an alphabet without look-alikes (60 random bits). */
export function newTicket(prefix: 'C' | 'V'): string {
  const abc = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
  const b = randomBytes(12);
  return prefix + [...b].map((x) => abc[x % 32]).join('');
}

export const normCode = (s: string): string => s.trim().toUpperCase();

/** The signed-in customer's tickets at a venue (or everywhere), newest first. */
export async function heldTickets(db: Db, userId: string, shopId: string | null, kind: TicketKind | null, now: number) {
  const rows = await db.query<TicketRow>(
    `${TICKET_SELECT} WHERE t.user_id = $1 AND ($2::text IS NULL OR t.shop_id = $2) AND ($3::text IS NULL OR t.kind = $3) ORDER BY t.collected_at DESC, t.ticket LIMIT 200`,
    [userId, shopId, kind],
  );
  return rows.map((r) => ticketOut(r, now));
}

/** One ticket of the signed-in customer (null when it is not theirs: the same answer as no such ticket). */
export async function ownTicket(db: Db, userId: string, ticket: string, now: number) {
  const r = (await db.query<TicketRow>(`${TICKET_SELECT} WHERE t.ticket = $1 AND t.user_id = $2`, [ticket, userId]))[0];
  return r ? ticketOut(r, now) : null;
}

export async function poolByCode(db: Db, shopId: string, code: string): Promise<PoolRow | null> {
  return (
    (
      await db.query<PoolRow>('SELECT * FROM coupon_pools WHERE shop_id = $1 AND code = $2', [shopId, normCode(code)])
    )[0] ?? null
  );
}

/** When a ticket collected now stops being valid: the pool's own end or its valid days, whichever is first. */
export function ticketExpiry(p: Pick<PoolRow, 'valid_days' | 'expires_at'>, now: number): number | null {
  const ends = [p.valid_days ? now + p.valid_days * DAY_MS : null, num(p.expires_at)].filter(
    (x): x is number => x !== null,
  );
  return ends.length ? Math.min(...ends) : null;
}

/** Inside the caller's transaction, with the pool row locked: gives one ticket to the user. */
export async function issueTicket(
  tx: Db,
  p: PoolRow,
  userId: string,
  via: 'code' | 'link' | 'invitation' | 'seed',
  now: number,
  ticket = newTicket(p.kind === 'coupon' ? 'C' : 'V'),
): Promise<string> {
  await tx.query('UPDATE coupon_pools SET issued = issued + 1 WHERE pool_id = $1', [p.pool_id]);
  await tx.query(
    'INSERT INTO held_tickets (ticket, pool_id, shop_id, user_id, kind, via, collected_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)',
    [ticket, p.pool_id, p.shop_id, userId, p.kind, via, now, ticketExpiry(p, now)],
  );
  return ticket;
}

export interface CollectInput {
  code: string;
  token?: string;
  kind?: TicketKind;
}
export type Collected = { ok: true; ticket: string; kind: TicketKind } | Refused;

/**
 * Collects a ticket by code or signed link. One transaction that first locks the pool row, so
 * concurrent collects (any number of server processes on one Postgres) are decided one at a time:
 * the per-customer and total limits and a link's single use always hold.
 */
export async function collect(
  db: Db,
  venue: Venue,
  userId: string,
  input: CollectInput,
  now: number,
): Promise<Collected> {
  const code = normCode(input.code);
  return db.tx(async (tx): Promise<Collected> => {
    const p = (
      await tx.query<PoolRow>('SELECT * FROM coupon_pools WHERE shop_id = $1 AND code = $2 FOR UPDATE', [
        venue.shopId,
        code,
      ])
    )[0];
    if (!p || !p.active || (input.kind && input.kind !== p.kind)) return UNKNOWN_CODE;
    let linkId: string | null = null;
    if (input.token !== undefined) {
      const st = readLinkToken(input.token, venue.shopId, code, now);
      if (!st.ok)
        return st.why === 'expired'
          ? refused(-4, 'coupon.link-expired', 'This link has expired. Ask the venue for a new one.')
          : refused(-3, 'coupon.link-invalid', 'This link is not valid. Check that it was copied whole.');
      linkId = st.linkId;
      const used = await tx.query('SELECT 1 FROM collect_link_uses WHERE link_id = $1', [linkId]);
      if (used.length) return refused(-5, 'coupon.link-used', 'This link has already been used. Each link works once.');
    }
    const ended =
      (p.collect_until !== null && Number(p.collect_until) <= now) ||
      (p.expires_at !== null && Number(p.expires_at) <= now);
    if (ended) return refused(-6, 'coupon.closed', `This ${p.kind} can no longer be collected.`);
    const held = Number(
      (
        await tx.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM held_tickets WHERE pool_id = $1 AND user_id = $2',
          [p.pool_id, userId],
        )
      )[0].n,
    );
    if (held >= p.per_customer)
      return refused(
        -7,
        'coupon.limit',
        p.per_customer === 1
          ? `You already hold this ${p.kind}; each customer may collect one.`
          : `You already hold ${held} of these; each customer may collect ${p.per_customer}.`,
      );
    if (p.total !== null && p.issued >= p.total)
      return refused(-8, 'coupon.gone', `All of these ${p.kind}s have been collected.`);
    if (linkId)
      await tx.query('INSERT INTO collect_link_uses (link_id, pool_id, user_id, used_at) VALUES ($1, $2, $3, $4)', [
        linkId,
        p.pool_id,
        userId,
        now,
      ]);
    const ticket = await issueTicket(tx, p, userId, linkId ? 'link' : 'code', now);
    return { ok: true, ticket, kind: p.kind };
  });
}

export type Verified = { ok: true; ticket: ReturnType<typeof ticketOut> } | Refused;

/**
 * Staff verify a ticket of their venue (the QR they scan): held and not expired becomes verified in one
 * conditional update, so a second verify, here or on another process, is refused.
 */
export async function verifyTicket(
  db: Db,
  venue: Venue,
  staffId: string,
  ticket: string,
  now: number,
): Promise<Verified> {
  const moved = await db.query<{ ticket: string }>(
    `UPDATE held_tickets SET status = 'verified', verified_at = $3, verified_by = $4
     WHERE ticket = $1 AND shop_id = $2 AND status = 'held' AND (expires_at IS NULL OR expires_at > $3) RETURNING ticket`,
    [ticket, venue.shopId, now, staffId],
  );
  const r = (
    await db.query<TicketRow>(`${TICKET_SELECT} WHERE t.ticket = $1 AND t.shop_id = $2`, [ticket, venue.shopId])
  )[0];
  if (!r) return refused(-2, 'coupon.unknown', 'No coupon or voucher of this venue has this number.');
  if (moved.length) return { ok: true, ticket: ticketOut(r, now) };
  if (r.status !== 'held')
    return refused(
      -9,
      'coupon.used',
      `This ${r.kind} has already been ${r.status === 'verified' ? 'verified' : 'used'}${r.status === 'verified' && r.verified_at ? ` (${new Date(Number(r.verified_at)).toISOString().slice(0, 16).replace('T', ' ')} UTC)` : ''}.`,
    );
  return refused(-10, 'coupon.expired', `This ${r.kind} has expired.`);
}

// ---- At checkout ----

/** The rule of a held ticket for pricing (orders/pricing.ts), or why it cannot be used on this order. */
export type CouponForCart =
  { ok: true; ticket: string; kind: TicketKind; amountCents: number; rate: number; minCents: number } | Refused;

/** Reads the ticket the customer chose, in `db` (the pricing transaction): theirs, this venue's, held, not expired. */
export async function couponForCart(
  db: Db,
  venue: Venue,
  userId: string | null,
  ticket: string | undefined,
  now: number,
): Promise<CouponForCart | null> {
  if (!ticket) return null;
  if (!userId) return refused(-11, 'coupon.login', 'Please log in to use your coupons and vouchers.');
  const r = (
    await db.query<TicketRow>(`${TICKET_SELECT} WHERE t.ticket = $1 AND t.user_id = $2 AND t.shop_id = $3`, [
      ticket,
      userId,
      venue.shopId,
    ])
  )[0];
  if (!r) return UNKNOWN_TICKET;
  const t = ticketOut(r, now);
  if (t.state === 'expired') return refused(-10, 'coupon.expired', `This ${t.kind} has expired.`);
  if (t.state !== 'usable') return refused(-9, 'coupon.used', `This ${t.kind} has already been used.`);
  return { ok: true, ticket: t.ticket, kind: t.kind, amountCents: t.amountCents, rate: t.rate, minCents: t.minCents };
}
