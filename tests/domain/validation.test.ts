import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import {
  passwordStrength,
  passwordRules,
  validatePassword,
  passwordWarning,
  validateLogin,
  validateMobile,
  validateEmail,
  validatePostcode,
  validateVerificationCode,
  validatePin,
  validateCheckout,
  validateSignUp,
  validateQuantity,
  validateOptionGroup,
  validateNotes,
  validateMinimumOrder,
  validateDelivery,
  redeemLimits,
  validateRedeemPoints,
  validationMessages,
  type ValidationResult,
} from '../../src/domain';

const keyOf = (r: ValidationResult) => (r.ok ? 'ok' : r.key);
const readJson = (p: string) =>
  JSON.parse(readFileSync(new URL(`../../src/i18n/locales/${p}`, import.meta.url), 'utf8'));

describe('passwordStrength (spec 5)', () => {
  it.each([
    ['', -1],
    [null, -1],
    [undefined, -1],
    ['abc', 0],
    ['abcdef', 0],
    ['ABCDEF', 0],
    ['123456', 0],
    ['!!!!!!!!', 0],
    ['aB1', 0],
    ['abcde1', 1],
    ['abcdeF', 1],
    ['ABCDE1', 1],
    ['abcdefgh1', 1],
    ['Abcdefg1', 1],
    ['abcdef1!', 1],
    ['Abc1!', 0],
    ['Abcdef1!', 2],
    ['Zz9@zzzz', 2],
    ['Abcdefgh12#', 2],
    ['Abcdef1(', 1],
    ['Abcde1!', 1],
  ])('%j -> %s', (pw, want) => expect(passwordStrength(pw as string)).toBe(want));
});

describe('password field, login and the weak warning', () => {
  it('max length 20', () => {
    expect(passwordRules.maxLength).toBe(20);
    expect(validatePassword('a'.repeat(20))).toEqual({ ok: true });
    expect(validatePassword('a'.repeat(21))).toMatchObject({
      ok: false,
      key: 'validation.passwordTooLong',
      message: 'Password can be at most 20 characters',
    });
    expect(keyOf(validatePassword(''))).toBe('validation.passwordRequired');
  });
  it('weak passwords warn but are not refused', () => {
    expect(keyOf(passwordWarning('abc'))).toBe('validation.passwordWeak');
    expect(passwordWarning('kettle1').ok).toBe(true);
    expect(keyOf(passwordWarning('abcde1'))).toBe('validation.passwordWeak'); // medium, but a sequence
    expect(validatePassword('abc').ok).toBe(true);
  });
  it.each([
    ['', 'pw'],
    ['user', ''],
    ['  ', 'pw'],
    [null, null],
  ])('login %j / %j is refused', (u, p) => {
    expect(validateLogin(u, p)).toEqual({
      ok: false,
      key: 'validation.loginEmpty',
      message: 'User name or password can not be empty',
    });
  });
  it('login with both passes', () => expect(validateLogin('amy', 'x').ok).toBe(true));
});

