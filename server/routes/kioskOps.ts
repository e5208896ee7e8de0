// Kiosk operations (issue 19): reports from the venue's real orders, cash in and out, and the
// customers' call for staff with its live staff list. Calls (pro base, shop-signed b64 like the
// table-service staff calls):
//   POST /pro/kiosk/report        { report: daily|transaction|sales|cash, date?: YYYY-MM-DD }
//        signed in; admin-only per cashInAndOutReportOnlyAdmin / salesReportAdminOnly /
//        dailyReportByAdmin (all default on): a non-admin gets 403 from here, not only a hidden button.
//   POST /pro/kiosk/cash/move     { direction: in|out, amountCents, reason, idempotencyKey? } staff
//   POST /pro/kiosk/exit          { password } staff; with exitPasswordCtrl on (default) the password
//        must be the signed-in staff member's own: a wrong one is refused (200, rtn -821001)
//   POST /pro/kiosk/callStaff     {} from an enrolled kiosk (header x-kiosk-device): its device id is the
//        credential's, never the payload's, so made-up ids cannot fill the venue's cap of open calls
//   POST /pro/kiosk/staffCalls    {} staff: open calls and those acknowledged in the last 15 minutes
//   POST /pro/kiosk/staffCall/ack { callId } staff; idempotent
//   POST /pro/kiosk/staffEvents   {} staff: a 5-minute ticket to open the staff list's live stream (routes/events.ts)
// Staff of a venue = an administrator of it (users.admin 1 with the shop or '*' in admin_shops).
import type { FastifyInstance } from 'fastify';
import {
  CASH_DIRECTIONS,
  CASH_MOVE_MAX_CENTS,
  KIOSK_REPORTS,
  reportAdminOnly,
  type RefusalCode,
} from '../../src/domain/index';
import { dummyHash, verifyPassword } from '../auth/passwords';
import { requireKiosk } from '../kiosk/devices';
import { buildReport, reportDay } from '../kiosk/reports';
import { ackStaffCall, listStaffCalls, openStaffCall } from '../kiosk/staffCalls';
import { staffTicket } from '../events/tickets';
import { HttpAnswer, ok, refuse } from '../wire/answers';
import { type CallEnv, type Ctx, registerCall } from '../wire/define';
import { findVenue } from '../wire/venue';
import { VENUE_ENVELOPE } from '../wire/venueEnvelope';

const S = (max = 100) => ({ type: 'string', maxLength: max });
const ID = VENUE_ENVELOPE;

const isVenueAdmin = (ctx: Ctx): boolean => {
  const u = ctx.user;
  const shop = ctx.venue!.shopId;
  return !!u && u.admin === 1 && (u.adminShops.includes('*') || u.adminShops.includes(shop));
};

function requireSignedIn(ctx: Ctx, what: string): void {
  if (!ctx.token)
    throw new HttpAnswer(401, {
      success: false,
      dispMsg: `Sign in with a staff account of this venue to ${what}.`,
      result: { code: 'staff.login' satisfies RefusalCode },
    });
  if (!ctx.user)
    throw new HttpAnswer(401, {
      success: false,
      dispMsg: 'Login expired',
      result: { code: 'staff.login' satisfies RefusalCode },
    });
}

/** Staff of the venue only: no or an expired token 401, anyone else 403. */
function requireStaff(ctx: Ctx, what: string): string {
  requireSignedIn(ctx, what);
  if (!isVenueAdmin(ctx))
    throw new HttpAnswer(403, {
      success: false,
      dispMsg: `Only staff of this venue may ${what}.`,
      result: { code: 'staff.only' satisfies RefusalCode },
    });
  return ctx.user!.userId;
}

const PWA_FAMILIES = ['self', 'merchant'] as const;
const SHOP_ID = /^[A-Za-z0-9_-]{1,100}$/;

/**
 * GET /kiosk.webmanifest?shop=&family=self|merchant: the installable kiosk (self family, start at
 * the kiosk's home) or cashier (merchant family, start at the counter), full-screen, scoped to the
 * family and shop. Only named by the kiosk and cashier screens (src/features/kioskops/pwa.ts).
 */
