// Card-present payment at the kiosk (issue 35; server/routes/kioskCard.ts):
//   POST /pro/kiosk/card/start  { transactionId }           an enrolled kiosk: sends the order's amount to
//        the Stripe Terminal reader registered to this device; the kiosk shows "tap, insert or swipe"
//   POST /pro/kiosk/card/state  { transactionId, cancel? }  an enrolled kiosk: polls the reader (every
//        ~2 s); approved pays the order, declined and cancelled leave it unpaid; cancel stops the reader;
//        past the timeout the reader is stopped and the answer is "timeout"
//   POST /pro/kiosk/device/reader { deviceId, readerId }    an administrator: the reader (tmr_…) of a kiosk
//        of the venue; an empty readerId removes it
// The device is always the enrolled credential's (header x-kiosk-device), never the payload's.
import type { FastifyInstance } from 'fastify';
import type { RefusalCode } from '../../src/domain/index';
import { requireKiosk } from '../kiosk/devices';
import { HttpAnswer, ok } from '../wire/answers';
import { type CallEnv, type Ctx, registerCall } from '../wire/define';
import { VENUE_ENVELOPE } from '../wire/venueEnvelope';
import { kioskCardState, setKioskReader, startKioskCard, type KioskCardAnswer } from './kioskCard';

const S = (max = 100) => ({ type: 'string', maxLength: max });
const VENUE = VENUE_ENVELOPE;
const refusal = (status: number, code: RefusalCode, dispMsg: string) =>
  new HttpAnswer(status, { success: false, dispMsg, result: { code } });

const STATUS: Partial<Record<RefusalCode, number>> = {
  'device.not-enrolled': 401, // requireKiosk: not an enrolled kiosk of this venue
  'reader.none': 409,
  'reader.no-provider': 409,
  'reader.unavailable': 503,
  'reader.no-order': 404,
  'reader.changed': 409,
};
const answer = (a: KioskCardAnswer) => {
  if (!a.ok) throw refusal(STATUS[a.code] ?? 400, a.code, a.message);
  const { ok: _ok, ...rest } = a;
  return ok({ rtn: 1, ...rest });
};

const currencyOf = (ctx: Ctx) => {
  const c = (ctx.venue?.settings as { currency?: unknown } | undefined)?.currency;
  return typeof c === 'string' && /^[A-Za-z]{3}$/.test(c) ? c : 'AUD';
};

export function registerKioskCardRoutes(app: FastifyInstance, env: CallEnv): void {
  const setup = () => {
    if (!env.providers) throw refusal(409, 'reader.no-provider', 'Card payments are not set up for this venue.');
    return env.providers;
  };
  const base = async (ctx: Ctx) => ({
    deviceId: await requireKiosk(ctx),
    db: ctx.db,
    setup: setup(),
    shopId: ctx.venue!.shopId,
    transactionId: String(ctx.payload.transactionId),
    now: ctx.now,
  });

  registerCall(app, env, {
    method: 'POST',
    path: '/pro/kiosk/card/start',
    who: 'anyone',
    venue: 'required',
    signed: true,
    schema: { required: ['transactionId'], properties: { ...VENUE, transactionId: S(64) } },
    handler: async (ctx) => answer(await startKioskCard({ ...(await base(ctx)), currency: currencyOf(ctx) })),
  });

  registerCall(app, env, {
    method: 'POST',
    path: '/pro/kiosk/card/state',
    who: 'anyone',
    venue: 'required',
    signed: true,
    schema: {
      required: ['transactionId'],
      properties: { ...VENUE, transactionId: S(64), cancel: { type: 'boolean' } },
    },
    handler: async (ctx) => answer(await kioskCardState({ ...(await base(ctx)), cancel: ctx.payload.cancel === true })),
  });

  registerCall(app, env, {
    method: 'POST',
    path: '/pro/kiosk/device/reader',
    who: 'admin',
    venue: 'required',
    schema: { required: ['deviceId', 'readerId'], properties: { ...VENUE, deviceId: S(40), readerId: S(80) } },
    handler: async (ctx) => {
      const shopId = ctx.venue!.shopId;
      const deviceId = String(ctx.payload.deviceId);
      const known = await ctx.db.query('SELECT 1 FROM kiosk_devices WHERE shop_id = $1 AND device_id = $2', [
        shopId,
        deviceId,
      ]);
      if (!known.length) throw refusal(404, 'device.unknown', 'This venue has no such kiosk.');
      const readerId = String(ctx.payload.readerId).trim();
      if (!(await setKioskReader(ctx.db, shopId, deviceId, readerId || null, ctx.now)))
        throw refusal(
          400,
          'reader.invalid',
          'A Stripe reader id starts with tmr_ (Stripe dashboard → Terminal → Readers).',
        );
      return ok({ rtn: 1, deviceId, readerId: readerId || null });
    },
  });
}
