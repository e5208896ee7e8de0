// The kiosk's member card check (issue 19; not a call of spec 7: the spec's /pro/acs/card/action calls
// are the signed-in member's wallet). POST /api/kiosk/member/check (signed, b64) with the scanned card
// number, and the card's PIN to spend points, from an ENROLLED kiosk only (header x-kiosk-device,
// server/kiosk/devices.ts): the card at this venue only and a 15-minute token the order and feeCalc
// present; the holder's name and points only with the PIN (server/kiosk/member.ts).
import type { FastifyInstance } from 'fastify';
import { requireKiosk } from '../kiosk/devices';
import { checkKioskMember } from '../kiosk/member';
import { type Answer, ok } from '../wire/answers';
import { type CallEnv, registerCall } from '../wire/define';
import { VENUE_ENVELOPE } from '../wire/venueEnvelope';

const ID = VENUE_ENVELOPE;
export const KIOSK_MEMBER_CHECK_PATH = '/api/kiosk/member/check';

export function registerKioskMemberRoutes(app: FastifyInstance, env: CallEnv): void {
  registerCall(app, env, {
    method: 'POST',
    path: KIOSK_MEMBER_CHECK_PATH,
    who: 'anyone',
    venue: 'required',
    signed: true,
    schema: {
      required: ['cardNum'],
      // A scan may carry a link or spaces: the number is read from it (readMemberCode).
      properties: {
        ...ID,
        cardNum: { type: 'string', minLength: 1, maxLength: 200 },
        pin: { type: 'string', pattern: '^[0-9]{6}$' },
      },
    },
    handler: async (ctx): Promise<Answer> => {
      const device = await requireKiosk(ctx);
      const r = await checkKioskMember(ctx.db, ctx.venue!, ctx.payload.cardNum, ctx.payload.pin, {
        now: ctx.now,
        device,
        limits: env.limits,
      });
      if (!r.ok)
        return { success: false, result: { rtn: r.rtn, code: r.code, dispMsg: r.message }, dispMsg: r.message };
      const { ok: _ok, ...card } = r;
      return ok({ rtn: 1, ...card });
    },
  });
}
