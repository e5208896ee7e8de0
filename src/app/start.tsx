// Bootstrap: family and shop from the path, the current language, the venue configuration, the
// theme and branding, then the router. A failed configuration load shows a translated error
// screen with retry, never a blank page.
import { installFocusGuard } from './focusGuard';
import { startTransition } from 'react';
import { yieldToMain } from '../engine/runtime/yield';
import type { Root } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { resolveFamilies } from '../engine/manifest/resolve';
import { registerComponents, componentTypes } from '../engine/runtime/registry';
import { buildRoutes, familyPatcher, loginPath, setRouterNavigate, type RouterDeps } from '../engine/runtime/router';
import { watchRestoredScroll } from '../engine/runtime/scrollSettle';
import { registerStateSlice, sliceNames } from '../engine/runtime/state';
import { familyHomePath, fillPrefix, setTableSource } from '../engine/runtime/family';
import type { ResolvedFamily } from '../engine/contract';
import { components } from '../components/registry';
import { initI18n, normaliseLang } from '../i18n';
import { app, session, user, venue } from '../state/stores';
import { ui } from '../state/ui';
import { connectTransport } from '../state/transport';
import { App } from './App';
import { BootError, PagePending, RouteError } from './BootError';
import { APP_REDIRECT, LeaveGuard } from './LeaveGuard';
import { parseLocation, setDomain } from './boot';
import { registerDataSources } from './dataSources';
import { readStored } from '../shared/storage';
import { changeLanguage, changeTheme, chosenTheme, setAppNavigate } from './env';
import { familyDocs, loadFlow, loadLayout, loadScreen } from './manifests';
import { applyTheme, themeChoices } from './theme';

/** The first segment of a path (a family's prefix for a venue page), decoded where it can be. */
function firstSegment(pathname: string): string {
  const first = pathname.split('/').filter(Boolean)[0] ?? '';
  try {
    return decodeURIComponent(first);
  } catch {
    return first;
  }
}

/** The kiosk families: they follow the venue's configuration live. */
const KIOSK_FAMILIES: readonly string[] = ['self', 'merchant'];

let setUp = false;
/** Registrations that must happen once, before any render. */
export function setUpEngine(): void {
  if (setUp) return;
  setUp = true;
  // The API client reads the token and the venue through these hooks (it never imports the stores).
  connectTransport();
  if (componentTypes().length === 0) registerComponents(components);
  const have = new Set(sliceNames());
  for (const [name, store, writable] of [
    ['user', user, false],
    ['app', app, true],
    ['session', session, false],
    ['venue', venue, false],
    ['ui', ui, false],
  ] as const) {
    if (!have.has(name)) registerStateSlice(name, store, { writable });
  }
  registerDataSources();
  setTableSource(() => ({
    spotType: venue.licence.spotType ?? venue.settings.spotType,
    table: session.table,
    sessionId: session.sessionId,
  }));
}

/** General routes about one venue (spec 2): opened without one, they are about the venue last opened. */
const VENUE_GENERAL = /^\/(aboutus|contactus|category|common\/common\w+)\/?$/;

/** The venue a general route is about (the last one opened in this browser), or null. */
export function lastVenueFor(pathname: string): { shop: string; family: string } | null {
  if (!VENUE_GENERAL.test(pathname)) return null;
  const m = /^([a-z]+)\/([^/]+)$/.exec(readStored('lastVenue') ?? '');
  return m ? { family: m[1], shop: m[2] } : null;
}

