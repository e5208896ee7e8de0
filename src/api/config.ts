// Client-wide settings of the API layer and the seams tests and the app plug into: base addresses,
// the IV, the navigator (the React router plugs in here), the logout handler (src/state/auth.ts
// registers itself) and the shop identity. Everything has a default read from the stores.
import { DEFAULT_IV } from './wire/codec';
import { app, session, venue } from '../state/stores';

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
let logoutHandler: () => Promise<void> | void = () => undefined;

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

/** src/state/auth.ts registers its logout here, so the transport does not import the stores' transitions. */
export function setLogoutHandler(fn: () => Promise<void> | void): void {
  logoutHandler = fn;
}
export function runLogout(): Promise<void> {
  return Promise.resolve().then(() => logoutHandler());
}

/** /{domain}/{spotId}/login, where spotId is the shop identifier in the path (licence spotId as fallback). */
export function defaultLoginPath(): string {
  const domain = app.domain || 'shop';
  const spot = app.shop || String(venue.licence.spotId ?? '');
  return `/${domain}/${spot}/login`;
}

const str = (v: unknown): string => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

/** Base address of a call: an explicit one, else the configured one, else the store's, else same origin. */
export function resolveBase(base: 'shop' | 'pro', explicit?: string): string {
  if (explicit !== undefined) return explicit;
  const configured = base === 'pro' ? options.proBaseUrl : options.baseUrl;
  if (configured !== undefined) return configured;
  return str(venue.settings[base === 'pro' ? 'proBaseUrl' : 'apiBaseUrl']);
}

export interface Identity {
  shopKey: string;
  siteId: string;
  device: string;
}

/** The shop identity from the stores: shop key (settings.shopKey or licence boardId), site id, device id. */
export function storeIdentity(): Identity {
  return {
    shopKey: str(venue.settings.shopKey) || str(venue.licence.boardId) || app.shop,
    siteId: str(venue.settings.siteId) || str(venue.licence.siteId),
    device: session.deviceId,
  };
}
