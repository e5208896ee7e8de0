// Tickets and passes (issue 17): ticket pools, the parking fee (fee only, from the venue's tariff),
// booking a ticket (svcOrder), extending a parking stay, refunds, zero-amount transactions and the
// customer's tickets. Logic in server/tickets/; pure rules in src/domain (parking.ts, ticketPasses.ts).
import type { FastifyInstance } from 'fastify';
import { fail, parkingExtensionCents, parkingFee, localDate, validateParking } from '../../src/domain/index';
import { keyScope, once, Refusal, requestHash, sendStored } from '../orders/idempotency';
import { type Answer, badRequest, ok } from '../wire/answers';
import { type CallEnv, type Ctx, registerCall } from '../wire/define';
import { zeroTxnCart } from './order';
import type { ProviderRefundNote } from '../payments/providers/orderRefund';
import { refundStayThroughProviders } from '../payments/providers/parkingRefund';
import type { ProviderSetup } from '../payments/providers/store';
import { closeZeroTxn, lockBooking, openTopup, refundBooking } from '../tickets/changes';
import { priceSale, refusal, ruleRefusal, sell, ticketMethods } from '../tickets/sell';
import {
  bookingOut,
  loadBookings,
  loadPolicy,
  loadPool,
  loadPools,
  loadTariff,
  poolOut,
  venueTz,
} from '../tickets/store';
import { VENUE_ENVELOPE } from '../wire/venueEnvelope';

/** Not a call of spec 7: the signed-in customer's tickets (my tickets, the wallet's tickets tab). */
export const TICKETS_MINE_PATH = '/api/ticket/mine';

const ID = VENUE_ENVELOPE;
const KEY = { type: 'string', minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_.:-]+$' };
const POOL = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' };
const BOOKING = { type: 'string', minLength: 4, maxLength: 64, pattern: '^tb_[a-f0-9]+$' };
const TIME = { type: 'integer', minimum: 0, maximum: 8_640_000_000_000 };
const QTY = { type: 'integer', minimum: -1000, maximum: 1000 };
const DATE = { type: 'string', maxLength: 10 };
const PAYMENT = { type: 'string', minLength: 1, maxLength: 20, pattern: '^[a-z]+$' };

/** Runs a handler, answering a Refusal with its status. */
const guarded =
  <P extends string>(fn: (ctx: Ctx<P>) => Promise<Answer | void>) =>
  async (ctx: Ctx<P>): Promise<Answer | void> => {
    try {
      return await fn(ctx);
    } catch (e) {
      if (e instanceof Refusal) return sendStored(ctx, { status: e.status, answer: e.answer });
      throw e;
    }
  };

const isVenueAdmin = (ctx: Ctx): boolean =>
  !!ctx.user &&
  ctx.user.admin === 1 &&
  (ctx.user.adminShops.includes('*') || (!!ctx.venue && ctx.user.adminShops.includes(ctx.venue.shopId)));

/** The day whose places a pool answer counts (capacity is per day): the asked date, else today at the venue. */
const askedDay = (ctx: Ctx): string => {
  const d = ctx.payload.date;
  return typeof d === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(d) ? d : localDate(ctx.now, venueTz(ctx.venue!));
};

/**
 * A parking refund's money goes back through the providers that took the stay's payments (issue 35):
 * the booking's order, then its paid extensions' orders. `provider` is the first refund's note,
 * `providers` every one (an extension paid through its own order is a refund of its own).
 */
async function withProviderRefund<T extends { bookingId: string; refundCents: number }>(
  ctx: Ctx,
  providers: ProviderSetup | undefined,
  r: T,
): Promise<T & { provider?: ProviderRefundNote; providers?: ProviderRefundNote[] }> {
  const notes = await refundStayThroughProviders(ctx.db, providers, {
    bookingId: r.bookingId,
    refundCents: r.refundCents,
    now: ctx.now,
  });
  return notes.length ? { ...r, provider: notes[0], providers: notes } : r;
}

