import { beforeEach, describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => ({ payOrder: vi.fn(), onlinePosOrderRpt: vi.fn() }));
vi.mock('../../../src/api/calls/order', async (orig) => ({
  ...(await orig<typeof import('../../../src/api/calls/order')>()),
  payOrder: calls.payOrder,
  onlinePosOrderRpt: calls.onlinePosOrderRpt,
}));

import { ApiError } from '../../../src/api/errors';
import { myOrders, orderRefusal, payWithPin } from '../../../src/features/ordering/api';
import { ensureDeviceProof } from '../../../src/state/session';
import { resetWorld, scriptedFetch } from '../../api/helpers';

beforeEach(() => {
  calls.payOrder.mockReset();
  calls.onlinePosOrderRpt.mockReset();
});

describe('stored-value payment answers', () => {
  it('a refused PIN payment (HTTP 200, success false) is an error, not a payment', async () => {
    calls.payOrder.mockResolvedValue({
      success: false,
      result: { rtn: -1, code: 'svc.wrong-pin', dispMsg: 'Wrong PIN' },
    });
    const err = await payWithPin({ transactionId: 't1', pin: '000000', idempotencyKey: 'k1' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(orderRefusal(err)).toMatchObject({ code: 'svc.wrong-pin', display: 'Wrong PIN' });
  });
  it('an accepted PIN payment returns the server result', async () => {
    calls.payOrder.mockResolvedValue({ success: true, result: { rtn: 1, paid: true } });
    await expect(payWithPin({ transactionId: 't1', pin: '123456', idempotencyKey: 'k1' })).resolves.toEqual({
      rtn: 1,
      paid: true,
    });
    expect(calls.payOrder.mock.calls[0][0]).toMatchObject({
      transactionId: 't1',
      pin: '123456',
      payment: 'svc',
      idempotencyKey: 'k1',
    });
  });
});

describe('my orders', () => {
  it('sends the device id with its secret (when the server issued one) so earlier guest orders from this browser are included', async () => {
    resetWorld();
    calls.onlinePosOrderRpt.mockResolvedValue({ success: true, result: [{ transactionId: 't9' }] });
    // A browser the server never issued a device secret to claims nothing: no device id is sent.
    expect(await myOrders(1, 10)).toEqual([{ transactionId: 't9' }]);
    expect(calls.onlinePosOrderRpt.mock.calls[0][0]).toEqual({ page: 1, pageSize: 10 });
    scriptedFetch({
      body: {
        success: true,
        result: { rtn: 1, deviceId: 'dev_0123456789abcdef01234567', deviceSecret: 's3cret-from-the-server' },
      },
    });
    await ensureDeviceProof();
    await myOrders(1, 10);
    expect(calls.onlinePosOrderRpt.mock.calls[1][0]).toEqual({
      page: 1,
      pageSize: 10,
      deviceId: 'dev_0123456789abcdef01234567',
      deviceSecret: 's3cret-from-the-server',
    });
  });
});
