// The venue configuration (POST /api/spot/config) normalised into the venue store, and the API
// client's seams (navigation, login route). Imported dynamically by start.tsx.
import { spotConfig } from '../api/calls/config';
import { configureApi, defaultLoginPath, setNavigator } from '../api/config';
import { readStoredToken } from '../api/token-store';
// The domain's modules directly: the index would pull checkout, booking and dayjs into the first screen.
import { normaliseSettings, defaultSettings, domainLayout } from '../domain/settings';
import { settingsForLicence } from '../domain/venueOffer';
import { normaliseLicence, orderingEnabled, reservationEnabled } from '../domain/licence';
import { setReservationRule } from '../engine/runtime/guards';
import { app, venue } from '../state/stores';
import { ensureDeviceId } from '../state/session';
import { writeStored } from '../shared/storage';
import { dataLang, normaliseLang } from '../i18n';
import { ConfigLoadError, setDomain, setLayoutRule } from './boot';
import { registerAction } from '../engine/runtime/actions';
import type { ResolvedFamily } from '../engine/contract';
import { checkTradingHours } from '../features/venue';

export { checkTradingHours };

type BridgeRouter = {
  navigate(to: string | number): unknown;
  subscribe(cb: (s: { location: { pathname: string; search: string } }) => void): () => void;
};
/**
 * After the first render of a venue page: the trading-hour check (spec 4), and tracking when the
 * licence names a gtmCode (its own chunk, started after the first paint; nothing without a code).
 */
export function afterFirstRender(
  router: BridgeRouter & { state: { location: { pathname: string; search: string } } },
): void {
  void checkTradingHours();
  const code = venue.licence.gtmCode;
  if (typeof code === 'string' && code) void import('../features/analytics').then((m) => m.startTracking(code, router));
}

// Spec 4: the checkout routes ask the trading hours again on entry ("onEnter": venue.tradingHours).
registerAction('venue.tradingHours', async () => {
  await checkTradingHours();
});

// Which families the venue offers and where its plain link goes (its own chunk: plain links and the
// not-offered screen only).
const offer = () => import('./offer');

/** A one-segment path that may name a shop (`/{shop}`), or ''. */
export const plainShop = async (pathname: string, families: readonly ResolvedFamily[]) =>
  (await offer()).plainShop(pathname, families);

/** Sets the venue's own home (app.venueHome, the not-offered screen's link). */
export async function setVenueHome(families: readonly ResolvedFamily[]): Promise<void> {
  app.venueHome = (await offer()).venueHomePath(families, app.shop, venue.licence, venue.settings);
}

/** Where a plain link (`/{shop}`, `/{family}/{shop}`) goes instead of this path, or null. */
export async function plainLink(
  families: readonly ResolvedFamily[],
  family: string,
  pathname: string,
): Promise<string | null> {
  await setVenueHome(families);
  return (await offer()).plainLinkTarget(pathname, family, families, app.venueHome, venue.licence, venue.settings);
}

// The domain rules, handed to the engine and the boot module when this chunk loads.
setLayoutRule(domainLayout);
setReservationRule((l) => reservationEnabled(typeof l === 'string' ? l : ''));

/**
 * Plugs the router into the API client: its navigation and the current family's login route. A family
 * without one (callback, massage, party room, KTV, pay...) sends a 401 to the shop family's sign-in:
 * /callback/{shop}/login does not exist.
 */
export function wireApi(go: (path: string) => void, loginPath: () => string | null): void {
  setNavigator(go);
  configureApi({ loginPath: () => loginPath() ?? defaultLoginPath('shop') });
}

// The operator console's preview (issue 18): a page opened with ?preview=<draft token> loads the venue
// with the draft applied (the server honours it for the venue's admin only). Read once: links drop the query.
let preview: string | null | undefined;
const previewToken = () =>
  (preview ??= typeof location === 'undefined' ? null : new URLSearchParams(location.search).get('preview'));

/** Loads the venue configuration for a shop; throws ConfigLoadError with a reason. */
export async function loadVenue(shop: string, family: string): Promise<void> {
  app.shop = shop;
  ensureDeviceId();
  let answer;
  try {
    // The sign-in is restored after the venue loads: a preview sends the stored token itself.
    const p = previewToken();
    answer = await spotConfig(
      { shop, lang: dataLang(app.lang), ...(p ? { preview: p } : {}) },
      p ? { token: (await readStoredToken()) || undefined } : undefined,
    );
  } catch (e) {
    throw new ConfigLoadError(e instanceof Error ? e.message : String(e));
  }
  if (!answer || !answer.success || !answer.result)
    throw new ConfigLoadError(String(answer?.dispMsg ?? 'no configuration'));
  const r = answer.result;
  const rawLicence: Record<string, unknown> = { ...r.licence };
  const licence = normaliseLicence(rawLicence);
  // Spec 4: a licence state of false resets the configuration (to the defaults; the venue keeps its
  // identity and service types, so its pages open with the closed notice).
  let settings = settingsForLicence(normaliseSettings(r.settings), defaultSettings(), orderingEnabled(licence));
  if (family === 'shop') settings = domainLayout(settings, 'shop');
  venue.settings = settings;
  venue.licence = { ...rawLicence, ...licence };
  venue.branding = { ...r.branding };
  venue.serverSettings = r.settings && typeof r.settings === 'object' ? { ...r.settings } : {};
  venue.theme = typeof r.theme === 'string' ? r.theme : '';
  // The server names data languages ('en', 'cn'); the UI uses 'en-gb' and 'zh-hans'.
  venue.languages = [...new Set(settings.languages.map((l) => normaliseLang(l)))];
  venue.loaded = true;
  if (family) writeStored('lastVenue', `${family}/${shop}`);
  app.closed = !orderingEnabled(licence);
  app.venueHome = ''; // set again when a not-offered screen needs it (setVenueHome)
  setDomain(family);
}

/** Table service (src/features/table), loaded only for a table QR link or a saved table session. */
export const tableService = () => import('../features/table');
