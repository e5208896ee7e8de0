// Every key the app keeps in browser storage, in one typed list. A value is stored as
// { v: version, data }; version 0 is the raw value the app wrote before values carried a version,
// read by `kind` (text as it is, json parsed). A change of a value's shape adds an upgrade step
// (data of version n -> n + 1) to its key, so values saved by older app versions still read.

export type StorageArea = 'local' | 'session';

export interface KeySpec {
  /** localStorage (kept) or sessionStorage (this tab only). */
  readonly area: StorageArea;
  /** The key, or the prefix of a key per shop (scoped): 'cart:' + shop. */
  readonly name: string;
  readonly scoped: boolean;
  /** How the unversioned (version 0) value was written. */
  readonly kind: 'text' | 'json';
  /** Upgrades[i] turns data of version i + 1 into version i + 2; the current version is upgrades.length + 1. */
  readonly upgrades?: readonly ((data: unknown) => unknown)[];
  /** The data is of the current shape; anything else is dropped (json kinds: an object by default). */
  readonly valid?: (data: unknown) => boolean;
}

const isObject = (d: unknown): boolean => typeof d === 'object' && d !== null && !Array.isArray(d);
const hasText =
  (field: string) =>
  (d: unknown): boolean =>
    isObject(d) && typeof (d as Record<string, unknown>)[field] === 'string';