describe('field validators (spec 5 messages)', () => {
  it.each([
    ['', 'validation.mobileRequired'],
    ['  ', 'validation.mobileRequired'],
    [null, 'validation.mobileRequired'],
    ['0412 345 678', 'ok'],
    ['+61412345678', 'ok'],
    ['(07) 3123-4567', 'ok'],
    ['13800138000', 'ok'],
    ['04123abc', 'validation.mobileInvalid'],
    ['123', 'validation.mobileInvalid'],
    ['1234567890123456', 'validation.mobileInvalid'],
  ])('mobile %j -> %s', (s, want) => expect(keyOf(validateMobile(s))).toBe(want));
  it('mobile required text', () =>
    expect(validateMobile('')).toMatchObject({ message: 'Please enter your mobile number' }));
  it.each([
    ['', 'validation.emailRequired'],
    ['a@b.co', 'ok'],
    ['first.last@venue.com.au', 'ok'],
    ['a@b', 'validation.emailInvalid'],
    ['a b@c.com', 'validation.emailInvalid'],
    ['@c.com', 'validation.emailInvalid'],
    ['a@@c.com', 'validation.emailInvalid'],
  ])('email %j -> %s', (s, want) => expect(keyOf(validateEmail(s))).toBe(want));
  it.each([
    ['4000', 'ok'],
    ['', 'ok'],
    ['40a0', 'validation.numbersOnly'],
    ['4000-1', 'validation.numbersOnly'],
    [' 2000 ', 'ok'],
  ])('postcode %j -> %s', (s, want) => expect(keyOf(validatePostcode(s))).toBe(want));
  it('postcode message and required', () => {
    expect(validatePostcode('ab')).toEqual({
      ok: false,
      key: 'validation.numbersOnly',
      message: 'Please input numbers only',
    });
    expect(keyOf(validatePostcode('', true))).toBe('validation.postcodeRequired');
  });
  it.each([
    ['1234', 'ok'],
    ['123', 'validation.verificationCodeInvalid'],
    ['12345', 'validation.verificationCodeInvalid'],
    ['12a4', 'validation.verificationCodeInvalid'],
    [null, 'validation.verificationCodeInvalid'],
  ])('verification code %j -> %s', (s, want) => expect(keyOf(validateVerificationCode(s))).toBe(want));
  it.each([
    ['123456', 'ok'],
    ['12345', 'validation.pinInvalid'],
    ['1234567', 'validation.pinInvalid'],
    ['12345a', 'validation.pinInvalid'],
  ])('PIN %j -> %s', (s, want) => expect(keyOf(validatePin(s))).toBe(want));
  it('messages carry their values', () => {
    expect(validatePin('1')).toEqual({
      ok: false,
      key: 'validation.pinInvalid',
      message: 'Please enter your 6-digit PIN',
      values: { length: 6 },
    });
  });
});

