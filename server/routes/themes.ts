// Venue themes (issue 18, theme studio): an administrator of the venue lists, reads, saves and deletes
// the venue's own themes and makes one (or a shipped theme) the venue's default; anyone reads the
// venue's current theme, which the app applies at run time. A theme is saved only when it passes the
// theme schema, its semantic checks and every contrast pair (checkTheme); a refusal lists each
// problem with its JSON Pointer and writes nothing.
import type { FastifyInstance } from 'fastify';
import { checkTheme } from '../../src/engine/manifest/themeCheck';
import type { ThemeManifest } from '../../src/engine/contract';
import { type Answer, HttpAnswer, badRequest, notFound, ok, refuse } from '../wire/answers';
import { type CallEnv, type Ctx, registerCall } from '../wire/define';
import { isShippedTheme, shippedThemes } from '../themes/shipped';
import { deleteVenueTheme, getVenueTheme, listVenueThemes, saveVenueTheme, setVenueDefault } from '../themes/store';

const S = (max = 100) => ({ type: 'string', maxLength: max });
const ID = { shop: S(), id: S(), shp: S(), siteId: S(), device: S(), ordLot: S() };
const THEME_ID = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' };
/** A theme manifest is small (the shipped ones are under 3 KB); anything far larger is refused before checking. */
const MAX_THEME_BYTES = 64 * 1024;

/** The refusal of a theme that fails its checks: HTTP 422 with every problem and its JSON Pointer. */
export function invalidTheme(problems: { path: string; code: string; message: string }[]): HttpAnswer {
  return new HttpAnswer(422, {
    success: false,
    dispMsg: `The theme has ${problems.length} problem${problems.length === 1 ? '' : 's'}: ${problems[0]?.message ?? ''}`,
    result: { problems },
  });
}

/** A venue's theme by id: a saved venue theme, else null (shipped themes live in the app bundle). */
export async function venueThemeDoc(ctx: Ctx, themeId: string): Promise<ThemeManifest | null> {
  return isShippedTheme(themeId) ? null : getVenueTheme(ctx.db, ctx.venue!.shopId, themeId);
}

export function registerThemeRoutes(app: FastifyInstance, env: CallEnv): void {
  const admin = (
    path: string,
    properties: Record<string, unknown>,
    required: string[],
    handler: (ctx: Ctx) => Promise<Answer>,
  ) =>
    registerCall(app, env, {
      method: 'POST',
      path,
      who: 'admin',
      venue: 'required',
      schema: { required, properties: { ...ID, ...properties } },
      handler,
    });
  const who = (ctx: Ctx) => ctx.user?.userId ?? '';

  admin('/pro/theme/venue/list', {}, [], async (ctx) =>
    ok({
      themes: await listVenueThemes(ctx.db, ctx.venue!.shopId),
      shipped: shippedThemes().map((t) => ({ id: t.id, name: t.name })),
      current: ctx.venue!.theme,
    }),
  );

  admin('/pro/theme/venue/get', { themeId: THEME_ID }, ['themeId'], async (ctx) => {
    const id = String(ctx.payload.themeId);
    const doc = isShippedTheme(id)
      ? shippedThemes().find((t) => t.id === id)!
      : await getVenueTheme(ctx.db, ctx.venue!.shopId, id);
    if (!doc) throw notFound(`This venue has no theme "${id}".`);
    return ok({ theme: doc, shipped: isShippedTheme(id) });
  });

  admin('/pro/theme/venue/save', { theme: { type: 'object' } }, ['theme'], async (ctx) => {
    const raw = ctx.payload.theme;
    if (JSON.stringify(raw).length > MAX_THEME_BYTES)
      throw badRequest(`A theme may be at most ${MAX_THEME_BYTES / 1024} KB.`);
    const { doc, issues } = checkTheme(raw, shippedThemes(), 'theme.json');
    const problems = issues
      .filter((i) => i.severity === 'error')
      .map(({ path, code, message }) => ({ path, code, message }));
    if (!doc || problems.length) throw invalidTheme(problems);
    if (isShippedTheme(doc.id))
      throw invalidTheme([
        {
          path: '/id',
          code: 'theme.id-shipped',
          message: `"${doc.id}" is the id of a shipped theme; give the venue's theme its own id.`,
        },
      ]);
    const created = await saveVenueTheme(ctx.db, ctx.venue!.shopId, doc, who(ctx), ctx.now);
    env.venues.clear();
    return ok({ id: doc.id, created, updatedAt: ctx.now });
  });

  admin('/pro/theme/venue/delete', { themeId: THEME_ID }, ['themeId'], async (ctx) => {
    const id = String(ctx.payload.themeId);
    if (isShippedTheme(id)) return refuse(0, `"${id}" is a shipped theme; it cannot be deleted.`);
    const r = await deleteVenueTheme(ctx.db, ctx.venue!.shopId, id);
    if (r === 'missing') throw notFound(`This venue has no theme "${id}".`);
    if (r === 'default')
      return refuse(0, `"${id}" is the venue's default theme; make another theme the default first.`);
    return ok({ id, deleted: true });
  });

  admin('/pro/theme/venue/default', { themeId: THEME_ID }, ['themeId'], async (ctx) => {
    const id = String(ctx.payload.themeId);
    if (!(await setVenueDefault(ctx.db, ctx.venue!.shopId, id, isShippedTheme(id), ctx.now)))
      throw notFound(`This venue has no theme "${id}".`);
    env.venues.clear();
    return ok({ shop: ctx.venue!.shopId, theme: id });
  });

  // The venue's current theme for the app: its id, and the manifest when it is a venue theme (a
  // shipped one is in the app's bundle). The app checks it again before applying it.
  registerCall(app, env, {
    method: 'GET',
    path: '/api/shop/theme',
    who: 'anyone',
    venue: 'required',
    schema: { properties: { ...ID, tm: S(20), lang: S(10) } },
    handler: async (ctx) => ok({ id: ctx.venue!.theme, theme: await venueThemeDoc(ctx, ctx.venue!.theme) }),
  });
}
