// The eight demo venues with fixed shop ids. What each offers comes from its service types (spec 9),
// kiosk or cashier mode and spot type (2 = table service): docs/features.md "Which venue offers which screens". Settings are RAW server settings in the spec's camelCase;
// the client normalises them. Payment entries: surcharge 0|1, surchargeType 1 = percent (rate in %),
// 2 = fixed (rate in cents).
import { CAFE, KIOSK, KTV, MASSAGE, PARKING, PARTYROOM, PASSES, STORE, type SeedCatalogue } from './catalogues';

export interface SeedVenue {
  shopId: string;
  shopKey: string;
  siteId: string;
  family: string;
  name1: string;
  name2: string;
  settings: Record<string, unknown>;
  licence: Record<string, unknown>;
  theme: 'default' | 'night';
  branding: Record<string, unknown>;
  profile: Record<string, unknown>;
  payments: Record<string, unknown>[];
  languages: Record<string, unknown>[];
  tables: { tabNo: string; tabName: string }[];
  hours: Record<string, unknown>;
  catalogue: SeedCatalogue;
  about1: string;
  about2: string;
}

const PAY = {
  dps: { name: 'Credit card', payment: 'dps', code: 201, surcharge: 1, surchargeType: 1, rate: 1.5 },
  cash: { name: 'Pay in store', payment: 'cash', code: 200, surcharge: 0, surchargeType: 1, rate: 0 },
  wechat: { name: 'WeChat Pay', payment: 'wechat', code: 202, surcharge: 1, surchargeType: 1, rate: 1.2 },
  alipay: { name: 'Alipay', payment: 'alipay', code: 203, surcharge: 1, surchargeType: 1, rate: 1.2 },
  paypal: { name: 'PayPal', payment: 'paypal', code: 204, surcharge: 1, surchargeType: 2, rate: 30 },
  svc: { name: 'Stored-value card', payment: 'svc', code: 205, surcharge: 0, surchargeType: 1, rate: 0 },
} as const;
const pay = (...ids: (keyof typeof PAY)[]) =>
  ids.map((id) => ({ ...PAY[id], imageUrl: `/assets/images/pay-${id}.svg`, visible: 1 }));

const LANGS = [
  { code: 'en-gb', name: 'English', dataLang: 'en', dateLocale: 'en' },
  { code: 'zh-hans', name: '简体中文', dataLang: 'cn', dateLocale: 'cn' },
];
const ALWAYS = {
  tz: 'Australia/Brisbane',
  week: Object.fromEntries(['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'].map((d) => [d, [['00:00', '24:00']]])),
  closedDates: [],
};

export function baseSettings(v: {
  shopId: string;
  shopKey: string;
  name: string;
  spotType: number;
  hospitality: string;
}): Record<string, unknown> {
  return {
    hospitality: v.hospitality,
    usage: 'online',
    spotType: v.spotType,
    shopId: v.shopId,
    shopKey: v.shopKey,
    pathId: v.shopId,
    shopName: v.name,
    terminalId: 'T001',
    countryCode: 'AU',
    postcode: '4000',
    customer: v.name,
    product: 'venue',
    productVersion: 'V3.60.38',
    itemsPerRow: 3,
    categoryPerRow: 5,
    itemPerPage: 24,
    cartItemPerPage: 12,
    paymentPerRow: 2,
    tablePerRow: 4,
    tableRow: 3,
    categorySpan: 4,
    itemInfinityScroll: 0,
    newSubMenu: 1,
    moneySymbol: '$',
    currency: 'AUD',
    currencyUnit: 1,
    includeGst: 1,
    gstRate: 10,
    roundType: 0,
    serviceFee: 0,
    serviceFeeRate: 0,
    otherChargeRate: 0,
    floorFee: 0,
    memberDiscount: 0,
    showSubtotal: 1,
    lang: 'en',
    defaultLang: 'en',
    languages: 'en,cn',
    showDefaultName: 1,
    showSecondName: 1,
    hideLanguage: 0,
    dateFormat: 'DD/MM/YYYY',
    datetimeFormat: 'HH:mm DD/MM/YYYY',
    imageFormat: '.svg',
    printReceipt: 0,
    preOrder: 0,
    setTimeBeforeOrder: 60,
    bookingBeforeDay: 0,
    bookingBeforeTime: 60,
    dayInAdvance: 0,
    maxBookingPeople: 10,
    membership: 1,
    enableMember: 1,
    memberPrefix: 'M',
    enableVoucher: 1,
    enableCoupon: 1,
    giftCard: 1,
    pinpad: 0,
    showImage: 1,
    noCart: 0,
    showStock: 0,
    showHome: 1,
    showIngredient: 1,
    pickUpNotice: 'Please collect your order at the counter.',
    takeAwayName: 'Takeaway',
    sessionExpire: 180,
    onlineCreditCardPayment: 'dps',
    mobilePaymentType: 'omipay',
    passwordControl: 1,
    tradingHourCheck: 1,
    copyright: 1,
    minOrderAmount: 0,
    cartExpiryHours: 1,
    itemNoteMaxLength: 100,
    serviceNoMin: 201,
    serviceNoMax: 300,
  };
}

