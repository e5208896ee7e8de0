// The venue settings normaliser (spec 3 configuration groups, fallbacks of spec 5 and 9).
// schemas/venue-settings.schema.json is the source of truth for the shape: Settings is its generated
// type (src/generated/venue-settings.ts, a type-only import). One table names every key, its reader and
// its fallback; the compiler holds the table to the type (no key missing, none extra, each reader giving
// the key's type) and tests/domain/schema.test.ts holds the schema's defaults to the fallbacks.
import type { VenueSettings } from '../generated/venue-settings';
import {
  isEmpty,
  readFlag,
  readFlagOn,
  readMoney,
  readNonNegativeInt,
  readNum,
  readPositiveInt,
  readText,
  readTextList,
  asObject,
  type Raw,
} from './coerce';
import { sessionLengthMs } from './session';
import { TICKET_TYPES, readServiceTypes, venueModes } from './venueOffer';

interface Field<T> {
  read(v: unknown, raw: Raw): T;
}

/** The venue settings: the schema's generated type. */
export type Settings = VenueSettings;
/** Kiosk-mode flags and timings, under settings.kiosk. */
export type KioskSettings = VenueSettings['kiosk'];
type Fields<T> = { [K in keyof T]: Field<T[K]> };

const field = <T>(read: (v: unknown, raw: Raw) => T): Field<T> => ({ read });
/** A count or size: empty, unreadable or not above 0 gives the default. */
const size = (d: number) => field((v) => readPositiveInt(v, d));
/** A non-negative whole number (0 allowed). */
const whole = (d: number) => field((v) => readNonNegativeInt(v, d));
/** Any number (rates in percent). Negative rates make no sense for money, so they fall back too. */
const rate = (d: number) =>
  field((v) => {
    const n = readNum(v, d);
    return n >= 0 ? n : d;
  });
/** Dollars from the server, kept as integer cents. */
const cents = (d = 0) => field((v) => readMoney(v, d));
const text = (d = '') => field((v) => readText(v, d));
const list = (d: string[] = []) => field((v) => readTextList(v, d));
/** Default-off flag. */
const flag = () => field((v) => readFlag(v));
/** Default-on flag: on unless the server sends 0 (spec 5). */
const flagOn = () => field((v) => readFlagOn(v));
/** Delivery zones: post codes (a list or comma text) or { zoneId, name } objects, as { zoneId, name }. */
const zoneList = () =>
  field((v) => {
    const items: unknown[] = Array.isArray(v) ? v : typeof v === 'string' ? v.split(',') : [];
    return items.flatMap((z) => {
      const o = asObject(z);
      const zoneId = readText(o ? o.zoneId : z);
      return zoneId ? [{ zoneId, name: readText(o?.name, zoneId) }] : [];
    });
  });
const oneOf = <T extends string | number>(choices: readonly T[], d: T) =>
  field((v): T => {
    const hit = choices.find((c) => String(c) === String(v ?? '').trim());
    return hit ?? d;
  });

export const CATEGORY_LAYOUTS = ['top', 'left'] as const;
/** 0 never round; 1 round cash payments only (Australian practice); 2 round every payment. */
export const ROUND_TYPES = [0, 1, 2] as const;
export const DEFAULT_LANGUAGES = ['en-gb', 'zh-hans'];
/** Cart items per page: the supplied value must be above this, or 12 is used (spec 5). */
export const CART_ITEMS_PER_PAGE_MIN = 6;

