// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const api = vi.hoisted(() => ({ readGiftProducts: vi.fn(), buyGiftCard: vi.fn() }));
vi.mock('../../src/features/coupons/api', async (orig) => ({
  ...(await orig<typeof import('../../src/features/coupons/api')>()),
  ...api,
}));

import GiftCardCheckout from '../../src/components/GiftCardCheckout/GiftCardCheckout';
import { app, user } from '../../src/state/stores';
import { renderInFamily } from './helpers';

beforeEach(() => {
  Object.values(api).forEach((f) => f.mockReset());
  app.shop = 'demo';
  user.token = 'tok';
  app.lang = 'en-gb';
});

describe('GiftCardCheckout', () => {
  it("offers the venue's amounts and refuses another amount outside its limits before any call", async () => {
    api.readGiftProducts.mockResolvedValue([
      {
        productId: 'harbour-gift',
        name1: 'Harbour Cafe gift card',
        name2: '',
        amounts: [2000, 5000],
        minCents: 1000,
        maxCents: 50000,
        validDays: 365,
      },
    ]);
    await renderInFamily(<GiftCardCheckout variant="checkout" card="harbour-gift" />);
    expect(await screen.findByRole('radio', { name: '$20.00' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Another amount' }));
    fireEvent.change(await screen.findByLabelText('Amount in dollars'), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: /Pay for/ }));
    expect(await screen.findByText('Enter an amount from $10.00 to $500.00 (dollars and cents).')).toBeTruthy();
    await waitFor(() => expect(api.buyGiftCard).not.toHaveBeenCalled());
  });
});