export const STORAGE_KEYS = {
  /** The cart per shop (src/state/cart.ts; the badge reads it in src/features/ordering/cartCount.ts). */
  cart: { area: 'local', name: 'cart:', scoped: true, kind: 'json' },
  /** The last placed order per shop (src/features/ordering/checkout.ts). */
  lastOrder: { area: 'local', name: 'lastOrder:', scoped: true, kind: 'json' },
  /** Whether the family left for a payment page has the uploading-order screen ('1' / '0'). */
  orderReturnUpload: { area: 'local', name: 'orderReturnUpload:', scoped: true, kind: 'text' },
  /** The family base ('/shop/demo-cafe') left for a payment page. */
  orderReturn: { area: 'local', name: 'orderReturn:', scoped: true, kind: 'text' },
  /** The venue last opened, as 'family/shop' (src/app/venue.ts): the general routes (/aboutus, /contactus...) are about it. */
  lastVenue: { area: 'local', name: 'lastVenue', scoped: false, kind: 'text' },
  /** The language the visitor chose (src/app/env.ts). */
  lang: { area: 'local', name: 'venue_lang', scoped: false, kind: 'text' },
  /** Earlier builds' one theme choice for every venue (now themeChoice); adopted by the next venue opened, then removed. */
  theme: { area: 'local', name: 'venue_theme', scoped: false, kind: 'text' },
  /** The visitor's own day/night choice per venue (src/app/env.ts); a venue without one shows its default theme. */
  themeChoice: { area: 'local', name: 'venue_theme:', scoped: true, kind: 'text' },
  /** The user token, obfuscated (src/api/token-store.ts). */
  userToken: { area: 'local', name: 'user-token', scoped: false, kind: 'text' },
  /** The device id, made once (src/state/session.ts). */
  deviceId: { area: 'local', name: 'device-id', scoped: false, kind: 'text' },
  /** The secret the server issued with the device id: the proof that claims this device's guest orders. */
  deviceSecret: { area: 'local', name: 'device-secret', scoped: false, kind: 'text' },
  /** The signed-in user's profile (src/state/auth.ts). */
  userProfile: { area: 'local', name: 'user_profile', scoped: false, kind: 'json' },
  /** The franchisee card, obfuscated (src/state/card.ts). */
  franchisee: { area: 'local', name: 'franchisee', scoped: false, kind: 'text' },
  /** The table session per shop (src/features/table/store.ts). */
  table: { area: 'local', name: 'table:', scoped: true, kind: 'json', valid: hasText('table') },
  /** Earlier builds' per-tab attempt key (now checkoutAttempt); removed when an attempt ends. */
  checkoutKey: { area: 'session', name: 'checkoutKey:', scoped: true, kind: 'text' },
  /** Earlier builds' per-tab copy of what was sent (now checkoutAttempt); removed when an attempt ends. */
  checkoutSent: { area: 'session', name: 'checkoutSent:', scoped: true, kind: 'text' },
  /**
   * The checkout attempt per shop, kept with the cart ({ key, sent, txn? }): any tab of this browser
   * resends the same order with the same idempotency key until the attempt ends (src/ordering/checkout.ts).
   */
  checkoutAttempt: { area: 'local', name: 'checkoutAttempt:', scoped: true, kind: 'json', valid: hasText('key') },
  /** The checkout choices kept while on a payment page. */
  checkoutDraft: { area: 'session', name: 'checkoutDraft:', scoped: true, kind: 'json' },
  /** Pre-order time and gift cards of the attempt (src/features/ordering/extras.ts). */
  checkoutExtras: { area: 'session', name: 'checkoutExtras:', scoped: true, kind: 'json', valid: hasText('key') },
  /** The pay-only payment under way (src/features/ordering/payonly.ts). */
  payInfo: { area: 'session', name: 'payInfo', scoped: false, kind: 'json', valid: hasText('transactionId') },
  /** The single-pay attempt's idempotency key per scope (src/components/SinglePay). */
  singlePayKey: { area: 'session', name: 'singlePayKey:', scoped: true, kind: 'text' },
  /** The tickets chosen before checkout per shop, with the booking attempt's key (src/features/tickets/store.ts). */
  ticketDraft: { area: 'session', name: 'ticketDraft:', scoped: true, kind: 'json', valid: hasText('poolId') },
  /** The booking attempt per shop: its choice, idempotency key and booking (src/features/bookings/store.ts). */
  bookingAttempt: { area: 'local', name: 'bookingAttempt:', scoped: true, kind: 'json', valid: hasText('key') },
  /** The unfinished top-up per venue: card, amount and idempotency key (src/features/wallet/attempt.ts). */
  topupAttempt: { area: 'local', name: 'topupAttempt:', scoped: true, kind: 'json', valid: hasText('key') },
  /** The wallet top-up under way: its transaction and the wallet screen to return to (src/features/wallet/store.ts). */
  walletTopup: { area: 'session', name: 'walletTopup', scoped: false, kind: 'json', valid: hasText('transactionId') },
  /** The kiosk's settings (spec 4), encrypted (src/shared/storage/encrypted.ts): AES-GCM text. */
  systemConfig: { area: 'local', name: 'system_config', scoped: false, kind: 'text' },
  /** The kiosk's rotating service number (spec 4, 9), encrypted with the settings' key. */
  kioskServiceNumber: { area: 'local', name: 'kiosk_service_number', scoped: false, kind: 'text' },
  /** The kiosk's enrolled-device credential and venue (issue 27, src/features/kiosk/device.ts), encrypted like the settings. */
  kioskDevice: { area: 'local', name: 'kiosk_device', scoped: false, kind: 'text' },
  /** The kiosk's order waiting for the network (src/features/kiosk): its idempotency key and choices. */
  kioskPending: { area: 'local', name: 'kiosk_pending:', scoped: true, kind: 'json', valid: hasText('key') },
  /** This device's random key material for the encrypted keys (made once, never leaves the device). */
  deviceKeyMaterial: { area: 'local', name: 'device-key', scoped: false, kind: 'text' },
} as const satisfies Record<string, KeySpec>;

export type StorageKey = keyof typeof STORAGE_KEYS;

/** What a key holds: text for text keys; json keys hold data the caller checks further. */
export type StoredData<K extends StorageKey> = (typeof STORAGE_KEYS)[K]['kind'] extends 'text' ? string : unknown;

export function specOf(key: StorageKey): KeySpec {
  return STORAGE_KEYS[key];
}

/** The version values of a key are written with. */
export function versionOf(spec: KeySpec): number {
  return (spec.upgrades?.length ?? 0) + 1;
}

export function validData(spec: KeySpec, data: unknown): boolean {
  if (spec.valid) return spec.valid(data);
  return spec.kind === 'text' ? typeof data === 'string' : isObject(data);
}
