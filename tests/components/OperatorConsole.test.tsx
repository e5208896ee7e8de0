// @vitest-environment jsdom
// The operator console (src/components/OperatorConsole): loading, the draft editor built from the
// settings schema with the spec defaults, inline validation with the schema, a saved draft holding
// only the changed key, the draft's changes with Publish behind a confirmation, history with
// rollback, refusals said clearly (sign in, not this venue's admin), both languages.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => ({
  state: vi.fn(),
  save: vi.fn(),
  publish: vi.fn(),
  history: vi.fn(),
  audit: vi.fn(),
  rollback: vi.fn(),
  discard: vi.fn(),
}));
vi.mock('../../src/features/backoffice/console/api', async (orig) => ({
  ...(await orig<typeof import('../../src/features/backoffice/console/api')>()),
  readState: calls.state,
  saveDraft: calls.save,
  publish: calls.publish,
  readHistory: calls.history,
  readAudit: calls.audit,
  rollback: calls.rollback,
  discardDraft: calls.discard,
}));

import OperatorConsole from '../../src/components/OperatorConsole/OperatorConsole';
import { ApiError } from '../../src/api/errors';
import { DEMO_VENUES } from '../../server/seed/venues';
import { pickSnapshot } from '../../src/domain/configVersions';
import { initI18n, loadNamespaces } from '../../src/i18n';
import { app } from '../../src/state/stores';
import { renderInFamily } from './helpers';

const live = pickSnapshot(DEMO_VENUES[0] as unknown as Record<string, unknown>);
const draft = {
  config: { ...live, settings: { ...live.settings, kioskMode: true } },
  baseVersion: 0,
  previewToken: 'a'.repeat(32),
  updatedBy: 'admin@example.com',
  updatedAt: Date.UTC(2026, 0, 15),
  changes: [{ key: 'settings.kioskMode', after: true }],
};

beforeEach(async () => {
  for (const c of Object.values(calls)) c.mockReset();
  app.shop = 'demo-cafe';
  await loadNamespaces(['backoffice']);
});

