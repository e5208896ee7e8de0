// @vitest-environment jsdom
// Pay-only rules: the safe redirect, amounts typed by a customer, receipt rows and time, line names,
// and the pay info kept in the session across the trip to the payment provider.
import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearPayInfo,
  formatReceiptTime,
  lineName,
  parseAmountToCents,
  PAY_INFO_KEY,
  payInfoFor,
  readPayInfo,
  receiptRows,
  savePayInfo,
  type PayInfo,
} from '../../../src/features/ordering/payonly';
import { isSafeInAppPath, safeRedirectTarget } from '../../../src/shared/url';
import { session } from '../../../src/state/stores';

describe('safeRedirectTarget', () => {
  it.each([
    ['shop/demo-cafe/cart', '', '/shop/demo-cafe/cart'],
    ['shop/demo-cafe/cart', '?tn=5&ses=abc', '/shop/demo-cafe/cart?tn=5&ses=abc'],
    ['receipt/txn_1', '', '/receipt/txn_1'],
    ['shop%2Fdemo-cafe%2Fhome', '', '/shop/demo-cafe/home'],
  ])('follows the in-app path %s%s', (splat, search, want) => {
    expect(safeRedirectTarget(splat, search)).toBe(want);
  });
  it.each([
    'https://evil.example/x',
    'https:%2F%2Fevil.example',
    'HTTPS://evil.example',
    'javascript:alert(1)',
    'data:text/html,x',
    '/evil.example',
    '//evil.example',
    '%2F%2Fevil.example',
    '%252F%252Fevil.example',
    '\\evil.example',
    '/\\evil.example',
    'shop/x\\..\\y',
    'shop/x\ny',
    'api/shop/order/bill',
    'sandbox/pay/txn_1',
    'dev/outbox',
    'redirect/https:%2F%2Fevil',
    '',
    '   ',
    '%E0%A4%A',
  ])('refuses %j (goes home)', (splat) => {
    expect(safeRedirectTarget(splat)).toBeNull();
  });
  it('refuses non-strings', () => {
    expect(safeRedirectTarget(undefined)).toBeNull();
    expect(safeRedirectTarget(42)).toBeNull();
  });
  it('isSafeInAppPath: same origin app paths only', () => {
    expect(isSafeInAppPath('/shop/a/home')).toBe(true);
    expect(isSafeInAppPath('shop/a/home')).toBe(false);
    expect(isSafeInAppPath('//a.example/x')).toBe(false);
    expect(isSafeInAppPath('/api/shop/profile')).toBe(false);
    expect(isSafeInAppPath(`/${'a'.repeat(2001)}`)).toBe(false);
  });
});

describe('parseAmountToCents', () => {
  it.each([
    ['12', 1200],
    ['12.5', 1250],
    ['12.50', 1250],
    ['0.01', 1],
    [' 7.05 ', 705],
    ['$1,234.05', 123405],
    ['100000', 10_000_000],
    ['0.10', 10],
  ])('%j -> %i cents', (text, cents) => {
    expect(parseAmountToCents(text)).toBe(cents);
  });
  it.each(['', '0', '0.00', '-5', '1.234', 'abc', '1e3', '12.', '.5', '100000.01', '1,23'])('refuses %j', (text) => {
    expect(parseAmountToCents(text)).toBeNull();
  });
  it('exact cents without floating point drift', () => {
    for (let c = 1; c < 2000; c += 7) expect(parseAmountToCents((c / 100).toFixed(2))).toBe(c);
  });
  it('respects a smaller limit', () => {
    expect(parseAmountToCents('50', 4999)).toBeNull();
    expect(parseAmountToCents('49.99', 4999)).toBe(4999);
  });
});

describe('receipt formatting', () => {
  const zero = {
    subtotalCents: 0,
    discountCents: 0,
    serviceFeeCents: 0,
    otherChargeCents: 0,
    deliveryFeeCents: 0,
    surchargeCents: 0,
    roundedCents: 0,
    gstCents: 0,
    totalCents: 0,
  };
  it('keeps subtotal and total, leaves zero rows out, discounts negative, in print order', () => {
    expect(receiptRows({ ...zero, subtotalCents: 1900, totalCents: 1900 }).map((r) => r.key)).toEqual([
      'subtotal',
      'total',
    ]);
    const rows = receiptRows({
      ...zero,
      subtotalCents: 2000,
      discountCents: 200,
      serviceFeeCents: 100,
      deliveryFeeCents: 500,
      surchargeCents: 36,
      roundedCents: -1,
      totalCents: 2435,
    });
    expect(rows.map((r) => [r.key, r.cents])).toEqual([
      ['subtotal', 2000],
      ['discounts', -200],
      ['serviceFee', 100],
      ['deliveryFee', 500],
      ['surcharge', 36],
      ['rounding', -1],
      ['total', 2435],
    ]);
    expect(rows.at(-1)!.strong).toBe(true);
    // The rows add up to the total.
    expect(rows.slice(0, -1).reduce((a, r) => a + r.cents, 0)).toBe(2435);
  });
  it('date and time in the language and the venue time zone', () => {
    const ms = Date.UTC(2026, 0, 15, 2, 5); // 12:05 in Brisbane
    expect(formatReceiptTime(ms, 'en-gb', 'Australia/Brisbane')).toBe('15 Jan 2026, 12:05');
    expect(formatReceiptTime(ms, 'zh-hans', 'Australia/Brisbane')).toMatch(/^2026年1月15日\s?12:05$/);
    expect(formatReceiptTime(ms, 'en-gb', 'UTC')).toBe('15 Jan 2026, 02:05');
    expect(formatReceiptTime(ms, 'en-gb', 'No/Such_Zone')).toMatch(/15 Jan 2026/);
    expect(formatReceiptTime(null, 'en-gb')).toBe('');
  });
  it('line names: Chinese when the language is Chinese and the venue gave one', () => {
    expect(lineName({ name1: 'Flat white', name2: '馥芮白' }, 'zh-hans')).toBe('馥芮白');
    expect(lineName({ name1: 'Flat white', name2: '' }, 'zh-hans')).toBe('Flat white');
    expect(lineName({ name1: 'Flat white', name2: '馥芮白' }, 'en-gb')).toBe('Flat white');
  });
});

describe('pay info', () => {
  const info: PayInfo = {
    kind: 'bill',
    transactionId: 'txn_1',
    shop: 'demo-cafe',
    payment: 'dps',
    payUrl: '/sandbox/pay/txn_1',
    amountCents: 1929,
    returnTo: '/shop/demo-cafe/pay/txn_1/anna',
    receiptTo: '/receipt/txn_1',
    createdAt: 1,
  };
  beforeEach(() => {
    sessionStorage.clear();
    session.payInfo = null;
  });
  it('survives the trip to the provider (session storage) and is matched by transaction', () => {
    savePayInfo(info);
    session.payInfo = null; // a new page load
    expect(readPayInfo()).toEqual(info);
    expect(payInfoFor('txn_1')).toEqual(info);
    expect(payInfoFor('txn_2')).toBeNull();
    clearPayInfo();
    expect(readPayInfo()).toBeNull();
    expect(sessionStorage.getItem(PAY_INFO_KEY)).toBeNull();
  });
  it('ignores stored pay info whose return addresses leave the app', () => {
    sessionStorage.setItem(PAY_INFO_KEY, JSON.stringify({ ...info, returnTo: 'https://evil.example' }));
    expect(readPayInfo()).toBeNull();
    sessionStorage.setItem(PAY_INFO_KEY, '{not json');
    expect(readPayInfo()).toBeNull();
  });
});
