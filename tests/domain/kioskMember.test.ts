// The kiosk member card rules (src/domain/kioskMember.ts): reading a scan, the answer, the name shown,
// the token's life and the card as the cart calculator takes it (the same totals as the server's).
import { describe, expect, it } from 'vitest';
import {
  calculateCart,
  createCart,
  defaultSettings,
  memberCart,
  memberDisplayName,
  memberPointsSettings,
  memberPricingCard,
  memberTokenUsable,
  newCartItem,
  parseKioskMember,
  readMemberCode,
} from '../../src/domain';

describe('readMemberCode', () => {
  it('reads what a scanner or a person typed', () => {
    expect(readMemberCode('M10000006')).toBe('M10000006');
    expect(readMemberCode(' m1000-0006\r\n')).toBe('M10000006');
    expect(readMemberCode('M 1000 0006')).toBe('M10000006');
    expect(readMemberCode('https://venue.example/card?card=M10000006&x=1')).toBe('M10000006');
    expect(readMemberCode('https://venue.example/m/M10000006/')).toBe('M10000006');
  });
  it('answers nothing for what is not a card number', () => {
    for (const s of ['', '   ', 'M1', '<script>', 'M1000€0006', 'x'.repeat(41), '?card=%E0%A4%A'])
      expect(readMemberCode(s)).toBe('');
  });
});

describe('parseKioskMember', () => {
  const rules = { state: 1, minimumPoints: 10, pointsPerDollar: 1, pointsPerDollarWhenRedeem: 10 };
  const ok = {
    masked: 'M100**006',
    name: 'Bob',
    points: 300.004,
    discountRate: 10,
    typeDescription: 'Member',
    pointsOn: true,
    hasPin: true,
    redeem: false,
    token: 'km1.x',
    tokenExpiresAt: 1000,
    rules,
  };
  it('keeps what the kiosk shows, points to 2 decimals', () => {
    expect(parseKioskMember(ok)).toEqual({ ...ok, points: 300, rules: { ...rules, invitationCode: '' } });
    expect(parseKioskMember({ ...ok, rules: undefined })?.rules.state).toBe(0);
  });
  it('refuses an answer without token, number or points, and clamps the discount', () => {
    expect(parseKioskMember(null)).toBeNull();
    expect(parseKioskMember({ ...ok, token: '' })).toBeNull();
    expect(parseKioskMember({ ...ok, points: 'many' })).toBeNull();
    expect(parseKioskMember({ ...ok, masked: 5 })).toBeNull();
    expect(parseKioskMember({ ...ok, discountRate: 250 })?.discountRate).toBe(100);
    expect(parseKioskMember({ ...ok, pointsOn: 'yes' })?.pointsOn).toBe(false);
  });
});

describe('memberDisplayName and memberTokenUsable', () => {
  it('shows the first name, else the last name masked', () => {
    expect(memberDisplayName(' Bob ', 'Smith')).toBe('Bob');
    expect(memberDisplayName('', 'Smith')).toBe('S****');
    expect(memberDisplayName('', 'Li')).toBe('L**');
    expect(memberDisplayName('', '')).toBe('');
  });
  it('a token is used until a minute before its end', () => {
    expect(memberTokenUsable({ tokenExpiresAt: 100_000 }, 39_999)).toBe(true);
    expect(memberTokenUsable({ tokenExpiresAt: 100_000 }, 40_000)).toBe(false);
    expect(memberTokenUsable(null, 0)).toBe(false);
  });
});

describe('memberPricingCard', () => {
  it('gives the cart calculator the member discount and the points to earn', () => {
    const cart = createCart({
      itemList: [newCartItem({ itemId: 'a', pluId: 'a', catId: 'c', pluName1: 'A', price: 1250, quantity: 2 }, 1)],
    });
    const settings = { ...defaultSettings(), memberDiscount: true };
    const memberPoints = memberPointsSettings({ state: 1, pointsPerDollar: 1 });
    const plain = calculateCart(cart, settings, { memberPoints });
    const member = calculateCart(cart, settings, {
      card: memberPricingCard({ discountRate: 10, points: 300 }),
      memberPoints,
    });
    expect(plain.amountDue).toBe(2500);
    expect(member.userDiscountAmount).toBe(250);
    expect(member.amountDue).toBe(2250);
    expect(member.topupPoints).toBeGreaterThan(0);
    expect(plain.topupPoints).toBe(0);
    expect(memberPricingCard(null)).toBeNull();
  });
});

describe('memberCart', () => {
  const cart = createCart({
    itemList: [newCartItem({ itemId: 'a', pluId: 'a', catId: 'c', pluName1: 'A', price: 1250, quantity: 2 }, 1)],
  });
  const settings = defaultSettings(); // memberDiscount off: the check's discount rate says the venue gives it
  const m = parseKioskMember({
    masked: 'M100**006',
    name: 'Bob',
    points: 300,
    discountRate: 10,
    pointsOn: true,
    hasPin: true,
    redeem: false,
    token: 't',
    tokenExpiresAt: 1,
    rules: { state: 1, minimumPoints: 10, pointsPerDollar: 1, pointsPerDollarWhenRedeem: 10 },
  })!;
  it('without a member: the plain cart', () => {
    expect(memberCart(cart, settings, null, true)).toMatchObject({
      redeemPoints: 0,
      redeemable: 0,
      cart: { amountDue: 2500 },
    });
  });
  it('a member: the discount, the points to earn, what could be spent; nothing spent without the PIN', () => {
    const r = memberCart(cart, settings, m, true);
    expect(r.cart.userDiscountAmount).toBe(250);
    expect(r.cart.amountDue).toBe(2250);
    expect(r.cart.topupPoints).toBeGreaterThan(0);
    expect(r.redeemable).toBe(225); // $22.50 left, 10 points a dollar
    expect(r.redeemPoints).toBe(0);
  });
  it('with the PIN and usePoints: spends the whole points the cart takes', () => {
    const r = memberCart(cart, settings, { ...m, redeem: true, points: 100 }, true);
    expect(r.redeemPoints).toBe(100);
    expect(r.cart.pointDiscount).toBe(1000);
    expect(r.cart.amountDue).toBe(1250);
    expect(memberCart(cart, settings, { ...m, redeem: true }, false).redeemPoints).toBe(0);
  });
  it('below the minimum or with points off: nothing to spend', () => {
    expect(memberCart(cart, settings, { ...m, redeem: true, points: 5 }, true).redeemable).toBe(0);
    expect(memberCart(cart, settings, { ...m, redeem: true, pointsOn: false }, true).redeemPoints).toBe(0);
  });
});

describe('the check without the PIN (issue 27)', () => {
  it('answers no name, points or PIN state: points and hasPin are unknown (null), the discount still prices the cart', () => {
    const m = parseKioskMember({
      masked: 'M100**006',
      discountRate: 10,
      pointsOn: true,
      redeem: false,
      token: 't',
      tokenExpiresAt: 1,
      rules: { state: 1, minimumPoints: 10, pointsPerDollar: 1, pointsPerDollarWhenRedeem: 10 },
    });
    expect(m).toMatchObject({ name: '', points: null, hasPin: null, discountRate: 10 });
    expect(memberPricingCard(m)).toMatchObject({ discountRate: 10, points: 0 });
    expect(parseKioskMember({ masked: 'M', token: 't', tokenExpiresAt: 1, points: 'many' })).toBeNull();
  });
});
