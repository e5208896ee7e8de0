// Bookings (issue 17): reservation, massage, party room and KTV. Spec 7's calls (rosters through
// /pro/acs/timezone/action SET, entities, bookingSummary) and the booking calls the screens need
// (slots, create, mine, reschedule, cancel, staff list and marks, a room's bill). Logic in server/bookings/.
import type { FastifyInstance } from 'fastify';
import { dateKeyMs, isTimeZone, zonedParts, WEEKDAYS } from '../../src/domain/index';
import { type Answer, HttpAnswer, ok } from '../wire/answers';
import { keyScope, once, requestHash } from '../orders/idempotency';
import { type CallEnv, type Ctx, registerCall } from '../wire/define';
import { refundOrderPayment } from '../payments/providers/orderRefund';
import {
  BookingRefused,
  cancelBooking,
  cancelQuote,
  createBooking,
  markBooking,
  ownBooking,
  rescheduleBooking,
} from '../bookings/book';
import { dateRange, planBooking, slotsOf } from '../bookings/slots';
import { addToBill, billLines, roomBill, settleBill } from '../bookings/bill';
import {
  BOOKING_SELECT,
  bookingOut,
  expireBookings,
  loadPolicy,
  loadResources,
  loadServices,
  venueZone,
  type BookingRow,
} from '../bookings/store';
import type { Venue } from '../wire/venue';
import type { RefusalCode } from '../../src/domain/index';
import { VENUE_ENVELOPE } from '../wire/venueEnvelope';

const S = (max = 100) => ({ type: 'string', maxLength: max });
const ID = { ...VENUE_ENVELOPE, lang: S(10) };
const DATE = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' };
const BOOKING_ID = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' };
const PLU = { type: 'string', minLength: 1, maxLength: 64 };
const INSTANT = { type: 'integer', minimum: 0, maximum: 8_640_000_000_000 };
const WANT = {
  pluId: PLU,
  resourceId: S(64),
  people: { type: 'integer', minimum: 0, maximum: 1000 },
  hours: { type: 'integer', minimum: 0, maximum: 24 },
};
const KEY = { type: 'string', minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_.:-]+$' };
const HHMM = { type: 'string', pattern: '^([01]\\d|2[0-3]):[0-5]\\d$|^24:00$' };
const HOURS = {
  type: 'object',
  additionalProperties: false,
  properties: Object.fromEntries(
    WEEKDAYS.map((d) => [
      d,
      { type: 'array', maxItems: 4, items: { type: 'array', minItems: 2, maxItems: 2, items: HHMM } },
    ]),
  ),
};

/** Business refusal: HTTP 200, success false, result { rtn, code, dispMsg, ... }. */
const refusal = (e: BookingRefused): Answer => ({
  success: false,
  dispMsg: e.message,
  result: { rtn: -870001, code: e.code, dispMsg: e.message, ...e.extra },
});

async function guard(fn: () => Promise<Answer>): Promise<Answer> {
  try {
    return await fn();
  } catch (e) {
    if (e instanceof BookingRefused) return refusal(e);
    throw e;
  }
}

const localOf = (tz: string) => (ms: number) => zonedParts(ms, tz);
const out = (v: Venue, b: BookingRow, now: number) => bookingOut(b, venueZone(v), now, localOf(venueZone(v)));

/** Staff of the venue: its administrators (no or expired token 401, anyone else 403). */
function requireStaff(ctx: Ctx): string {
  if (!ctx.user)
    throw new HttpAnswer(401, {
      success: false,
      dispMsg: 'Sign in with a staff account of this venue.',
      result: { code: 'staff.login' satisfies RefusalCode },
    });
  const shop = ctx.venue!.shopId;
  if (!(ctx.user.admin === 1 && (ctx.user.adminShops.includes('*') || ctx.user.adminShops.includes(shop))))
    throw new HttpAnswer(403, {
      success: false,
      dispMsg: 'Only staff of this venue may see its bookings.',
      result: { code: 'staff.only' satisfies RefusalCode },
    });
  return ctx.user.userId;
}

const today = (v: Venue, now: number) => zonedParts(now, venueZone(v)).date;

