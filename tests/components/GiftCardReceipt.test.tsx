// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const api = vi.hoisted(() => ({ readPurchase: vi.fn() }));
vi.mock('../../src/features/coupons/api', async (orig) => ({
  ...(await orig<typeof import('../../src/features/coupons/api')>()),
  ...api,
}));

import GiftCardReceipt from '../../src/components/GiftCardReceipt/GiftCardReceipt';
import { app, user } from '../../src/state/stores';
import { renderInFamily } from './helpers';

const purchase = {
  transactionId: 'txn_1',
  productId: 'harbour-gift',
  shop: 'demo',
  orderNo: 'A009',
  name1: 'Harbour Cafe gift card',
  name2: '海港咖啡礼品卡',
  amountCents: 5000,
  paid: true,
  payStatus: 'paid',
  cardNum: '7123456789012345',
  createdAt: 1,
  issuedAt: 2,
};
beforeEach(() => {
  api.readPurchase.mockReset();
  app.shop = 'demo';
  user.token = 'tok';
  app.lang = 'en-gb';
});

describe('GiftCardReceipt', () => {
  it('shows the card number and pass code to print, with a QR of the number', async () => {
    api.readPurchase.mockResolvedValue({
      ...purchase,
      code: '12345678',
      balanceCents: 5000,
      expiresAt: null,
      active: true,
    });
    await renderInFamily(<GiftCardReceipt card="harbour-gift" txn="txn_1" />);
    expect((await screen.findByTestId('gift-card-number')).textContent).toBe('7123 4567 8901 2345');
    expect(screen.getByTestId('gift-card-code').textContent).toBe('12345678');
    expect(screen.getByRole('img', { name: 'QR code of the gift card number' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Print' })).toBeTruthy();
  });

  it('an unpaid purchase shows no code', async () => {
    api.readPurchase.mockResolvedValue({ ...purchase, paid: false, issuedAt: null });
    await renderInFamily(<GiftCardReceipt card="harbour-gift" txn="txn_1" />);
    expect(await screen.findByText(/not paid yet/)).toBeTruthy();
    expect(screen.queryByTestId('gift-card-code')).toBeNull();
  });
});