const SETTINGS_FIELDS: Fields<Omit<Settings, 'kiosk'>> = {
  // Layout
  itemsPerRow: size(3),
  paymentPerRow: size(2),
  categoryPerRow: size(5),
  pluPerRow: size(3),
  tablePerRow: size(4),
  tableRow: size(3),
  categorySpan: size(4),
  itemPerPage: size(24),
  cartItemPerPage: field((v) => {
    const n = readPositiveInt(v, 12);
    return n > CART_ITEMS_PER_PAGE_MIN ? n : 12;
  }),
  categoryLayout: oneOf(CATEGORY_LAYOUTS, 'top'),
  categoryImageHeight: size(50),
  itemInfinityScroll: flag(),
  newSubMenu: flag(),
  loadMoreDistance: size(600),
  itemTolerance: size(500),
  mergeItems: flag(),
  // Venue
  hospitality: flag(),
  usage: text(),
  spotType: size(4),
  serviceTypes: field((v) => readServiceTypes(v)),
  kioskMode: flag(),
  cashierMode: flag(),
  modes: field((_v, raw) => venueModes(raw)),
  ticketType: oneOf(TICKET_TYPES, 'parking'),
  shopId: text(),
  shopKey: text(),
  pathId: text(),
  shopName: text(),
  placeNo: text(),
  placeName: text(),
  tableNo: text(),
  tableName: text(),
  tableNoLength: size(3),
  menuGroup: text(),
  menuGroupName: text(),
  terminalId: text('T001'),
  userId: text(),
  customer: text(),
  vendor: text(),
  product: text(),
  productVersion: text(),
  countryCode: text('AU'),
  postcode: text('4000'),
  phone: text(),
  abn: text(),
  address: text(),
  email: text(),
  company: text(),
  // Money
  moneySymbol: text('$'),
  currency: text('AUD'),
  currencyUnit: size(1),
  includeGst: flagOn(),
  gstRate: rate(10),
  roundType: oneOf(ROUND_TYPES, 1),
  serviceFee: cents(),
  serviceFeeRate: rate(0),
  otherChargeRate: rate(0),
  otherChargeName: text('Public holiday'),
  floorFee: cents(),
  memberDiscount: flag(),
  showSubtotal: flagOn(),
  minDeliveryAmount: cents(),
  freeDeliveryAmount: cents(),
  depositRate: rate(0),
  depositAmount: cents(),
  // Language
  lang: text('en'),
  defaultLang: text('en-gb'),
  languages: list(DEFAULT_LANGUAGES),
  showDefaultName: flagOn(),
  showSecondName: flag(),
  hideLanguage: flag(),
  // Formats
  dateFormat: text('DD/MM/YYYY'),
  datetimeFormat: text('HH:mm DD/MM/YYYY'),
  imageFormat: text('.jpg'),
  // Printing
  printReceipt: flag(),
  printer: text(),
  printType: whole(0),
  printUnsuccessfulReceipt: flag(),
  // Booking
  preOrder: flag(),
  setTimeBeforeOrder: flag(),
  bookingBeforeDay: whole(0),
  bookingBeforeTime: whole(60),
  dayInAdvance: whole(0),
  maxBookingPeople: size(10),
  overBookingPeopleTips: text('Please call us.'),
  bookingCode: text(),
  reservationPlaces: list(),
  actionTimer: whole(0),
  splitByTimezone: flag(),
  entityCounting: flag(),
  centralKitchen: flag(),
  ktvRoom: flag(),
  pickupDue: size(15),
  minWaitingTime: whole(0),
  // Order types offered at checkout; delivery also needs zones
  eatIn: flagOn(),
  takeAway: flagOn(),
  pickup: flagOn(),
  delivery: flag(),
  deliveryZones: zoneList(),
  // Membership and vouchers
  membership: flag(),
  enableMember: flag(),
  memberPrefix: text(),
  enableVoucher: flag(),
  enableCoupon: flag(),
  giftCard: flagOn(),
  coupon: flag(),
  voucher: flag(),
  pointsTitle: text('Points'),
  cardProduct: text(),
  pinpad: flag(),
  loginPromotion: flag(),
  // Display
  imageServer: text(),
  ctscan: flag(),
  remoteImage: flag(),
  showImage: flag(),
  noCart: flag(),
  showStock: flag(),
  itemNoteMaxLength: size(100),
  showHome: flag(),
  showIngredient: flag(),
  pickUpNotice: text(),
  takeAwayName: text('Takeaway'),
  tableSaleName: text('Table Sale'),
  showTags: flag(),
  multipleTags: flag(),
  showInstructionImage: flag(),
  instructionImageMaxHeight: size(40),
  instructionPrefix: text('[*]'),
  sessionExpire: size(180),
  sessionLength: field((_v, raw) => sessionLengthMs(raw.sessionExpire)),
  cartExpiryHours: rate(1),
  onlineCreditCardPayment: text('dps'),
  mobilePaymentType: text('omipay'),
  fastPay: text('cvc'),
  paymentWindow: text('dialog'),
  checkTradingHour: flagOn(),
  showCopyright: flagOn(),
  themeColor: text(),
  backgroundColor: text(),
  fontColor: text(),
  headerColor: text(),
  headerFontColor: text(),
  buttonColor: text(),
  buttonFontColor: text(),
  priceColor: text(),
  categoryColor: text(),
  categoryFontColor: text(),
  activeCategoryColor: text(),
  fontSize: size(14),
  titleFontSize: size(18),
  itemNameFontSize: size(14),
  priceFontSize: size(14),
  categoryFontSize: size(14),
  buttonFontSize: size(16),
  // Local service addresses
  scannerServiceUrl: text(),
  commServiceUrl: text(),
  printServiceUrl: text(),
  logUploadUrl: text(),
  paymentTerminalScriptUrl: text(),
  // Base addresses of the calls (spec 7: "passed in or taken from the store"); '' = same origin
  apiBaseUrl: text(),
  proBaseUrl: text(),
};