function venue(o: {
  shopId: string;
  family: string;
  name1: string;
  name2: string;
  hospitality: string;
  spotType?: number;
  licences?: string;
  theme?: 'default' | 'night';
  settings?: Record<string, unknown>;
  payments: Record<string, unknown>[];
  catalogue: SeedCatalogue;
  tables?: number;
  phone: string;
  address: string;
  about1: string;
  about2: string;
  banner: string;
  lotType?: number;
}): SeedVenue {
  const shopKey = `key-${o.shopId}`;
  const siteId = `site-${o.shopId.slice(5)}`;
  const spotType = o.spotType ?? 4;
  return {
    shopId: o.shopId,
    shopKey,
    siteId,
    family: o.family,
    name1: o.name1,
    name2: o.name2,
    settings: {
      ...baseSettings({ shopId: o.shopId, shopKey, name: o.name1, spotType, hospitality: o.hospitality }),
      phone: o.phone,
      address: o.address,
      email: `hello@${o.shopId}.example`,
      company: o.name1,
      ...o.settings,
    },
    licence: {
      status: 1,
      licenses: o.licences ?? '11110',
      spotType,
      spotId: 1,
      spotName: o.name1,
      lotName: o.name1,
      lotType: o.lotType ?? 1,
      uiVersion: 'V3.60.38',
      payUiType: 'dialog',
      smsLogin: 1,
      addWallet: 1,
      pathId: o.shopId,
      urlScan: '',
      ordScan: 0,
      ordSpace: 0,
      ordDev: 0,
      liveTime: 0,
      sendOrderByScan: 0,
      saveOnly: 0,
      gtmCode: '',
      infoHead: o.name1,
      infoBody: `${o.address}|${o.phone}`,
      infoBottom: 'Thank you for visiting',
      url: { product: '/' },
    },
    theme: o.theme ?? 'default',
    branding: {
      name: o.name1,
      bannerImage: `/assets/images/${o.banner}`,
      showBanner: 1,
      loginImage: `/assets/images/${o.banner}`,
      footerImage: '',
      designer: 'Venue App',
      website: `https://${o.shopId}.example`,
    },
    profile: {
      phone: o.phone,
      email: `hello@${o.shopId}.example`,
      logo: `/assets/images/logo-${o.shopId}.svg`,
      address: o.address,
      company: o.name1,
      otherChargeName: 'Public holiday',
    },
    payments: o.payments,
    languages: LANGS,
    tables: Array.from({ length: o.tables ?? 0 }, (_, i) => ({ tabNo: String(i + 1), tabName: `Table ${i + 1}` })),
    hours: ALWAYS,
    catalogue: o.catalogue,
    about1: o.about1,
    about2: o.about2,
  };
}

