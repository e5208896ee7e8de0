// Invitations (issue 16): member/{code}/invitation (a member's own code, the `invitationCode` of the
// member points settings) and merchant/{code}/invitation (a venue's code, made by its staff) lead to
// invitation/accepted. Rules: one acceptance per user per code (the primary key decides, on any number
// of processes), no one accepts their own code, an expired code is refused with a clear message, and
// the inviter sees who joined (first name and the date, never a mobile or an e-mail).
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/db';
import type { Venue } from '../wire/venue';
import { passesOf } from '../wallet/cards';
import { joinMembership, offersMembership } from '../wallet/join';
import { issueTicket, refused, type PoolRow, type Refused } from './tickets';

export const INVITATION_KINDS = ['member', 'merchant'] as const;
export type InvitationKind = (typeof INVITATION_KINDS)[number];
export const INVITATION_CODE_RE = /^[A-Z0-9]{6,16}$/;

interface InvitationRow {
  code: string;
  shop_id: string;
  kind: InvitationKind;
  inviter_id: string;
  expires_at: string | null;
  created_at: string;
  first_name: string;
}

const newCode = (): string => {
  const abc = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
  return [...randomBytes(8)].map((x) => abc[x % 32]).join('');
};

/** The member's own invitation code at a venue (made on first use): what getMemberPoints answers as invitationCode. */
export async function memberInvitationCode(db: Db, userId: string, shopId: string, now: number): Promise<string> {
  const mine = async () =>
    (
      await db.query<{ code: string }>(
        `SELECT code FROM invitations WHERE shop_id = $1 AND inviter_id = $2 AND kind = 'member'`,
        [shopId, userId],
      )
    )[0]?.code;
  const had = await mine();
  if (had) return had;
  await db.query(
    `INSERT INTO invitations (code, shop_id, kind, inviter_id, created_at) VALUES ($1, $2, 'member', $3, $4) ON CONFLICT DO NOTHING`,
    [newCode(), shopId, userId, now],
  );
  return (await mine())!;
}

/** Who joined with a user's codes at a venue, newest first (first names only). */
export async function whoJoined(db: Db, userId: string, shopId: string) {
  const rows = await db.query<{ code: string; kind: string; first_name: string; accepted_at: string }>(
    `SELECT i.code, i.kind, u.first_name, a.accepted_at FROM invitations i JOIN invitation_acceptances a ON a.code = i.code JOIN users u ON u.user_id = a.user_id
     WHERE i.inviter_id = $1 AND i.shop_id = $2 ORDER BY a.accepted_at DESC LIMIT 200`,
    [userId, shopId],
  );
  return rows.map((r) => ({
    code: r.code,
    kind: r.kind,
    firstName: r.first_name || '—',
    acceptedAt: Number(r.accepted_at),
  }));
}

async function find(db: Db, shopId: string, code: string): Promise<InvitationRow | null> {
  return (
    (
      await db.query<InvitationRow>(
        'SELECT i.*, u.first_name FROM invitations i JOIN users u ON u.user_id = i.inviter_id WHERE i.code = $1 AND i.shop_id = $2',
        [code.toUpperCase(), shopId],
      )
    )[0] ?? null
  );
}

const EXPIRED = (at: number) =>
  refused(
    -3,
    'invitation.expired',
    `This invitation expired on ${new Date(at).toISOString().slice(0, 10)}. Ask for a new invitation link.`,
  );
const UNKNOWN = refused(
  -2,
  'invitation.unknown',
  'This invitation link is not valid at this venue. Check that it was copied whole.',
);

/** What an invitation screen shows before accepting (anyone): who invites, and whether it can still be accepted. */
export async function invitationInfo(
  db: Db,
  venue: Venue,
  kind: InvitationKind,
  code: string,
  userId: string | null,
  now: number,
) {
  const i = await find(db, venue.shopId, code);
  if (!i || i.kind !== kind) return UNKNOWN;
  const expiresAt = i.expires_at ? Number(i.expires_at) : null;
  const accepted = userId
    ? (await db.query('SELECT 1 FROM invitation_acceptances WHERE code = $1 AND user_id = $2', [i.code, userId]))
        .length > 0
    : false;
  return {
    ok: true as const,
    code: i.code,
    kind: i.kind,
    inviter: i.first_name || '—',
    expiresAt,
    expired: expiresAt !== null && expiresAt <= now,
    own: userId === i.inviter_id,
    accepted,
  };
}

export type Accepted =
  | {
      ok: true;
      code: string;
      kind: InvitationKind;
      inviter: string;
      acceptedAt: number;
      rewardTicket: string | null;
      /** The member card accepting made or found (null: the venue has no membership). */
      memberCard: string | null;
      /** Whether the wallet lists the card (it has points or stored value at this venue). */
      memberCardInWallet?: boolean;
    }
  | Refused;

/** Accepts an invitation for the signed-in user: once per code, never one's own, never expired. */
export async function acceptInvitation(
  db: Db,
  venue: Venue,
  kind: InvitationKind,
  code: string,
  userId: string,
  now: number,
): Promise<Accepted> {
  const i = await find(db, venue.shopId, code);
  if (!i || i.kind !== kind) return UNKNOWN;
  if (i.inviter_id === userId)
    return refused(-4, 'invitation.own', 'This is your own invitation: share it with friends instead.');
  if (i.expires_at && Number(i.expires_at) <= now) return EXPIRED(Number(i.expires_at));
  const r = await db.tx(async (tx): Promise<Accepted> => {
    const ins = await tx.query(
      'INSERT INTO invitation_acceptances (code, user_id, accepted_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING 1',
      [i.code, userId, now],
    );
    if (!ins.length) return refused(-5, 'invitation.accepted', 'You have already accepted this invitation.');
    // The venue's welcome coupon, when it has one for invited customers (within its limits).
    const pool = (
      await tx.query<PoolRow>(
        `SELECT * FROM coupon_pools WHERE shop_id = $1 AND on_invitation AND active AND (expires_at IS NULL OR expires_at > $2)
      AND (collect_until IS NULL OR collect_until > $2) ORDER BY pool_id LIMIT 1 FOR UPDATE`,
        [venue.shopId, now],
      )
    )[0];
    let rewardTicket: string | null = null;
    if (pool && (pool.total === null || pool.issued < pool.total)) {
      const held = (
        await tx.query('SELECT 1 FROM held_tickets WHERE pool_id = $1 AND user_id = $2', [pool.pool_id, userId])
      ).length;
      if (held < pool.per_customer) rewardTicket = await issueTicket(tx, pool, userId, 'invitation', now);
    }
    return {
      ok: true,
      code: i.code,
      kind: i.kind,
      inviter: i.first_name || '—',
      acceptedAt: now,
      rewardTicket,
      memberCard: null,
    };
  });
  // Accepting an invitation makes the invited customer a member (issue 33): the venue's member card,
  // or the one they already hold. After the acceptance is stored: a second acceptance never gets here.
  if (!r.ok || !offersMembership(venue)) return r;
  const card = await joinMembership(db, venue, userId);
  return { ...r, memberCard: card.card_num, memberCardInWallet: passesOf(card).length > 0 };
}