/** Kiosk-mode flags and timings (spec 1, 6, 8, 9), under settings.kiosk ({"$config": "/kiosk/splash"}). */
const KIOSK_FIELDS: Fields<KioskSettings> = {
  splash: flag(),
  chooseLanguage: flag(),
  eatInTakeAway: flag(),
  tableLocator: flag(),
  callStaff: flag(),
  reports: flag(),
  advertisementMode: flag(),
  memberOnly: flag(),
  donate: flag(),
  donatePlu: text(),
  cashInAndOutReportOnlyAdmin: flagOn(),
  salesReportAdminOnly: flagOn(),
  dailyReportByAdmin: flagOn(),
  exitPasswordCtrl: flag(),
  passwordControl: flagOn(),
  countPlatePermission: flag(),
  takeAwayName: text('Take Away'),
  sessionExpiry: size(180),
  inactivityTimeout: size(180),
  returnCountdown: size(20),
  customerUnlockTimeout: size(30),
  requestTimeout: size(120),
  orderNumberDisplay: size(3),
  counterNumberDisplay: size(30),
  thanksDisplay: size(2),
  postOrderErrorDisplay: size(5),
  payFailureInterval: size(3),
  advertCheckInterval: size(60),
  itemStatusCheckInterval: size(10),
  swiperInterval: size(5),
  orderFailedMessage: text('Order failed, please see cashier.'),
  plateQuestion: text('Have you grabbed the table locator with the number you entered?'),
  checkoutPrompt: text('Would you like to have your bill now?'),
  checkoutReply: text('Staff will be with you shortly...'),
};

function readFields<T>(fields: Fields<T>, pick: (k: string) => unknown, raw: Raw): T {
  const out: Partial<T> = {};
  for (const k of Object.keys(fields) as (keyof T & string)[]) out[k] = fields[k].read(pick(k), raw);
  return out as T;
}

/**
 * The full settings object from a server configuration (POST /api/spot/config), every key present.
 * Empty values take the fallbacks of spec 5 and 9; money values become cents; the session length is
 * the server's sessionExpire minutes x 60000 (3 hours by default). Kiosk keys are read from
 * `serverConfig.kiosk` first, then from the top level.
 */
export function normaliseSettings(serverConfig: Raw | null | undefined): Settings {
  const raw = serverConfig ?? {};
  const kioskRaw = asObject(raw.kiosk) ?? {};
  const top = readFields(SETTINGS_FIELDS, (k) => raw[k], raw);
  const kiosk = readFields(KIOSK_FIELDS, (k) => (isEmpty(kioskRaw[k]) ? raw[k] : kioskRaw[k]), raw);
  return { ...top, kiosk };
}

/** The defaults: what a venue gets before its configuration loads, or after a reset. */
export function defaultSettings(): Settings {
  return normaliseSettings({});
}

/** Spec 4: domain 'shop' forces the left-category layout and turns infinite scroll off. */
export function domainLayout(settings: Settings, domain: string): Settings {
  if (domain !== 'shop') return settings;
  return { ...settings, categoryLayout: 'left', itemInfinityScroll: false };
}

/** Spec 4: the language switch shows only when more than one language exists and it is not hidden. */
export function showLanguageSwitch(settings: Pick<Settings, 'languages' | 'hideLanguage'>): boolean {
  return settings.languages.length > 1 && !settings.hideLanguage;
}
