import { describe, expect, it } from 'vitest';
import {
  nextServiceNumber,
  serviceNumberRange,
  reservationEnabled,
  orderingEnabled,
  normaliseLicence,
  sessionExpiry,
  sessionExpired,
  sessionLengthMs,
  cartExpiryMs,
  tradingHourResult,
  BUILT_IN_PAYMENTS,
  paymentCode,
  paymentByCode,
  resolvePayments,
  surchargeFor,
  videoKind,
  selectFranchisee,
} from '../../src/domain';

describe('nextServiceNumber: increment, wrap to min below min or at max, empty range 201-300', () => {
  it.each([
    [0, { min: 201, max: 300 }, 201],
    [201, { min: 201, max: 300 }, 202],
    [299, { min: 201, max: 300 }, 300],
    [300, { min: 201, max: 300 }, 201],
    [450, { min: 201, max: 300 }, 201],
    [5, { min: 10, max: 20 }, 10],
    [19, { min: 10, max: 20 }, 20],
    [20, { min: 10, max: 20 }, 10],
    ['15', { min: '10', max: '20' }, 16],
    [250, null, 251],
    [300, undefined, 201],
    [0, {}, 201],
    [205, { min: 0, max: 0 }, 206],
    [205, { min: 50, max: 10 }, 206],
    [null, { min: 1, max: 3 }, 1],
    ['abc', { min: 1, max: 3 }, 1],
  ])('next(%j, %j) = %s', (cur, range, want) => expect(nextServiceNumber(cur as never, range as never)).toBe(want));
  it('empty range falls back to 201-300', () => {
    expect(serviceNumberRange(null)).toEqual({ min: 201, max: 300 });
    expect(serviceNumberRange({ min: '', max: '' })).toEqual({ min: 201, max: 300 });
  });
  it('cycles through every number of the range', () => {
    const seen: number[] = [];
    let n = 0;
    for (let i = 0; i < 6; i++) seen.push((n = nextServiceNumber(n, { min: 1, max: 3 })));
    expect(seen).toEqual([1, 2, 3, 1, 2, 3]);
  });
});

describe('reservationEnabled: fifth character of the licences string is 1', () => {
  it.each([
    ['00001', true],
    ['11110', false],
    ['0000100', true],
    ['0001', false],
    ['', false],
    [null, false],
    [undefined, false],
    ['1111', false],
    ['0000x', false],
    ['00002', false],
  ])('%j -> %s', (s, want) => expect(reservationEnabled(s as never)).toBe(want));
});

describe('licence data', () => {
  it('ordering only when status is 1', () => {
    expect(orderingEnabled({ status: 1 })).toBe(true);
    expect(orderingEnabled({ status: 0 })).toBe(false);
    expect(orderingEnabled(null)).toBe(false);
  });
  it('normalises the server licence', () => {
    const l = normaliseLicence({
      siteId: 12,
      ordLot: 'S1',
      spotType: '2',
      licenses: '00001',
      status: '1',
      smsLogin: '1',
      addWallet: 0,
      infoBody: 'Open daily|Free parking| ',
      url: { shop: 'https://a', bad: 3 },
    });
    expect(l).toMatchObject({
      siteId: '12',
      ordLot: 'S1',
      spotType: 2,
      licenses: '00001',
      status: 1,
      smsLogin: true,
      addWallet: false,
      infoBody: ['Open daily', 'Free parking'],
      url: { shop: 'https://a' },
    });
    expect(normaliseLicence({}).spotType).toBe(4);
    expect(normaliseLicence(undefined).status).toBe(0);
  });
});

describe('session and cart lifetimes', () => {
  it.each([
    [undefined, 10_800_000],
    ['', 10_800_000],
    [0, 10_800_000],
    [30, 1_800_000],
    ['90', 5_400_000],
    [180, 10_800_000],
  ])('sessionLengthMs(%j) = %s', (m, want) => expect(sessionLengthMs(m)).toBe(want));
  it('expiry = now + length; a reset session (-1) is expired', () => {
    expect(sessionExpiry(1_000, 60_000)).toBe(61_000);
    expect(sessionExpiry(0)).toBe(10_800_000);
    expect(sessionExpired(-1, 0)).toBe(true);
    expect(sessionExpired(61_000, 60_999)).toBe(false);
    expect(sessionExpired(61_000, 61_000)).toBe(true);
  });
  it.each([
    [1, 3_600_000],
    [24, 86_400_000],
    [0.5, 1_800_000],
    ['2', 7_200_000],
    [undefined, 3_600_000],
    [0, 3_600_000],
  ])('cartExpiryMs(%j) = %s', (h, want) => expect(cartExpiryMs(h)).toBe(want));
});

describe('tradingHourResult', () => {
  it.each([
    [{ success: true }, { open: true }],
    [{ success: false, resultcode: 1 }, { open: true }],
    [{ resultcode: '1' }, { open: true }],
    [
      { resultcode: 0, map: { disp_msg: 'Closed for lunch' } },
      { open: false, reason: 'server', message: 'Closed for lunch' },
    ],
    [
      { resultcode: -3, map: { disp_msg: 'Holiday' } },
      { open: false, reason: 'server', message: 'Holiday' },
    ],
    [
      { success: false, map: { rtn: 0, disp_msg: 'Shut' } },
      { open: false, reason: 'server', message: 'Shut' },
    ],
    [{ resultcode: 2 }, { open: false, reason: 'failure' }],
    [{}, { open: false, reason: 'failure' }],
    [null, { open: false, reason: 'failure' }],
    [new Error('network'), { open: false, reason: 'failure' }],
  ])('%j -> %j', (answer, want) => expect(tradingHourResult(answer)).toEqual(want));
});

