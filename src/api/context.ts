// What the API client needs from the rest of the app, handed in at start-up: the token, where the
// app is (family, shop, device, user, venue settings and licence), the loading bar, notices and the
// logout. src/api never imports src/state (layers call one way: state -> api -> domain); the state
// layer plugs its stores in here (src/state/transport.ts, called by src/app/start.tsx), as the router
// plugs in its navigation with setNavigator. No runtime imports: start-up loads this file in the first
// script (the settings type is erased).
import type { Settings } from '../domain';

/** How long 'Login expired' stays (spec 8). */
export const LOGIN_TOAST_MS = 2000;

/** A notice the transport asks for: a translation key (or the server's own words) and where to show it. */
export interface TransportNotice {
  tone: 'info' | 'success' | 'error';
  position?: 'auto' | 'center' | 'bottom-right';
  /** ms; absent = the app's default. */
  duration?: number;
  values?: Record<string, string | number>;
}

/** Where the app is, as the transport's rules need it (identity, base addresses, login route, sources). */
export interface ClientContext {
  /** Route family of the current screen. */
  domain: string;
  /** Shop identifier from the path. */
  shop: string;
  deviceId: string;
  userId: string;
  /** The venue's normalised settings (schemas/venue-settings.schema.json); Partial until the venue loads. */
  settings: Readonly<Partial<Settings>>;
  /** The venue's licence (boardId, siteId, spotId...). */
  licence: Readonly<Record<string, unknown>>;
}

export interface TransportHooks {
  /** The user token sent as Bearer ('' = none). */
  getToken: () => string;
  /** A new token (sign-in, login; refresh: from an answer's map.refreshToken) or '' (cleared). */
  onToken: (token: string, refresh: boolean) => void;
  context: () => ClientContext;
  /** +1 when a call that shows the loading bar starts, -1 when it ends. */
  onLoading: (delta: 1 | -1) => void;
  onToast: (message: string, notice: TransportNotice) => void;
  /** The logout run on 'api.not.logged' (spec 4); a rejection shows 'api.logoutError'. */
  onUnauthorised: () => Promise<void> | void;
}

const EMPTY_CONTEXT: ClientContext = { domain: '', shop: '', deviceId: '', userId: '', settings: {}, licence: {} };

// Unconfigured (a script or test using the client alone): the token lives here, nothing is shown.
function defaults(): TransportHooks {
  let token = '';
  return {
    getToken: () => token,
    onToken: (t) => {
      token = t;
    },
    context: () => EMPTY_CONTEXT,
    onLoading: () => undefined,
    onToast: () => undefined,
    onUnauthorised: () => undefined,
  };
}

let hooks: TransportHooks = defaults();

/** Plugs the app into the transport; unspecified hooks keep theirs. `reset` restores the defaults first. */
export function configureTransport(patch: Partial<TransportHooks>, reset = false): void {
  hooks = { ...(reset ? defaults() : hooks), ...patch };
}

export function transportHooks(): Readonly<TransportHooks> {
  return hooks;
}
