// The operator console's calls (issue 18 part 1): a venue's configuration draft, preview, publish,
// version history, rollback and audit log. Every call is for an administrator of THAT venue (the
// call framework refuses anonymous callers, customers and other venues' administrators before a
// handler runs); a publish or rollback clears the venue cache, so it shows on the next page load.
import type { FastifyInstance } from 'fastify';
import { type Answer, badRequest, ok } from '../wire/answers';
import type { CallEnv, Ctx } from '../wire/define';
import { adminCaller } from './adminCall';
import { checkConfigChange } from './config';
import { pickSnapshot, type ConfigSnapshot } from '../../src/domain/configVersions';
import {
  auditLog,
  ConfigRefused,
  consoleState,
  discardDraft,
  publishDraft,
  rollbackTo,
  saveDraft,
  versionConfig,
  versionHistory,
  refusal,
} from '../backoffice/versions';
import { checkParts } from '../backoffice/parts/index';
import { read as readThemeDoc } from '../backoffice/parts/themeDoc';

/** Runs a write; a ConfigRefused becomes its refusal answer (nothing written: the transaction rolled back). */
async function refusing(fn: () => Promise<Answer>): Promise<Answer> {
  try {
    return await fn();
  } catch (e) {
    if (e instanceof ConfigRefused) return refusal(e);
    throw e;
  }
}

export function registerBackofficeRoutes(app: FastifyInstance, env: CallEnv): void {
  const shopOf = (ctx: Ctx) => ctx.venue!.shopId;
  const admin = adminCaller(app, env);

  /** The platform administrator (every venue): the only one who grants licences (issue 30). */
  const platformAdmin = (ctx: Ctx) => !!ctx.user?.adminShops.includes('*');
  const stateOf = async (ctx: Ctx) => ({
    ...(await consoleState(ctx.db, shopOf(ctx))),
    platformAdmin: platformAdmin(ctx),
  });

  admin('/pro/backoffice/config/state', {}, async (ctx) => ok(await stateOf(ctx)));

  admin(
    '/pro/backoffice/config/draft/save',
    { config: { type: 'object' }, revision: { type: 'integer', minimum: 0, maximum: 1_000_000_000 } },
    async (ctx) => {
      // Its shape is the call's contract (the venue document, server/backoffice/configSchema.ts), checked at the door.
      const config = ctx.payload.config;
      await checkConfigChange(config, ctx.db, shopOf(ctx));
      return refusing(async () => {
        // The stored parts by meaning (a table with no seats, an area that no longer exists...).
        const issues = checkParts(pickSnapshot(config));
        const menuIssue = issues.find((i) => i.path.startsWith('menu.'));
        if (menuIssue) throw badRequest(`The draft's menu: ${menuIssue.message} (${menuIssue.path})`);
        if (issues.length)
          throw new ConfigRefused('config.resources', issues.map((i) => i.message).join(' '), { issues });
        // A venue administrator never edits a licence string: the platform administrator grants licences.
        const before = await consoleState(ctx.db, shopOf(ctx));
        const licences = (c: { licence?: Record<string, unknown> } | undefined) => String(c?.licence?.licenses ?? '');
        if (!platformAdmin(ctx) && licences(config) !== licences(before.draft?.config ?? before.live))
          throw new ConfigRefused(
            'config.licence',
            'Licences are granted by the platform administrator: ask them to grant the licence this venue needs.',
          );
        // themeDoc: the server's copy of the default theme, never the client's.
        const snap = { ...(config as unknown as ConfigSnapshot) };
        snap.themeDoc = await readThemeDoc(ctx.db, shopOf(ctx), String(snap.theme ?? 'default'));
        await saveDraft(ctx.db, shopOf(ctx), ctx.user!.userId, snap, ctx.now, ctx.payload.revision);
        return ok(await stateOf(ctx));
      });
    },
    ['config'],
  );

  admin('/pro/backoffice/config/draft/discard', {}, (ctx) =>
    refusing(async () => {
      await discardDraft(ctx.db, shopOf(ctx), ctx.user!.userId, ctx.now);
      return ok(await consoleState(ctx.db, shopOf(ctx)));
    }),
  );

  admin('/pro/backoffice/config/publish', {}, (ctx) =>
    refusing(async () => {
      const r = await publishDraft(ctx.db, shopOf(ctx), ctx.user!.userId, ctx.now);
      env.venues.clear();
      return ok(r);
    }),
  );

  const VERSION = { type: 'integer', minimum: 1, maximum: 1_000_000 };
  admin(
    '/pro/backoffice/config/rollback',
    { version: VERSION },
    (ctx) =>
      refusing(async () => {
        const r = await rollbackTo(ctx.db, shopOf(ctx), ctx.user!.userId, ctx.payload.version, ctx.now);
        env.venues.clear();
        return ok(r);
      }),
    ['version'],
  );

  admin('/pro/backoffice/config/history', {}, async (ctx) => ok(await versionHistory(ctx.db, shopOf(ctx))));

  admin(
    '/pro/backoffice/config/version',
    { version: VERSION },
    (ctx) =>
      refusing(async () => {
        const config = await versionConfig(ctx.db, shopOf(ctx), ctx.payload.version);
        if (!config)
          throw new ConfigRefused(
            'config.version',
            `Version ${String(ctx.payload.version)} does not exist for this venue.`,
          );
        return ok({ version: ctx.payload.version, config });
      }),
    ['version'],
  );

  admin('/pro/backoffice/config/audit', {}, async (ctx) => ok(await auditLog(ctx.db, shopOf(ctx))));
}
