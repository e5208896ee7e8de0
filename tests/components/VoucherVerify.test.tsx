// @vitest-environment jsdom
// Staff verify a coupon or voucher (src/components/VoucherVerify): typed entry (normalised, checked),
// the verified ticket with what it gives, a second verify refused with its own words, not staff,
// both languages; the camera button only where the browser has BarcodeDetector.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const api = vi.hoisted(() => ({ verifyHeldTicket: vi.fn() }));
vi.mock('../../src/features/coupons/api', async (orig) => ({
  ...(await orig<typeof import('../../src/features/coupons/api')>()),
  ...api,
}));

import VoucherVerify from '../../src/components/VoucherVerify/VoucherVerify';
import { initI18n } from '../../src/i18n';
import { app, user } from '../../src/state/stores';
import { heldTicket } from './couponFixtures';
import { renderInFamily } from './helpers';

beforeEach(() => {
  api.verifyHeldTicket.mockReset();
  app.shop = 'demo';
  user.token = 'tok';
  app.lang = 'en-gb';
});

const field = () => screen.getByLabelText('Coupon or voucher number') as HTMLInputElement;

describe('VoucherVerify', () => {
  it('verifies a typed number once; a second verify is refused clearly', async () => {
    api.verifyHeldTicket
      .mockResolvedValueOnce({ ok: true, value: { ...heldTicket(), status: 'verified', state: 'verified' } })
      .mockResolvedValueOnce({ ok: false, code: 'coupon.used', message: 'This coupon has already been verified.' });
    await renderInFamily(<VoucherVerify camera />, '/merchant/demo/verify');
    expect(screen.queryByRole('button', { name: 'Scan with the camera' })).toBeNull(); // jsdom has no BarcodeDetector
    fireEvent.change(field(), { target: { value: 'calice-000001' } });
    expect(field().value).toBe('CALICE000001');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(api.verifyHeldTicket).toHaveBeenCalledWith('CALICE000001'));
    const result = await screen.findByTestId('verify-result');
    await waitFor(() => expect(result.textContent).toContain('Verified: CALICE000001'));
    expect(result.getAttribute('role')).toBe('status');
    expect(result.textContent).toContain('$5.00 off orders of $20.00 or more');
    expect(field().value).toBe('');
    fireEvent.change(field(), { target: { value: 'CALICE000001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() =>
      expect(screen.getByTestId('verify-result').textContent).toBe(
        'CALICE000001 was already verified or used: it cannot be verified again.',
      ),
    );
    expect(screen.getByTestId('verify-result').getAttribute('role')).toBe('alert');
  });

  it("refuses a malformed number without a call, and says when the account is not the venue's staff", async () => {
    api.verifyHeldTicket.mockResolvedValue({
      ok: false,
      code: 'staff.only',
      message: 'Only an administrator of this venue may do this.',
    });
    await renderInFamily(<VoucherVerify />, '/merchant/demo/verify');
    fireEvent.change(field(), { target: { value: 'AB' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Please enter 4 to 20 letters and digits.')).toBeTruthy();
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(api.verifyHeldTicket).not.toHaveBeenCalled();
    fireEvent.change(field(), { target: { value: 'VALICE000001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() =>
      expect(screen.getByTestId('verify-result').textContent).toContain("Only this venue's staff can verify"),
    );
  });

  it('speaks Chinese, and offers the camera where the browser reads QR codes', async () => {
    app.lang = 'zh-hans';
    const w = window as unknown as { BarcodeDetector?: unknown };
    w.BarcodeDetector = class {};
    Object.defineProperty(navigator, 'mediaDevices', {
      value: { getUserMedia: vi.fn(() => new Promise(() => undefined)) },
      configurable: true,
    });
    try {
      await renderInFamily(<VoucherVerify />, '/merchant/demo/verify');
      await initI18n('zh-hans');
      expect(await screen.findByRole('heading', { name: '核销优惠券或代金券' })).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: '用摄像头扫描' }));
      expect(await screen.findByRole('button', { name: '关闭摄像头' })).toBeTruthy();
      expect(navigator.mediaDevices.getUserMedia).toHaveBeenCalled();
    } finally {
      delete w.BarcodeDetector;
      app.lang = 'en-gb';
      await initI18n('en-gb');
    }
  });
});
