// POST /api/sync/eventInBatch (spec 7): analytics events, stored in one transaction with the venue and
// the caller. Anyone with the venue's shop key may send them, so every batch is bounded (events per
// batch, bytes per event, bytes per request) and batches are limited per address and per device in
// the database window table (auth/rateLimit.ts), which every server process shares.
import type { FastifyInstance } from 'fastify';
import { hit, type Limit } from '../auth/rateLimit';
import { HttpAnswer, ok } from '../wire/answers';
import { type CallEnv, registerCall } from '../wire/define';
import type { RefusalCode } from '../../src/domain/index';

/** Events in one batch (more: 400 from the schema, naming the limit). */
export const EVENT_BATCH_MAX_EVENTS = 100;
/** Bytes of one event as JSON (UTF-8). */
export const EVENT_MAX_BYTES = 4096;
/** Bytes of all the events of one request as JSON (UTF-8). */
export const EVENT_BATCH_MAX_BYTES = 65_536;
export const EVENT_BATCHES_WINDOW_MS = 10 * 60_000;
/** Batches per client address in EVENT_BATCHES_WINDOW_MS (several devices of a venue may share one). */
export const EVENT_BATCHES_PER_ADDRESS = 120;
/** Batches per device in EVENT_BATCHES_WINDOW_MS (a client sends one every 30 seconds or less often). */
export const EVENT_BATCHES_PER_DEVICE = 30;
const PER_ADDRESS: Limit = {
  kind: 'events.address',
  max: EVENT_BATCHES_PER_ADDRESS,
  windowMs: EVENT_BATCHES_WINDOW_MS,
};
const PER_DEVICE: Limit = { kind: 'events.device', max: EVENT_BATCHES_PER_DEVICE, windowMs: EVENT_BATCHES_WINDOW_MS };

export const EVENT_CODES = [
  'events.event-too-large',
  'events.batch-too-large',
  'events.rate-limited',
] as const satisfies readonly RefusalCode[];
type EventCode = (typeof EVENT_CODES)[number];
const refused = (status: number, code: EventCode, dispMsg: string, limit: number) =>
  new HttpAnswer(status, { success: false, dispMsg, result: { code, limit } });

const S = (max = 100) => ({ type: 'string', maxLength: max });
const ID = { shop: S(), id: S(), shp: S(), siteId: S(), device: S(), ordLot: S(), tm: { type: 'number' }, sign: S(64) };

export function registerEventBatchRoute(app: FastifyInstance, env: CallEnv): void {
  registerCall(app, env, {
    method: 'POST',
    path: '/api/sync/eventInBatch',
    who: 'anyone',
    venue: 'required',
    signed: true,
    schema: {
      required: ['events'],
      properties: {
        ...ID,
        batchId: S(64),
        events: {
          type: 'array',
          minItems: 1,
          maxItems: EVENT_BATCH_MAX_EVENTS,
          items: { type: 'object', maxProperties: 50 },
        },
      },
    },
    handler: async (ctx) => {
      const events = ctx.payload.events;
      let total = 0;
      for (const [i, e] of events.entries()) {
        const bytes = Buffer.byteLength(JSON.stringify(e));
        if (bytes > EVENT_MAX_BYTES)
          throw refused(
            413,
            'events.event-too-large',
            `Event ${i + 1} is too large (${bytes} bytes): at most ${EVENT_MAX_BYTES} bytes per event.`,
            EVENT_MAX_BYTES,
          );
        total += bytes;
      }
      if (total > EVENT_BATCH_MAX_BYTES)
        throw refused(
          413,
          'events.batch-too-large',
          `The event batch is too large (${total} bytes): at most ${EVENT_BATCH_MAX_BYTES} bytes of events per request.`,
          EVENT_BATCH_MAX_BYTES,
        );
      const minutes = EVENT_BATCHES_WINDOW_MS / 60_000;
      if (!(await hit(ctx.db, PER_ADDRESS, ctx.ip, ctx.now)))
        throw refused(
          429,
          'events.rate-limited',
          `Too many event batches from this address: at most ${EVENT_BATCHES_PER_ADDRESS} in ${minutes} minutes.`,
          EVENT_BATCHES_PER_ADDRESS,
        );
      const device = typeof ctx.payload.device === 'string' ? ctx.payload.device : '';
      if (device && !(await hit(ctx.db, PER_DEVICE, `${ctx.venue!.shopId}|${device}`, ctx.now)))
        throw refused(
          429,
          'events.rate-limited',
          `Too many event batches from this device: at most ${EVENT_BATCHES_PER_DEVICE} in ${minutes} minutes.`,
          EVENT_BATCHES_PER_DEVICE,
        );
      const batchId = ctx.payload.batchId || `b${ctx.now}`;
      // One transaction: either the whole batch is stored or none of it.
      await ctx.db.tx(async (tx) => {
        for (const e of events)
          await tx.query(
            'INSERT INTO events (shop_id, user_id, batch_id, event, received_at) VALUES ($1, $2, $3, $4, $5)',
            [ctx.venue!.shopId, ctx.user?.userId ?? null, batchId, e, ctx.now],
          );
      });
      return ok({ rtn: 1, count: events.length, batchId });
    },
  });
}
