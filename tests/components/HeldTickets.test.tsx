// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const api = vi.hoisted(() => ({ listHeld: vi.fn(), listGiftCards: vi.fn(), readGiftProducts: vi.fn() }));
vi.mock('../../src/features/coupons/api', async (orig) => ({
  ...(await orig<typeof import('../../src/features/coupons/api')>()),
  ...api,
}));

import HeldTickets from '../../src/components/HeldTickets/HeldTickets';
import { app, user } from '../../src/state/stores';
import { heldTicket } from './couponFixtures';
import { renderInFamily } from './helpers';

beforeEach(() => {
  Object.values(api).forEach((f) => f.mockReset());
  app.shop = 'demo';
  user.token = 'tok';
  app.lang = 'en-gb';
});

describe('HeldTickets', () => {
  it('lists held coupons linking to their QR; an empty list says how to get one', async () => {
    api.listHeld.mockResolvedValueOnce([
      heldTicket(),
      heldTicket({ ticket: 'CALICE000002', state: 'used', status: 'used', rate: 10, amountCents: 0, minCents: 0 }),
    ]);
    const { unmount } = await renderInFamily(<HeldTickets kind="coupon" />);
    const items = await screen.findAllByTestId('held-item');
    expect(items.map((i) => i.getAttribute('href'))).toEqual([
      '/shop/demo/coupon/CALICE000001',
      '/shop/demo/coupon/CALICE000002',
    ]);
    expect(items[1].textContent).toContain('10% off');
    unmount();
    api.listHeld.mockResolvedValueOnce([]);
    await renderInFamily(<HeldTickets kind="voucher" collect />);
    expect((await screen.findByTestId('held-empty')).textContent).toMatch(/No vouchers yet/);
    expect(screen.getByLabelText('Have a voucher code?')).toBeTruthy();
  });

  it('gift cards show a masked number and the balance', async () => {
    api.listGiftCards.mockResolvedValue([
      {
        cardNum: '7123456789012345',
        shop: 'demo',
        balanceCents: 2000,
        expiresAt: null,
        active: true,
        transactionId: 'txn_1',
        productId: 'harbour-gift',
        name1: 'Gift card',
        name2: '礼品卡',
        amountCents: 2000,
        state: 'usable',
      },
    ]);
    api.readGiftProducts.mockResolvedValue([]);
    await renderInFamily(<HeldTickets kind="gift-card" />);
    const item = await screen.findByTestId('held-item');
    expect(item.textContent).toContain('Balance $20.00');
    expect(item.textContent).not.toContain('7123456789012345');
    expect(item.getAttribute('href')).toBe('/shop/demo/ticket/harbour-gift/txn_1/receipt');
  });
});
