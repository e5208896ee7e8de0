// Configuration and trading hours (spec 7). Everything comes from the venues row, read per request,
// so a changed row shows on the next load with no code change and no rebuild.
import type { FastifyInstance } from 'fastify';
import { hit } from '../auth/rateLimit';
import { requireKiosk } from '../kiosk/devices';
import { type Answer, badRequest, HttpAnswer, ok } from '../wire/answers';
import { type CallEnv, type Ctx, registerCall } from '../wire/define';
import type { Venue } from '../wire/venue';
import { isShippedTheme, shippedThemes } from '../themes/shipped';
import { getVenueTheme } from '../themes/store';
import type { Db } from '../db/db';
import { withPreview } from '../backoffice/preview';
import { ConfigRefused, publishChange, refusal } from '../backoffice/versions';
import { type BoundsIssue, configOutOfBounds } from '../backoffice/configBounds';
import type { RefusalCode } from '../../src/domain/refusals';
import type { VenueDocument } from '../../src/generated/venue-config';
import { VENUE_ENVELOPE } from '../wire/venueEnvelope';
import { CLOSED_MESSAGE, closedMessageAt, isOpen } from './openingHours';
import { CONFIG_CHANGE_PROPERTIES } from '../backoffice/configSchema';

export { CLOSED_MESSAGE, closedMessageAt, closureAt, isOpen, localTime } from './openingHours';

/** A value out of bounds: 400 naming the field and its limit, so the console can show it at the field. */
const boundsAnswer = (b: BoundsIssue) =>
  new HttpAnswer(400, {
    success: false,
    dispMsg: b.message,
    result: {
      code: 'config.bounds' satisfies RefusalCode,
      field: b.field,
      ...(b.limit !== undefined ? { limit: b.limit } : {}),
      dispMsg: b.message,
    },
  });

const S = (max = 100) => ({ type: 'string', maxLength: max });
const ID = VENUE_ENVELOPE;

/** The /api/spot/config answer. */
export function configAnswer(v: Venue) {
  return {
    settings: v.settings,
    licence: { ...v.licence, ordLot: v.shopId, siteId: v.siteId, boardId: v.shopKey },
    theme: v.theme,
    // The venue's logo (profile.logo: the studio's uploaded one, issue 32) for the customer's header.
    branding: { ...v.branding, logo: typeof v.profile?.logo === 'string' ? v.profile.logo : '' },
  };
}

// Admin: change a venue's stored configuration (what the app shows on its next load). The keys that
// decide which screens exist are checked here (docs/features.md "Which venue offers which screens");
// the parts' shapes are server/backoffice/configSchema.ts (the venue document).

/** The parts of the venue document a change may carry (a draft carries them all). */
type ConfigChange = Partial<Pick<VenueDocument, keyof typeof CONFIG_CHANGE_PROPERTIES>>;

/**
 * The checks JSON Schema cannot make: every value within its bounds (backoffice/configBounds.ts), the default theme is a shipped theme or one the venue saved in
 * the theme studio (issue 18), and the time zone is one the runtime knows.
 */
export async function checkConfigChange(p: ConfigChange, db: Db, shopId: string): Promise<void> {
  const out = configOutOfBounds(p);
  if (out) throw boundsAnswer(out);
  if (typeof p.theme === 'string' && !isShippedTheme(p.theme) && !(await getVenueTheme(db, shopId, p.theme)))
    throw badRequest(
      `"${p.theme}" is neither a shipped theme (${shippedThemes()
        .map((t) => t.id)
        .join(', ')}) nor a theme saved for this venue.`,
    );
  const tz = p.hours?.tz;
  if (tz !== undefined) {
    try {
      new Intl.DateTimeFormat('en-GB', { timeZone: tz });
    } catch {
      throw badRequest(`"${tz}" is not a time zone (use one such as Australia/Brisbane).`);
    }
  }
}

