// The first-run setup page's routes (issue 31): GET /setup?token= draws the form, POST /setup (an
// HTML form) creates the platform administrator with the one-time token. Once there is a platform
// administrator both answer "used" and create nothing.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { BodyTypesConfig } from '../security';
import type { Db } from '../db/db';
import { needsSetup, SetupRefused, setupTokenValid, setupWithToken } from './firstRun';
import { setupFormPage, setupLangOf, setupMessagePage } from './setupPage';

const html = (reply: FastifyReply, status: number, body: string) =>
  reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);

export function registerSetupRoutes(app: FastifyInstance, env: { db: Db; now: () => number }): void {
  app.register(async (sub) => {
    sub.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_req, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      },
    );

    sub.get('/setup', async (req, reply) => {
      const q = (req.query ?? {}) as Record<string, unknown>;
      const lang = setupLangOf(q.lang);
      const token = typeof q.token === 'string' ? q.token : '';
      if (!(await needsSetup(env.db)) || !(await setupTokenValid(env.db, token)))
        return html(reply, 410, setupMessagePage(lang, 'used'));
      return html(reply, 200, setupFormPage(lang, token));
    });

    sub.post(
      '/setup',
      { config: { bodyTypes: ['application/x-www-form-urlencoded'] } satisfies BodyTypesConfig },
      async (req, reply) => {
        const f = (req.body && typeof req.body === 'object' ? req.body : {}) as Record<string, string>;
        const lang = setupLangOf(f.lang);
        const token = String(f.token ?? '');
        const email = String(f.email ?? '').slice(0, 254);
        const password = String(f.password ?? '');
        if (password !== String(f.confirm ?? ''))
          return html(reply, 400, setupFormPage(lang, token, 'mismatch', email));
        try {
          await setupWithToken(env.db, token, email, password, env.now());
          return html(reply, 200, setupMessagePage(lang, 'done'));
        } catch (e) {
          if (!(e instanceof SetupRefused)) throw e;
          if (e.problem === 'token' || e.problem === 'exists') return html(reply, 410, setupMessagePage(lang, 'used'));
          return html(reply, 400, setupFormPage(lang, token, e.problem, email));
        }
      },
    );
  });
}