export function kioskManifest(
  venue: { shopId: string; branding: Record<string, unknown>; profile: Record<string, unknown> },
  family: (typeof PWA_FAMILIES)[number],
) {
  const scope = `/${family}/${encodeURIComponent(venue.shopId)}/`;
  const name = String(venue.branding.name ?? venue.profile.companyName ?? venue.shopId);
  return {
    name: family === 'self' ? name : `${name} counter`,
    short_name: name.slice(0, 12),
    id: scope,
    scope,
    start_url: `${scope}${family === 'self' ? 'home' : 'cashier'}`,
    display: 'fullscreen',
    display_override: ['fullscreen', 'standalone'],
    orientation: family === 'self' ? 'portrait' : 'any',
    background_color: '#1d3557',
    theme_color: '#1d3557',
    icons: [192, 512].map((n) => ({
      src: `/assets/images/kiosk-icon-${n}.png`,
      sizes: `${n}x${n}`,
      type: 'image/png',
      purpose: 'any',
    })),
  };
}

export function registerKioskOpsRoutes(app: FastifyInstance, env: CallEnv): void {
  app.get('/kiosk.webmanifest', async (req, reply) => {
    const q = req.query as { shop?: unknown; family?: unknown };
    const family = PWA_FAMILIES.find((f) => f === q.family);
    const shop = typeof q.shop === 'string' && SHOP_ID.test(q.shop) ? q.shop : '';
    const venue = shop && family ? await findVenue(env.venues, { shop }) : null;
    if (!venue || !family)
      return reply.code(404).type('application/json').send({ success: false, dispMsg: 'No kiosk app for this venue.' });
    return reply
      .header('cache-control', 'no-cache')
      .type('application/manifest+json; charset=utf-8')
      .send(JSON.stringify(kioskManifest(venue, family)));
  });
  registerCall(app, env, {
    method: 'POST',
    path: '/pro/kiosk/report',
    who: 'anyone',
    venue: 'required',
    signed: true,
    schema: {
      required: ['report'],
      properties: {
        ...ID,
        report: { enum: [...KIOSK_REPORTS] },
        date: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
      },
    },
    handler: async (ctx) => {
      const report = ctx.payload.report;
      requireSignedIn(ctx, 'see reports');
      if (reportAdminOnly(report, ctx.venue!.settings) && !isVenueAdmin(ctx))
        throw new HttpAnswer(403, {
          success: false,
          dispMsg: 'Only an administrator of this venue may see this report.',
          result: { code: 'staff.only' satisfies RefusalCode },
        });
      const day = reportDay(ctx.venue!, ctx.now, ctx.payload.date);
      if (!day)
        throw new HttpAnswer(400, {
          success: false,
          dispMsg: 'The report date must be a real day such as 2026-11-24.',
        });
      return ok(await buildReport(ctx.db, ctx.venue!, report, day));
    },
  });

  registerCall(app, env, {
    method: 'POST',
    path: '/pro/kiosk/cash/move',
    who: 'anyone',
    venue: 'required',
    signed: true,
    schema: {
      required: ['direction', 'amountCents'],
      properties: {
        ...ID,
        direction: { enum: [...CASH_DIRECTIONS] },
        amountCents: { type: 'integer', minimum: 1, maximum: CASH_MOVE_MAX_CENTS },
        reason: S(120),
        idempotencyKey: { type: 'string', minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' },
      },
    },
    handler: async (ctx) => {
      const user = requireStaff(ctx, 'record cash in and out');
      const shop = ctx.venue!.shopId;
      const key = ctx.payload.idempotencyKey ?? null;
      const reason = String(ctx.payload.reason ?? '').trim();
      const rows = await ctx.db.query<{ move_id: string | number; created_at: string | number }>(
        `INSERT INTO kiosk_cash_moves (shop_id, direction, amount_cents, reason, user_id, idempotency_key, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (shop_id, idempotency_key) WHERE idempotency_key IS NOT NULL DO NOTHING RETURNING move_id, created_at`,
        [shop, ctx.payload.direction, ctx.payload.amountCents, reason, user, key, ctx.now],
      );
      const row =
        rows[0] ??
        (
          await ctx.db.query<{ move_id: string | number; created_at: string | number }>(
            'SELECT move_id, created_at FROM kiosk_cash_moves WHERE shop_id = $1 AND idempotency_key = $2',
            [shop, key],
          )
        )[0];
      return ok({
        rtn: 1,
        moveId: String(row.move_id),
        createdAt: Number(row.created_at),
        replayed: rows.length === 0,
      });
    },
  });

  registerCall(app, env, {
    method: 'POST',
    path: '/pro/kiosk/exit',
    who: 'anyone',
    venue: 'required',
    signed: true,
    schema: { properties: { ...ID, password: S(64) } },
    handler: async (ctx) => {
      const user = requireStaff(ctx, 'leave kiosk mode');
      const flag = ctx.venue!.settings.exitPasswordCtrl;
      if (flag === 0 || flag === '0' || flag === false) return ok({ rtn: 1 });
      const row = (
        await ctx.db.query<{ password_hash: string | null }>('SELECT password_hash FROM users WHERE user_id = $1', [
          user,
        ])
      )[0];
      const password = String(ctx.payload.password ?? '');
      const good = password !== '' && (await verifyPassword(password, row?.password_hash ?? (await dummyHash())));
      return good ? ok({ rtn: 1 }) : refuse(-821001, 'The exit password is not correct.');
    },
  });

  registerCall(app, env, {
    method: 'POST',
    path: '/pro/kiosk/callStaff',
    who: 'anyone',
    venue: 'required',
    signed: true,
    schema: { properties: { ...ID, tableNo: S(10) } },
    handler: async (ctx) => {
      const device = await requireKiosk(ctx);
      const r = await openStaffCall(
        ctx.db,
        ctx.venue!.shopId,
        device,
        String(ctx.payload.tableNo ?? '').trim(),
        ctx.now,
      );
      if (!r)
        throw new HttpAnswer(429, {
          success: false,
          dispMsg: 'Staff have many calls waiting. Please go to the counter.',
        });
      return ok({ rtn: 1, ...r.call, created: r.created });
    },
  });

  registerCall(app, env, {
    method: 'POST',
    path: '/pro/kiosk/staffCalls',
    who: 'anyone',
    venue: 'required',
    signed: true,
    schema: { properties: { ...ID } },
    handler: async (ctx) => {
      requireStaff(ctx, 'see calls for staff');
      const calls = await listStaffCalls(ctx.db, ctx.venue!.shopId, ctx.now);
      return ok({ rtn: 1, calls, open: calls.filter((c) => c.open).length });
    },
  });

  registerCall(app, env, {
    method: 'POST',
    path: '/pro/kiosk/staffCall/ack',
    who: 'anyone',
    venue: 'required',
    signed: true,
    schema: {
      required: ['callId'],
      properties: { ...ID, callId: { type: ['string', 'integer'], pattern: '^\\d{1,18}$', minimum: 1 } },
    },
    handler: async (ctx) => {
      const user = requireStaff(ctx, 'answer calls for staff');
      const r = await ackStaffCall(ctx.db, ctx.venue!.shopId, String(ctx.payload.callId), user, ctx.now);
      if (!r) throw new HttpAnswer(404, { success: false, dispMsg: 'There is no such call for staff at this venue.' });
      return ok({ rtn: 1, ...r.call, changed: r.changed });
    },
  });

  // A ticket for the staff list's live stream (GET /api/events?staff=; server/events/tickets.ts).
  registerCall(app, env, {
    method: 'POST',
    path: '/pro/kiosk/staffEvents',
    who: 'anyone',
    venue: 'required',
    signed: true,
    schema: { properties: { ...ID } },
    handler: async (ctx) => {
      const user = requireStaff(ctx, 'follow calls for staff');
      return ok({ rtn: 1, ...staffTicket(ctx.venue!.shopId, user, ctx.now) });
    },
  });
}
