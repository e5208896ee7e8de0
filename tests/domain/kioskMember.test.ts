// The kiosk member card rules (src/domain/kioskMember.ts): reading a scan, the answer, the name shown,
// the token's life and the card as the cart calculator takes it (the same totals as the server's).
import { describe, expect, it } from 'vitest';
import { calculateCart, createCart, defaultSettings, memberDisplayName, memberPointsSettings, memberPricingCard, memberTokenUsable, newCartItem, parseKioskMember, readMemberCode } from '../../src/domain';

describe('readMemberCode', () => {
  it('reads what a scanner or a person typed', () => {
    expect(readMemberCode('M10000006')).toBe('M10000006');
    expect(readMemberCode(' m1000-0006\r\n')).toBe('M10000006');
    expect(readMemberCode('M 1000 0006')).toBe('M10000006');
    expect(readMemberCode('https://venue.example/card?card=M10000006&x=1')).toBe('M10000006');
    expect(readMemberCode('https://venue.example/m/M10000006/')).toBe('M10000006');
  });
  it('answers nothing for what is not a card number', () => {
    for (const s of ['', '   ', 'M1', '<script>', 'M1000€0006', 'x'.repeat(41), '?card=%E0%A4%A']) expect(readMemberCode(s)).toBe('');
  });
});

describe('parseKioskMember', () => {
  const ok = { masked: 'M100**006', name: 'Bob', points: 300.004, discountRate: 10, typeDescription: 'Member', pointsOn: true, hasPin: true, redeem: false, token: 'km1.x', tokenExpiresAt: 1000 };
  it('keeps what the kiosk shows, points to 2 decimals', () => {
    expect(parseKioskMember(ok)).toEqual({ ...ok, points: 300 });
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
    const cart = createCart({ itemList: [newCartItem({ itemId: 'a', pluId: 'a', catId: 'c', pluName1: 'A', price: 1250, quantity: 2 }, 1)] });
    const settings = { ...defaultSettings(), memberDiscount: 1 };
    const memberPoints = memberPointsSettings({ state: 1, pointsPerDollar: 1 });
    const plain = calculateCart(cart, settings, { memberPoints });
    const member = calculateCart(cart, settings, { card: memberPricingCard({ discountRate: 10, points: 300 }), memberPoints });
    expect(plain.amountDue).toBe(2500);
    expect(member.userDiscountAmount).toBe(250);
    expect(member.amountDue).toBe(2250);
    expect(member.topupPoints).toBeGreaterThan(0);
    expect(plain.topupPoints).toBe(0);
    expect(memberPricingCard(null)).toBeNull();
  });
});
