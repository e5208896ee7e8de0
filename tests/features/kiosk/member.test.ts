// @vitest-environment jsdom
// The member card of a kiosk visit (src/features/kiosk/member.ts): the check's answers, the token and
// the points chosen going with feeCalc and the order, a near-expired token renewed first, and the
// member cleared whenever the cart is (order finished, back to the splash / idle reset: resetVisit).
import { beforeEach, describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => ({ posFeeCalc: vi.fn(), addOrderV2: vi.fn(), kioskMemberCheck: vi.fn() }));
vi.mock('../../../src/api/calls/order', async (orig) => ({
  ...(await orig<typeof import('../../../src/api/calls/order')>()),
  posFeeCalc: calls.posFeeCalc,
  addOrderV2: calls.addOrderV2,
  kioskMemberCheck: calls.kioskMemberCheck,
}));

import { kiosk, resetVisit } from '../../../src/features/kiosk';
import {
  attachMember,
  checkMember,
  finishOrder,
  placeKioskOrder,
  removeMember,
} from '../../../src/features/kiosk/visit';
import { extras } from '../../../src/features/ordering';
import { addToCart, cartStore, setCartClock, setCartSettingsSource, startCart } from '../../../src/state/cart';
import { app, venue } from '../../../src/state/stores';
import { normaliseSettings } from '../../../src/domain/settings';
import { ApiError } from '../../../src/api/errors';

const RULES = { state: 1, minimumPoints: 10, pointsPerDollar: 1, pointsPerDollarWhenRedeem: 10 };
const answer = (o: Record<string, unknown> = {}) => ({
  success: true,
  result: {
    rtn: 1,
    masked: 'M100**006',
    name: 'Bob',
    points: 300,
    discountRate: 10,
    typeDescription: 'Member',
    pointsOn: true,
    hasPin: true,
    redeem: false,
    token: 'km1.tok',
    tokenExpiresAt: Date.now() + 15 * 60_000,
    rules: RULES,
    ...o,
  },
});
const sent = (fn: typeof calls.posFeeCalc, n = 0) => fn.mock.calls[n][0] as Record<string, any>;

beforeEach(() => {
  localStorage.clear();
  setCartClock(() => 1_700_000_000_000);
  setCartSettingsSource(() => normaliseSettings({ gstRate: 10, includeGst: 1, memberDiscount: 1 }));
  venue.settings = normaliseSettings({ gstRate: 10, includeGst: 1, memberDiscount: 1 });
  app.shop = 'demo-kiosk';
  cartStore.shop = '';
  startCart('demo-kiosk');
  addToCart({ itemId: 'k-double', pluId: 'k-double', pluName1: 'Double stack', price: 1250, quantity: 2 });
  resetVisit();
  kiosk.dining = 'take-away';
  kiosk.placing = '';
  calls.kioskMemberCheck.mockReset().mockResolvedValue(answer());
  calls.posFeeCalc
    .mockReset()
    .mockResolvedValue({ success: true, result: { cart: {}, totalCents: 2250, blocked: [] } });
  calls.addOrderV2.mockReset().mockResolvedValue({
    success: true,
    result: {
      transactionId: 'txn_1',
      orderNo: 'A001',
      serviceNo: 201,
      paid: false,
      payment: 'cash',
      totalCents: 2250,
    },
  });
});

describe('checkMember', () => {
  it('sends the card number read from the scan and answers the member', async () => {
    const r = await checkMember(' m1000-0006\n');
    expect(calls.kioskMemberCheck).toHaveBeenCalledWith({ cardNum: 'M10000006' }, { headers: {} });
    expect(r).toMatchObject({ ok: true, member: { masked: 'M100**006', points: 300, discountRate: 10 } });
  });
  it('a scan that is no card number is not sent; a refusal and a lost network are explained in our words', async () => {
    expect(await checkMember('§§')).toMatchObject({ ok: false, code: 'member.unknown' });
    expect(calls.kioskMemberCheck).not.toHaveBeenCalled();
    calls.kioskMemberCheck.mockResolvedValueOnce({
      success: false,
      result: { code: 'member.rate-limited', dispMsg: 'too many' },
    });
    const other = await checkMember('M10000001');
    expect(other).toMatchObject({ ok: false, code: 'member.rate-limited' });
    calls.kioskMemberCheck.mockRejectedValueOnce(new ApiError(404, 'network'));
    const lost = await checkMember('M10000006');
    expect(lost).toMatchObject({ ok: false, code: 'network' });
  });
  it('an unexpected failure of the call is an error the step can show, never a rejection', async () => {
    calls.kioskMemberCheck.mockRejectedValueOnce(new TypeError('broken answer'));
    await expect(checkMember('M10000006')).resolves.toEqual({ ok: false, code: 'error', message: '' });
  });
});

describe('the member with the order', () => {
  it('the token goes with feeCalc and the order; without a member, none', async () => {
    const r = await checkMember('M10000006');
    if (r.ok) attachMember(r.member, 'M10000006');
    expect((await placeKioskOrder('cash')).kind).toBe('placed');
    expect(sent(calls.posFeeCalc).memberToken).toBe('km1.tok');
    expect(sent(calls.addOrderV2).memberToken).toBe('km1.tok');
    expect(sent(calls.addOrderV2).cart.redeemPoints).toBeUndefined();
    finishOrder();
    addToCart({ itemId: 'k-double', pluId: 'k-double', pluName1: 'Double stack', price: 1250, quantity: 1 });
    await placeKioskOrder('cash');
    expect(sent(calls.addOrderV2, 1).memberToken).toBeUndefined();
  });

  it('points chosen with a PIN-checked card are spent on the order', async () => {
    attachMember(answer({ redeem: true }).result as never, 'M10000006');
    kiosk.member = { ...kiosk.member!, rules: { ...RULES, invitationCode: '' } };
    kiosk.usePoints = true;
    await placeKioskOrder('cash');
    expect(sent(calls.addOrderV2).cart.redeemPoints).toBe(225); // $22.50 after the 10% discount, 10 points a dollar
  });

  it('a token near its end is renewed before the order goes', async () => {
    calls.kioskMemberCheck.mockResolvedValueOnce(answer({ token: 'km1.old', tokenExpiresAt: Date.now() + 30_000 }));
    const r = await checkMember('M10000006');
    if (r.ok) attachMember(r.member, 'M10000006');
    calls.kioskMemberCheck.mockResolvedValueOnce(answer({ token: 'km1.new' }));
    await placeKioskOrder('cash');
    expect(sent(calls.addOrderV2).memberToken).toBe('km1.new');
  });
});

describe('the member goes with the cart', () => {
  const attach = async () => {
    const r = await checkMember('M10000006');
    if (r.ok) attachMember(r.member, 'M10000006');
    kiosk.usePoints = true;
    expect(kiosk.member).not.toBeNull();
  };
  it('when the order is finished', async () => {
    await attach();
    await placeKioskOrder('cash');
    finishOrder();
    expect(cartStore.cart.itemList).toHaveLength(0);
    expect([kiosk.member, kiosk.memberCard, kiosk.usePoints, extras.memberToken]).toEqual([null, '', false, '']);
  });
  it('when the visit ends (back to the splash, the idle reset)', async () => {
    await attach();
    resetVisit();
    expect([kiosk.member, kiosk.memberCard, kiosk.usePoints]).toEqual([null, '', false]);
  });
  it('when the customer removes the card (the cart stays)', async () => {
    await attach();
    removeMember();
    expect(kiosk.member).toBeNull();
    expect(cartStore.cart.itemList).toHaveLength(1);
  });
});