describe('payment methods', () => {
  it.each([
    ['dps', 201, 301],
    ['cash', 200, 300],
    ['wechat', 202, 302],
    ['alipay', 203, 303],
    ['paypal', 204, 304],
    ['svc', 205, 305],
  ])('%s has codes %s / %s', (p, a, b) => {
    expect(paymentCode(p)).toBe(a);
    expect(paymentCode(p, true)).toBe(b);
    expect(paymentByCode(a)).toBe(p);
    expect(paymentByCode(String(b))).toBe(p);
  });
  it('table has the six built-ins', () =>
    expect(BUILT_IN_PAYMENTS.map((b) => b.payment)).toEqual(['dps', 'cash', 'wechat', 'alipay', 'paypal', 'svc']));
  it('unknown codes and names', () => {
    expect(paymentCode('bitcoin')).toBeUndefined();
    expect(paymentByCode(999)).toBeUndefined();
  });
  it('resolvePayments: matches, sets sys, replaces dps, respects visible', () => {
    const list = resolvePayments(
      [
        { name: 'Card', payment: 'dps', code: '201', surcharge: '1', surchargeType: 1, rate: '1.5' },
        { name: 'Pay at counter', payment: 'cash', visible: 1 },
        { name: 'WeChat', code: 302 },
        { name: 'Hidden', payment: 'alipay', visible: 0 },
        { name: 'Hidden too', payment: 'paypal', visible: 'false' },
        { name: 'Omipay', payment: 'omipay', surcharge: '0.50', surchargeType: 0 },
        'junk',
      ],
      'windcave',
    );
    expect(list.map((p) => [p.name, p.payment, p.sys])).toEqual([
      ['Card', 'windcave', 'dps'],
      ['Pay at counter', 'cash', 'cash'],
      ['WeChat', 'wechat', 'wechat'],
      ['Omipay', 'omipay', ''],
    ]);
    expect(list[0]).toMatchObject({ surchargeType: 'percent', rate: 1.5, visible: true });
    expect(list[3]).toMatchObject({ surchargeType: 'fixed', surcharge: 50 });
    expect(resolvePayments(null)).toEqual([]);
  });
  it('resolvePayments: the surcharge switch as the console writes it (issue 27): off charges nothing, a fixed amount is rate in cents', () => {
    const [off, card, paypal, legacy] = resolvePayments([
      { name: 'Card, surcharge off', payment: 'dps', surcharge: 0, surchargeType: 1, rate: 150 },
      { name: 'Card', payment: 'dps', surcharge: 1, surchargeType: 1, rate: 1.5 },
      { name: 'PayPal', payment: 'paypal', surcharge: 1, surchargeType: 2, rate: 30 },
      { name: 'Old fixed', payment: 'omipay', surcharge: '0.50', surchargeType: 0 },
    ]);
    expect(surchargeFor(off, 10000)).toBe(0);
    expect(surchargeFor(card, 10000)).toBe(150);
    expect(surchargeFor(paypal, 10000)).toBe(30);
    expect(surchargeFor(legacy, 10000)).toBe(50);
    expect(resolvePayments([{ payment: 'dps' }])[0].payment).toBe('dps');
  });
  it.each([
    [{ surchargeType: 'percent', rate: 1.5, surcharge: 0 }, 10000, 150],
    [{ surchargeType: 'percent', rate: 1.5, surcharge: 0 }, 3333, 50],
    [{ surchargeType: 'percent', rate: 2.2, surcharge: 0 }, 4545, 100],
    [{ surchargeType: 'fixed', rate: 0, surcharge: 50 }, 10000, 50],
    [{ surchargeType: 'fixed', rate: 0, surcharge: 50 }, 0, 0],
    [null, 10000, 0],
  ])('surchargeFor(%j, %s) = %s', (m, amount, want) => expect(surchargeFor(m as never, amount)).toBe(want));
});

describe('videoKind: items not ending in .mp4 become streams', () => {
  it.each([
    ['intro.mp4', 'file'],
    ['INTRO.MP4', 'file'],
    ['clip.mp4?v=2', 'file'],
    ['live.m3u8', 'stream'],
    ['rtmp://cam/1', 'stream'],
    ['', 'stream'],
    [null, 'stream'],
    ['a.mp4.txt', 'stream'],
  ])('%j -> %s', (f, want) => expect(videoKind(f)).toBe(want));
});

describe('selectFranchisee (spec 4)', () => {
  const list = [
    { cardNum: 'F1', passCode: 'p1' },
    { cardNum: 'F2', passCode: 'p2' },
  ];
  it('keeps the saved card and pass code while listed', () => {
    expect(selectFranchisee(list, { cardNum: 'F2', passCode: 'mine' })).toEqual({
      entry: { cardNum: 'F2', passCode: 'mine' },
      cardChanged: false,
    });
  });
  it('otherwise takes the first entry and flags a changed card', () => {
    expect(selectFranchisee(list, { cardNum: 'F9', passCode: 'x' })).toEqual({ entry: list[0], cardChanged: true });
    expect(selectFranchisee(list, null)).toEqual({ entry: list[0], cardChanged: true });
    expect(selectFranchisee([], { cardNum: 'F1' })).toEqual({ entry: null, cardChanged: true });
    expect(selectFranchisee([], null)).toEqual({ entry: null, cardChanged: false });
  });
});
