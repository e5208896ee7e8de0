// Kiosk enrolment (issue 27; server/kiosk/devices.ts):
//   POST /pro/kiosk/enrolment/code { name? }     an administrator of the venue: a one-time code (30 min)
//   POST /pro/kiosk/enrol          { code }      the kiosk: redeems the code, gets its device credential;
//        wrong codes are limited per address (kioskEnrolAddress), a right one is not counted
//   POST /pro/kiosk/devices        {}            an administrator: the venue's enrolled kiosks
//   POST /pro/kiosk/device/revoke  { deviceId }  an administrator: the credential stops at once
import type { FastifyInstance } from 'fastify';
import type { RefusalCode } from '../../src/domain/index';
import { count, peek } from '../auth/rateLimit';
import { createEnrolCode, listDevices, redeemEnrolCode, revokeDevice } from '../kiosk/devices';
import { HttpAnswer, ok } from '../wire/answers';
import { type CallEnv, registerCall } from '../wire/define';
import { VENUE_ENVELOPE } from '../wire/venueEnvelope';

const S = (max = 100) => ({ type: 'string', maxLength: max });
const VENUE = VENUE_ENVELOPE;
const refusal = (status: number, code: RefusalCode, dispMsg: string) =>
  new HttpAnswer(status, { success: false, dispMsg, result: { code } });

export function registerKioskDeviceRoutes(app: FastifyInstance, env: CallEnv): void {
  registerCall(app, env, {
    method: 'POST',
    path: '/pro/kiosk/enrolment/code',
    who: 'admin',
    venue: 'required',
    schema: { properties: { ...VENUE, name: S(60) } },
    handler: async (ctx) => {
      const r = await createEnrolCode(
        ctx.db,
        ctx.venue!.shopId,
        ctx.user!.userId,
        String(ctx.payload.name ?? '').trim(),
        ctx.now,
      );
      return ok({ rtn: 1, ...r });
    },
  });

  registerCall(app, env, {
    method: 'POST',
    path: '/pro/kiosk/enrol',
    who: 'anyone',
    venue: 'required',
    schema: { required: ['code'], properties: { ...VENUE, code: { type: 'string', minLength: 1, maxLength: 20 } } },
    handler: async (ctx) => {
      const limit = env.limits.kioskEnrolAddress;
      const limited = () =>
        refusal(
          429,
          'device.enrol-rate-limited',
          'Too many wrong enrolment codes from this network; please wait 15 minutes.',
        );
      // Already at the limit: refused without a write (a refused call changes nothing).
      if ((await peek(ctx.db, limit, ctx.ip, ctx.now)) >= limit.max) throw limited();
      // One hit reserved before the code is tried (parallel guesses never pass the limit), given back when right.
      const c = await count(ctx.db, limit, ctx.ip, ctx.now, 1);
      if (c.hits > limit.max) {
        await count(ctx.db, limit, ctx.ip, ctx.now, -1);
        throw limited();
      }
      const r = await redeemEnrolCode(ctx.db, ctx.venue!.shopId, String(ctx.payload.code), ctx.now);
      if (!r) {
        // The one refusal envelope: its words in result too (CallRefusal of the answer schema).
        const dispMsg = 'This enrolment code is not valid here, has been used or has expired. Ask for a new one.';
        return {
          success: false,
          dispMsg,
          result: { rtn: -1, code: 'device.enrol-code' satisfies RefusalCode, dispMsg },
        };
      }
      await count(ctx.db, limit, ctx.ip, ctx.now, -1);
      return ok({ rtn: 1, ...r });
    },
  });

  registerCall(app, env, {
    method: 'POST',
    path: '/pro/kiosk/devices',
    who: 'admin',
    venue: 'required',
    schema: { properties: { ...VENUE } },
    handler: async (ctx) => ok({ rtn: 1, devices: await listDevices(ctx.db, ctx.venue!.shopId) }),
  });

  registerCall(app, env, {
    method: 'POST',
    path: '/pro/kiosk/device/revoke',
    who: 'admin',
    venue: 'required',
    schema: { required: ['deviceId'], properties: { ...VENUE, deviceId: S(40) } },
    handler: async (ctx) => {
      if (!(await revokeDevice(ctx.db, ctx.venue!.shopId, String(ctx.payload.deviceId), ctx.user!.userId, ctx.now)))
        throw refusal(404, 'device.unknown', 'This venue has no such kiosk.');
      return ok({ rtn: 1, devices: await listDevices(ctx.db, ctx.venue!.shopId) });
    },
  });
}
