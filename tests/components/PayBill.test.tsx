// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes, useLocation } from 'react-router-dom';

const calls = vi.hoisted(() => ({ loadBill: vi.fn(), payBill: vi.fn() }));
vi.mock('../../src/features/ordering/payonly', async (orig) => ({
  ...(await orig<typeof import('../../src/features/ordering/payonly')>()),
  loadBill: calls.loadBill,
  payBill: calls.payBill,
}));

import PayBill from '../../src/components/PayBill/PayBill';
import { refusedError } from '../../src/api/errors';
import { readPayInfo, savePayInfo } from '../../src/features/ordering/payonly';
import { session } from '../../src/state/stores';
import { bill } from './payonlyFixtures';
import { renderInFamily, shopFamily } from './helpers';

function Where() {
  const l = useLocation();
  return <p data-testid="where">{l.pathname}</p>;
}

beforeEach(() => {
  calls.loadBill.mockReset();
  calls.payBill.mockReset();
  sessionStorage.clear();
  session.payInfo = null;
});

describe('PayBill', () => {
  it('shows the open bill: venue, who asked, numbers, lines and each online method with its total', async () => {
    calls.loadBill.mockResolvedValue(bill());
    await renderInFamily(<PayBill variant="table" txn="txn_1" requestBy="anna" table="7" />);
    expect(await screen.findByRole('heading', { name: 'Your bill' })).toBeTruthy();
    expect(screen.getByText('Bill from Harbour Cafe')).toBeTruthy();
    expect(screen.getByText('Requested by anna')).toBeTruthy();
    expect(screen.getByText('A001')).toBeTruthy();
    expect(screen.getByRole('radio', { name: /Credit card/ })).toBeTruthy();
    expect(screen.getByText(/includes \$0\.29 surcharge/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pay' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /Credit card/ }));
    expect(screen.getByRole('button', { name: 'Pay $19.29' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /PayPal/ }));
    expect(screen.getByRole('button', { name: 'Pay $20.00' })).toBeTruthy();
  });
  it('asks for a method, then starts the payment, keeps the pay info and goes to the hand-over screen', async () => {
    calls.loadBill.mockResolvedValue(bill());
    calls.payBill.mockResolvedValue({
      transactionId: 'txn_1',
      payment: 'dps',
      amountCents: 1929,
      surchargeCents: 29,
      payUrl: '/sandbox/pay/txn_1',
    });
    const fam = {
      ...shopFamily,
      routes: [
        ...shopFamily.routes,
        { path: 'pay', screen: 'pay', family: 'shop', fullPath: '/shop/:shop/pay', layout: 'shop' },
      ],
    };
    const { FamilyContext } = await import('../../src/engine/runtime/family');
    await renderInFamily(
      <FamilyContext.Provider value={{ family: fam, base: '/shop/demo' }}>
        <Routes>
          <Route
            path="*"
            element={
              <>
                <PayBill variant="request" txn="txn_1" requestBy="anna" />
                <Where />
              </>
            }
          />
        </Routes>
      </FamilyContext.Provider>,
      '/shop/demo/pay/txn_1/anna',
    );
    fireEvent.click(await screen.findByRole('button', { name: /^Pay/ }));
    expect(screen.getByRole('alert').textContent).toBe('Choose how to pay');
    expect(calls.payBill).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('radio', { name: /Credit card/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Pay $19.29' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/shop/demo/pay'));
    expect(calls.payBill).toHaveBeenCalledWith('txn_1', 'dps', { requestBy: 'anna' });
    expect(readPayInfo()).toMatchObject({
      kind: 'bill',
      transactionId: 'txn_1',
      payUrl: '/sandbox/pay/txn_1',
      returnTo: '/shop/demo/pay/txn_1/anna',
      receiptTo: '/receipt/txn_1',
    });
  });
  it('a bill paid meanwhile (409) reloads and says it is paid, with the receipt', async () => {
    calls.loadBill
      .mockResolvedValueOnce(bill())
      .mockResolvedValue(bill({ paid: true, payStatus: 'paid', methods: [] }));
    calls.payBill.mockRejectedValue(refusedError('order.paid', {}, 'This bill is already paid.', { status: 409 }));
    await renderInFamily(<PayBill variant="request" txn="txn_1" />);
    fireEvent.click(await screen.findByRole('radio', { name: /Credit card/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Pay $19.29' }));
    expect(await screen.findByRole('heading', { name: 'This bill is already paid.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View receipt' }).getAttribute('href')).toBe('/receipt/txn_1');
  });
  it('unknown bill: not found; no online methods: pay at the counter', async () => {
    calls.loadBill.mockRejectedValueOnce(refusedError('notFound', {}, '', { status: 404 }));
    await renderInFamily(<PayBill variant="request" txn="txn_x" />);
    expect(await screen.findByRole('heading', { name: 'We could not find this bill.' })).toBeTruthy();
    calls.loadBill.mockResolvedValue(bill({ methods: [] }));
    await renderInFamily(<PayBill variant="request" txn="txn_1" />);
    expect(await screen.findByText('This venue takes no online payments. Please pay at the counter.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
  });
  it('the hand-over screen goes to the provider; without a waiting payment it says so', async () => {
    await renderInFamily(<PayBill />);
    expect(screen.getByRole('heading', { name: 'There is no payment waiting.' })).toBeTruthy();
    const assign = vi.fn();
    Object.defineProperty(window, 'location', { value: { ...window.location, assign }, configurable: true });
    savePayInfo({
      kind: 'bill',
      transactionId: 'txn_1',
      shop: 'demo-cafe',
      payment: 'dps',
      payUrl: '/sandbox/pay/txn_1',
      amountCents: 1929,
      moneySymbol: '¥',
      returnTo: '/shop/demo/pay/txn_1/a',
      receiptTo: '/receipt/txn_1',
      createdAt: 1,
    });
    await renderInFamily(<PayBill variant="handover" />);
    expect(screen.getByRole('heading', { name: 'Paying ¥19.29' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue to payment' }).getAttribute('href')).toBe('/sandbox/pay/txn_1');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/sandbox/pay/txn_1'));
  });
});
