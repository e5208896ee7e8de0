// Venue themes (issue 18, theme studio): an administrator of the venue lists, reads, saves and deletes
// the venue's own themes and makes one (or a shipped theme) the venue's default; anyone reads the
// venue's current theme, which the app applies at run time. A theme is saved only when it passes the
// theme schema, its token grammar and ranges and its semantic checks (checkTheme); a draft may still
// fail contrast pairs (issue 32: the answer lists them), but making it the default is refused until
// every pair passes. A refusal lists each problem with its JSON Pointer and writes nothing. Making a
// theme the default publishes a configuration version (theme id and a copy of its document) with its
// audit entry, so a console rollback restores the theme that version had.
import type { FastifyInstance } from 'fastify';
import { checkTheme, THEME_CONTRAST } from '../../src/engine/manifest/themeCheck';
import { ConfigRefused, publishChange } from '../backoffice/versions';
import type { ThemeManifest } from '../../src/engine/contract';
import type { RefusalCode } from '../../src/domain/index';
import { type Answer, HttpAnswer, badRequest, notFound, ok, refuse } from '../wire/answers';
import { type CallEnv, type Ctx, registerCall } from '../wire/define';
import { isShippedTheme, shippedThemes } from '../themes/shipped';
import { saveVenueImage } from '../themes/images';
import {
  IMAGE_SLOTS,
  IMAGE_SLOT_RULES,
  imageProblem,
  MAX_IMAGE_BYTES,
  readImageInfo,
} from '../../src/domain/venueImage';
import {
  deleteVenueTheme,
  getThemeVersion,
  getVenueTheme,
  listThemeVersions,
  listVenueThemes,
  saveVenueTheme,
} from '../themes/store';

const S = (max = 100) => ({ type: 'string', maxLength: max });
const ID = { shop: S(), id: S(), shp: S(), siteId: S(), device: S(), ordLot: S() };
const THEME_ID = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' };
const NAME_LANGS = ['en-gb', 'zh-hans'] as const;
type NameLang = (typeof NAME_LANGS)[number];
const LANG_WORDS: Record<NameLang, string> = { 'en-gb': 'English', 'zh-hans': 'Chinese' };
/** The longest theme name in a language. */
const NAME_MAX = 60;
/** A theme manifest is small (the shipped ones are under 3 KB); anything far larger is refused before checking. */
const MAX_THEME_BYTES = 64 * 1024;

/** The refusal of a theme that fails its checks: HTTP 422, code theme.invalid, every problem with its JSON Pointer. */
export function invalidTheme(problems: { path: string; code: string; message: string }[], why = ''): HttpAnswer {
  return new HttpAnswer(422, {
    success: false,
    dispMsg: `${why ? `${why} ` : ''}The theme has ${problems.length} problem${problems.length === 1 ? '' : 's'}: ${problems[0]?.message ?? ''}`,
    result: { code: 'theme.invalid' satisfies RefusalCode, problems },
  });
}

/** A venue's theme by id: a saved venue theme, else null (shipped themes live in the app bundle). */
export async function venueThemeDoc(ctx: Ctx, themeId: string): Promise<ThemeManifest | null> {
  return isShippedTheme(themeId) ? null : getVenueTheme(ctx.db, ctx.venue!.shopId, themeId);
}

