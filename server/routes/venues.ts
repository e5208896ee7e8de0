// Venues and their administrators (issue 31). The platform administrator (admin of "*") lists the
// templates, creates venues and sees every venue; a venue administrator sees only their venues and
// manages only those venues' administrators (the call framework refuses another venue's before a
// handler runs). An invitation's link is in the answer once, sent by SMS when a mobile is given and
// by e-mail through sendInviteEmail when an e-mail is given.
import type { FastifyInstance } from 'fastify';
import { type Answer, forbidden, ok } from '../wire/answers';
import { type CallEnv, type Ctx, registerCall } from '../wire/define';
import { adminCaller, S } from './adminCall';
import type { SmsGateway } from '../sms/gateway';
import { CURRENCIES, createVenue, VenueRefused, venuesOf } from '../venues/createVenue';
import { VENUE_TEMPLATES } from '../venues/templates';
import { messageLang, messageText } from '../messaging/texts';
import {
  contactOf,
  INVITE_DAYS,
  invite,
  InviteRefused,
  removeAdmin,
  revokeInvitation,
  venueAdmins,
} from '../venues/invitations';
import { type EmailSender, sendInviteEmail } from '../venues/inviteEmail';

export interface VenueRoutesEnv extends CallEnv {
  sms: SmsGateway;
  email: EmailSender | null;
  log: (line: string) => void;
}

const refused = (problem: string, message: string): Answer => ({
  success: false,
  dispMsg: message,
  result: { rtn: 0, problem, dispMsg: message },
});

async function refusing(fn: () => Promise<Answer>): Promise<Answer> {
  try {
    return await fn();
  } catch (e) {
    if (e instanceof VenueRefused || e instanceof InviteRefused) return refused(e.problem, e.message);
    throw e;
  }
}

const platform = (ctx: Ctx) => !!ctx.user?.adminShops.includes('*');

export function registerVenueRoutes(app: FastifyInstance, env: VenueRoutesEnv): void {
  const admin = adminCaller(app, env);

  // The platform's calls name no venue: only an administrator of "*" passes the framework's admin check.
  const platformCall = <P extends string>(
    path: P,
    properties: Record<string, unknown>,
    handler: (ctx: Ctx<P>) => Promise<Answer>,
    required: string[] = [],
  ) => registerCall(app, env, { method: 'POST', path, who: 'admin', schema: { required, properties }, handler });

  platformCall('/pro/platform/venue/templates', {}, async () =>
    ok({
      templates: VENUE_TEMPLATES.map((t) => ({ id: t.id, name: t.name, family: t.family })),
      currencies: Object.keys(CURRENCIES),
    }),
  );

  platformCall(
    '/pro/platform/venue/create',
    { nameEn: S(80), nameZh: S(80), shopId: S(40), template: S(20), currency: S(3), timeZone: S(64) },
    (ctx) =>
      refusing(async () => {
        const p = ctx.payload;
        const r = await createVenue(
          ctx.db,
          {
            nameEn: p.nameEn,
            nameZh: p.nameZh,
            shopId: p.shopId,
            template: p.template,
            currency: p.currency,
            timeZone: p.timeZone,
          },
          ctx.user!.userId,
          ctx.now,
        );
        env.venues.clear();
        return ok(r);
      }),
    ['nameEn', 'nameZh', 'shopId', 'template', 'currency', 'timeZone'],
  );

  // Any administrator: the venues they administer (every venue for the platform's).
  registerCall(app, env, {
    method: 'POST',
    path: '/pro/platform/venue/list',
    who: 'user',
    schema: { properties: {} },
    handler: async (ctx) => {
      if (ctx.user!.admin !== 1) throw forbidden('Only an administrator may do this.');
      return ok({ venues: await venuesOf(ctx.db, ctx.user!.adminShops), platform: platform(ctx) });
    },
  });

  admin('/pro/platform/admin/list', {}, async (ctx) => ok(await venueAdmins(ctx.db, ctx.venue!.shopId, ctx.now)));

  admin('/pro/platform/admin/invite', { mobile: S(20), email: S(254) }, (ctx) =>
    refusing(async () => {
      const p = ctx.payload;
      const contact = contactOf(p.mobile ?? '', p.email ?? '');
      const shopId = ctx.venue!.shopId;
      const { token, expiresAt } = await invite(ctx.db, shopId, ctx.user!.userId, contact, ctx.now);
      const link = `${ctx.req.protocol}://${ctx.req.host}/invite?token=${token}`;
      const venueName = String(ctx.venue!.settings.shopName ?? shopId);
      // The inviting administrator's language (the console's), for the SMS and the e-mail.
      const lang = messageLang(ctx.req.headers['accept-language']);
      let sms = 'none';
      if (contact.mobile) {
        await env.sms.send(
          ctx.db,
          contact.mobile,
          messageText(lang, 'inviteSms', { venue: venueName, link, days: INVITE_DAYS }),
          ctx.now,
        );
        sms = 'sent';
      }
      const email = contact.email
        ? await sendInviteEmail(env.email, contact.email, venueName, link, env.log, lang)
        : 'none';
      return ok({ link, expiresAt, sms, email });
    }),
  );

  admin(
    '/pro/platform/admin/remove',
    { userId: S(200) },
    (ctx) =>
      refusing(async () => {
        await removeAdmin(ctx.db, ctx.venue!.shopId, String(ctx.payload.userId), ctx.user!.userId, ctx.now);
        return ok(await venueAdmins(ctx.db, ctx.venue!.shopId, ctx.now));
      }),
    ['userId'],
  );

  admin(
    '/pro/platform/admin/revoke',
    { invitation: S(16) },
    (ctx) =>
      refusing(async () => {
        await revokeInvitation(ctx.db, ctx.venue!.shopId, String(ctx.payload.invitation), ctx.user!.userId, ctx.now);
        return ok(await venueAdmins(ctx.db, ctx.venue!.shopId, ctx.now));
      }),
    ['invitation'],
  );
}
