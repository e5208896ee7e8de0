// buildApp: the whole reference server as a Fastify instance, for main.ts and for tests (app.inject).
import { fastifyTrustProxy } from './trustProxy';
import { join } from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { MAX_ENCODED_BODY, safeJsonParse } from '../src/api/wire/codec';
import type { Db } from './db/db';
import { type LimitConfig, resolveLimits } from './auth/limitConfig';
import { tokenService } from './auth/tokens';
import { registerAccountRoutes } from './routes/account';
import { IMAGES_DIR, IMAGE_MIME, registerCatalogueRoutes } from './routes/catalogue';
import { registerConfigRoutes } from './routes/config';
import { registerOrderRoutes } from './routes/order';
import { registerPaymentRoutes } from './routes/payments';
import { registerTableRoutes } from './routes/table';
import { registerPayOnlyRoutes } from './routes/payonly';
import { registerGiftCardRoutes } from './routes/giftcards';
import { registerAccountsRoutes } from './routes/accounts';
import { registerTicketRoutes } from './routes/tickets';
import { registerWalletRoutes } from './routes/wallet';
import { registerBookingRoutes } from './routes/bookings';
import { registerCouponRoutes } from './routes/coupons';
import { registerThemeRoutes } from './routes/themes';
import { registerWalletJoinRoutes } from './routes/walletJoin';
import { registerKioskOpsRoutes } from './routes/kioskOps';
import { registerEventRoutes } from './routes/events';
import { EventHub } from './events/hub';
import { registerKioskMemberRoutes } from './routes/kioskMember';
import { registerKioskDeviceRoutes } from './routes/kioskDevices';
import { registerKioskCardRoutes } from './routes/kioskCardCalls';
import { registerPaymentProviderRoutes } from './routes/paymentProviders';
import { registerBackofficeRoutes } from './routes/backoffice';
import { registerMenuRoutes } from './routes/menu';
import { registerSetupRoutes } from './setup/setupRoutes';
import { registerVenueRoutes } from './routes/venues';
import { registerInviteRoutes } from './venues/inviteRoutes';
import type { EmailSender } from './venues/inviteEmail';
import { registerDevRoutes } from './sms/outboxPage';
import { registerDemoVenueList } from './site/demoVenues';
import { createBannerInliner } from './site/bannerInliner';
import { outboxGateway, type SmsGateway } from './sms/gateway';
import { messagingEmailSender, messagingSmsGateway } from './messaging/send';
import { installErrorHandler } from './wire/define';
import { VenueCache } from './wire/venue';
import { withConfiguredMethods } from './payments/offered';
import { configuredMethods, providerSetupFromEnv, type ProviderSetup } from './payments/providers/store';
import { PROVIDER_KEY_ENV, providerKey } from './payments/providers/sealed';
import { useTokenSecret } from './auth/tokens';
import { demoMode, type Mode } from './mode';
import { type BodyTypesConfig, installSecurity } from './security';
import { buildFolders, folderHolding, movedDuringSwap, readIndexHtml } from './site/builds';
import { errorPage, FAILURE_STATUS, pageLang, type PageFailure, type PageLang } from './site/errorPage';
import { escapeHtml } from './site/escape';
import { isKioskPath, kioskSplashShell } from './site/kioskShell';
import { isShippedTheme } from './themes/shipped';
import { getVenueTheme } from './themes/store';

/**
 * index.html's #root with whatever placeholder it holds until the first render (the loading line):
 * a venue page replaces it with the static shell. The placeholder holds no nested div.
 */
export const ROOT_PLACEHOLDER = /<div id="root">(?:(?!<\/?div)[\s\S])*<\/div>/;

export { escapeHtml };

/** Families whose layouts draw the venue banner (screens/layouts/*.json with a Banner element). */
const BANNER_FAMILIES = new Set(['shop', 'mobile', 'company', 'reservation', 'massage', 'partyroom', 'ktv', 'ticket']);

/**
 * GET paths that belong to the API: never answered with the app's index.html. The POST-only API
 * prefixes (/account/, /lotInfo/, /lot/, /qrcode/) are not here: GET /account/{shop}/... is the
 * account route family of the app and must deep-link.
 */
/** Largest banner file (bytes) the first-paint shell inlines as a data: URL. */
export const INLINE_BANNER_MAX = 8192;

export const API_GET_PREFIXES = ['/api/', '/pro/', '/assets/images/', '/dev/', '/sandbox/', '/healthz'];

