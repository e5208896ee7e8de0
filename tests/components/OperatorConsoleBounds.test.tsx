// @vitest-environment jsdom
// The console says which setting is out of bounds and its limit (config.bounds, issue 27): the
// refusal's field and limit reach the screen from a 400 (draft save) or a refused publish, in the
// console's words, in English and Chinese. Before, the 400 showed "The server refused the draft" with
// the server's English text, and a refused publish "Something went wrong".
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => ({ state: vi.fn(), publish: vi.fn() }));
vi.mock('../../src/features/backoffice/console/api', async (orig) => ({
  ...(await orig<typeof import('../../src/features/backoffice/console/api')>()),
  readState: calls.state,
  publish: calls.publish,
}));

import OperatorConsole from '../../src/components/OperatorConsole/OperatorConsole';
import { ApiError, refusedError } from '../../src/api/errors';
import { consoleErrorOf, run } from '../../src/features/backoffice/console/api';
import { consoleFailure } from '../../src/components/OperatorConsole/consoleFailure';
import { DEMO_VENUES } from '../../server/seed/venues';
import { pickSnapshot } from '../../src/domain/configVersions';
import { i18n, initI18n, loadNamespaces } from '../../src/i18n';
import { app } from '../../src/state/stores';
import { renderInFamily } from './helpers';

const live = pickSnapshot(DEMO_VENUES[0] as unknown as Record<string, unknown>);
const draft = {
  config: { ...live, settings: { ...live.settings, sessionExpire: 1e20 } },
  baseVersion: 0,
  previewToken: 'a'.repeat(32),
  updatedBy: 'admin@example.com',
  updatedAt: Date.UTC(2026, 0, 15),
  changes: [{ key: 'settings.sessionExpire', after: 1e20 }],
};
const bounds = (field: string, limit?: number) =>
  refusedError('config.bounds', { field, ...(limit !== undefined ? { limit } : {}) }, `"${field}" is out of bounds.`, {
    status: 400,
  });
const say = (e: unknown) => consoleFailure((key, values) => i18n.t(key, values), e);

beforeEach(async () => {
  calls.state.mockReset();
  calls.publish.mockReset();
  app.shop = 'demo-cafe';
  await loadNamespaces(['backoffice']);
});

describe('config.bounds in the console', () => {
  it('a 400 with code, field and limit is read as a console failure carrying them (not "invalid")', async () => {
    const body = {
      success: false,
      dispMsg: '"settings.sessionExpire" must be at most 10080.',
      result: { code: 'config.bounds', field: 'settings.sessionExpire', limit: 10080 },
    };
    const e = await run(() => Promise.reject(new ApiError(400, 'http', body.dispMsg, body))).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(ApiError);
    expect(consoleErrorOf(e)).toMatchObject({
      code: 'config.bounds',
      detail: { field: 'settings.sessionExpire', limit: 10080 },
    });
    // A refused publish (HTTP 200) carries them the same way.
    const pub = await run(() => Promise.resolve({ ...body, success: false as const })).catch((x: unknown) => x);
    expect(pub).toMatchObject({ code: 'config.bounds', detail: { field: 'settings.sessionExpire', limit: 10080 } });
  });

  it('names the setting and its limit in English', () => {
    expect(say(bounds('settings.sessionExpire', 10080))).toBe(
      'The setting “sessionExpire” is outside what the venue can use: its limit is 10080. Change it and save again.',
    );
    expect(say(bounds('payments.0.rate', 100))).toBe(
      'Payment method 1: Rate is outside what the venue can use: its limit is 100. Change it and save again.',
    );
    expect(say(bounds('branding.name', 5000))).toContain(
      'Branding: name is outside what the venue can use: its limit is 5000.',
    );
    expect(say(bounds('profile.about', 5000))).toContain('Venue details: “about” is outside');
    expect(say(bounds('x.y', 1))).toContain('“x.y” is outside');
    expect(say(bounds('settings.maxBookingPeople'))).toBe(
      'The setting “maxBookingPeople” is not a value the venue can use (a number is needed, or it is too long). Change it and save again.',
    );
  });

  it('shows a refused publish on the screen, then in Chinese', async () => {
    calls.state.mockResolvedValue({ live, latest: 0, draft, stale: false });
    calls.publish.mockRejectedValue(bounds('settings.sessionExpire', 10080));
    const { unmount } = await renderInFamily(<OperatorConsole />, '/merchant/demo-cafe/console');
    fireEvent.mouseDown(await screen.findByRole('tab', { name: 'Preview and publish' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Publish' }));
    expect(await screen.findByText(/^Publish version \d+\?$/)).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Publish', hidden: true }).at(-1)!);
    await waitFor(() => expect(calls.publish).toHaveBeenCalledWith('demo-cafe'));
    expect(await screen.findByText(/The setting “sessionExpire” is outside .*its limit is 10080/)).toBeTruthy();
    unmount();
    app.lang = 'zh-hans';
    try {
      await initI18n('zh-hans');
      await loadNamespaces(['backoffice']);
      expect(say(bounds('settings.sessionExpire', 10080))).toBe(
        '设置“sessionExpire”超出了商户可用的范围：限值为 10080。请修改后重新保存。',
      );
      expect(say(bounds('payments.1.surcharge', 100000))).toBe(
        '第 2 个支付方式：附加费超出了商户可用的范围：限值为 100000。请修改后重新保存。',
      );
    } finally {
      app.lang = 'en-gb';
      await initI18n('en-gb');
    }
  });
});
