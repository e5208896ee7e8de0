// @vitest-environment jsdom
// Gift card verification tokens on the client (src/features/ordering/extras.ts): while a card's token is valid
// (with a minute to spare) feeCalc and the order send it instead of the code; near or past its expiry
// the code goes, and the fee answer's new token replaces the old one.
import { beforeEach, describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => ({ posFeeCalc: vi.fn(), addOrderV2: vi.fn() }));
vi.mock('../../../src/api/calls/order', async (orig) => ({
  ...(await orig<typeof import('../../../src/api/calls/order')>()),
  posFeeCalc: calls.posFeeCalc,
  addOrderV2: calls.addOrderV2,
}));

import { feeCalc, placeOrder } from '../../../src/features/ordering/api';
import { cardCredential, extras, extrasPayload, TOKEN_MARGIN_MS } from '../../../src/features/ordering/extras';
import { resetExtras } from '../../../src/features/ordering/afterOrder';
import { app } from '../../../src/state/stores';

const CART = {
  itemList: [{ pluId: 'banana-bread', quantity: 1, attrs: [], mealPlus: [], removedIngredients: [] }],
  orderType: 'pickup' as const,
};
const NOW = 1_800_000_000_000;

beforeEach(() => {
  sessionStorage.clear();
  resetExtras();
  app.shop = 'demo-cafe';
  calls.posFeeCalc.mockReset();
  calls.addOrderV2.mockReset();
});

describe('gift card verification token on the wire', () => {
  it('a valid token goes instead of the code; near its expiry the code goes', () => {
    const card = {
      cardNum: '6000100000000001',
      code: '135790',
      balanceCents: 1000,
      token: 'gv1.x',
      tokenExpiresAt: NOW + 15 * 60_000,
    };
    expect(cardCredential(card, NOW)).toEqual({ token: 'gv1.x' });
    expect(cardCredential(card, NOW + 15 * 60_000 - TOKEN_MARGIN_MS)).toEqual({ code: '135790' });
    expect(cardCredential({ ...card, token: undefined }, NOW)).toEqual({ code: '135790' });
    extras.giftCards = [card];
    expect(extrasPayload(NOW)).toEqual({ giftCards: [{ cardNum: card.cardNum, token: 'gv1.x', amountCents: 1000 }] });
    expect(JSON.stringify(extrasPayload(NOW))).not.toContain('135790');
  });

  it("feeCalc and the order call carry the token; a fee answer's new token replaces the old one", async () => {
    extras.giftCards = [
      {
        cardNum: '6000100000000001',
        code: '135790',
        balanceCents: 1000,
        token: 'gv1.old',
        tokenExpiresAt: Date.now() + 10 * 60_000,
      },
    ];
    calls.posFeeCalc.mockResolvedValue({
      success: true,
      result: {
        cart: { giftCards: [{ cardNum: '6000100000000001', amount: 800 }], giftCardAmount: 800 },
        totalCents: 0,
        blocked: [],
        giftTokens: [{ cardNum: '6000100000000001', token: 'gv1.new', expiresAt: Date.now() + 15 * 60_000 }],
      },
    });
    await feeCalc(CART, 'cash');
    expect(calls.posFeeCalc.mock.calls[0][0].giftCards).toEqual([
      { cardNum: '6000100000000001', token: 'gv1.old', amountCents: 1000 },
    ]);
    expect(extras.giftCards[0].token).toBe('gv1.new');
    calls.addOrderV2.mockResolvedValue({
      success: true,
      result: { transactionId: 'txn_1', paid: true, payment: 'cash', totalCents: 0 },
    });
    await placeOrder({ idempotencyKey: 'key-cccccccc', cart: CART, payment: 'cash', expectedTotalCents: 0 });
    expect(calls.addOrderV2.mock.calls[0][0].giftCards).toEqual([
      { cardNum: '6000100000000001', token: 'gv1.new', amountCents: 1000 },
    ]);
  });

  it('a token the venue refused is dropped and feeCalc asks once more with the code', async () => {
    extras.giftCards = [
      {
        cardNum: '6000100000000001',
        code: '135790',
        balanceCents: 1000,
        token: 'gv1.bad',
        tokenExpiresAt: Date.now() + 10 * 60_000,
      },
    ];
    calls.posFeeCalc
      .mockResolvedValueOnce({
        success: true,
        result: {
          cart: {},
          totalCents: 800,
          blocked: [
            {
              code: 'giftcard.token-invalid',
              message: 'Gift card 6000*********001: This gift card check is not valid',
            },
          ],
        },
      })
      .mockResolvedValueOnce({
        success: true,
        result: {
          cart: { giftCards: [{ cardNum: '6000100000000001', amount: 800 }], giftCardAmount: 800 },
          totalCents: 0,
          blocked: [],
          giftTokens: [{ cardNum: '6000100000000001', token: 'gv1.fresh', expiresAt: Date.now() + 15 * 60_000 }],
        },
      });
    const r = await feeCalc(CART, 'cash');
    expect(calls.posFeeCalc).toHaveBeenCalledTimes(2);
    expect(calls.posFeeCalc.mock.calls[1][0].giftCards).toEqual([
      { cardNum: '6000100000000001', code: '135790', amountCents: 1000 },
    ]);
    expect(r.blocked).toEqual([]);
    expect(r.totalCents).toBe(0);
    expect(extras.giftCards[0].token).toBe('gv1.fresh');
  });
  it('a refused token does not loop: a second refusal is answered as it is', async () => {
    extras.giftCards = [
      {
        cardNum: '6000100000000001',
        code: '135790',
        balanceCents: 1000,
        token: 'gv1.bad',
        tokenExpiresAt: Date.now() + 10 * 60_000,
      },
    ];
    calls.posFeeCalc.mockResolvedValue({
      success: true,
      result: { cart: {}, totalCents: 800, blocked: [{ code: 'giftcard.token-invalid', message: 'x' }] },
    });
    const r = await feeCalc(CART, 'cash');
    expect(calls.posFeeCalc).toHaveBeenCalledTimes(2);
    expect(r.blocked.map((b) => b.code)).toEqual(['giftcard.token-invalid']);
  });
});