describe('checkout and order validation', () => {
  it('checkout needs terms then a payment', () => {
    expect(keyOf(validateCheckout({ termsAccepted: false, payment: 'cash' }))).toBe('validation.termsRequired');
    expect(keyOf(validateCheckout({ termsAccepted: true, payment: '' }))).toBe('validation.paymentRequired');
    expect(validateCheckout({ termsAccepted: true, payment: 'cash' }).ok).toBe(true);
  });
  it('sign-up needs a verified phone and terms', () => {
    expect(keyOf(validateSignUp({ phoneVerified: false, termsAccepted: true }))).toBe('validation.phoneNotVerified');
    expect(keyOf(validateSignUp({ phoneVerified: true, termsAccepted: false }))).toBe('validation.termsRequired');
    expect(validateSignUp({ phoneVerified: true, termsAccepted: true }).ok).toBe(true);
  });
  it.each([
    [1, 1, 'ok'],
    [0, 1, 'validation.quantityBelowMinimum'],
    [2, 3, 'validation.quantityBelowMinimum'],
    [3, 3, 'ok'],
    [1, 0, 'ok'],
  ])('quantity %s with minimum %s -> %s', (q, min, want) => expect(keyOf(validateQuantity(q, min))).toBe(want));
  it.each([
    [0, { min: 1 }, 'validation.optionsTooFew'],
    [1, { min: 1, max: 2 }, 'ok'],
    [3, { max: 2 }, 'validation.optionsTooMany'],
    [5, {}, 'ok'],
  ])('option group %s of %j -> %s', (n, lim, want) => expect(keyOf(validateOptionGroup(n, lim))).toBe(want));
  it('option texts', () => {
    expect(validateOptionGroup(0, { min: 2 })).toMatchObject({ message: 'Please choose at least 2' });
    expect(validateOptionGroup(3, { max: 2 })).toMatchObject({ message: 'Choose up to 2' });
  });
  it('notes maximum length', () => {
    expect(validateNotes('x'.repeat(100)).ok).toBe(true);
    expect(keyOf(validateNotes('x'.repeat(101)))).toBe('validation.notesTooLong');
  });
  it('minimum order uses the amount after discounts', () => {
    expect(validateMinimumOrder({ originalAmount: 2000, discountAmount: 100 }, 2000)).toMatchObject({
      key: 'validation.minimumOrder',
      message: 'The minimum order amount is $20.00',
    });
    expect(validateMinimumOrder({ originalAmount: 2000, discountAmount: 0 }, 2000).ok).toBe(true);
    expect(validateMinimumOrder({ originalAmount: 0, discountAmount: 0 }, 0).ok).toBe(true);
  });
  it('delivery needs an address, a zone and the minimum amount', () => {
    const cart = { originalAmount: 2500, discountAmount: 0 };
    expect(keyOf(validateDelivery({ address: '', zone: 'z1' }, cart, 0))).toBe('validation.deliveryAddressRequired');
    expect(keyOf(validateDelivery({ address: '1 Queen St', zone: null }, cart, 0))).toBe(
      'validation.deliveryZoneRequired',
    );
    expect(validateDelivery({ address: '1 Queen St', zone: 'z1' }, cart, 3000)).toMatchObject({
      key: 'validation.minimumDelivery',
      message: 'The minimum amount for delivery is $30.00',
    });
    expect(validateDelivery({ address: '1 Queen St', zone: 'z1' }, cart, 2500).ok).toBe(true);
  });
  it('redeemable points: minimum and maximum', () => {
    const card = { points: 500, minimumPoints: 0, minimumDollars: 0, pointDollarRedeem: 0 };
    const cart = { totalDiscountableAmount: 2000, userDiscountAmount: 0, wholeDiscount: 0, promoDiscount: 500 };
    const limits = redeemLimits(cart, card);
    expect(limits).toEqual({ min: 10, max: 150 }); // $15 left at 10 points a dollar
    expect(keyOf(validateRedeemPoints(5, limits))).toBe('validation.pointsBelowMinimum');
    expect(keyOf(validateRedeemPoints(151, limits))).toBe('validation.pointsAboveMaximum');
    expect(validateRedeemPoints(150, limits).ok).toBe(true);
    expect(redeemLimits(cart, { ...card, points: 40, minimumPoints: 50 })).toEqual({ min: 50, max: 40 });
    expect(redeemLimits(cart, { ...card, minimumDollars: 5000 }).max).toBe(0);
  });
});

describe('validation message files', () => {
  const en = readJson('en-gb/validation.json');
  const zh = readJson('zh-hans/validation.json');
  it('en-gb holds exactly the English text the validators return', () => expect(en).toEqual(validationMessages));
  it('zh-hans has the same keys and the same {{values}}', () => {
    expect(Object.keys(zh).sort()).toEqual(Object.keys(en).sort());
    const marks = (s: string) => (s.match(/\{\{\w+\}\}/g) ?? []).sort();
    for (const k of Object.keys(en)) {
      expect(marks(zh[k]), k).toEqual(marks(en[k]));
      expect(zh[k]).toMatch(/[\u4e00-\u9fff]/);
    }
  });
});

describe('field-sized checkout rules (one source for the forms)', () => {
  it('terms, payment, delivery address and zone each fail with their own spec 5 message', async () => {
    const d = await import('../../src/domain');
    expect(d.validateTerms(false)).toMatchObject({
      ok: false,
      key: 'validation.termsRequired',
      message: 'Please accept the terms and conditions',
    });
    expect(d.validateTerms(true).ok).toBe(true);
    expect(d.validatePaymentChosen('')).toMatchObject({ ok: false, key: 'validation.paymentRequired' });
    expect(d.validatePaymentChosen('cash').ok).toBe(true);
    expect(d.validateDeliveryAddress('  ')).toMatchObject({ ok: false, key: 'validation.deliveryAddressRequired' });
    expect(d.validateDeliveryAddress('1 Eagle St').ok).toBe(true);
    expect(d.validateDeliveryZone('')).toMatchObject({
      ok: false,
      key: 'validation.deliveryZoneNotChosen',
      message: 'Please choose a delivery zone',
    });
    expect(d.validateDeliveryZone('4000').ok).toBe(true);
  });
});