export interface AppOptions {
  db: Db;
  /** Clock in ms; tests pass a controllable one. */
  now?: () => number;
  sms?: SmsGateway;
  /** Sends invitation e-mails (issue 31); none: an invitation's e-mail is not sent and the console says so. */
  email?: EmailSender | null;
  /** Allowed clock difference for signed calls (default ±5 minutes). */
  signWindowMs?: number;
  /** Built front end to serve (default ./dist, then its -previous folder); looked up per request: absent = pages answer 503 until a build lands. */
  distDir?: string;
  /** Largest banner (bytes) the first-paint shell inlines as a data: URL (default INLINE_BANNER_MAX). */
  inlineBannerMax?: number;
  logger?: boolean;
  loginLimit?: number;
  /** The abuse limits (server/auth/limitConfig.ts); default: the defaults scaled by loginLimit. main.ts reads them from the environment. */
  limits?: LimitConfig;
  /** How long venue rows are cached (ms, default 1000; 0 = read every time). */
  venueCacheMs?: number;
  /** Demo or production (server/mode.ts): development routes, sandbox, secrets, refused passwords, proxy trust. Default: the demo. */
  mode?: Mode;
  /** Where CSP violation reports go, one line each (default: the request log at warn). */
  logViolation?: (line: string) => void;
  /** Told of every route as it is registered, with the body types it names (tests list the route table with it). */
  /** Real payment providers: the credentials' sealing key and, in tests, the contract servers (default: PROVIDER_SECRET_KEY). */
  providers?: ProviderSetup;
  onRoute?: (route: { method: string | string[]; url: string; bodyTypes?: readonly string[] }) => void;
}

