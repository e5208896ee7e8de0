// @vitest-environment jsdom
// The console's Kiosks tab (issue 27; src/components/OperatorConsole/KioskList.tsx): an administrator
// makes a one-time enrolment code and sees the link that enrols a kiosk, lists the venue's kiosks and
// revokes one; a refusal is said in words; both languages.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => ({ state: vi.fn(), devices: vi.fn(), code: vi.fn(), revoke: vi.fn() }));
vi.mock('../../src/features/backoffice/console/api', async (orig) => ({
  ...(await orig<typeof import('../../src/features/backoffice/console/api')>()),
  readState: calls.state,
}));
vi.mock('../../src/features/backoffice/console/kiosks', async (orig) => ({
  ...(await orig<typeof import('../../src/features/backoffice/console/kiosks')>()),
  readKioskDevices: calls.devices,
  newEnrolmentCode: calls.code,
  revokeKiosk: calls.revoke,
}));

import OperatorConsole from '../../src/components/OperatorConsole/OperatorConsole';
import { ApiError } from '../../src/api/errors';
import { DEMO_VENUES } from '../../server/seed/venues';
import { pickSnapshot } from '../../src/domain/configVersions';
import { initI18n, loadNamespaces } from '../../src/i18n';
import { app } from '../../src/state/stores';
import { renderInFamily } from './helpers';

const live = pickSnapshot(DEMO_VENUES[0] as unknown as Record<string, unknown>);
const kiosk = {
  deviceId: 'k0123456789abcdef0123',
  name: 'Front kiosk',
  enrolledAt: Date.UTC(2026, 0, 15),
  revokedAt: null,
  active: true,
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
});