export const DEMO_VENUES: SeedVenue[] = [
  venue({
    shopId: 'demo-cafe',
    family: 'shop',
    name1: 'Harbour Cafe',
    name2: '海港咖啡馆',
    hospitality: 'restaurant',
    spotType: 2,
    licences: '11111',
    tables: 20,
    settings: {
      usage: 'shop',
      serviceTypes: ['shop', 'reservation'],
      depositAmount: 10,
      tableService: 1,
      tableNoMin: 1,
      tableNoMax: 20,
      delivery: 1,
      pickup: 1,
      deliveryFee: 5,
      minDeliveryAmount: 20,
      freeDeliveryAmount: 60,
      deliveryZones: ['4000', '4005', '4006', '4101'],
      minWaitingMinutes: 15,
      takeAway: 1,
      eatIn: 1,
    },
    payments: pay('dps', 'cash', 'wechat', 'alipay', 'paypal', 'svc'),
    catalogue: CAFE,
    phone: '07 3000 0101',
    address: '1 Eagle Street, Brisbane QLD 4000',
    about1: 'A neighbourhood cafe on the river serving specialty coffee and all-day breakfast.',
    about2: '河畔社区咖啡馆，提供精品咖啡和全天早餐。',
    banner: 'banner-cafe.svg',
  }),
  venue({
    shopId: 'demo-store',
    family: 'shop',
    name1: 'Corner Store',
    name2: '街角商店',
    hospitality: 'retail',
    settings: { usage: 'shop', serviceTypes: ['shop'], delivery: 1, pickup: 1, deliveryFee: 8, showStock: 1 },
    payments: pay('dps', 'cash', 'paypal'),
    catalogue: STORE,
    phone: '07 3000 0202',
    address: '22 Albert Street, Brisbane QLD 4000',
    about1: 'Everyday groceries, snacks and gifts, delivered or ready to collect.',
    about2: '日常杂货、零食和礼品，可送货或到店自取。',
    banner: 'banner-store.svg',
  }),
  venue({
    shopId: 'demo-kiosk',
    family: 'self',
    name1: 'Burger Kiosk',
    name2: '汉堡自助点餐',
    hospitality: 'restaurant',
    theme: 'night',
    settings: {
      usage: 'kiosk',
      kioskMode: 1,
      serviceTypes: ['shop'],
      itemsPerRow: 4,
      kiosk: {
        splash: true,
        chooseLanguage: true,
        eatInOrTakeAway: true,
        tableLocator: true,
        callStaff: true,
        reports: true,
        advertisement: true,
        donate: true,
        donatePlu: 'k-donation',
        membershipQr: true,
        exitSystem: true,
      },
      splash: 1,
      chooseLanguage: 1,
      eatInOrTakeAway: 1,
      eatInTakeAway: 1,
      plateEntry: 1,
      tableLocator: 1,
      callStaff: 1,
      reports: 1,
      advertisementMode: 1,
      kioskSessionExpire: 180,
      inactivityTimeout: 180,
      returnCountdown: 20,
      cashInAndOutReportOnlyAdmin: 1,
      salesReportAdminOnly: 1,
      dailyReportByAdmin: 1,
      exitPasswordCtrl: 1,
      countPlatePermission: 1,
      takeAwayName: 'Take Away',
      screenMode: 'portrait',
      playlistMode: 'loop',
    },
    payments: pay('dps', 'cash', 'svc'),
    catalogue: KIOSK,
    phone: '07 3000 0303',
    address: '5 Queen Street Mall, Brisbane QLD 4000',
    about1: 'Order at the screen, pick up at the counter.',
    about2: '屏幕点餐，柜台取餐。',
    banner: 'banner-kiosk.svg',
  }),
  venue({
    shopId: 'demo-massage',
    family: 'massage',
    name1: 'Lotus Massage',
    name2: '莲花按摩',
    hospitality: 'massage',
    licences: '11111',
    settings: {
      usage: 'reservation',
      serviceTypes: ['massage'],
      bookingCode: 1,
      maxBookingPeople: 2,
      actionTimer: 300,
    },
    payments: pay('dps', 'cash', 'svc'),
    catalogue: MASSAGE,
    phone: '07 3000 0404',
    address: '8 Grey Street, South Brisbane QLD 4101',
    about1: 'Relaxation and remedial massage by qualified therapists.',
    about2: '专业理疗师提供放松和理疗按摩。',
    banner: 'banner-massage.svg',
  }),
  venue({
    shopId: 'demo-partyroom',
    family: 'partyroom',
    name1: 'Party Place',
    name2: '欢乐派对屋',
    hospitality: 'partyroom',
    licences: '11111',
    settings: {
      usage: 'reservation',
      serviceTypes: ['partyroom'],
      maxBookingPeople: 30,
      overBookingPeopleTips: 'Please call us.',
      reservationPlaces: 2,
    },
    payments: pay('dps', 'paypal'),
    catalogue: PARTYROOM,
    phone: '07 3000 0505',
    address: '30 Brunswick Street, Fortitude Valley QLD 4006',
    about1: 'Private rooms for birthdays and celebrations.',
    about2: '生日和庆祝活动的私人包间。',
    banner: 'banner-partyroom.svg',
  }),
  venue({
    shopId: 'demo-ktv',
    family: 'ktv',
    name1: 'Star KTV',
    name2: '星光KTV',
    hospitality: 'ktv',
    licences: '11111',
    theme: 'night',
    settings: { usage: 'reservation', serviceTypes: ['ktv'], ktvRoom: 1, maxBookingPeople: 20 },
    payments: pay('dps', 'wechat', 'alipay', 'svc'),
    catalogue: KTV,
    phone: '07 3000 0606',
    address: '88 Wickham Street, Fortitude Valley QLD 4006',
    about1: 'Karaoke rooms for two to twenty, with drinks and snacks.',
    about2: '2至20人卡拉OK包房，提供酒水小吃。',
    banner: 'banner-ktv.svg',
  }),
  venue({
    shopId: 'demo-parking',
    family: 'ticket',
    name1: 'City Parking',
    name2: '城市停车场',
    hospitality: 'parking',
    lotType: 2,
    settings: { usage: 'ticket', serviceTypes: ['ticket'], ticketType: 'parking', minTicketMinutes: 30, noCart: 1 },
    payments: pay('dps', 'paypal'),
    catalogue: PARKING,
    phone: '07 3000 0707',
    address: '100 Adelaide Street, Brisbane QLD 4000',
    about1: 'Covered parking in the city centre, open around the clock.',
    about2: '市中心室内停车场，全天候开放。',
    banner: 'banner-parking.svg',
  }),
  venue({
    shopId: 'demo-passes',
    family: 'company',
    name1: 'Adventure Park Passes',
    name2: '探险乐园通票',
    hospitality: 'ticket',
    licences: '11111',
    settings: { usage: 'ticket', serviceTypes: ['ticket'], ticketType: 'daterange', dateRange: 1, maxTickets: 10 },
    payments: pay('dps', 'paypal', 'svc'),
    catalogue: PASSES,
    phone: '07 3000 0808',
    address: '1 Park Road, Gold Coast QLD 4217',
    about1: 'Day, multi-day and annual passes for the whole family.',
    about2: '适合全家的一日、多日和年度通票。',
    banner: 'banner-passes.svg',
  }),
];

