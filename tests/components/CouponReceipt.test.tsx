// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const api = vi.hoisted(() => ({ readCouponReceipt: vi.fn() }));
vi.mock('../../src/features/coupons/api', async (orig) => ({
  ...(await orig<typeof import('../../src/features/coupons/api')>()),
  ...api,
}));

import CouponReceipt from '../../src/components/CouponReceipt/CouponReceipt';
import { app, user } from '../../src/state/stores';
import { heldTicket } from './couponFixtures';
import { renderInFamily } from './helpers';

beforeEach(() => {
  api.readCouponReceipt.mockReset();
  app.shop = 'demo';
  user.token = 'tok';
  app.lang = 'en-gb';
});

describe('CouponReceipt', () => {
  it('shows the order the coupon was used on and what it saved', async () => {
    api.readCouponReceipt.mockResolvedValue({
      ticket: heldTicket({
        status: 'used',
        state: 'used',
        usedTxn: 'txn_1',
        usedAt: Date.UTC(2026, 0, 16),
        discountCents: 500,
      }),
      order: {
        transactionId: 'txn_1',
        orderNo: 'A007',
        billNo: 'CAFE-1',
        totalCents: 2100,
        subtotalCents: 2600,
        paid: true,
        createdAt: Date.UTC(2026, 0, 16),
        shop: 'demo',
      },
    });
    await renderInFamily(<CouponReceipt card="cafe-five-off" txn="txn_1" code="CALICE000001" />);
    expect((await screen.findByTestId('receipt-order-no')).textContent).toBe('A007');
    expect(screen.getByTestId('receipt-saved').textContent).toBe('−$5.00');
    expect(api.readCouponReceipt).toHaveBeenCalledWith('CALICE000001', 'txn_1');
  });
});
