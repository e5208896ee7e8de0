// The pay-only calls' answers become Bill values or a call error whose orderRefusal code the screens branch on.
import { beforeEach, describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => ({
  orderBill: vi.fn(),
  startBillPayment: vi.fn(),
  resendToKitchen: vi.fn(),
  singlePayStart: vi.fn(),
}));
vi.mock('../../../src/api/calls/order', async (orig) => ({
  ...(await orig<typeof import('../../../src/api/calls/order')>()),
  ...calls,
}));

import { ApiError } from '../../../src/api/errors';
import { orderRefusal, type OrderRefused } from '../../../src/features/ordering/api';
import { loadBill, moveBillToCounter, payBill, resendOrder } from '../../../src/features/ordering/payonly';

beforeEach(() => Object.values(calls).forEach((f) => f.mockReset()));

const refusal = async (p: Promise<unknown>) => {
  try {
    await p;
  } catch (e) {
    expect(e).toBeInstanceOf(ApiError);
    return orderRefusal(e) as OrderRefused;
  }
  throw new Error('no refusal');
};

describe('pay-only calls', () => {
  it('a bill; an unknown bill (success false) is notFound; no connection is network', async () => {
    calls.orderBill.mockResolvedValueOnce({ success: true, result: { transactionId: 'txn_1' } });
    expect(await loadBill('txn_1')).toEqual({ transactionId: 'txn_1' });
    expect(calls.orderBill).toHaveBeenCalledWith({ transactionId: 'txn_1' }, { quiet: true });
    calls.orderBill.mockResolvedValueOnce({
      success: false,
      dispMsg: 'No such order.',
      result: { code: 'order.notFound' },
    });
    expect(await refusal(loadBill('txn_x'))).toMatchObject({ code: 'notFound', display: 'No such order.' });
    calls.orderBill.mockRejectedValueOnce(new ApiError(404, 'network'));
    expect((await refusal(loadBill('txn_x'))).code).toBe('network');
  });
  it('starting a payment: the server code of a refusal (order.paid), 404 unknown', async () => {
    calls.startBillPayment.mockRejectedValueOnce(
      new ApiError(409, 'http', 'This bill is already paid.', {
        dispMsg: 'This bill is already paid.',
        result: { code: 'order.paid' },
      }),
    );
    const e = await refusal(payBill('txn_1', 'dps'));
    expect(e).toMatchObject({ status: 409, code: 'order.paid', display: 'This bill is already paid.' });
    calls.startBillPayment.mockRejectedValueOnce(
      new ApiError(404, 'http', 'No such order.', { dispMsg: 'No such order.' }),
    );
    expect((await refusal(payBill('txn_x', 'dps'))).code).toBe('notFound');
    calls.resendToKitchen.mockResolvedValueOnce({ success: true, result: { sent: true, changed: false } });
    expect(await resendOrder('txn_1')).toEqual({ sent: true, changed: false });
  });
  it('a hosted start gives the page to pay on; a counter move gives the new amount; the other shape is a bad answer', async () => {
    const hosted = {
      rtn: 1,
      transactionId: 'txn_1',
      payment: 'dps',
      amountCents: 1929,
      surchargeCents: 29,
      payUrl: '/sandbox/pay/txn_1',
      changed: true,
    };
    const counter = {
      rtn: 1,
      transactionId: 'txn_1',
      payment: 'cash',
      amountCents: 1900,
      surchargeCents: 0,
      changed: true,
    };
    calls.startBillPayment.mockResolvedValueOnce({ success: true, result: hosted });
    expect(await payBill('txn_1', 'dps')).toEqual(hosted);
    calls.startBillPayment.mockResolvedValueOnce({ success: true, result: counter });
    expect(await moveBillToCounter('txn_1', 'dev_1')).toEqual(counter);
    expect(calls.startBillPayment).toHaveBeenLastCalledWith(
      { transactionId: 'txn_1', payment: 'cash', device: 'dev_1' },
      { quiet: true },
    );
    calls.startBillPayment.mockResolvedValueOnce({ success: true, result: counter });
    await expect(payBill('txn_1', 'dps')).rejects.toMatchObject({ kind: 'bad-answer' });
    calls.startBillPayment.mockResolvedValueOnce({ success: true, result: hosted });
    await expect(moveBillToCounter('txn_1', 'dev_1')).rejects.toMatchObject({ kind: 'bad-answer' });
  });
});