export function registerConfigRoutes(app: FastifyInstance, env: CallEnv): void {
  registerCall(app, env, {
    method: 'POST',
    path: '/api/spot/config',
    who: 'anyone',
    venue: 'required',
    signed: true,
    // preview: an open console draft's token; applied for an administrator of this venue only (server/backoffice/preview.ts).
    schema: { required: ['id', 'device', 'tm', 'sign'], properties: { ...ID, lang: S(10), preview: S(64) } },
    handler: async (ctx) => ok(configAnswer(await withPreview(ctx))),
  });

  // Spec 7 gives the verdict in success/resultcode and map.rtn/map.disp_msg; `result` repeats it
  // because every answer carries `result` (docs/wire-format.md section 7).
  const verdict = (rtn: 0 | 1, dispMsg: string): Answer => ({
    success: rtn === 1,
    resultcode: rtn,
    result: { rtn, dispMsg },
    map: { rtn, disp_msg: dispMsg },
  });
  const openClose = async (ctx: Ctx<'/pro/lot/openClose' | '/api/lot/lotOpenClose'>): Promise<Answer> => {
    const v = ctx.venue!;
    if (Number(v.licence.status) !== 1) return verdict(0, CLOSED_MESSAGE);
    if (!isOpen(v.hours, ctx.now)) return verdict(0, closedMessageAt(v.hours, ctx.now, ctx.payload.lang ?? 'en-gb'));
    return verdict(1, 'Open');
  };
  // date and currentTime are accepted for compatibility; the server's own clock decides.
  const ocSchema = { properties: { ...ID, date: S(20), currentTime: S(20), lang: S(10) } };
  registerCall(app, env, {
    method: 'POST',
    path: '/pro/lot/openClose',
    who: 'anyone',
    venue: 'required',
    schema: ocSchema,
    handler: openClose,
  });
  registerCall(app, env, {
    method: 'POST',
    path: '/api/lot/lotOpenClose',
    who: 'anyone',
    venue: 'required',
    signed: true,
    schema: ocSchema,
    handler: openClose,
  });

  const getSchema = { properties: { ...ID, spotId: S(), tm: S(20), tabNo: S(10), lang: S(10) } };
  registerCall(app, env, {
    method: 'GET',
    path: '/api/shop/profile',
    who: 'anyone',
    venue: 'required',
    schema: getSchema,
    handler: async (ctx) => ok(ctx.venue!.profile),
  });
  registerCall(app, env, {
    method: 'GET',
    path: '/api/shop/payments',
    who: 'anyone',
    venue: 'required',
    schema: getSchema,
    handler: async (ctx) => ok(ctx.venue!.payments),
  });
  registerCall(app, env, {
    method: 'GET',
    path: '/api/shop/languages',
    who: 'anyone',
    venue: 'required',
    schema: getSchema,
    // result: language codes; map.languages: the stored entries (code, name, dataLang, dateLocale).
    handler: async (ctx) => {
      const langs = ctx.venue!.languages as { code?: string }[];
      return ok(
        langs.map((l) => (typeof l === 'string' ? l : String(l.code))),
        { languages: langs },
      );
    },
  });
  registerCall(app, env, {
    method: 'GET',
    path: '/api/shop/tab/name',
    who: 'anyone',
    venue: 'required',
    schema: getSchema,
    handler: async (ctx) => {
      const tabNo = ctx.payload.tabNo;
      const tables = ctx.venue!.tables as { tabNo: string; tabName: string }[];
      if (tabNo === undefined) return ok(tables);
      const t = tables.find((x) => x.tabNo === tabNo);
      if (!t) throw badRequest(`Table ${tabNo} does not exist at this venue.`);
      return ok(t);
    },
  });
  registerCall(app, env, {
    method: 'GET',
    path: '/api/shop/serviceno/v1',
    who: 'anyone',
    venue: 'required',
    schema: getSchema,
    handler: async (ctx) => {
      // An enrolled kiosk's call (issue 27 finding 14), limited per device: the counter is shared by the venue.
      const device = await requireKiosk(ctx);
      if (!(await hit(ctx.db, env.limits.serviceNoDevice, device, ctx.now)))
        throw new HttpAnswer(429, {
          success: false,
          dispMsg: 'Too many service numbers taken by this kiosk; please wait a few minutes.',
        });
      // One atomic statement: the counter increments; below the minimum or at the maximum it wraps to the minimum.
      const rows = await ctx.db.query<{ n: number; mn: number; mx: number }>(
        `UPDATE venues SET service_no_current = CASE
           WHEN service_no_current + 1 < COALESCE((service_no->>'min')::int, 201) OR service_no_current >= COALESCE((service_no->>'max')::int, 300)
           THEN COALESCE((service_no->>'min')::int, 201) ELSE service_no_current + 1 END
         WHERE shop_id = $1 RETURNING service_no_current AS n, COALESCE((service_no->>'min')::int, 201) AS mn, COALESCE((service_no->>'max')::int, 300) AS mx`,
        [ctx.venue!.shopId],
      );
      return ok({ serviceNo: rows[0].n, min: rows[0].mn, max: rows[0].mx });
    },
  });

  registerCall(app, env, {
    method: 'POST',
    path: '/pro/lot/config/update',
    who: 'admin',
    venue: 'required',
    schema: { properties: { ...ID, ...CONFIG_CHANGE_PROPERTIES } },
    handler: async (ctx) => {
      const p = ctx.payload;
      const shopId = ctx.venue!.shopId;
      await checkConfigChange(p, ctx.db, shopId);
      // A change through this call is a published configuration version like the console's and the
      // theme studio's: it has an audit entry, a console rollback can undo it, and a rollback of an
      // older version cannot silently drop it (the theme's document is copied into the version).
      const merge = (a: Record<string, unknown>, b: Record<string, unknown> | undefined) => (b ? { ...a, ...b } : a);
      try {
        await publishChange(
          ctx.db,
          shopId,
          ctx.user?.userId ?? '',
          (live) => ({
            ...live,
            settings: merge(live.settings, p.settings),
            licence: merge(live.licence, p.licence),
            branding: merge(live.branding, p.branding),
            profile: merge(live.profile, p.profile),
            hours: p.hours ? { ...p.hours } : live.hours,
            theme: p.theme ?? live.theme,
            payments: p.payments ?? live.payments,
            languages: p.languages ?? live.languages,
          }),
          ctx.now,
        );
      } catch (e) {
        // Saving what is already live is not an error for this call: nothing changes.
        if (!(e instanceof ConfigRefused)) throw e;
        if (e.code !== 'config.unchanged') return refusal(e);
      }
      env.venues.clear();
      return ok({ rtn: 1, shop: shopId, dispMsg: 'Configuration saved' });
    },
  });
}
