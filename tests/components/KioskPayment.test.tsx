// @vitest-environment jsdom
// The kiosk's payment step (issue 35): its methods are the ones the server offers now
// (/api/shop/payments; the page's configuration carries none), so a venue whose card provider is
// configured offers "Pay by card"; a card payment that went through ends on "Paid", not "Pay at the
// counter".
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../src/api/sourceHooks', async (orig) => ({
  ...(await orig<typeof import('../../src/api/sourceHooks')>()),
  useShopPayments: () => ({
    isLoading: false,
    data: {
      success: true,
      result: [
        { code: 201, name: 'Credit card', payment: 'dps', visible: 1, surcharge: 0 },
        { code: 200, name: 'Pay in store', payment: 'cash', visible: 1, surcharge: 0 },
      ],
    },
  }),
}));

import KioskStep from '../../src/components/KioskStep/KioskStep';
import { kiosk } from '../../src/features/kiosk';
import { finishOrder } from '../../src/features/kiosk/visit';
import { loadNamespaces } from '../../src/i18n';
import { venue } from '../../src/state/stores';
import { renderInFamily } from './helpers';

beforeEach(async () => {
  venue.payments = [];
  await loadNamespaces(['kiosk']);
});

describe('kiosk payment', () => {
  it('offers the card when the server offers it, with nothing in the page configuration', async () => {
    await renderInFamily(<KioskStep step="payment" />);
    expect(await screen.findByRole('button', { name: 'Pay by card' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pay at the counter' })).toBeTruthy();
  });

  it('an order the card paid shows "Paid" with its number', async () => {
    kiosk.order = {
      transactionId: 't1',
      orderNo: 'A1',
      serviceNo: '208',
      totalCents: 903,
      paid: false,
      payment: 'dps',
      lines: [],
    };
    finishOrder(true);
    expect(kiosk.order.paid).toBe(true);
    await renderInFamily(<KioskStep step="order-number" />);
    expect(await screen.findByText('208')).toBeTruthy();
    expect(screen.getByText('Paid. We will call your number.')).toBeTruthy();
  });
});