export function registerTicketRoutes(app: FastifyInstance, env: CallEnv): void {
  /** What a venue sells: its pools, the parking tariff, its time zone and today's date there. */
  const venueAnswer = async (ctx: Ctx) => {
    const v = ctx.venue!;
    const tz = venueTz(v);
    const [tariff, policy] = await Promise.all([loadTariff(ctx.db, v.shopId), loadPolicy(ctx.db, v.shopId)]);
    return {
      shop: v.shopId,
      timeZone: tz,
      today: localDate(ctx.now, tz),
      now: ctx.now,
      tariff,
      policy: { freeBeforeMinutes: policy.freeBeforeMinutes, lateFeePercent: policy.lateFeePercent },
      methods: ticketMethods(v),
    };
  };

  registerCall(app, env, {
    method: 'POST',
    path: '/pro/ticket/pool/listViewTicketPool',
    who: 'anyone',
    venue: 'required',
    schema: { properties: { ...ID, kind: { enum: ['parking', 'daterange'] }, date: DATE } },
    handler: async (ctx) => {
      const pools = (await loadPools(ctx.db, ctx.venue!.shopId, askedDay(ctx))).filter(
        (p) => !ctx.payload.kind || p.kind === ctx.payload.kind,
      );
      return ok({ rtn: 1, ...(await venueAnswer(ctx)), pools: pools.map(poolOut) });
    },
  });

  registerCall(app, env, {
    method: 'POST',
    path: '/pro/ticket/loadTicketPool',
    who: 'anyone',
    venue: 'required',
    schema: { required: ['poolId'], properties: { ...ID, poolId: POOL, date: DATE } },
    handler: guarded(async (ctx) => {
      const pool = await loadPool(ctx.db, ctx.venue!.shopId, ctx.payload.poolId, askedDay(ctx));
      if (!pool) throw refusal(404, 'ticket.pool-unknown', 'No such tickets at this venue.');
      return ok({ rtn: 1, ...(await venueAnswer(ctx)), pool: poolOut(pool) });
    }),
  });

  // The parking fee only: entry, exit and the venue's tariff (no catalogue item is priced). With a
  // bookingId it prices extending that stay to exitTime (the customer's own booking).
  registerCall(app, env, {
    method: 'POST',
    path: '/api/feeCalc/parking',
    who: 'anyone',
    venue: 'required',
    signed: true,
    schema: {
      required: ['exitTime'],
      properties: { ...ID, entryTime: TIME, exitTime: TIME, quantity: QTY, bookingId: BOOKING },
    },
    handler: guarded(async (ctx) => {
      const v = ctx.venue!;
      const tz = venueTz(v);
      const tariff = await loadTariff(ctx.db, v.shopId);
      if (!tariff) throw refusal(422, 'ticket.pool-unknown', 'This venue has no parking tariff.');
      const exit = ctx.payload.exitTime;
      if (ctx.payload.bookingId) {
        if (!ctx.user) throw refusal(404, 'ticket.not-found', 'No such booking.');
        const b = (
          await loadBookings(ctx.db, 'b.booking_id = $1 AND b.user_id = $2 AND b.shop_id = $3', [
            ctx.payload.bookingId,
            ctx.user.userId,
            v.shopId,
          ])
        )[0]?.row;
        if (!b || b.kind !== 'parking') throw refusal(404, 'ticket.not-found', 'No such booking.');
        const entry = Number(b.entry_at);
        if (exit <= Number(b.exit_at)) throw ruleRefusal(fail('exitBeforeEntry'))!;
        const bad = ruleRefusal(validateParking({ entry, exit, now: entry, quantity: b.quantity, tariff, tz }));
        if (bad) throw bad;
        const per = parkingExtensionCents(entry, Number(b.exit_at), exit, tariff, tz);
        return ok({
          rtn: 1,
          bookingId: b.booking_id,
          feeCents: per * b.quantity,
          perTicketCents: per,
          quantity: b.quantity,
          entryTime: entry,
          exitTime: exit,
          previousExitTime: Number(b.exit_at),
          timeZone: tz,
          tariff,
        });
      }
      const entry = ctx.payload.entryTime;
      const quantity = ctx.payload.quantity ?? 1;
      if (entry === undefined) throw ruleRefusal(fail('exitBeforeEntry'))!;
      const bad = ruleRefusal(validateParking({ entry, exit, now: ctx.now, quantity, tariff, tz }));
      if (bad) throw bad;
      const fee = parkingFee(entry, exit, tariff, tz);
      return ok({
        rtn: 1,
        feeCents: fee.cents * quantity,
        perTicketCents: fee.cents,
        quantity,
        minutes: fee.minutes,
        hours: fee.hours,
        days: fee.days,
        entryTime: entry,
        exitTime: exit,
        timeZone: tz,
        tariff,
      });
    }),
  });

  // Book tickets (spec 7 'book ticket'): idempotent by key; tickets taken from the pool by one conditional UPDATE.
  registerCall(app, env, {
    method: 'POST',
    path: '/api/svc/order',
    who: 'user',
    venue: 'required',
    signed: true,
    schema: {
      required: ['idempotencyKey', 'poolId', 'quantity', 'payment'],
      properties: {
        ...ID,
        idempotencyKey: KEY,
        poolId: POOL,
        quantity: QTY,
        payment: PAYMENT,
        entryTime: TIME,
        exitTime: TIME,
        startDate: DATE,
        expectedTotalCents: { type: 'integer', minimum: 0, maximum: 100_000_000 },
      },
    },
    handler: async (ctx) => {
      const v = ctx.venue!;
      const p = ctx.payload;
      const out = await once(
        ctx.db,
        v.shopId,
        keyScope(ctx, 'ticket'),
        p.idempotencyKey as string,
        requestHash(p),
        ctx.now,
        async (tx) => {
          const pool = await loadPool(tx, v.shopId, p.poolId as string);
          if (!pool) throw refusal(404, 'ticket.pool-unknown', 'No such tickets at this venue.');
          const input = {
            pool,
            quantity: p.quantity as number,
            payment: p.payment as string,
            entryTime: p.entryTime as number | undefined,
            exitTime: p.exitTime as number | undefined,
            startDate: p.startDate as string | undefined,
          };
          const sale = priceSale(v, pool.kind === 'parking' ? await loadTariff(tx, v.shopId) : null, input, ctx.now);
          if (sale.totalCents > 0 && !ticketMethods(v).includes(input.payment))
            throw refusal(
              422,
              'ticket.payment',
              'Tickets are paid online; please choose a card or another online method.',
            );
          if (p.expectedTotalCents !== undefined && p.expectedTotalCents !== sale.totalCents)
            throw refusal(422, 'totals.mismatch', 'The price changed; please check it again.', {
              totalCents: sale.totalCents,
            });
          const sold = await sell(tx, v, {
            ...input,
            userId: ctx.user!.userId,
            device: (p.device as string) || null,
            policy: await loadPolicy(tx, v.shopId),
            sale,
            now: ctx.now,
          });
          return { status: 200, answer: ok({ rtn: 1, ...sold }) };
        },
      );
      sendStored(ctx, out);
    },
  });

  registerCall(app, env, {
    method: 'POST',
    path: '/api/parking/bookingTopup',
    who: 'user',
    venue: 'required',
    signed: true,
    schema: {
      required: ['idempotencyKey', 'bookingId', 'exitTime'],
      properties: { ...ID, idempotencyKey: KEY, bookingId: BOOKING, exitTime: TIME },
    },
    handler: async (ctx) => {
      const v = ctx.venue!;
      const p = ctx.payload;
      const out = await once(
        ctx.db,
        v.shopId,
        keyScope(ctx, 'ticketTopup'),
        p.idempotencyKey as string,
        requestHash(p),
        ctx.now,
        async (tx) => {
          const b = await lockBooking(tx, p.bookingId as string);
          if (!b || b.shop_id !== v.shopId || b.user_id !== ctx.user!.userId)
            throw refusal(404, 'ticket.not-found', 'No such booking.');
          return {
            status: 200,
            answer: ok(await openTopup(tx, v, b, p.exitTime as number, ctx.now, (p.device as string) || null)),
          };
        },
      );
      sendStored(ctx, out);
    },
  });

  // The customer's refund (owner, under the venue's policy; `preview` answers the amount without
  // refunding), or the venue's staff (in full).
  registerCall(app, env, {
    method: 'POST',
    path: '/api/parking/bookingRefund',
    who: 'user',
    venue: 'required',
    signed: true,
    schema: { required: ['bookingId'], properties: { ...ID, bookingId: BOOKING, preview: { type: 'boolean' } } },
    handler: guarded(async (ctx) => {
      const v = ctx.venue!;
      const staff = isVenueAdmin(ctx);
      const own = (
        await ctx.db.query<{ user_id: string }>(
          'SELECT user_id FROM ticket_bookings WHERE booking_id = $1 AND shop_id = $2',
          [ctx.payload.bookingId, v.shopId],
        )
      )[0];
      if (!own || (own.user_id !== ctx.user!.userId && !staff))
        throw refusal(404, 'ticket.not-found', 'No such booking.');
      const r = await refundBooking(ctx.db, ctx.payload.bookingId, {
        by: ctx.user!.userId,
        staff,
        full: staff && own.user_id !== ctx.user!.userId,
        now: ctx.now,
        preview: ctx.payload.preview === true,
        shopId: v.shopId,
      });
      return ok(ctx.payload.preview === true ? r : await withProviderRefund(ctx, env.providers, r));
    }),
  });

  // Staff give a card payment back in full (whatever the policy says), once.
  registerCall(app, env, {
    method: 'POST',
    path: '/api/parking/dpsRefund',
    who: 'admin',
    venue: 'required',
    signed: true,
    schema: { required: ['bookingId'], properties: { ...ID, bookingId: BOOKING } },
    handler: guarded(async (ctx) => {
      const b = (
        await ctx.db.query<{ payment: string }>(
          'SELECT payment FROM ticket_bookings WHERE booking_id = $1 AND shop_id = $2',
          [ctx.payload.bookingId, ctx.venue!.shopId],
        )
      )[0];
      if (!b) throw refusal(404, 'ticket.not-found', 'No such booking.');
      if (b.payment !== 'dps') throw refusal(422, 'ticket.payment', 'This booking was not paid by card.');
      const r = await refundBooking(ctx.db, ctx.payload.bookingId, {
        by: ctx.user!.userId,
        staff: true,
        full: true,
        now: ctx.now,
        shopId: ctx.venue!.shopId,
      });
      return ok(await withProviderRefund(ctx, env.providers, r));
    }),
  });

  // A zero-amount transaction: a free cart (ordering), or a ticket's free transaction named by its id.
  registerCall(app, env, {
    method: 'POST',
    path: '/api/spot/zeroTxn',
    who: 'anyone',
    venue: 'required',
    signed: true,
    schema: {
      anyOf: [{ required: ['idempotencyKey', 'cart'] }, { required: ['idempotencyKey', 'transactionId'] }],
      properties: {
        ...zeroTxnCart.schema,
        transactionId: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' },
      },
    },
    handler: guarded(async (ctx) => {
      if (ctx.payload.cart !== undefined) return zeroTxnCart.handler(ctx);
      if (!ctx.user) throw refusal(404, 'ticket.not-found', 'No such transaction.');
      const txn = ctx.payload.transactionId;
      if (txn === undefined) throw badRequest('The field "transactionId" is required.'); // the schema's anyOf
      return ok(await closeZeroTxn(ctx.db, ctx.venue!, txn, ctx.user.userId, ctx.now));
    }),
  });

  registerCall(app, env, {
    method: 'POST',
    path: TICKETS_MINE_PATH,
    who: 'user',
    venue: 'optional',
    schema: { properties: { ...ID, bookingId: BOOKING } },
    handler: async (ctx) => {
      const params: unknown[] = [ctx.user!.userId];
      let where = 'b.user_id = $1';
      if (ctx.venue) {
        params.push(ctx.venue.shopId);
        where += ` AND b.shop_id = $${params.length}`;
      }
      if (ctx.payload.bookingId) {
        params.push(ctx.payload.bookingId);
        where += ` AND b.booking_id = $${params.length}`;
      }
      const views = await loadBookings(ctx.db, where, params);
      const venues = new Map<string, { tz: string; policy: Awaited<ReturnType<typeof loadPolicy>> }>();
      const tickets = [];
      for (const view of views) {
        let vv = venues.get(view.row.shop_id);
        if (!vv) {
          const tz =
            (
              await ctx.db.query<{ tz: string | null }>(`SELECT hours->>'tz' AS tz FROM venues WHERE shop_id = $1`, [
                view.row.shop_id,
              ])
            )[0]?.tz || 'Australia/Brisbane';
          vv = { tz, policy: await loadPolicy(ctx.db, view.row.shop_id) };
          venues.set(view.row.shop_id, vv);
        }
        tickets.push(bookingOut(view, ctx.now, vv.tz, vv.policy));
      }
      return ok({ rtn: 1, now: ctx.now, tickets });
    },
  });
}