export function registerBookingRoutes(app: FastifyInstance, env: CallEnv): void {
  // ---- Spec 7: entities, rosters, summary ----
  registerCall(app, env, {
    method: 'POST',
    path: '/pro/acs/cfg/getEntities',
    who: 'anyone',
    venue: 'required',
    schema: { properties: { ...ID } },
    handler: async (ctx) => {
      const v = ctx.venue!;
      const policy = await loadPolicy(ctx.db, v.shopId);
      const [resources, services] = await Promise.all([
        loadResources(ctx.db, v.shopId),
        loadServices(ctx.db, v.shopId),
      ]);
      return ok(
        {
          rtn: 1,
          family: policy?.family ?? null,
          timeZone: venueZone(v),
          policy,
          entities: resources.map((r) => ({
            entityId: r.resourceId,
            kind: r.kind,
            name1: r.name1,
            name2: r.name2,
            capacity: r.capacity,
            services: r.services,
          })),
          services: services.map((s) => ({
            pluId: s.pluId,
            name1: s.name1,
            name2: s.name2,
            priceCents: s.priceCents,
            timeItem: 1,
            duration: s.duration,
            graceTime: s.graceTime,
            minHours: s.minHours,
            maxHours: s.maxHours,
            bands: s.bands,
            byHour: s.byHour,
          })),
        },
        { rtn: 1, count: resources.length },
      );
    },
  });

  registerCall(app, env, {
    method: 'POST',
    path: '/pro/acs/booking/entity',
    who: 'anyone',
    venue: 'required',
    schema: { required: ['entityId'], properties: { ...ID, entityId: S(64), date: DATE } },
    handler: async (ctx) => {
      const v = ctx.venue!;
      const r = (await loadResources(ctx.db, v.shopId)).find((x) => x.resourceId === ctx.payload.entityId);
      if (!r) return refusal(new BookingRefused('booking.notFound', 'There is no such bookable entity at this venue.'));
      const date = ctx.payload.date ?? today(v, ctx.now);
      const tz = venueZone(v);
      await expireBookings(ctx.db, v.shopId, ctx.now);
      // When it is busy that day (times only: nobody's booking details).
      const rows = await ctx.db.query<{ s: string; h: string }>(
        `SELECT (extract(epoch FROM starts_at) * 1000)::bigint AS s, (extract(epoch FROM held_until) * 1000)::bigint AS h FROM bookings
          WHERE resource_id = $1 AND status IN ('received', 'confirmed', 'arrived', 'changed') AND starts_at < to_timestamp($3::bigint / 1000.0) + interval '1 day' AND held_until > to_timestamp($2::bigint / 1000.0) ORDER BY starts_at`,
        [r.resourceId, dateKeyMs(date) - 86_400_000, dateKeyMs(date) + 86_400_000],
      );
      const busy = rows
        .map((x) => ({
          start: Number(x.s),
          end: Number(x.h),
          from: zonedParts(Number(x.s), tz).time,
          to: zonedParts(Number(x.h), tz).time,
          date: zonedParts(Number(x.s), tz).date,
        }))
        .filter((x) => x.date === date);
      return ok({
        rtn: 1,
        entityId: r.resourceId,
        kind: r.kind,
        name1: r.name1,
        name2: r.name2,
        capacity: r.capacity,
        hours: r.hours,
        services: r.services,
        timeZone: tz,
        date,
        busy,
      });
    },
  });

  // Rosters: action SET lists them (no roster given) or, by staff, sets one resource's weekly hours.
  registerCall(app, env, {
    method: 'POST',
    path: '/pro/acs/timezone/action',
    who: 'anyone',
    venue: 'required',
    schema: {
      required: ['action'],
      properties: { ...ID, action: { enum: ['SET'] }, entityId: S(64), hours: HOURS, timeZone: S(64) },
    },
    handler: async (ctx) => {
      const v = ctx.venue!;
      if (ctx.payload.entityId !== undefined || ctx.payload.hours !== undefined || ctx.payload.timeZone !== undefined) {
        requireStaff(ctx);
        if (ctx.payload.timeZone !== undefined) {
          const tz = String(ctx.payload.timeZone);
          if (!isTimeZone(tz)) return refusal(new BookingRefused('booking.invalid', 'Unknown time zone.'));
          await ctx.db.query(
            `UPDATE venues SET hours = jsonb_set(hours, '{tz}', to_jsonb($2::text)) WHERE shop_id = $1`,
            [v.shopId, tz],
          );
        }
        if (ctx.payload.entityId !== undefined) {
          if (!ctx.payload.hours)
            return refusal(new BookingRefused('booking.invalid', 'Send the roster (hours) of the entity.'));
          const done = await ctx.db.query(
            'UPDATE booking_resources SET hours = $3 WHERE shop_id = $1 AND resource_id = $2 RETURNING 1',
            [v.shopId, ctx.payload.entityId, ctx.payload.hours],
          );
          if (!done.length)
            return refusal(new BookingRefused('booking.notFound', 'There is no such bookable entity at this venue.'));
        }
      }
      const resources = await loadResources(ctx.db, v.shopId);
      const tz = ctx.payload.timeZone !== undefined ? String(ctx.payload.timeZone) : venueZone(v);
      return ok(
        {
          rtn: 1,
          timeZone: tz,
          rosters: resources.map((r) => ({
            entityId: r.resourceId,
            kind: r.kind,
            name1: r.name1,
            name2: r.name2,
            hours: r.hours,
          })),
        },
        { rtn: 1, count: resources.length },
      );
    },
  });

  // A day's counts (no customer details): bookings by status and by resource.
  registerCall(app, env, {
    method: 'POST',
    path: '/api/ticket/bookingSummary',
    who: 'anyone',
    venue: 'required',
    signed: true,
    schema: { properties: { ...ID, date: DATE } },
    handler: async (ctx) => {
      const v = ctx.venue!;
      const date = ctx.payload.date ?? today(v, ctx.now);
      await expireBookings(ctx.db, v.shopId, ctx.now);
      const rows = await ctx.db.query<BookingRow>(
        `${BOOKING_SELECT} WHERE b.shop_id = $1 AND b.starts_at >= to_timestamp($2::bigint / 1000.0) AND b.starts_at < to_timestamp($3::bigint / 1000.0)`,
        [v.shopId, dateKeyMs(date) - 86_400_000, dateKeyMs(date) + 2 * 86_400_000],
      );
      const tz = venueZone(v);
      const day = rows.filter((b) => zonedParts(Number(b.s), tz).date === date);
      const byStatus: Record<string, number> = {};
      const byResource: Record<string, number> = {};
      for (const b of day) {
        byStatus[b.status] = (byStatus[b.status] ?? 0) + 1;
        byResource[b.resource_id] = (byResource[b.resource_id] ?? 0) + 1;
      }
      return ok({ rtn: 1, date, timeZone: tz, total: day.length, byStatus, byResource });
    },
  });

  // ---- Not in spec 7: the booking screens' calls ----
  registerCall(app, env, {
    method: 'POST',
    path: '/api/booking/slots',
    who: 'anyone',
    venue: 'required',
    signed: true,
    schema: {
      required: ['date'],
      properties: { ...ID, ...WANT, date: DATE, days: { type: 'integer', minimum: 1, maximum: 14 } },
    },
    handler: async (ctx) =>
      guard(async () => {
        const v = ctx.venue!;
        const p = ctx.payload;
        if (!Number.isFinite(dateKeyMs(p.date))) throw new BookingRefused('booking.invalid', 'Choose a valid date.');
        await expireBookings(ctx.db, v.shopId, ctx.now);
        const plan = await planBooking(
          ctx.db,
          v,
          { pluId: p.pluId, resourceId: p.resourceId, people: p.people ?? 1, hours: p.hours },
          ctx.now,
        );
        if (!plan.ok) throw new BookingRefused(plan.code, plan.message, plan.values ? { values: plan.values } : {});
        const slots = await slotsOf(ctx.db, plan, dateRange(p.date, p.days ?? 1));
        return ok({
          rtn: 1,
          timeZone: plan.tz,
          durationMin: plan.durationMin,
          graceMin: plan.graceMin,
          stepMin: plan.policy.stepMin,
          slots: slots.map((s) => ({ start: s.start, date: s.date, time: s.time, resources: s.resources })),
          resources: plan.resources.map((r) => ({
            resourceId: r.resourceId,
            name1: r.name1,
            name2: r.name2,
            capacity: r.capacity,
          })),
        });
      }),
  });

  registerCall(app, env, {
    method: 'POST',
    path: '/api/booking/create',
    who: 'user',
    venue: 'required',
    signed: true,
    schema: {
      required: ['start', 'people'],
      properties: { ...ID, ...WANT, start: INSTANT, payOption: { enum: ['deposit', 'full'] }, idempotencyKey: KEY },
    },
    // With an idempotency key, the same request again (an answer lost to a dropped connection, a
    // reload, another tab) answers the booking it made the first time instead of booking twice.
    handler: async (ctx) =>
      guard(async () => {
        const v = ctx.venue!;
        const p = ctx.payload;
        const make = async (db: typeof ctx.db) => {
          const made = await createBooking(
            db,
            v,
            ctx.user!.userId,
            { ...p, payOption: p.payOption ?? 'deposit' },
            ctx.now,
          );
          return ok({ rtn: 1, booking: out(v, made.booking, ctx.now), payUrl: made.payUrl });
        };
        if (!p.idempotencyKey) return make(ctx.db);
        const { lang, ...asked } = ctx.payload; // the language of the payment page is not part of what is booked
        void lang;
        const done = await once(
          ctx.db,
          v.shopId,
          keyScope(ctx, 'bookingCreate'),
          p.idempotencyKey,
          requestHash(asked),
          ctx.now,
          async (tx) => ({ status: 200, answer: await make(tx) }),
        );
        if (done.status !== 200) throw new HttpAnswer(done.status, done.answer);
        return done.answer;
      }),
  });

  registerCall(app, env, {
    method: 'POST',
    path: '/api/booking/mine',
    who: 'user',
    venue: 'required',
    schema: { properties: { ...ID, bookingId: BOOKING_ID } },
    handler: async (ctx) =>
      guard(async () => {
        const v = ctx.venue!;
        await expireBookings(ctx.db, v.shopId, ctx.now);
        const rows = ctx.payload.bookingId
          ? [await ownBooking(ctx.db, v.shopId, ctx.user!.userId, ctx.payload.bookingId)]
          : await ctx.db.query<BookingRow>(
              `${BOOKING_SELECT} WHERE b.user_id = $1 AND b.shop_id = $2 ORDER BY b.starts_at DESC LIMIT 100`,
              [ctx.user!.userId, v.shopId],
            );
        const bookings = [];
        for (const b of rows) {
          const { q, policy } = await cancelQuote(ctx.db, v, b, ctx.now);
          bookings.push({
            ...out(v, b, ctx.now),
            cancel: q.ok
              ? { feeCents: q.feeCents, refundCents: q.refundCents, free: q.free, freeUntil: q.freeUntil }
              : null,
            policy,
            bill: await billLines(ctx.db, b.booking_id),
          });
        }
        return ok({ rtn: 1, bookings }, { rtn: 1, count: bookings.length });
      }),
  });

  registerCall(app, env, {
    method: 'POST',
    path: '/api/booking/reschedule',
    who: 'user',
    venue: 'required',
    schema: { required: ['bookingId', 'start'], properties: { ...ID, bookingId: BOOKING_ID, start: INSTANT } },
    handler: async (ctx) =>
      guard(async () => {
        const v = ctx.venue!;
        const { booking: b, refundedCents } = await rescheduleBooking(
          ctx.db,
          v,
          ctx.user!.userId,
          ctx.payload.bookingId,
          ctx.payload.start,
          ctx.now,
        );
        // A cheaper time gives back what was paid over the new price, through the provider that took it;
        // each move is its own refund (the key names the booking's refunds so far, which only grow).
        const provider =
          b.transaction_id && refundedCents > 0
            ? await refundOrderPayment(ctx.db, env.providers, {
                transactionId: b.transaction_id,
                amountCents: refundedCents,
                reason: 'booking-reschedule',
                step: String(b.refund_cents),
                now: ctx.now,
              })
            : null;
        return ok({ rtn: 1, booking: out(v, b, ctx.now), ...(provider ? { provider } : {}) });
      }),
  });

  registerCall(app, env, {
    method: 'POST',
    path: '/api/booking/cancel',
    who: 'user',
    venue: 'required',
    schema: {
      required: ['bookingId'],
      properties: { ...ID, bookingId: BOOKING_ID, refundCents: { type: 'integer', minimum: 0 } },
    },
    handler: async (ctx) =>
      guard(async () => {
        const v = ctx.venue!;
        const b = await cancelBooking(
          ctx.db,
          v,
          ctx.user!.userId,
          ctx.payload.bookingId,
          ctx.now,
          ctx.payload.refundCents,
        );
        // The refund the policy gives goes back through the provider that took the deposit or price.
        const provider =
          b.transaction_id && Number(b.refund_cents) > 0
            ? await refundOrderPayment(ctx.db, env.providers, {
                transactionId: b.transaction_id,
                amountCents: Number(b.refund_cents),
                reason: 'booking-cancel',
                now: ctx.now,
              })
            : null;
        return ok({ rtn: 1, booking: out(v, b, ctx.now), ...(provider ? { provider } : {}) });
      }),
  });

  // A room's bill: without items, read it; with items, order them onto it (during the stay).
  registerCall(app, env, {
    method: 'POST',
    path: '/api/booking/bill',
    who: 'user',
    venue: 'required',
    schema: {
      required: ['bookingId'],
      properties: {
        ...ID,
        bookingId: BOOKING_ID,
        items: {
          type: 'array',
          minItems: 1,
          maxItems: 30,
          items: {
            type: 'object',
            required: ['pluId', 'quantity'],
            properties: { pluId: PLU, quantity: { type: 'integer', minimum: 1, maximum: 50 } },
          },
        },
      },
    },
    handler: async (ctx) =>
      guard(async () => {
        const v = ctx.venue!;
        const id = ctx.payload.bookingId;
        const items = ctx.payload.items;
        await expireBookings(ctx.db, v.shopId, ctx.now);
        const b = items
          ? await addToBill(ctx.db, v, ctx.user!.userId, id, items, ctx.now)
          : await ownBooking(ctx.db, v.shopId, ctx.user!.userId, id);
        const bill = await roomBill(ctx.db, b, ctx.now, ctx.payload.lang);
        return ok({ rtn: 1, booking: out(v, b, ctx.now), ...bill, bill: bill.lines });
      }),
  });

  // Paying a room's bill at the end: once (a paid bill is refused; one waiting for its payment is answered again).
  registerCall(app, env, {
    method: 'POST',
    path: '/api/booking/settle',
    who: 'user',
    venue: 'required',
    schema: { required: ['bookingId'], properties: { ...ID, bookingId: BOOKING_ID } },
    handler: async (ctx) =>
      guard(async () => {
        const v = ctx.venue!;
        const made = await settleBill(ctx.db, v, ctx.user!.userId, ctx.payload.bookingId, ctx.now, ctx.payload.lang);
        const bill = await roomBill(ctx.db, made.booking, ctx.now, ctx.payload.lang);
        return ok({ rtn: 1, booking: out(v, made.booking, ctx.now), ...bill, bill: bill.lines, payUrl: made.payUrl });
      }),
  });

  // Staff: a day's bookings per resource; arrived or no-show.
  registerCall(app, env, {
    method: 'POST',
    path: '/api/booking/staff/list',
    who: 'anyone',
    venue: 'required',
    signed: true,
    schema: { properties: { ...ID, date: DATE } },
    handler: async (ctx) =>
      guard(async () => {
        requireStaff(ctx);
        const v = ctx.venue!;
        const tz = venueZone(v);
        const date = ctx.payload.date ?? today(v, ctx.now);
        await expireBookings(ctx.db, v.shopId, ctx.now);
        const rows = await ctx.db.query<BookingRow & { first_name: string | null; mobile: string | null }>(
          `SELECT x.*, u.first_name, u.mobile FROM (${BOOKING_SELECT} WHERE b.shop_id = $1 AND b.starts_at >= to_timestamp($2::bigint / 1000.0) AND b.starts_at < to_timestamp($3::bigint / 1000.0)) x
           LEFT JOIN users u ON u.user_id = x.user_id ORDER BY x.starts_at`,
          [v.shopId, dateKeyMs(date) - 86_400_000, dateKeyMs(date) + 2 * 86_400_000],
        );
        const resources = await loadResources(ctx.db, v.shopId);
        const day = rows.filter((b) => zonedParts(Number(b.s), tz).date === date);
        return ok({
          rtn: 1,
          date,
          timeZone: tz,
          resources: resources.map((r) => ({
            resourceId: r.resourceId,
            name1: r.name1,
            name2: r.name2,
            bookings: day
              .filter((b) => b.resource_id === r.resourceId)
              .map((b) => ({ ...out(v, b, ctx.now), customer: b.first_name ?? '', mobile: b.mobile ?? '' })),
          })),
        });
      }),
  });

  registerCall(app, env, {
    method: 'POST',
    path: '/api/booking/staff/mark',
    who: 'anyone',
    venue: 'required',
    signed: true,
    schema: {
      required: ['bookingId', 'mark'],
      properties: { ...ID, bookingId: BOOKING_ID, mark: { enum: ['arrived', 'noshow'] } },
    },
    handler: async (ctx) =>
      guard(async () => {
        requireStaff(ctx);
        const v = ctx.venue!;
        const b = await markBooking(ctx.db, v, ctx.payload.bookingId, ctx.payload.mark, ctx.now);
        return ok({ rtn: 1, booking: out(v, b, ctx.now) });
      }),
  });
}