export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const bodyLimit = MAX_ENCODED_BODY + 4096;
  const mode = opts.mode ?? demoMode();
  useTokenSecret(mode.secrets.token);
  const app = Fastify({
    logger: opts.logger ? { level: 'info' } : false, // request logs carry method, url and status; never bodies
    bodyLimit,
    // Behind the proxies TRUST_PROXY names (hops or addresses, server/trustProxy.ts): x-forwarded-proto/-for
    // give protocol and address, but only the entries those proxies appended.
    trustProxy: fastifyTrustProxy(mode.trustProxy),
    routerOptions: { ignoreTrailingSlash: true },
  });
  if (opts.onRoute)
    app.addHook('onRoute', (r) =>
      opts.onRoute!({ method: r.method, url: r.url, bodyTypes: (r.config as BodyTypesConfig | undefined)?.bodyTypes }),
    );
  const now = opts.now ?? Date.now;
  // Without a payment provider (production: no sandbox, no real one yet) the hosted methods are neither offered nor taken.
  // Real payment providers (issue 35): credentials sealed with PROVIDER_SECRET_KEY.
  const providers: ProviderSetup =
    opts.providers ?? providerSetupFromEnv(process.env, providerKey(process.env[PROVIDER_KEY_ENV]));
  const venues = new VenueCache(
    opts.db,
    opts.venueCacheMs ?? 1000,
    now,
    mode.sandbox ? undefined : withConfiguredMethods((shop) => configuredMethods(opts.db, providers, shop)),
  );
  const limits = opts.limits ?? resolveLimits({}, { loginLimit: opts.loginLimit });
  const env = {
    db: opts.db,
    now,
    tokens: tokenService(opts.db),
    signWindowMs: opts.signWindowMs ?? 5 * 60_000,
    venues,
    limits,
    providers,
  };

  // JSON bodies are parsed by the codec's safe parser: clear messages, no prototype keys. Only JSON:
  // other types are refused (415) by installSecurity's gate, text/plain included (cross-site simple POSTs).
  app.removeContentTypeParser(['application/json', 'text/plain']);
  const parse = (_req: unknown, body: string, done: (err: Error | null, value?: unknown) => void) => {
    try {
      done(null, body.trim() === '' ? {} : safeJsonParse(body));
    } catch (e) {
      done(e as Error);
    }
  };
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit }, parse);

  installErrorHandler(app);
  installSecurity(app, { logViolation: opts.logViolation ?? ((line) => app.log.warn(line)) });
  app.addHook('onSend', async (_req, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    // API answers carry tokens and personal data: never cached by browsers or proxies.
    if (type.startsWith('application/json') && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'same-origin');
    return payload;
  });

  app.get('/healthz', async () => ({ ok: true }));
  // The SMS outbox is the demo's; production sends through the configured provider (issue 35).
  const sms =
    opts.sms ??
    (mode.devRoutes ? outboxGateway(opts.logger ? (l) => app.log.info(l) : () => undefined) : messagingSmsGateway());
  registerAccountRoutes(app, {
    ...env,
    sms,
    loginLimit: opts.loginLimit,
    refusedPasswords: mode.refusedPasswords,
  });
  registerConfigRoutes(app, env);
  registerCatalogueRoutes(app, env);
  registerOrderRoutes(app, { ...env, demoKitchen: mode.demoKitchen });
  registerPaymentRoutes(app, env, { sandbox: mode.sandbox, notifySecret: mode.secrets.paymentNotify, providers });
  registerTableRoutes(app, env);
  registerPayOnlyRoutes(app, { ...env, devRoutes: mode.devRoutes });
  registerGiftCardRoutes(app, env);
  registerAccountsRoutes(app, env);
  registerTicketRoutes(app, env);
  registerWalletRoutes(app, env);
  registerBookingRoutes(app, env);
  registerCouponRoutes(app, env);
  registerThemeRoutes(app, env);
  registerWalletJoinRoutes(app, env);
  registerKioskOpsRoutes(app, env);
  registerKioskMemberRoutes(app, env);
  registerKioskDeviceRoutes(app, env);
  registerKioskCardRoutes(app, env);
  registerPaymentProviderRoutes(app, env);
  registerBackofficeRoutes(app, env);
  registerEventRoutes(app, env, new EventHub(opts.db, (line) => app.log.warn(line)));
  registerMenuRoutes(app, env);
  registerSetupRoutes(app, env);
  registerInviteRoutes(app, env);
  registerVenueRoutes(app, {
    ...env,
    sms,
    // Invitations by e-mail through the configured SMTP server in production (none in demo mode).
    email: opts.email !== undefined ? opts.email : mode.devRoutes ? null : messagingEmailSender(),
    log: (l) => app.log.warn(l),
  });
  if (mode.devRoutes) {
    registerDevRoutes(app, opts.db);
    registerDemoVenueList(app);
  }

  /**
   * The first paint, before any script runs: for a venue page the HTML already holds a static app
   * shell inside #root — the venue's name and, for the families whose layout draws it, its banner
   * (also preloaded). React replaces the shell on its first render (createRoot clears the container;
   * removed nodes are not layout shifts). Text only, HTML-escaped; no script (strict CSP).
   */
  const inlineBanner = createBannerInliner(opts.inlineBannerMax ?? INLINE_BANNER_MAX);
  async function withShell(html: string, path: string, lang: PageLang): Promise<string> {
    const parts = path.split('/').filter(Boolean);
    const [family, shop] = parts;
    if (!shop) return html;
    let id = shop;
    try {
      id = decodeURIComponent(shop);
    } catch {
      return html;
    }
    const v = await venues.by('shop_id', id).catch(() => null);
    if (!v) return html;
    const name = typeof v.branding.name === 'string' ? v.branding.name : '';
    const banner = v.branding.bannerImage;
    const show = v.branding.showBanner;
    const withBanner =
      BANNER_FAMILIES.has(family) &&
      typeof banner === 'string' &&
      /^\/assets\/images\/[\w.-]+$/.test(banner) &&
      show !== 0 &&
      show !== false &&
      show !== '0';
    let out = html;
    // A small banner (up to INLINE_BANNER_MAX bytes) is written into the shell as a data: URL, so it
    // paints with the first paint instead of waiting behind the scripts; React's banner then loads
    // the same file by its URL (preloaded).
    let shellSrc = withBanner ? banner : '';
    if (withBanner) {
      const file = join(IMAGES_DIR, banner.slice('/assets/images/'.length));
      const mime = IMAGE_MIME[banner.split('.').pop()!.toLowerCase()];
      const dataUrl = mime && mime.startsWith('image/') ? await inlineBanner(file, mime) : null;
      if (dataUrl) shellSrc = dataUrl;
    }
    if (withBanner)
      out = out.replace(
        '</head>',
        `  <link rel="preload" as="image" href="${banner}" fetchpriority="high">\n  </head>`,
      );
    // The kiosk's route draws its splash (server/site/kioskShell.ts).
    if (isKioskPath(parts)) {
      const theme = typeof v.theme === 'string' ? v.theme : 'default';
      // A theme made in the studio is the venue's own document; a shipped one is a file.
      const doc = isShippedTheme(theme) ? null : await getVenueTheme(opts.db, v.shopId, theme).catch(() => null);
      const splash = kioskSplashShell(name, lang, theme, doc);
      return out.replace(
        ROOT_PLACEHOLDER,
        () => `<div id="root"><div class="boot-shell" aria-busy="true">${splash}</div></div>`,
      );
    }
    const shell = [
      '<div class="boot-shell" aria-busy="true">',
      name
        ? `<p style="margin:0;padding:0.75rem 1rem;font:600 1.25rem/1.4 system-ui,sans-serif">${escapeHtml(name)}</p>`
        : '',
      withBanner
        ? `<img src="${shellSrc}" alt="" width="1200" height="360" fetchpriority="high" style="display:block;width:100%;height:auto;aspect-ratio:10/3;max-height:220px;object-fit:cover">`
        : '',
      '</div>',
    ].join('');
    return out.replace(ROOT_PLACEHOLDER, () => `<div id="root">${shell}</div>`);
  }
  const notFoundJson = (method: string, url: string) => ({
    success: false,
    dispMsg: `No such call: ${method} ${url.split('?')[0]}`,
  });
  // A page request that fails gets an HTML page in the visitor's language (server/site/errorPage.ts);
  // API calls keep their JSON errors.
  const pageFailure = (req: FastifyRequest, reply: FastifyReply, failure: PageFailure) => {
    if (failure === 'unavailable') reply.header('retry-after', '5');
    return reply
      .code(FAILURE_STATUS[failure])
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(errorPage(pageLang(req.url, req.headers['accept-language']), failure, req.url));
  };
  const isApi = (path: string) => API_GET_PREFIXES.some((p) => path.startsWith(p));
  const isFile = (path: string) => /\.[a-z0-9]{1,5}$/i.test(path);
  /** A browser asking for a page: GET or HEAD, not the API, and a page address or a request for HTML. */
  const pageRequest = (req: FastifyRequest) => {
    const path = req.url.split('?')[0];
    return (
      (req.method === 'GET' || req.method === 'HEAD') &&
      !isApi(path) &&
      (!isFile(path) || String(req.headers.accept ?? '').includes('text/html'))
    );
  };
  // The built app: files from the newest complete build (then the one before it), index.html for
  // every other page (history-mode routing), both looked up on every request, so a new build is
  // served without a restart and a build under way is never seen half-written (server/site/builds.ts).
  const folders = buildFolders(opts.distDir ?? join(process.cwd(), 'dist'));
  const retried = new WeakSet<FastifyRequest>();
  app.setNotFoundHandler(async (req, reply) => {
    const path = req.url.split('?')[0];
    if (req.method !== 'GET' && req.method !== 'HEAD') return reply.code(404).send(notFoundJson(req.method, req.url));
    if (isApi(path)) return reply.code(404).send(notFoundJson(req.method, req.url));
    if (isFile(path))
      return pageRequest(req)
        ? pageFailure(req, reply, 'notFound')
        : reply.code(404).send(notFoundJson(req.method, req.url));
    try {
      const html = await readIndexHtml(folders);
      if (html === null) return pageFailure(req, reply, 'unavailable');
      // The first-paint shell is an extra: without the venue's row the page is served plain.
      const page = await withShell(html, path, pageLang(req.url, req.headers['accept-language'])).catch(() => html);
      return reply.code(200).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(page);
    } catch (e) {
      req.log.error({ err: { message: (e as Error).message } }, 'page failed');
      return pageFailure(req, reply, 'failed');
    }
  });
  const { default: fastifyStatic } = await import('@fastify/static');
  await app.register(async (site) => {
    // A file that fails to be read answers a page request with the HTML error page (a refused
    // address as not found, a fault as failed); anything else goes on to the JSON error handler.
    site.setErrorHandler((err, req, reply) => {
      // The build swapped between the file's lookup and its opening: looked up again once, in the
      // folders as they are now (the file is in dist-previous/ after the swap).
      const moved = movedDuringSwap(err) && !retried.has(req) ? folderHolding(folders, req.url) : null;
      if (moved) {
        retried.add(req);
        return reply.sendFile(moved.file, moved.root);
      }
      if (!pageRequest(req)) throw err;
      const status = (err as { statusCode?: number }).statusCode ?? 500;
      return pageFailure(req, reply, status >= 400 && status < 500 ? 'notFound' : 'failed');
    });
    // Hashed build files (/assets/…) never change: cached for a year. The build writes .br/.gz
    // copies beside them (vite.config.ts), sent when the browser accepts them.
    await site.register(fastifyStatic, {
      root: folders,
      wildcard: true,
      index: false,
      serve: true,
      preCompressed: true,
      cacheControl: false,
      suppressWarning: true,
      dotfiles: 'ignore',
      setHeaders: (res, filePath) => {
        res.header(
          'cache-control',
          /[\\/]assets[\\/][^\\/]+-[A-Za-z0-9_-]{8}\.[a-z0-9.]+$/.test(filePath)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  });
  return app;
}