describe('OperatorConsole', () => {
  it('draws the groups from the schema with defaults, validates inline, saves only the changed key', async () => {
    calls.state.mockResolvedValue({ live, latest: 0, draft: null, stale: false });
    calls.save.mockResolvedValue({ live, latest: 0, draft, stale: false });
    await renderInFamily(<OperatorConsole />, '/merchant/demo-cafe/console');
    const kiosk = await screen.findByRole('switch', { name: 'Kiosk mode' });
    expect(kiosk.getAttribute('aria-checked')).toBe('false');
    // A navigation of sections in words; one section at a time, the stored key only in a details line.
    const nav = screen.getByRole('navigation', { name: 'Console sections' });
    expect(within(nav).getByRole('button', { name: 'Modes and licence' }).getAttribute('aria-current')).toBe('true');
    expect(within(nav).getByRole('button', { name: 'Opening hours and closures' })).toBeTruthy();
    expect(screen.getByText('Stored as settings.kioskMode')).toBeTruthy();
    expect(screen.queryByLabelText('Menu items per row')).toBeNull();
    // Found by search in words ...
    fireEvent.change(screen.getByRole('searchbox', { name: 'Find a setting' }), { target: { value: 'per row' } });
    expect(await screen.findByLabelText('Menu items per row')).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Find a setting' }), { target: { value: '' } });
    // ... or in its section.
    fireEvent.click(within(nav).getByRole('button', { name: 'Menu display' }));
    const items = (await screen.findByLabelText('Menu items per row')) as HTMLInputElement;
    expect(items.value).toBe('3');
    expect(screen.getByText(/How many dishes or products sit side by side in the menu\. · Default: 3/)).toBeTruthy();
    fireEvent.change(items, { target: { value: '0' } });
    expect(await screen.findByText('Enter 1 or more.')).toBeTruthy();
    expect(items.getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Some settings are not valid: they are marked below.')).toBeTruthy();
    expect(calls.save).not.toHaveBeenCalled();
    fireEvent.change(items, { target: { value: '3' } });
    await waitFor(() => expect(items.getAttribute('aria-invalid')).toBe('false'));
    fireEvent.click(within(nav).getByRole('button', { name: 'Modes and licence' }));
    fireEvent.click(await screen.findByRole('switch', { name: 'Kiosk mode' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(calls.save).toHaveBeenCalledTimes(1));
    const [shop, saved] = calls.save.mock.calls[0];
    expect(shop).toBe('demo-cafe');
    expect(saved.settings).toEqual({ ...live.settings, kioskMode: true });
    expect(saved.hours).toEqual(live.hours);
  }, 60_000);

  it('preview and publish: the changes, the phone frame with the preview token, Publish after confirming', async () => {
    calls.state.mockResolvedValue({ live, latest: 0, draft, stale: false });
    calls.publish.mockResolvedValue({ version: 2, changes: draft.changes });
    await renderInFamily(<OperatorConsole />, '/merchant/demo-cafe/console');
    fireEvent.mouseDown(await screen.findByRole('tab', { name: 'Preview and publish' }));
    const frame = await screen.findByTitle("Preview of the customer's screens with the draft");
    expect(frame.getAttribute('src')).toBe(`/demo-cafe?preview=${'a'.repeat(32)}`);
    expect(screen.getByText('Kiosk mode')).toBeTruthy();
    expect(screen.getByText('settings.kioskMode')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Publish version 2?')).toBeTruthy();
    expect(calls.publish).not.toHaveBeenCalled();
    fireEvent.click(screen.getAllByRole('button', { name: 'Publish', hidden: true }).at(-1)!);
    await waitFor(() => expect(calls.publish).toHaveBeenCalledWith('demo-cafe'));
    expect(await screen.findByText('Version 2 is live.')).toBeTruthy();
  });

  it('the audit log says each action in words, a sold-out mark too', async () => {
    calls.state.mockResolvedValue({ live, latest: 1, draft: null, stale: false });
    calls.audit.mockResolvedValue([
      {
        id: 2,
        at: Date.UTC(2026, 0, 15),
        userName: 'admin@example.com',
        action: 'soldOut',
        version: null,
        changes: [],
      },
      { id: 1, at: Date.UTC(2026, 0, 14), userName: 'admin@example.com', action: 'publish', version: 1, changes: [] },
    ]);
    await renderInFamily(<OperatorConsole />, '/merchant/demo-cafe/console');
    fireEvent.mouseDown(await screen.findByRole('tab', { name: 'Audit log' }));
    expect(await screen.findByText('marked an item sold out or back on sale')).toBeTruthy();
    expect(screen.getByText('published version 1')).toBeTruthy();
    expect(screen.queryByText(/action_/)).toBeNull();
  });

  it("says sign in, or not this venue's admin, instead of the console", async () => {
    calls.state.mockRejectedValue(new ApiError(403, 'http'));
    const { unmount } = await renderInFamily(<OperatorConsole />, '/merchant/demo-cafe/console');
    expect(await screen.findByText('Only an administrator of this venue can use the console.')).toBeTruthy();
    unmount();
    calls.state.mockRejectedValue(new ApiError(401, 'not-logged'));
    await renderInFamily(<OperatorConsole />, '/merchant/demo-cafe/console');
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeTruthy();
  });

  it('in Chinese', async () => {
    calls.state.mockResolvedValue({ live, latest: 3, draft: null, stale: false });
    app.lang = 'zh-hans';
    try {
      await renderInFamily(<OperatorConsole />, '/merchant/demo-cafe/console');
      await initI18n('zh-hans');
      await loadNamespaces(['backoffice']);
      expect(await screen.findByRole('heading', { name: '运营控制台' })).toBeTruthy();
      expect(screen.getByText('当前生效：版本 3')).toBeTruthy();
    } finally {
      app.lang = 'en-gb';
      await initI18n('en-gb');
    }
  });
});
