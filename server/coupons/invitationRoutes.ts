// Invitations (issue 16): not calls of spec 7 (the spec names the screens only); each with its reason in
// src/api/calls.ts. Logic in invitations.ts.
import type { FastifyInstance } from 'fastify';
import { ok } from '../wire/answers';
import { type CallEnv, registerCall } from '../wire/define';
import { refusal } from './tickets';
import { acceptInvitation, INVITATION_KINDS, invitationInfo, memberInvitationCode, whoJoined } from './invitations';

const BODY = {
  required: ['kind', 'code'],
  properties: {
    kind: { enum: [...INVITATION_KINDS] },
    code: { type: 'string', minLength: 6, maxLength: 16, pattern: '^[A-Za-z0-9]+$' },
  },
};

export function registerInvitationRoutes(app: FastifyInstance, env: CallEnv): void {
  // The signed-in member's own code at this venue and who joined with their codes.
  registerCall(app, env, {
    method: 'POST',
    path: '/api/invitation/mine',
    who: 'user',
    venue: 'required',
    schema: { properties: {} },
    handler: async (ctx) => {
      const code = await memberInvitationCode(ctx.db, ctx.user!.userId, ctx.venue!.shopId, ctx.now);
      const joined = await whoJoined(ctx.db, ctx.user!.userId, ctx.venue!.shopId);
      return ok({ rtn: 1, invitationCode: code, path: `member/${code}/invitation`, joined });
    },
  });

  registerCall(app, env, {
    method: 'POST',
    path: '/api/invitation/info',
    who: 'anyone',
    venue: 'required',
    schema: BODY,
    handler: async (ctx) => {
      const r = await invitationInfo(
        ctx.db,
        ctx.venue!,
        ctx.payload.kind,
        ctx.payload.code,
        ctx.user?.userId ?? null,
        ctx.now,
      );
      return r.ok ? ok({ rtn: 1, ...r }) : refusal(r);
    },
  });

  registerCall(app, env, {
    method: 'POST',
    path: '/api/invitation/accept',
    who: 'user',
    venue: 'required',
    schema: BODY,
    handler: async (ctx) => {
      const r = await acceptInvitation(
        ctx.db,
        ctx.venue!,
        ctx.payload.kind,
        ctx.payload.code,
        ctx.user!.userId,
        ctx.now,
      );
      return r.ok ? ok({ rtn: 1, ...r }) : refusal(r);
    },
  });
}
