// The spec's entity stores (section 3). Shared by all modules: add fields, never rename them.
// Transitions live beside them: auth.ts (login, logout, token), session.ts, card.ts, cart.ts, app.ts.
import { proxy } from 'valtio/vanilla';
import { defaultSettings } from '../domain';

export interface UserState {
  userId: string;
  token: string;
  refreshToken: string;
  name: string;
  status: number;
  avatar: string;
  mobile: string;
  description: string;
  admin: 0 | 1;
  roles: string[];
  settings: Record<string, unknown>;
  /** Profile, saved locally as user_profile. */
  details: { firstName?: string; userStatus?: number; userId?: string; cardNum?: string; urlScan?: string } & Record<
    string,
    unknown
  >;
  priceLevel: number;
}

export const emptyUser = (): UserState => ({
  userId: '',
  token: '',
  refreshToken: '',
  name: '',
  status: 0,
  avatar: '',
  mobile: '',
  description: '',
  admin: 0,
  roles: [],
  settings: {},
  details: {},
  priceLevel: 0,
});

export const user = proxy<UserState>(emptyUser());

/** Where the app is: the route family (domain), the shop in the path, language and theme. */
export const app = proxy({
  /** Route family of the current screen: shop, mobile, app, self, account, reservation, ... */
  domain: '',
  /** Shop identifier from the path (the venue). */
  shop: '',
  /** UI language: 'en-gb' | 'zh-hans'. */
  lang: 'en-gb',
  /**
   * Whether the kiosk flow is on screen: a language set there (the venue's at each new visit, or the
   * kiosk customer's choice) is the kiosk visit's own, never stored as this browser's choice (a phone
   * customer's choice in the same browser stays as it was).
   */
  kioskOnScreen: false,
  /** Theme id from themes/. */
  theme: 'default',
  /** Remembered selected category; cleared when the domain changes (spec 4). */
  selectedCategory: null as string | null,
  /** The closed notice (licence status not 1, or the trading-hour check failed). */
  closed: false,
  /** Server display message for the closed notice, when the trading-hour check gave one. */
  closedMessage: '',
  /** Absolute path of the current family's home screen ('' outside a family), for 404/403 links. */
  homePath: '',
  /** Absolute path of the venue's own home: the family its plain link opens for its configuration. */
  venueHome: '',
  /** Whether the shell shows a back button (nav.backButton action; merchant login turns it off). */
  backButton: true,
  /** Themes the theme switch offers: id and display name in the current language. */
  themes: [] as { id: string; name: string }[],
});

/** Session and settings store of spec 3 (not the venue settings: those are in settings below). */
export const session = proxy({
  sessionId: '',
  /** ms since epoch; -1 = no session. */
  expiry: -1,
  deviceId: '',
  currency: 'AUD',
  symbol: '$',
  table: '',
  payment: null as null | Record<string, unknown>,
  payInfo: null as null | Record<string, unknown>,
  giftCard: null as null | Record<string, unknown>,
  coupon: null as null | Record<string, unknown>,
  voucher: null as null | Record<string, unknown>,
  invitationMessage: '',
  ticket: null as null | Record<string, unknown>,
  questionnaire: null as null | Record<string, unknown>,
  tags: [] as { text: string; checked: boolean }[],
  selectedEntity: null as null | ({ location?: unknown; selectedTime?: unknown } & Record<string, unknown>),
});

/** The venue's normalised settings (src/domain normaliseSettings) and licence data from /api/spot/config. */
export const venue = proxy({
  loaded: false,
  /** The defaults until the venue's configuration loads (schemas/venue-settings.schema.json). */
  settings: defaultSettings(),
  licence: {} as Record<string, unknown>,
  profile: {} as Record<string, unknown>,
  payments: [] as Record<string, unknown>[],
  languages: [] as string[],
  /** The /api/spot/config answer's branding (name, bannerImage, showBanner, loginImage, footerImage, designer, website). */
  branding: {} as Record<string, unknown>,
  /** The configuration's settings as the server sent them (the kiosk copies its own from them, spec 4). */
  serverSettings: {} as Record<string, unknown>,
  /** The venue's theme choice from /api/spot/config ('default' | 'night'). */
  theme: '',
});