export async function start(root: Root): Promise<void> {
  setUpEngine();
  const chosenLang = readStored('lang') ?? '';
  app.lang = normaliseLang(chosenLang || navigator.language);
  // The texts and the page's family (migrate -> validate -> resolve) load side by side.
  const [prepared] = await Promise.all([familyDocs(firstSegment(window.location.pathname)), initI18n(app.lang)]);
  // Start-up is split into tasks (yieldToMain) so none of them blocks the page for long.
  await yieldToMain();
  const { families, issues } = resolveFamilies(prepared.docs);
  for (const i of [...prepared.issues, ...issues])
    if (i.severity === 'error') console.error(`${i.file}#${i.path} ${i.code}: ${i.message}`);
  // The other families join `families` (in place) the first time something needs them all.
  let everyFamily: Promise<ResolvedFamily[]> | null = prepared.all ? Promise.resolve(families) : null;
  const allFamilies = (): Promise<ResolvedFamily[]> => {
    everyFamily ??= familyDocs().then((r) => {
      const have = new Set(families.map((f) => f.id));
      families.push(...resolveFamilies(r.docs).families.filter((f) => !have.has(f.id)));
      return families;
    });
    everyFamily.catch(() => {
      everyFamily = null;
    });
    return everyFamily;
  };
  const familyIds = () => families.filter((f) => f.prefix).map((f) => f.prefix.split('/')[1]);
  const parsed = parseLocation(window.location.pathname, familyIds());
  // A plain link (/{shop}) names only the venue: its configuration decides the family (below).
  const plain =
    parsed.shop || !/^\/[^/]+\/?$/.test(window.location.pathname)
      ? ''
      : await (await import('./venue')).plainShop(window.location.pathname, await allFamilies());
  // A general route about one venue (/aboutus, /contactus...) opened without one: the venue last opened here.
  const last = parsed.shop || plain ? null : lastVenueFor(window.location.pathname);
  let family = last?.family ?? parsed.family;
  const shop = parsed.shop || plain || last?.shop || '';

  const run = async (): Promise<void> => {
    if (shop) {
      try {
        await (await import('./venue')).loadVenue(shop, family);
        // A plain link goes to the venue's own home: the family its configuration names.
        const to = /^\/[^/]+(\/[^/]+)?\/?$/.test(window.location.pathname)
          ? await (await import('./venue')).plainLink(await allFamilies(), family, window.location.pathname)
          : null;
        if (to) {
          window.history.replaceState(window.history.state, '', to + window.location.search + window.location.hash);
          family = parseLocation(to, familyIds()).family;
          setDomain(family);
        }
      } catch (e) {
        await applyTheme(chosenTheme(shop, '') || 'default');
        root.render(<BootError onRetry={() => void run()} detail={e instanceof Error ? e.message : undefined} />);
        return;
      }
      // The venue's language applies unless the visitor chose one.
      const venueLang = venue.settings.lang || venue.settings.defaultLang;
      if (!chosenLang && venueLang && normaliseLang(venueLang) !== app.lang) {
        app.lang = normaliseLang(venueLang);
        await initI18n(app.lang);
      }
      await yieldToMain();
    }
    // A saved session survives a reload: token, profile and the user role come back before the
    // router's first role check (a revoked token answers 401 on its first call: 'Login expired').
    // A visitor with no saved token downloads none of the sign-in code (it comes with the login form).
    if (readStored('userToken')) await (await import('../state/restoreLogin')).restoreLogin();
    // Table service: a table QR link (?tn=) or a saved table session opens it before the router starts.
    const table =
      shop && (/[?&]tn=/.test(window.location.search) || readStored('table', shop))
        ? await (await import('./venue')).tableService()
        : null;
    const tableTo = table
      ? await table.openFromUrl({
          shop,
          family,
          families: await allFamilies(),
          pathname: window.location.pathname,
          search: window.location.search,
          hash: window.location.hash,
        })
      : null;
    if (tableTo) window.history.replaceState(window.history.state, '', tableTo);
    await yieldToMain();
    // The visitor's own choice at this venue, else the venue's default (a shipped theme or its own).
    await changeTheme(chosenTheme(shop, venue.theme) || venue.theme || 'default', false);
    // The theme studio's preview frame shows a draft theme sent by the studio page (same origin only).
    if (window.parent !== window && /[?&]studioPreview=1(&|$)/.test(window.location.search))
      void import('./studioPreview').then((m) => m.listenForDraft(shop));
    app.themes = await themeChoices(app.lang);
    await yieldToMain();
    // The route table starts with this page's family (and the general one); the others join on
    // the first navigation into their prefix.
    const only = new Set(families.filter((f) => f.prefix && f.prefix.split('/')[1] === family).map((f) => f.id));
    const deps: RouterDeps = {
      families,
      loadScreen,
      loadLayout,
      loadFlow,
      onFamily: (f, params) => {
        // The general routes (404, 403, …) keep the domain and home of the family the visitor came from.
        if (!f.prefix) return;
        setDomain(f.id);
        if (f.id === 'app')
          void import('../features/appBridge').then((m) =>
            m.connectApp(router, changeLanguage, () => void import('./venue').then((v) => v.checkTradingHours())),
          );
        app.homePath = familyHomePath(f, fillPrefix(f.prefix, params));
        // Another venue, or the first one (a cold /redirect/{family}/{shop}/... opened without a venue).
        if (params.shop && (params.shop !== app.shop || !venue.loaded))
          void import('./venue').then((m) => m.loadVenue(params.shop!, f.id)).catch(() => {});
      },
      beforeNotOffered: () => Promise.all([import('./venue'), allFamilies()]).then(([m, all]) => m.setVenueHome(all)),
      loadAllFamilies: allFamilies,
      errorElement: <RouteError />,
      guard: <LeaveGuard />,
      pending: <PagePending />,
    };
    const router = createBrowserRouter(buildRoutes(deps, only), { patchRoutesOnNavigation: familyPatcher(deps, only) });
    table?.installTableRouting(router, families);
    // A kiosk (self and merchant families) picks up a publish or a menu change in the console at once
    // (pushed updates, issue 28): the venue's configuration and every screen's data are read again.
    if (shop && KIOSK_FAMILIES.includes(family))
      void import('../features/kiosk').then((k) =>
        k.followVenueConfig(shop, async () => {
          await (await import('./venue')).loadVenue(shop, family);
          // Every screen's data, except the service number: reading it takes the next one.
          await (await import('swr')).mutate((key) => !(Array.isArray(key) && key[0] === 'shop.serviceNo'));
        }),
      );
    // Back/forward positions are held while the returning screen grows to them (the root route settles them).
    watchRestoredScroll(router);
    await yieldToMain();
    const go = (to: string | number, opts?: { replace?: boolean; state?: unknown }) =>
      void (typeof to === 'number' ? router.navigate(to) : router.navigate(to, opts));
    setAppNavigate(go);
    setRouterNavigate((to, opts) => go(to, opts));
    // The API client's redirects (401 to the login) are the app's own: the leave guard lets them through.
    void import('./venue').then((m) => m.wireApi((path) => go(path, { state: APP_REDIRECT }), loginPath));
    // A transition: React renders the first screen in slices of a few milliseconds (no long task),
    // and the static shell stays on screen until the whole screen is ready.
    installFocusGuard();
    startTransition(() => root.render(<App router={router} />));
    // Spec 4: the trading-hour check when a venue page opens (its answer shows or hides the closed notice).
    if (shop && venue.loaded) void import('./venue').then((m) => m.afterFirstRender(router));
  };
  await run();
}
