// The menu in the back office (issue 31): the venue's menu draft (the `menu` part of the venue
// document), import and export as CSV or JSON, and staff's quick "sold out" switch. Publish, preview,
// rollback and history are the console's calls (routes/backoffice.ts): the menu is one part of the
// same document. Every call is for an administrator of that venue.
import type { FastifyInstance } from 'fastify';
import { type Answer, ok } from '../wire/answers';
import type { CallEnv, Ctx } from '../wire/define';
import { adminCaller, S } from './adminCall';
import { checkMenu, type MenuDoc, type MenuIssue, pickMenu, readMenuJson } from '../../src/domain/menu';
import { MENU_CSV_MAX_BYTES, menuCsv, parseMenuCsv, type CsvProblem } from '../../src/domain/menuCsv';
import { audit, consoleState, saveDraft } from '../backoffice/versions';
import { setSoldOut } from '../backoffice/parts/menu';
import type { RefusalCode } from '../../src/domain/refusals';

export const MENU_FORMATS = ['csv', 'json'] as const;
export type MenuFormat = (typeof MENU_FORMATS)[number];

const refused = (code: RefusalCode, dispMsg: string, extra: Record<string, unknown> = {}): Answer => ({
  success: false,
  dispMsg,
  result: { rtn: 0, code, ...extra, dispMsg },
});

/** The menu the editor works on (the open draft's, else the live one), which items are sold out now, and the draft's state. */
async function menuState(ctx: Ctx) {
  const shop = ctx.venue!.shopId;
  const st = await consoleState(ctx.db, shop);
  const soldOut = await ctx.db.query<{ plu_id: string }>(
    "SELECT plu_id FROM plus WHERE shop_id = $1 AND extra->>'soldOut' = 'true' ORDER BY plu_id",
    [shop],
  );
  return {
    live: st.live.menu,
    menu: (st.draft?.config ?? st.live).menu,
    draft: st.draft && {
      changes: st.draft.changes.filter((c) => c.key.startsWith('menu.')),
      otherChanges: st.draft.changes.filter((c) => !c.key.startsWith('menu.')).length,
      previewToken: st.draft.previewToken,
      updatedBy: st.draft.updatedBy,
      updatedAt: st.draft.updatedAt,
    },
    stale: st.stale,
    latest: st.latest,
    soldOut: soldOut.map((r) => r.plu_id),
  };
}

/** Saves `menu` into the open draft (or a new one from the live document). */
async function saveMenu(ctx: Ctx, menu: MenuDoc): Promise<void> {
  const shop = ctx.venue!.shopId;
  const st = await consoleState(ctx.db, shop);
  await saveDraft(ctx.db, shop, ctx.user!.userId, { ...(st.draft?.config ?? st.live), menu }, ctx.now);
}

const invalid = (issues: MenuIssue[]) =>
  refused('menu.invalid', `The menu has ${issues.length} problem(s): ${issues[0].message}`, { issues });

/** Reads an import: CSV bytes or JSON text; problems by row and column (CSV) or path (JSON). */
function readImport(
  format: MenuFormat,
  bytes: Buffer,
  known: MenuDoc,
): { menu: MenuDoc } | { problems: CsvProblem[] | MenuIssue[] } {
  if (format === 'csv') {
    const r = parseMenuCsv(bytes, known.categories, known.items);
    return r.ok ? { menu: r.menu } : { problems: r.problems };
  }
  const r = readMenuJson(bytes);
  return r.ok ? { menu: r.menu } : { problems: r.issues };
}

export function registerMenuRoutes(app: FastifyInstance, env: CallEnv): void {
  const admin = adminCaller(app, env);

  admin('/pro/backoffice/menu/state', {}, async (ctx) => ok(await menuState(ctx)));

  admin(
    '/pro/backoffice/menu/draft/save',
    { menu: { type: 'object' } },
    async (ctx) => {
      const issues = checkMenu(ctx.payload.menu);
      if (issues.length) return invalid(issues);
      await saveMenu(ctx, pickMenu(ctx.payload.menu));
      return ok(await menuState(ctx));
    },
    ['menu'],
  );

  // The file travels as base64 so the server sees its bytes (and can tell a file that is not UTF-8).
  admin(
    '/pro/backoffice/menu/import',
    {
      format: { enum: [...MENU_FORMATS] },
      data: { type: 'string', maxLength: Math.ceil((MENU_CSV_MAX_BYTES * 4) / 3) + 8 },
      check: { type: 'boolean' },
    },
    async (ctx) => {
      const bytes = Buffer.from(ctx.payload.data, 'base64');
      const st = await menuState(ctx);
      const r = readImport(ctx.payload.format, bytes, st.menu);
      if ('problems' in r)
        return refused('menu.import', `The file has ${r.problems.length} problem(s); nothing was changed.`, {
          problems: r.problems.slice(0, 200),
          total: r.problems.length,
        });
      if (ctx.payload.check === true)
        return ok({ checked: true, categories: r.menu.categories.length, items: r.menu.items.length });
      await saveMenu(ctx, r.menu);
      return ok(await menuState(ctx));
    },
    ['format', 'data'],
  );

  admin(
    '/pro/backoffice/menu/export',
    { format: { enum: [...MENU_FORMATS] }, which: { enum: ['live', 'draft'] } },
    async (ctx) => {
      const st = await menuState(ctx);
      const menu = ctx.payload.which === 'live' ? st.live : st.menu;
      const csv = ctx.payload.format === 'csv';
      return ok({
        fileName: `menu-${ctx.venue!.shopId}.${csv ? 'csv' : 'json'}`,
        contentType: csv ? 'text/csv; charset=utf-8' : 'application/json',
        text: csv ? menuCsv(menu) : JSON.stringify(menu, null, 2),
      });
    },
    ['format'],
  );

  // Staff's quick switch (from the phone): live at once, every open menu shows it on its next load.
  admin(
    '/pro/backoffice/menu/soldout',
    { itemId: S(64), soldOut: { type: 'boolean' } },
    async (ctx) => {
      const shop = ctx.venue!.shopId;
      const itemId = ctx.payload.itemId;
      const soldOut = ctx.payload.soldOut;
      const done = await ctx.db.tx(async (tx) => {
        if (!(await setSoldOut(tx, shop, itemId, soldOut))) return false;
        await audit(
          tx,
          shop,
          ctx.user!.userId,
          'soldOut',
          null,
          [{ key: `menu.soldOut.${itemId}`, before: !soldOut, after: soldOut }],
          ctx.now,
        );
        return true;
      });
      if (!done) return refused('menu.unknownItem', `There is no item "${itemId}" on the live menu.`);
      env.venues.clear();
      return ok({ itemId, soldOut });
    },
    ['itemId', 'soldOut'],
  );
}
