// The invitation page's routes (issue 31): GET /invite?token= draws the form (or why the link cannot
// be used), POST /invite (an HTML form) accepts it. No sign-in: the token is the proof.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { BodyTypesConfig } from '../security';
import type { Db } from '../db/db';
import { setupLangOf } from '../setup/setupPage';
import { acceptInvitation, InviteRefused, openInvitation } from './invitations';
import { inviteDonePage, inviteFormPage, inviteRefusedPage, type InviteView } from './invitePage';

const html = (reply: FastifyReply, status: number, body: string) =>
  reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);

async function viewOf(db: Db, shopId: string, login: string, lang: string): Promise<InviteView> {
  const v = await db.query<{ en: string | null; zh: string | null }>(
    `SELECT settings->>'shopName' AS en, COALESCE(settings->>'shopName2', branding->>'name2') AS zh FROM venues WHERE shop_id = $1`,
    [shopId],
  );
  const u = await db.query('SELECT 1 FROM users WHERE login_name = $1 AND password_hash IS NOT NULL', [login]);
  const venue = (lang === 'zh-hans' ? v[0]?.zh : v[0]?.en) ?? v[0]?.en ?? shopId;
  return { venue, login, existing: u.length > 0 };
}

const gone = (p: string): p is 'used' | 'expired' | 'unknown' => ['used', 'expired', 'unknown'].includes(p);

export function registerInviteRoutes(app: FastifyInstance, env: { db: Db; now: () => number }): void {
  app.register(async (sub) => {
    sub.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

    sub.get('/invite', async (req, reply) => {
      const q = (req.query ?? {}) as Record<string, unknown>;
      const lang = setupLangOf(q.lang);
      const token = typeof q.token === 'string' ? q.token : '';
      try {
        const inv = await openInvitation(env.db, token, env.now());
        return html(
          reply,
          200,
          inviteFormPage(lang, token, await viewOf(env.db, inv.shop_id, inv.email ?? inv.mobile!, lang)),
        );
      } catch (e) {
        if (e instanceof InviteRefused && gone(e.problem)) return html(reply, 410, inviteRefusedPage(lang, e.problem));
        throw e;
      }
    });

    sub.post(
      '/invite',
      { config: { bodyTypes: ['application/x-www-form-urlencoded'] } satisfies BodyTypesConfig },
      async (req, reply) => {
        const f = (req.body && typeof req.body === 'object' ? req.body : {}) as Record<string, string>;
        const lang = setupLangOf(f.lang);
        const token = String(f.token ?? '');
        const password = String(f.password ?? '');
        let view: InviteView;
        try {
          const inv = await openInvitation(env.db, token, env.now());
          view = await viewOf(env.db, inv.shop_id, inv.email ?? inv.mobile!, lang);
        } catch (e) {
          if (e instanceof InviteRefused && gone(e.problem))
            return html(reply, 410, inviteRefusedPage(lang, e.problem));
          throw e;
        }
        if (!view.existing && password !== String(f.confirm ?? ''))
          return html(reply, 400, inviteFormPage(lang, token, view, 'mismatch'));
        try {
          const r = await acceptInvitation(env.db, token, password, env.now());
          const signIn = `/merchant/${encodeURIComponent(r.shopId)}/login?lang=${lang}`;
          return html(reply, 200, inviteDonePage(lang, view.venue, r.login, signIn));
        } catch (e) {
          if (!(e instanceof InviteRefused)) throw e;
          if (gone(e.problem)) return html(reply, 410, inviteRefusedPage(lang, e.problem));
          return html(reply, 400, inviteFormPage(lang, token, view, e.problem));
        }
      },
    );
  });
}
