// @vitest-environment jsdom
// Cashier mode: staff add items, the venue prices them, cash taken shows the change after cash
// rounding, the order is placed once as a cash order; cash in and out recorded.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const m = vi.hoisted(() => ({ fee: vi.fn(), place: vi.fn(), move: vi.fn() }));
const CATALOGUE = {
  categories: [{ catId: 'c1', parentId: null, catName1: 'Burgers', catName2: '汉堡' }],
  plus: [
    { pluId: 'b1', catId: 'c1', pluName1: 'Cheeseburger', pluName2: '芝士汉堡', priceCents: 1234 },
    {
      pluId: 'b2',
      catId: 'c1',
      pluName1: 'Build your own',
      pluName2: '自选',
      priceCents: 900,
      attr: [{ attrId: 'a', name1: 'Bun', name2: '面包', min: 1, options: [] }],
    },
  ],
};
vi.mock('../../src/features/ordering', async (orig) => ({
  ...(await orig<typeof import('../../src/features/ordering')>()),
  useCatalogue: () => ({
    data: CATALOGUE,
    error: null,
    isLoading: false,
    isValidating: false,
    mutate: async () => undefined,
  }),
  feeCalc: m.fee,
  placeOrder: m.place,
}));
vi.mock('../../src/features/kioskops/api', async (orig) => ({
  ...(await orig<typeof import('../../src/features/kioskops/api')>()),
  recordCashMove: m.move,
}));
vi.mock('../../src/features/kioskops/pwa', () => ({
  installKioskApp: vi.fn(async () => null),
  uninstallKioskApp: vi.fn(async () => undefined),
  KIOSK_SW_URL: '/kiosk-sw.js',
}));

import CashierCounter from '../../src/components/CashierCounter/CashierCounter';
import { ApiError, refusedError } from '../../src/api/errors';
import { i18n } from '../../src/i18n';
import { renderInFamily } from './helpers';
import { opsTexts } from './kioskOpsHelpers';

beforeEach(async () => {
  m.fee.mockReset();
  m.place.mockReset();
  m.move.mockReset();
  await opsTexts();
});

describe('CashierCounter', () => {
  it('prices the order, shows the rounded amount and the change, and places one cash order', async () => {
    m.fee.mockImplementation(async (cart: { itemList: { quantity: number }[] }) => ({
      totalCents: 1234 * cart.itemList[0].quantity,
      blocked: [],
      cart: {},
    }));
    m.place.mockResolvedValue({ transactionId: 't', orderNo: 'A007', status: 'placed' });
    await renderInFamily(<CashierCounter />, '/merchant/demo/cashier');
    expect(screen.queryByRole('button', { name: /^Build your own/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /^Cheeseburger \$12\.34$/ }));
    expect((await screen.findByTestId('cashier-due')).textContent).toBe('$12.35');
    fireEvent.change(screen.getByLabelText('Cash received'), { target: { value: '10' } });
    expect(screen.getByTestId('cashier-change').textContent).toBe('Short by $2.35');
    expect((screen.getByRole('button', { name: 'Take cash and place order' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Received $20.00' }));
    expect(screen.getByTestId('cashier-change').textContent).toBe('$7.65');
    fireEvent.click(screen.getByRole('button', { name: 'Take cash and place order' }));
    await waitFor(() =>
      expect(screen.getByTestId('cashier-result').textContent).toBe('Order A007 placed. Give change $7.65.'),
    );
    expect(m.place).toHaveBeenCalledTimes(1);
    expect(m.place.mock.calls[0][0]).toMatchObject({
      payment: 'cash',
      expectedTotalCents: 1234,
      cart: { orderType: 'takeaway', itemList: [{ pluId: 'b1', quantity: 1 }] },
    });
    expect(screen.getByText('No items yet.')).toBeTruthy();
  });

  it("a refused order shows the server's words for it; a call with no answer the app's own words", async () => {
    m.fee.mockResolvedValue({ totalCents: 1234, blocked: [], cart: {} });
    m.place.mockRejectedValueOnce(
      refusedError('totals.mismatch', { totalCents: 1300 }, 'The total changed; please check the order again.', {
        status: 422,
      }),
    );
    m.place.mockRejectedValueOnce(new ApiError(404, 'network'));
    await renderInFamily(<CashierCounter />, '/merchant/demo/cashier');
    fireEvent.click(screen.getByRole('button', { name: /^Cheeseburger \$12\.34$/ }));
    expect((await screen.findByTestId('cashier-due')).textContent).toBe('$12.35');
    fireEvent.click(screen.getByRole('button', { name: 'Received $20.00' }));
    fireEvent.click(screen.getByRole('button', { name: 'Take cash and place order' }));
    expect(await screen.findByText('Order failed: The total changed; please check the order again.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Take cash and place order' }));
    expect(await screen.findByText(`Order failed: ${i18n.t('api.error')}`)).toBeTruthy();
  });

  it('records cash out with a reason; refuses a bad amount', async () => {
    m.move.mockResolvedValue({ moveId: '1', replayed: false });
    await renderInFamily(<CashierCounter />, '/merchant/demo/cashier');
    fireEvent.click(screen.getByLabelText('Cash out'));
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '12.345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Record' }));
    expect(await screen.findByText('Enter an amount in dollars, e.g. 50 or 12.30.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '25.50' } });
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'Milk' } });
    fireEvent.click(screen.getByRole('button', { name: 'Record' }));
    expect(await screen.findByText('Recorded Cash out $25.50.')).toBeTruthy();
    expect(m.move).toHaveBeenCalledWith(
      expect.objectContaining({ direction: 'out', amountCents: 2550, reason: 'Milk' }),
    );
  });
});
