// @vitest-environment jsdom
// The console's Kiosks tab (issue 27; src/components/OperatorConsole/KioskList.tsx): an administrator
// makes a one-time enrolment code and sees the link that enrols a kiosk, lists the venue's kiosks and
// revokes one; a refusal is said in words; both languages. Each kiosk's card reader id (issue 35):
// checked before it is sent, saved, removed, the server's refusal in words, in Chinese too.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => ({
  state: vi.fn(),
  devices: vi.fn(),
  code: vi.fn(),
  revoke: vi.fn(),
  reader: vi.fn(),
}));
vi.mock('../../src/features/backoffice/console/api', async (orig) => ({
  ...(await orig<typeof import('../../src/features/backoffice/console/api')>()),
  readState: calls.state,
}));
vi.mock('../../src/features/backoffice/console/kiosks', async (orig) => ({
  ...(await orig<typeof import('../../src/features/backoffice/console/kiosks')>()),
  readKioskDevices: calls.devices,
  newEnrolmentCode: calls.code,
  revokeKiosk: calls.revoke,
  setKioskReader: calls.reader,
}));

import OperatorConsole from '../../src/components/OperatorConsole/OperatorConsole';
import { ApiError, refusedError } from '../../src/api/errors';
import { DEMO_VENUES } from '../../server/seed/venues';
import { pickSnapshot } from '../../src/domain/configVersions';
import { initI18n, loadNamespaces } from '../../src/i18n';
import { app } from '../../src/state/stores';
import { renderInFamily } from './helpers';
import { hasUnsavedWork } from '../../src/shared/hooks';

const live = pickSnapshot(DEMO_VENUES[0] as unknown as Record<string, unknown>);
const kiosk = {
  deviceId: 'k0123456789abcdef0123',
  name: 'Front kiosk',
  enrolledAt: Date.UTC(2026, 0, 15),
  revokedAt: null,
  active: true,
  readerId: null as string | null,
};

beforeEach(async () => {
  for (const c of Object.values(calls)) c.mockReset();
  app.shop = 'demo-kiosk';
  calls.state.mockResolvedValue({ live, latest: 0, draft: null, stale: false });
  await loadNamespaces(['backoffice']);
});

async function openKiosks(name: string) {
  await renderInFamily(<OperatorConsole />, '/merchant/demo-kiosk/console');
  const tab = await screen.findByRole('tab', { name });
  fireEvent.mouseDown(tab);
}