export const DEMO_SHOP_IDS = DEMO_VENUES.map((v) => v.shopId);

/** Demo accounts (see server/README.md). Passwords are hashed at seed time. */
export const DEMO_USERS = [
  {
    userId: 'u-demo-alice',
    login: '0400000001',
    mobile: '0400000001',
    email: 'alice@example.com',
    password: 'Demo1234!',
    firstName: 'Alice',
    lastName: 'Chen',
    admin: 0,
    adminShops: [] as string[],
  },
  {
    userId: 'u-demo-bob',
    login: '0400000002',
    mobile: '0400000002',
    email: 'bob@example.com',
    password: 'Demo1234!',
    firstName: 'Bob',
    lastName: 'Smith',
    admin: 0,
    adminShops: [] as string[],
  },
  {
    userId: 'u-demo-admin',
    login: 'admin@example.com',
    mobile: '0400000009',
    email: 'admin@example.com',
    password: 'Admin1234!',
    firstName: 'Venue',
    lastName: 'Admin',
    admin: 1,
    adminShops: ['*'],
  },
  // Administrators of one venue each (issue 29: the console as a venue's own operator sees it).
  {
    userId: 'u-demo-manager-cafe',
    login: 'manager-cafe@example.com',
    mobile: '0400000008',
    email: 'manager-cafe@example.com',
    password: 'Admin1234!',
    firstName: 'Cafe',
    lastName: 'Manager',
    admin: 1,
    adminShops: ['demo-cafe'],
  },
  {
    userId: 'u-demo-manager-store',
    login: 'manager-store@example.com',
    mobile: '0400000007',
    email: 'manager-store@example.com',
    password: 'Admin1234!',
    firstName: 'Store',
    lastName: 'Manager',
    admin: 1,
    adminShops: ['demo-store'],
  },
];

/** The app link of a demo venue's home screen in its route family. */
export function demoHomePath(v: { shopId: string; family: string }): string {
  if (['massage', 'partyroom', 'ktv', 'reservation'].includes(v.family))
    return `/${v.family}/${v.shopId}/ticket/all/home`;
  if (v.family === 'ticket') return `/ticket/${v.shopId}/code/all/home`;
  return `/${v.family}/${v.shopId}/home`;
}