export function registerThemeRoutes(app: FastifyInstance, env: CallEnv): void {
  const admin = <P extends string>(
    path: P,
    properties: Record<string, unknown>,
    required: string[],
    handler: (ctx: Ctx<P>) => Promise<Answer>,
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
  /** A new configuration version making `id` (with its document, none for a shipped one) the default; null when it already is. */
  const publishTheme = async (ctx: Ctx, id: string, doc: ThemeManifest | null): Promise<number | null> => {
    try {
      const r = await publishChange(
        ctx.db,
        ctx.venue!.shopId,
        who(ctx),
        (live) => ({ ...live, theme: id, themeDoc: (doc ?? {}) as unknown as Record<string, unknown> }),
        ctx.now,
      );
      env.venues.clear();
      return r.version;
    } catch (e) {
      if (e instanceof ConfigRefused && e.code === 'config.unchanged') return null;
      if (e instanceof ConfigRefused) throw invalidTheme((e.extra.problems as never) ?? [], e.message);
      throw e;
    }
  };

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
    // Only contrast failures left: the theme is whole, and is kept as a draft with its failures named.
    const contrastOnly = problems.length > 0 && problems.every((p) => p.code === THEME_CONTRAST);
    if ((!doc && !contrastOnly) || (problems.length && !contrastOnly)) throw invalidTheme(problems);
    const theme = (doc ?? raw) as ThemeManifest;
    if (isShippedTheme(theme.id))
      throw invalidTheme([
        {
          path: '/id',
          code: 'theme.id-shipped',
          message: `"${theme.id}" is the id of a shipped theme; give the venue's theme its own id.`,
        },
      ]);
    if (theme.id === ctx.venue!.theme && problems.length)
      throw invalidTheme(problems, `"${theme.id}" is the venue's default theme: every contrast pair must pass.`);
    // Saving over the default changes what customers see: a new configuration version, like making it default.
    if (theme.id === ctx.venue!.theme) {
      const version = await publishTheme(ctx, theme.id, theme);
      return ok({ id: theme.id, created: false, updatedAt: ctx.now, contrast: problems, version });
    }
    const created = await saveVenueTheme(ctx.db, ctx.venue!.shopId, theme, who(ctx), ctx.now);
    env.venues.clear();
    return ok({ id: theme.id, created, updatedAt: ctx.now, contrast: problems });
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

  // A new name (both languages) for a saved theme: refused in words when a name is empty, too long or
  // already another theme's (the venue's or a shipped one) in that language. Kept as a new version of
  // the theme; renaming the default publishes it like a save over the default.
  admin(
    '/pro/theme/venue/rename',
    {
      themeId: THEME_ID,
      name: {
        // A missing language is an empty name, refused below in words.
        type: 'object',
        additionalProperties: false,
        properties: { 'en-gb': S(NAME_MAX * 2), 'zh-hans': S(NAME_MAX * 2) },
      },
    },
    ['themeId', 'name'],
    async (ctx) => {
      const id = String(ctx.payload.themeId);
      const given = ctx.payload.name;
      const name = { 'en-gb': (given['en-gb'] ?? '').trim(), 'zh-hans': (given['zh-hans'] ?? '').trim() };
      const doc = isShippedTheme(id) ? null : await getVenueTheme(ctx.db, ctx.venue!.shopId, id);
      if (!doc) throw notFound(`This venue has no theme "${id}".`);
      for (const lang of NAME_LANGS) {
        if (!name[lang]) return refuse(0, `The ${LANG_WORDS[lang]} name is empty; give the theme a name.`);
        if (name[lang].length > NAME_MAX)
          return refuse(0, `The ${LANG_WORDS[lang]} name may be at most ${NAME_MAX} characters.`);
      }
      const others = [
        ...(await listVenueThemes(ctx.db, ctx.venue!.shopId)).filter((t) => t.id !== id),
        ...shippedThemes(),
      ];
      for (const lang of NAME_LANGS) {
        const same = others.find((t) => t.name[lang]?.trim().toLowerCase() === name[lang].toLowerCase());
        if (same)
          return refuse(0, `"${name[lang]}" is already the name of the theme "${same.id}"; choose another name.`);
      }
      const renamed = { ...doc, name };
      if (id === ctx.venue!.theme) {
        const version = await publishTheme(ctx, id, renamed);
        return ok({ id, name, version });
      }
      await saveVenueTheme(ctx.db, ctx.venue!.shopId, renamed, who(ctx), ctx.now);
      env.venues.clear();
      return ok({ id, name, version: null });
    },
  );

  // A theme's versions (every save kept, newest first) or, with `version`, that version's document:
  // the studio restores it as the draft (nothing goes live until the designer saves it).
  admin(
    '/pro/theme/venue/versions',
    { themeId: THEME_ID, version: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
    ['themeId'],
    async (ctx) => {
      const id = String(ctx.payload.themeId);
      const shopId = ctx.venue!.shopId;
      if (ctx.payload.version !== undefined) {
        const theme = await getThemeVersion(ctx.db, shopId, id, Number(ctx.payload.version));
        if (!theme) throw notFound(`The theme "${id}" has no version ${Number(ctx.payload.version)}.`);
        return ok({ id, versions: [], theme });
      }
      if (!(await getVenueTheme(ctx.db, shopId, id))) throw notFound(`This venue has no theme "${id}".`);
      return ok({ id, versions: await listThemeVersions(ctx.db, shopId, id), theme: null });
    },
  );

  // The default goes through the versioned configuration: a new version holding the theme id and a
  // copy of its document, audited as a publish (a console rollback to before restores the old theme).
  admin('/pro/theme/venue/default', { themeId: THEME_ID }, ['themeId'], async (ctx) => {
    const id = String(ctx.payload.themeId);
    const shipped = isShippedTheme(id);
    const doc = shipped ? null : await getVenueTheme(ctx.db, ctx.venue!.shopId, id);
    if (!shipped && !doc) throw notFound(`This venue has no theme "${id}".`);
    if (doc) {
      const problems = checkTheme(doc, shippedThemes(), 'theme.json')
        .issues.filter((i) => i.severity === 'error')
        .map(({ path, code, message }) => ({ path, code, message }));
      if (problems.length)
        throw invalidTheme(problems, `"${id}" cannot be the default until every contrast pair passes.`);
    }
    const version = await publishTheme(ctx, id, doc);
    return ok({ shop: ctx.venue!.shopId, theme: id, version });
  });

  // A logo, banner, login or footer picture (resized by the studio): checked by its bytes (type, size,
  // pixel box of the slot), stored with the venue, and put in the venue's configuration as a new
  // version (audited, undone by a console rollback). `clear` takes the picture off instead.
  admin(
    '/pro/theme/venue/image',
    {
      slot: { type: 'string', enum: [...IMAGE_SLOTS] },
      data: { type: 'string', maxLength: Math.ceil((MAX_IMAGE_BYTES * 4) / 3) + 4 },
      clear: { type: 'boolean' },
    },
    ['slot'],
    async (ctx) => {
      const slot = ctx.payload.slot;
      const rule = IMAGE_SLOT_RULES[slot];
      let url = '';
      if (!ctx.payload.clear) {
        const data = String(ctx.payload.data ?? '');
        if (!/^[A-Za-z0-9+/]+={0,2}$/.test(data)) throw badRequest('The picture must be sent as base64.');
        const bytes = Buffer.from(data, 'base64');
        const problem = imageProblem(slot, bytes);
        if (problem) throw invalidTheme([{ path: '/data', ...problem }], 'The picture was not stored.');
        const name = await saveVenueImage(
          ctx.db,
          ctx.venue!.shopId,
          slot,
          bytes,
          readImageInfo(bytes)!,
          who(ctx),
          ctx.now,
        );
        url = `/assets/images/${name}`;
      }
      try {
        const r = await publishChange(
          ctx.db,
          ctx.venue!.shopId,
          who(ctx),
          (live) => ({ ...live, [rule.part]: { ...live[rule.part], [rule.key]: url } }),
          ctx.now,
        );
        env.venues.clear();
        return ok({ slot, url, version: r.version });
      } catch (e) {
        if (e instanceof ConfigRefused && e.code === 'config.unchanged') return ok({ slot, url, version: null });
        if (e instanceof ConfigRefused) return refuse(0, e.message);
        throw e;
      }
    },
  );

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