describe('console: kiosks', () => {
  it('makes an enrolment code with its link, lists the kiosks and revokes one', async () => {
    calls.devices.mockResolvedValue([kiosk]);
    calls.code.mockResolvedValue({ code: 'ABCD2345', expiresAt: Date.UTC(2026, 0, 15, 0, 30) });
    calls.revoke.mockResolvedValue([{ ...kiosk, active: false, revokedAt: Date.UTC(2026, 0, 15, 1) }]);
    await openKiosks('Kiosks');
    expect(await screen.findByRole('heading', { name: 'Front kiosk' })).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'New enrolment code' }));
    });
    const code = await screen.findByTestId('kiosk-enrolment-code');
    expect(code.textContent).toContain('Enrolment code ABCD2345, single use');
    expect(code.textContent).toContain('/self/demo-kiosk/kiosk?enrol=ABCD2345');
    expect(calls.code).toHaveBeenCalledWith('demo-kiosk', 'Kiosk');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Revoke Front kiosk' }));
    });
    expect(calls.revoke).toHaveBeenCalledWith('demo-kiosk', kiosk.deviceId);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Revoke Front kiosk' })).toBeNull());
    expect(screen.getByText(/^Enrolled .* · revoked /)).toBeTruthy();
    expect(
      screen.getByText('The kiosk is revoked: its member checks and calls for staff are refused from now on.'),
    ).toBeTruthy();
  });

  it('says a refusal in words, and speaks Chinese', async () => {
    calls.devices.mockResolvedValue([]);
    calls.code.mockRejectedValue(new ApiError(403, 'http'));
    app.lang = 'zh-hans';
    try {
      await renderInFamily(<OperatorConsole />, '/merchant/demo-kiosk/console');
      await initI18n('zh-hans');
      await loadNamespaces(['backoffice']);
      fireEvent.mouseDown(await screen.findByRole('tab', { name: '自助点餐机' }));
      expect(await screen.findByText('本店尚未登记任何自助点餐机。')).toBeTruthy();
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: '生成登记码' }));
      });
      expect((await screen.findByRole('alert')).textContent).not.toBe('');
    } finally {
      app.lang = 'en-gb';
      await initI18n('en-gb');
    }
  });

  it("saves, changes and removes a kiosk's card reader id; a wrong id is said before anything is sent", async () => {
    calls.devices.mockResolvedValue([kiosk]);
    calls.reader.mockImplementation((_shop: string, _device: string, id: string) => Promise.resolve(id.trim() || null));
    await openKiosks('Kiosks');
    const field = await screen.findByLabelText('Card reader id');
    expect((field as HTMLInputElement).value).toBe('');
    expect(screen.getByText(/Stripe dashboard → Terminal → Readers/)).toBeTruthy();
    expect(hasUnsavedWork()).toBe(false);
    fireEvent.change(field, { target: { value: 'reader-7' } });
    // A reader typed but not saved: leaving the tab or the page asks first.
    expect(hasUnsavedWork()).toBe(true);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save reader' }));
    });
    expect(calls.reader).not.toHaveBeenCalled();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(/A reader id starts with tmr_/)).toBeTruthy();
    fireEvent.change(field, { target: { value: ' tmr_FrontDoor01 ' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save reader' }));
    });
    expect(calls.reader).toHaveBeenLastCalledWith('demo-kiosk', kiosk.deviceId, 'tmr_FrontDoor01');
    await waitFor(() => expect((field as HTMLInputElement).value).toBe('tmr_FrontDoor01'));
    expect(hasUnsavedWork()).toBe(false);
    expect(field.getAttribute('aria-invalid')).toBe('false');
    expect(await screen.findByText('Front kiosk now takes cards on reader tmr_FrontDoor01.')).toBeTruthy();
    fireEvent.change(field, { target: { value: '' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Remove reader' }));
    });
    expect(calls.reader).toHaveBeenLastCalledWith('demo-kiosk', kiosk.deviceId, '');
    expect(await screen.findByText(/Front kiosk has no card reader now/)).toBeTruthy();
  });

  it("shows the server's refusal of a reader in words, keeping what was typed", async () => {
    calls.devices.mockResolvedValue([{ ...kiosk, readerId: 'tmr_Old' }]);
    calls.reader.mockRejectedValue(
      refusedError('device.unknown', {}, 'This venue has no such kiosk.', { status: 404 }),
    );
    await openKiosks('Kiosks');
    const field = await screen.findByLabelText('Card reader id');
    expect((field as HTMLInputElement).value).toBe('tmr_Old');
    fireEvent.change(field, { target: { value: 'tmr_New' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save reader' }));
    });
    expect(await screen.findByText('This kiosk is no longer enrolled here. Reload the list.')).toBeTruthy();
    expect((field as HTMLInputElement).value).toBe('tmr_New');
  });

  it('the card reader field in Chinese', async () => {
    calls.devices.mockResolvedValue([kiosk]);
    app.lang = 'zh-hans';
    try {
      await renderInFamily(<OperatorConsole />, '/merchant/demo-kiosk/console');
      await initI18n('zh-hans');
      await loadNamespaces(['backoffice']);
      fireEvent.mouseDown(await screen.findByRole('tab', { name: '自助点餐机' }));
      const field = await screen.findByLabelText('刷卡机编号');
      fireEvent.change(field, { target: { value: 'x' } });
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: '保存刷卡机' }));
      });
      expect(screen.getByText(/刷卡机编号以 tmr_ 开头/)).toBeTruthy();
      expect(calls.reader).not.toHaveBeenCalled();
    } finally {
      app.lang = 'en-gb';
      await initI18n('en-gb');
    }
  });
});
