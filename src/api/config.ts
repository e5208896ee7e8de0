// Client-wide settings of the API layer and the seams tests and the app plug into: base addresses,
// the IV, the navigator (the React router plugs in here), the logout handler (src/state/auth.ts
// registers itself) and the shop identity. Where the app is comes from the transport's context hook
// (context.ts), never from the stores.
import { DEFAULT_IV } from './wire/format';
import { configureTransport, transportHooks } from './context';

export const REQUEST_TIMEOUT_MS = 60_000;
export const REDIRECT_DELAY_MS = 1000;
export const RETRY_DELAY_MS = 2000;

export type Navigate = (path: string) => void;

export interface ApiOptions {
  /** Shop base address ('' = same origin). Overrides venue.settings.apiBaseUrl. */
  baseUrl?: string;
  /** Pro base address. Overrides venue.settings.proBaseUrl. */
  proBaseUrl?: string;
  /** Fixed initialisation vector, 16 ASCII characters (must match the server). */
  iv: string;
  /** Time-out per request, ms. */
  timeoutMs: number;
  /** The fetch to use (tests pass a mock). */
  fetch?: typeof fetch;
  /** Login route of the current family; default /{domain}/{shop}/login. */
  loginPath: () => string;
  /** Legacy flag of spec 7: 1 = /account/loadCcUser instead of /api/account/loadCcUser. */
  legacy?: number;
}

const defaults = (): ApiOptions => ({ iv: DEFAULT_IV, timeoutMs: REQUEST_TIMEOUT_MS, loginPath: defaultLoginPath });

let options: ApiOptions = defaults();
let navigator: Navigate = defaultNavigate;

/** Sets client-wide options; unspecified fields keep their value. `reset` restores the defaults first. */
export function configureApi(patch: Partial<ApiOptions>, reset = false): void {
  options = { ...(reset ? defaults() : options), ...patch };
}
export function apiOptions(): Readonly<ApiOptions> {
  return options;
}

/** The router plugs in here; tests observe navigation through it. */
export function setNavigator(fn: Navigate): void {
  navigator = fn;
}
export function navigate(path: string): void {
  navigator(path);
}
function defaultNavigate(path: string): void {
  if (typeof window !== 'undefined' && window.location) window.location.assign(path);
}

/** src/state/auth.ts registers its logout here (the transport's onUnauthorised hook); a restored login (state/restoreLogin.ts) one that loads it. */
export function setLogoutHandler(fn: () => Promise<void> | void): void {
  configureTransport({ onUnauthorised: fn });
}
export function runLogout(): Promise<void> {
  return Promise.resolve().then(() => transportHooks().onUnauthorised());
}

/**
 * /{domain}/{spotId}/login, where spotId is the shop identifier in the path (licence spotId as fallback).
 * `domain` names another family's login (a family without a login route of its own uses the shop's).
 */
export function defaultLoginPath(domain?: string): string {
  const here = transportHooks().context();
  const spot = here.shop || String(here.licence.spotId ?? '');
  return `/${domain || here.domain || 'shop'}/${spot}/login`;
}

const str = (v: unknown): string => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

/** Base address of a call: an explicit one, else the configured one, else the venue's, else same origin. */
export function resolveBase(base: 'shop' | 'pro', explicit?: string): string {
  if (explicit !== undefined) return explicit;
  const configured = base === 'pro' ? options.proBaseUrl : options.baseUrl;
  if (configured !== undefined) return configured;
  const { settings } = transportHooks().context();
  return (base === 'pro' ? settings.proBaseUrl : settings.apiBaseUrl) ?? '';
}

export interface Identity {
  shopKey: string;
  siteId: string;
  device: string;
}

/** The shop identity of the app's context: shop key (settings.shopKey or licence boardId), site id (licence), device id. */
export function storeIdentity(): Identity {
  const { settings, licence, shop, deviceId } = transportHooks().context();
  return {
    shopKey: settings.shopKey || str(licence.boardId) || shop,
    siteId: str(licence.siteId),
    device: deviceId,
  };
}
