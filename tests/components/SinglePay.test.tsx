// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => ({ paySingle: vi.fn(), shopPayments: vi.fn(), loadBill: vi.fn() }));
vi.mock('../../src/features/ordering/payonly', async (orig) => ({
  ...(await orig<typeof import('../../src/features/ordering/payonly')>()),
  paySingle: calls.paySingle,
  loadBill: calls.loadBill,
}));
vi.mock('../../src/api/calls/config', async (orig) => ({
  ...(await orig<typeof import('../../src/api/calls/config')>()),
  shopPayments: calls.shopPayments,
}));

import SinglePay from '../../src/components/SinglePay/SinglePay';
import { refusedError } from '../../src/api/errors';
import { readPayInfo } from '../../src/features/ordering/payonly';
import { app, session } from '../../src/state/stores';
import { bill } from './payonlyFixtures';
import { renderInFamily } from './helpers';

const PAYMENTS = [
  { name: 'Credit card', payment: 'dps', code: 201, surcharge: 1, surchargeType: 1, rate: 1.5 },
  { name: 'Pay in store', payment: 'cash', code: 200, surcharge: 0, surchargeType: 1, rate: 0 },
];
beforeEach(() => {
  calls.paySingle.mockReset();
  calls.loadBill.mockReset();
  calls.shopPayments.mockReset();
  calls.shopPayments.mockResolvedValue({ success: true, result: PAYMENTS });
  sessionStorage.clear();
  session.payInfo = null;
  app.shop = 'demo';
  Object.defineProperty(window, 'location', {
    value: { ...window.location, assign: vi.fn(), pathname: '/pay/demo/singlepay/topup/by/desk', search: '' },
    configurable: true,
  });
});

describe('SinglePay', () => {
  it('checks the amount, shows the surcharge, and starts one payment with an idempotency key', async () => {
    calls.paySingle.mockResolvedValue({
      transactionId: 'txn_9',
      payment: 'dps',
      amountCents: 2030,
      surchargeCents: 30,
      payUrl: '/sandbox/pay/txn_9',
      orderNo: 'P001',
      billNo: 'B',
    });
    await renderInFamily(<SinglePay variant="direct" action="topup" requiredBy="desk" />);
    // The direct variant's form is its own chunk: it shows once loaded.
    expect(await screen.findByText('topup · requested by desk', {}, { timeout: 15_000 })).toBeTruthy();
    const amount = screen.getByLabelText('Amount ($)');
    fireEvent.change(amount, { target: { value: '12.345' } });
    fireEvent.blur(amount);
    // The form's rules run on blur, asynchronously.
    expect(
      await screen.findByText(/^Enter an amount between \$0\.01 and \$100,?000\.00, with at most two decimals\.$/),
    ).toBeTruthy();
    fireEvent.change(amount, { target: { value: '20' } });
    // Only online methods are offered.
    expect(await screen.findByRole('radio', { name: /Credit card/ })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: /Pay in store/ })).toBeNull();
    expect(screen.getByText('includes $0.30 surcharge')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pay $20.30' }));
    await waitFor(() => expect(calls.paySingle).toHaveBeenCalledTimes(1));
    const sent = calls.paySingle.mock.calls[0][0];
    expect(sent).toMatchObject({ action: 'topup', requiredBy: 'desk', amountCents: 2000, payment: 'dps' });
    expect(sent.idempotencyKey.length).toBeGreaterThanOrEqual(8);
    await waitFor(() =>
      expect(readPayInfo()).toMatchObject({
        kind: 'single',
        transactionId: 'txn_9',
        receiptTo: '/shop/demo/singlepay/txn_9/topup/receipt',
      }),
    );
  });
  it('a given amount is fixed; a refusal is shown', async () => {
    calls.paySingle.mockRejectedValue(
      refusedError('payment.unavailable', {}, 'This venue does not take dps payments online.', { status: 422 }),
    );
    await renderInFamily(<SinglePay variant="direct" action="deposit" requiredBy="anna" amount="15.5" />);
    const amount = (await screen.findByLabelText('Amount ($)', {}, { timeout: 15_000 })) as HTMLInputElement;
    expect(amount.value).toBe('15.50');
    expect(amount.readOnly).toBe(true);
    fireEvent.click(await screen.findByRole('radio', { name: /Credit card/ }));
    fireEvent.click(screen.getByRole('button', { name: /^Pay / }));
    expect(await screen.findByText('This venue does not take dps payments online.')).toBeTruthy();
  });
  it('the request variant pays the given transaction as a bill', async () => {
    calls.loadBill.mockResolvedValue(bill());
    await renderInFamily(<SinglePay variant="request" txn="txn_1" action="topup" requiredBy="anna" />);
    expect(await screen.findByRole('heading', { name: 'Your bill' })).toBeTruthy();
    expect(screen.getByText('Requested by anna')).toBeTruthy();
    expect(calls.loadBill).toHaveBeenCalledWith('txn_1');
  });
});
