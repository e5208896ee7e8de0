// @vitest-environment jsdom
// The console's Online payments tab (issue 35; src/components/OperatorConsole/PaymentProviders.tsx): an
// administrator enters Stripe keys, sees them back masked only, a refusal names its field, removes a
// provider; keyboard (a form submits with Enter); axe; both languages.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => ({ state: vi.fn(), list: vi.fn(), save: vi.fn(), remove: vi.fn() }));
vi.mock('../../src/features/backoffice/console/api', async (orig) => ({
  ...(await orig<typeof import('../../src/features/backoffice/console/api')>()),
  readState: calls.state,
}));
vi.mock('../../src/api/calls/backoffice', async (orig) => ({
  ...(await orig<typeof import('../../src/api/calls/backoffice')>()),
  paymentProviders: calls.list,
  paymentProviderSave: calls.save,
  paymentProviderRemove: calls.remove,
}));

import OperatorConsole from '../../src/components/OperatorConsole/OperatorConsole';
import { DEMO_VENUES } from '../../server/seed/venues';
import { pickSnapshot } from '../../src/domain/configVersions';
import { initI18n, loadNamespaces } from '../../src/i18n';
import { app } from '../../src/state/stores';
import { hasUnsavedWork } from '../../src/shared/hooks';
import { renderInFamily } from './helpers';

const live = pickSnapshot(DEMO_VENUES[0] as unknown as Record<string, unknown>);
const stripe = {
  provider: 'stripe',
  testMode: true,
  methods: ['card', 'alipay'],
  secretKey: 'sk_test_••••abcd',
  webhookSecret: 'whsec_••••7766',
  clientId: '',
  clientSecret: '',
  webhookId: '',
};
const answer = (providers: unknown[], canStore = true) => ({ success: true, result: { canStore, providers } });

beforeEach(async () => {
  for (const c of Object.values(calls)) c.mockReset();
  app.shop = 'demo-cafe';
  calls.state.mockResolvedValue({ live, latest: 0, draft: null, stale: false });
  await loadNamespaces(['backoffice']);
});

async function openPayments(name = 'Online payments') {
  await renderInFamily(<OperatorConsole />, '/merchant/demo-cafe/console');
  fireEvent.mouseDown(await screen.findByRole('tab', { name }));
}

describe('console: online payment providers', () => {
  it('saves Stripe keys and shows them back masked only; the fields are left blank', async () => {
    calls.list.mockResolvedValue(answer([]));
    calls.save.mockResolvedValue(answer([stripe]));
    await openPayments();
    const form = await screen.findByRole('form', { name: 'Stripe (cards, Alipay, WeChat Pay)' });
    expect(within(form).getByText(/Not set up/)).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Secret key'), {
      target: { value: 'sk_test_consoleSecretKey1234567890abcd' },
    });
    fireEvent.change(within(form).getByLabelText('Webhook signing secret'), {
      target: { value: 'whsec_consoleWebhookSecret99887766' },
    });
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Alipay' }));
    await act(async () => {
      fireEvent.submit(form);
    });
    expect(calls.save).toHaveBeenCalledWith(
      {
        shop: 'demo-cafe',
        provider: 'stripe',
        testMode: true,
        secretKey: 'sk_test_consoleSecretKey1234567890abcd',
        webhookSecret: 'whsec_consoleWebhookSecret99887766',
        methods: ['card', 'alipay'],
      },
      { quiet: true },
    );
    const saved = await screen.findByRole('form', { name: 'Stripe (cards, Alipay, WeChat Pay)' });
    await waitFor(() => expect(within(saved).getByText(/Saved: sk_test_••••abcd/)).toBeTruthy());
    expect((within(saved).getByLabelText('Secret key') as HTMLInputElement).value).toBe('');
    expect((within(saved).getByLabelText('Secret key') as HTMLInputElement).type).toBe('password');
    expect(within(saved).getByText(/Set up in test mode/)).toBeTruthy();
  });

  it('a key typed but not saved is not dropped by another tab: asked first, Stay keeps it, a save ends the question', async () => {
    calls.list.mockResolvedValue(answer([]));
    calls.save.mockResolvedValue(answer([stripe]));
    await openPayments();
    const form = await screen.findByRole('form', { name: 'Stripe (cards, Alipay, WeChat Pay)' });
    expect(hasUnsavedWork()).toBe(false);
    fireEvent.change(within(form).getByLabelText('Secret key'), {
      target: { value: 'sk_test_consoleSecretKey1234567890abcd' },
    });
    expect(hasUnsavedWork()).toBe(true);
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Edit draft' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Leave this tab?' });
    expect(within(ask).getByText(/What you typed here is not saved/)).toBeTruthy();
    fireEvent.click(within(ask).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Online payments');
    expect((within(form).getByLabelText('Secret key') as HTMLInputElement).value).toBe(
      'sk_test_consoleSecretKey1234567890abcd',
    );
    await act(async () => {
      fireEvent.submit(form);
    });
    await waitFor(() => expect(hasUnsavedWork()).toBe(false));
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Edit draft' }));
    await waitFor(() => expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Edit draft'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('a refused key is named at its field; remove takes the provider away', async () => {
    calls.list.mockResolvedValue(answer([stripe]));
    calls.save.mockResolvedValue({
      success: false,
      dispMsg: 'This is not a Stripe secret key.',
      result: { code: 'provider.invalid', field: 'secretKey' },
    });
    calls.remove.mockResolvedValue(answer([]));
    await openPayments();
    const form = await screen.findByRole('form', { name: 'Stripe (cards, Alipay, WeChat Pay)' });
    fireEvent.change(within(form).getByLabelText('Secret key'), { target: { value: 'hello' } });
    await act(async () => {
      fireEvent.submit(form);
    });
    const input = within(form).getByLabelText('Secret key');
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    expect(within(form).getByText(/This is not a Stripe secret key: it starts with sk_test_/)).toBeTruthy();
    expect(within(form).getByRole('alert').textContent).toBe('Please check the fields marked above.');
    await act(async () => {
      fireEvent.click(within(form).getByRole('button', { name: 'Remove Stripe (cards, Alipay, WeChat Pay)' }));
    });
    expect(calls.remove).toHaveBeenCalledWith({ shop: 'demo-cafe', provider: 'stripe' }, { quiet: true });
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Remove Stripe (cards, Alipay, WeChat Pay)' })).toBeNull(),
    );
  });

  it('has no serious or critical axe violation', async () => {
    calls.list.mockResolvedValue(answer([stripe]));
    await openPayments();
    await screen.findByRole('form', { name: 'PayPal' });
    const axe = (await import('axe-core')).default;
    const r = await axe.run(document.body, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  });

  it('says when the server cannot store keys, in Chinese', async () => {
    calls.list.mockResolvedValue(answer([], false));
    app.lang = 'zh-hans';
    try {
      await renderInFamily(<OperatorConsole />, '/merchant/demo-cafe/console');
      await initI18n('zh-hans');
      await loadNamespaces(['backoffice']);
      fireEvent.mouseDown(await screen.findByRole('tab', { name: '在线支付' }));
      expect((await screen.findByRole('alert')).textContent).toContain('此服务器暂时无法保存在线支付密钥');
    } finally {
      app.lang = 'en-gb';
      await initI18n('en-gb');
    }
  });
});
