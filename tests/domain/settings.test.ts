import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import {
  normaliseSettings,
  defaultSettings,
  domainLayout,
  showLanguageSwitch,
  copySettingsFromServer,
  defaultKioskConfig,
} from '../../src/domain';

const server = JSON.parse(readFileSync(new URL('./fixtures/server-config.json', import.meta.url), 'utf8'));

describe('normaliseSettings: fallbacks of spec 5 and 9', () => {
  const d = normaliseSettings({});
  it.each([
    ['itemsPerRow', 3],
    ['categoryPerRow', 5],
    ['itemPerPage', 24],
    ['cartItemPerPage', 12],
    ['paymentPerRow', 2],
    ['tablePerRow', 4],
    ['tableRow', 3],
    ['categorySpan', 4],
    ['categoryImageHeight', 50],
    ['loadMoreDistance', 600],
    ['itemTolerance', 500],
    ['instructionImageMaxHeight', 40],
    ['instructionPrefix', '[*]'],
    ['tableNoLength', 3],
    ['sessionLength', 10_800_000],
    ['sessionExpire', 180],
    ['takeAwayName', 'Takeaway'],
    ['tableSaleName', 'Table Sale'],
    ['countryCode', 'AU'],
    ['postcode', '4000'],
    ['terminalId', 'T001'],
    ['spotType', 4],
    ['lang', 'en'],
    ['defaultLang', 'en-gb'],
    ['imageFormat', '.jpg'],
    ['dateFormat', 'DD/MM/YYYY'],
    ['datetimeFormat', 'HH:mm DD/MM/YYYY'],
    ['currencyUnit', 1],
    ['moneySymbol', '$'],
    ['otherChargeName', 'Public holiday'],
    ['showSubtotal', true],
    ['checkTradingHour', true],
    ['showCopyright', true],
    ['bookingBeforeTime', 60],
    ['maxBookingPeople', 10],
    ['overBookingPeopleTips', 'Please call us.'],
    ['pickupDue', 15],
    ['bookingBeforeDay', 0],
    ['dayInAdvance', 0],
    ['includeGst', true],
    ['gstRate', 10],
    ['roundType', 1],
    ['onlineCreditCardPayment', 'dps'],
    ['mobilePaymentType', 'omipay'],
    ['fastPay', 'cvc'],
    ['paymentWindow', 'dialog'],
    ['cartExpiryHours', 1],
    ['categoryLayout', 'top'],
    ['itemInfinityScroll', false],
    ['mergeItems', false],
    ['memberDiscount', false],
  ])('%s defaults to %j', (k, want) => expect(d[k as keyof typeof d]).toEqual(want));
  it('kiosk defaults (spec 6, 8, 9)', () => {
    expect(d.kiosk).toMatchObject({
      cashInAndOutReportOnlyAdmin: true,
      salesReportAdminOnly: true,
      dailyReportByAdmin: true,
      passwordControl: true,
      exitPasswordCtrl: false,
      countPlatePermission: false,
      memberOnly: false,
      takeAwayName: 'Take Away',
      sessionExpiry: 180,
      inactivityTimeout: 180,
      returnCountdown: 20,
      customerUnlockTimeout: 30,
      requestTimeout: 120,
      orderNumberDisplay: 3,
      thanksDisplay: 2,
      postOrderErrorDisplay: 5,
      orderFailedMessage: 'Order failed, please see cashier.',
      checkoutPrompt: 'Would you like to have your bill now?',
      checkoutReply: 'Staff will be with you shortly...',
    });
  });
  it('defaultSettings is normaliseSettings({})', () => {
    expect(defaultSettings()).toEqual(d);
    expect(normaliseSettings(null)).toEqual(d);
  });

  it.each([
    [undefined, 12],
    ['', 12],
    [0, 12],
    [6, 12],
    ['6', 12],
    [3, 12],
    [7, 7],
    ['10', 10],
    [-20, 12],
    ['abc', 12],
  ])('cartItemPerPage %j -> %s (6 or less falls back to 12)', (v, want) => {
    expect(normaliseSettings({ cartItemPerPage: v }).cartItemPerPage).toBe(want);
  });
  it.each([['showSubtotal'], ['checkTradingHour'], ['showCopyright']])('%s is on unless the server sends 0', (k) => {
    for (const on of [undefined, null, '', 1, '1', true, 'yes'])
      expect(normaliseSettings({ [k]: on })[k as 'showSubtotal']).toBe(true);
    for (const off of [0, '0', false, 'false'])
      expect(normaliseSettings({ [k]: off })[k as 'showSubtotal']).toBe(false);
  });
  it('passwordControl (kiosk) is on unless the server sends 0', () => {
    expect(normaliseSettings({}).kiosk.passwordControl).toBe(true);
    expect(normaliseSettings({ passwordControl: 0 }).kiosk.passwordControl).toBe(false);
    expect(normaliseSettings({ kiosk: { passwordControl: '0' } }).kiosk.passwordControl).toBe(false);
  });
  it.each([
    [30, 1_800_000],
    ['60', 3_600_000],
    ['', 10_800_000],
    [0, 10_800_000],
  ])('session length from %j minutes = %s ms', (m, ms) => {
    expect(normaliseSettings({ sessionExpire: m }).sessionLength).toBe(ms);
  });
  it('default-off flags read 0/1, booleans and text', () => {
    expect(
      normaliseSettings({ enableMember: '1', giftCard: true, showImage: 'true', noCart: 0, showStock: '0' }),
    ).toMatchObject({
      enableMember: true,
      giftCard: true,
      showImage: true,
      noCart: false,
      showStock: false,
    });
    expect(normaliseSettings({}).enableMember).toBe(false);
  });
  it('counts fall back when empty or not positive', () => {
    expect(normaliseSettings({ itemsPerRow: 0, categoryPerRow: '', itemPerPage: -1, tablePerRow: 'x' })).toMatchObject({
      itemsPerRow: 3,
      categoryPerRow: 5,
      itemPerPage: 24,
      tablePerRow: 4,
    });
  });
  it('money settings become cents', () => {
    expect(
      normaliseSettings({ serviceFee: '2.50', floorFee: 20, freeDeliveryAmount: '60.005', depositAmount: -5 }),
    ).toMatchObject({
      serviceFee: 250,
      floorFee: 2000,
      freeDeliveryAmount: 6001,
      depositAmount: 0,
    });
  });
  it('a realistic server configuration', () => {
    const s = normaliseSettings(server);
    expect(s).toMatchObject({
      itemsPerRow: 4,
      paymentPerRow: 2,
      categoryPerRow: 6,
      itemPerPage: 30,
      cartItemPerPage: 12,
      categoryLayout: 'left',
      itemInfinityScroll: true,
      mergeItems: true,
      hospitality: true,
      spotType: 2,
      shopId: '1024',
      terminalId: 'T001',
      postcode: '2000',
      otherChargeRate: 15,
      otherChargeName: 'Public holiday',
      floorFee: 2000,
      showSubtotal: false,
      freeDeliveryAmount: 6000,
      minDeliveryAmount: 3000,
      languages: ['en-gb', 'zh-hans'],
      showSecondName: true,
      dateFormat: 'DD/MM/YYYY',
      maxBookingPeople: 8,
      reservationPlaces: ['Main room', 'Courtyard'],
      pickupDue: 20,
      takeAwayName: 'Takeaway',
      sessionExpire: 60,
      sessionLength: 3_600_000,
      cartExpiryHours: 2,
      onlineCreditCardPayment: 'windcave',
      checkTradingHour: false,
      showCopyright: true,
      themeColor: '#E4007F',
      fontSize: 16,
      bookingBeforeTime: 60,
    });
    expect(s.kiosk).toMatchObject({
      splash: true,
      chooseLanguage: true,
      salesReportAdminOnly: false,
      inactivityTimeout: 120,
      passwordControl: false,
      eatInTakeAway: true,
      cashInAndOutReportOnlyAdmin: true,
    });
    expect('unknownKey' in s).toBe(false);
  });
});

