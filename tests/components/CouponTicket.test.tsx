// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const api = vi.hoisted(() => ({ oneTicket: vi.fn(), poolInfo: vi.fn(), collectTicket: vi.fn() }));
vi.mock('../../src/features/coupons/api', async (orig) => ({
  ...(await orig<typeof import('../../src/features/coupons/api')>()),
  ...api,
}));

import CouponTicket from '../../src/components/CouponTicket/CouponTicket';
import { refusedError } from '../../src/api/errors';
import { initI18n, loadNamespaces } from '../../src/i18n';
import { app, user } from '../../src/state/stores';
import { heldTicket } from './couponFixtures';
import { renderInFamily } from './helpers';

const inLanguage = async (lang: 'en-gb' | 'zh-hans') => {
  app.lang = lang;
  await initI18n(lang);
  await loadNamespaces(['coupons']);
};
afterEach(async () => inLanguage('en-gb'));

beforeEach(() => {
  Object.values(api).forEach((f) => f.mockReset());
  app.shop = 'demo';
  user.token = 'tok';
  app.lang = 'en-gb';
});

describe('CouponTicket', () => {
  it('a held coupon shows its rule, state and a QR code of its number for staff', async () => {
    api.oneTicket.mockResolvedValue(heldTicket());
    await renderInFamily(<CouponTicket variant="view" ticket="CALICE000001" />);
    expect(await screen.findByText('$5.00 off orders of $20.00 or more')).toBeTruthy();
    expect(screen.getByTestId('ticket-state').textContent).toBe('Ready to use');
    expect(screen.getByRole('img', { name: 'QR code of your coupon for staff to scan' })).toBeTruthy();
    expect(screen.getByTestId('ticket-number').textContent).toBe('CALICE000001');
  });

  it('collect: a refusal shows in words; a signed-out visitor is asked to sign in', async () => {
    api.poolInfo.mockResolvedValue({
      ...heldTicket(),
      perCustomer: 1,
      remaining: null,
      validDays: 30,
      held: 1,
      open: true,
    });
    api.collectTicket.mockResolvedValue({ ok: false, code: 'coupon.link-used', message: 'used' });
    const { unmount } = await renderInFamily(<CouponTicket variant="token" code="LINK4" token="cl1.x" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Collect this coupon' }));
    expect((await screen.findByTestId('collect-error')).textContent).toBe(
      'This link has already been used. Each link works once.',
    );
    expect(api.collectTicket).toHaveBeenCalledWith('LINK4', 'coupon', 'cl1.x');
    unmount();
    user.token = '';
    await renderInFamily(<CouponTicket variant="collect" code="LINK4" />);
    expect(await screen.findByText('Sign in to collect this into your wallet.')).toBeTruthy();
  });

  it('a refused read shows the refusal in the visitor language, never its code', async () => {
    api.poolInfo.mockRejectedValue(refusedError('coupon.closed', {}, 'This pool is closed.'));
    const en = await renderInFamily(<CouponTicket variant="collect" code="SHUT" />);
    expect(await screen.findByText('This can no longer be collected.')).toBeTruthy();
    en.unmount();
    app.lang = 'zh-hans';
    const zh = await renderInFamily(<CouponTicket variant="collect" code="SHUT" />);
    await inLanguage('zh-hans'); // after the render: the family render sets the language up in en-gb
    expect(await screen.findByText('已无法领取。')).toBeTruthy();
    zh.unmount();
    // A code the screen has no words for, without the server's words: the load error, not the code.
    api.poolInfo.mockRejectedValue(refusedError('coupon.minimum'));
    await renderInFamily(<CouponTicket variant="collect" code="SHUT2" />);
    await inLanguage('zh-hans');
    expect(await screen.findByText('无法加载，请重试。')).toBeTruthy();
    expect(screen.queryByText(/coupon\.minimum/)).toBeNull();
  });
});
