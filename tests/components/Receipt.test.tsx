// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => ({ loadBill: vi.fn(), print: vi.fn() }));
vi.mock('../../src/features/ordering/payonly', async (orig) => ({
  ...(await orig<typeof import('../../src/features/ordering/payonly')>()),
  loadBill: calls.loadBill,
}));

import Receipt from '../../src/components/Receipt/Receipt';
import { initI18n } from '../../src/i18n';
import { app } from '../../src/state/stores';
import { ApiError, refusedError } from '../../src/api/errors';
import { runActions, type ActionEnv } from '../../src/engine/runtime/actions';
import { bill } from './payonlyFixtures';
import { renderInFamily } from './helpers';

const runAction = (name: string) =>
  runActions([{ action: name }], {
    ctx: {},
    report: (i: { message: string }) => {
      throw new Error(i.message);
    },
  } as unknown as ActionEnv);

beforeEach(() => {
  calls.loadBill.mockReset();
  window.print = calls.print;
  calls.print.mockReset();
});

describe('Receipt', () => {
  it('a delivery order shows where it goes, as text, in both languages; other orders show no address', async () => {
    const address = '12 Harbour St <b>3</b> & Co';
    calls.loadBill.mockResolvedValue(bill({ orderType: 'delivery', tableNo: null, deliveryAddress: address }));
    const { unmount } = await renderInFamily(<Receipt txn="txn_1" />);
    const dd = await screen.findByTestId('receipt-delivery-address');
    expect(dd.textContent).toBe(address);
    expect(dd.querySelector('b')).toBeNull();
    expect(dd.previousElementSibling?.textContent).toBe('Deliver to');
    unmount();
    app.lang = 'zh-hans';
    try {
      const zh = await renderInFamily(<Receipt txn="txn_1" />);
      await initI18n('zh-hans');
      await waitFor(() =>
        expect(screen.getByTestId('receipt-delivery-address').previousElementSibling?.textContent).toBe('送餐地址'),
      );
      zh.unmount();
    } finally {
      app.lang = 'en-gb';
      await initI18n('en-gb');
    }
    calls.loadBill.mockResolvedValue(bill({ orderType: 'pickup', tableNo: null, deliveryAddress: '' }));
    await renderInFamily(<Receipt txn="txn_1" />);
    expect(await screen.findByTestId('receipt-order-number')).toBeTruthy();
    expect(screen.queryByTestId('receipt-delivery-address')).toBeNull();
  });
  it('prints venue, numbers, date in the venue time zone, lines, amount rows, GST, paid state and a print button', async () => {
    calls.loadBill.mockResolvedValue(
      bill({
        paid: true,
        paidAt: Date.UTC(2026, 0, 15, 2, 9),
        paymentName: 'Credit card',
        amounts: { ...bill().amounts, surchargeCents: 29, roundedCents: 0, totalCents: 1929 },
      }),
    );
    await renderInFamily(<Receipt txn="txn_1" />);
    expect(await screen.findByRole('heading', { name: 'Receipt' })).toBeTruthy();
    expect(screen.getByText('Harbour Cafe')).toBeTruthy();
    expect(screen.getByText('CAFE-20260115-00001')).toBeTruthy();
    expect(screen.getByTestId('receipt-order-number').textContent).toBe('A001');
    expect(screen.getByTestId('receipt-date').textContent).toBe('15 Jan 2026, 12:05');
    expect(screen.getByText('Flat white')).toBeTruthy();
    expect(screen.getByText('warm please')).toBeTruthy();
    expect(screen.getByTestId('row-subtotal').textContent).toContain('$19.00');
    expect(screen.getByTestId('row-surcharge').textContent).toContain('$0.29');
    expect(screen.getByTestId('row-total').textContent).toContain('$19.29');
    expect(screen.queryByTestId('row-discounts')).toBeNull();
    expect(screen.getByText('Includes GST of $1.73')).toBeTruthy();
    expect(screen.getByTestId('receipt-paid').textContent).toBe('Paid');
    expect(screen.getByText('Paid on 15 Jan 2026, 12:09 by Credit card')).toBeTruthy();
    screen.getByRole('button', { name: 'Print receipt' }).click();
    expect(calls.print).toHaveBeenCalledTimes(1);
  });
  it('unpaid says Not paid; the receipt.print action prints', async () => {
    calls.loadBill.mockResolvedValue(bill());
    await renderInFamily(<Receipt txn="txn_1" />);
    expect((await screen.findByTestId('receipt-paid')).textContent).toBe('Not paid');
    await runAction('receipt.print');
    expect(calls.print).toHaveBeenCalledTimes(1);
  });
  it('unknown transaction: not found; a failed load: retry', async () => {
    calls.loadBill.mockRejectedValueOnce(refusedError('notFound', {}, 'No such order.', { status: 404 }));
    await renderInFamily(<Receipt txn="txn_x" />);
    expect(await screen.findByRole('heading', { name: 'We could not find this receipt.' })).toBeTruthy();
  });
  it('a failed load offers a retry that loads again', async () => {
    calls.loadBill.mockRejectedValueOnce(new ApiError(404, 'network')).mockResolvedValue(bill());
    await renderInFamily(<Receipt txn="txn_1" />);
    (await screen.findByRole('button', { name: 'Try again' })).click();
    expect(await screen.findByTestId('receipt-paid')).toBeTruthy();
    expect(calls.loadBill).toHaveBeenCalledTimes(2);
  });
});