describe('domainLayout and the language switch (spec 4)', () => {
  const s = normaliseSettings({ categoryLayout: 'top', itemInfinityScroll: 1 });
  it("domain 'shop' forces the left-category layout and no infinite scroll", () => {
    expect(domainLayout(s, 'shop')).toMatchObject({ categoryLayout: 'left', itemInfinityScroll: false });
    expect(s.categoryLayout).toBe('top'); // not changed in place
  });
  it.each(['mobile', 'app', 'self', 'merchant'])('domain %s keeps the configured layout', (domain) => {
    expect(domainLayout(s, domain)).toBe(s);
  });
  it.each([
    [['en-gb', 'zh-hans'], false, true],
    [['en-gb'], false, false],
    [['en-gb', 'zh-hans'], true, false],
  ])('languages %j hidden %s -> switch %s', (languages, hideLanguage, want) => {
    expect(showLanguageSwitch({ languages, hideLanguage })).toBe(want);
  });
});

describe('copySettingsFromServer (kiosk settings, spec 4)', () => {
  const local = {
    ...defaultKioskConfig(),
    settings: {
      ...normaliseSettings({}),
      terminalId: 'K07',
      userId: 'kiosk7',
      menuGroup: 'breakfast',
      languages: ['en-gb'],
    },
    payments: [
      {
        name: 'Cash',
        imageUrl: '',
        payment: 'cash',
        code: '200',
        visible: true,
        surcharge: 0,
        surchargeType: 'fixed' as const,
        rate: 0,
        sys: 'cash' as const,
      },
    ],
    titles: { welcome: 'Hello' },
    logo: 'old.png',
    banner: 'old-banner.png',
  };
  const remote = {
    ...server,
    terminalId: 'T900',
    userId: 'srv',
    menuGroup: 'dinner',
    languages: ['en-gb', 'zh-hans'],
    logo: 'new.png',
    banner: 'new-banner.png',
    titles: { welcome: 'Welcome!' },
    payments: [{ name: 'Card', payment: 'dps', code: 201 }],
  };
  it('without the full-copy flag, flags are copied and the kiosk keeps its own identity, payments and titles', () => {
    const c = copySettingsFromServer(local, remote);
    expect(c.settings).toMatchObject({
      terminalId: 'K07',
      userId: 'kiosk7',
      menuGroup: 'breakfast',
      languages: ['en-gb'],
      itemsPerRow: 4,
      showSubtotal: false,
      mergeItems: true,
    });
    expect(c.settings.kiosk.splash).toBe(true);
    expect(c).toMatchObject({
      payments: local.payments,
      titles: { welcome: 'Hello' },
      logo: 'old.png',
      banner: 'old-banner.png',
    });
  });
  it('with the full-copy flag, payments, titles, terminal, user, menu group, logo, banner and languages come too', () => {
    const c = copySettingsFromServer(local, remote, true);
    expect(c.settings).toMatchObject({
      terminalId: 'T900',
      userId: 'srv',
      menuGroup: 'dinner',
      languages: ['en-gb', 'zh-hans'],
    });
    expect(c).toMatchObject({ titles: { welcome: 'Welcome!' }, logo: 'new.png', banner: 'new-banner.png' });
    expect(c.payments.map((p) => [p.payment, p.sys])).toEqual([['windcave', 'dps']]);
  });
  it('defaults restore', () => {
    expect(defaultKioskConfig()).toEqual({
      settings: normaliseSettings({}),
      payments: [],
      titles: {},
      logo: '',
      banner: '',
    });
  });
});
