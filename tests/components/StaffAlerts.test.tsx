// @vitest-environment jsdom
// Staff alerts: the open calls for staff with 'On my way' (acknowledged, list read again), empty,
// and the venue's refusals (sign in, not staff) said clearly.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/api/errors';

const calls = vi.hoisted(() => ({ list: vi.fn(), ack: vi.fn() }));
vi.mock('../../src/features/kioskops/api', async (orig) => ({
  ...(await orig<typeof import('../../src/features/kioskops/api')>()),
  listStaffCalls: calls.list,
  ackStaffCall: calls.ack,
}));

import StaffAlerts from '../../src/components/StaffAlerts/StaffAlerts';
import { type StaffCall } from '../../src/features/kioskops/api';
import { renderInFamily } from './helpers';
import { opsTexts } from './kioskOpsHelpers';

beforeEach(async () => {
  calls.list.mockReset();
  calls.ack.mockReset();
  await opsTexts();
});
const C = (over: Partial<StaffCall> = {}): StaffCall => ({
  callId: '5',
  deviceId: 'dev-abcdef123',
  tableNo: '',
  createdAt: Date.UTC(2026, 0, 15, 2),
  ackedAt: null,
  open: true,
  ...over,
});

describe('StaffAlerts', () => {
  it('lists the open call and acknowledges it', async () => {
    calls.list
      .mockResolvedValueOnce({ calls: [C()], open: 1 })
      .mockResolvedValue({ calls: [C({ open: false, ackedAt: Date.UTC(2026, 0, 15, 2, 1) })], open: 0 });
    calls.ack.mockResolvedValue({ ...C({ open: false }), changed: true });
    await renderInFamily(<StaffAlerts />, '/merchant/demo/alerts');
    expect((await screen.findByTestId('staff-alerts-open')).textContent).toBe('1 customer waiting');
    expect(screen.getByText('Kiosk def123')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'On my way' }));
    await waitFor(() => expect(calls.ack).toHaveBeenCalledWith('5'));
    await waitFor(() =>
      expect(screen.getByTestId('staff-alerts-open').textContent).toBe('No one is waiting for staff.'),
    );
  });

  it('not signed in: says so with a sign-in link; not staff: says so', async () => {
    calls.list.mockRejectedValue(new ApiError(401, 'http'));
    const view = await renderInFamily(<StaffAlerts />, '/merchant/demo/alerts');
    expect(await screen.findByText('Sign in with a staff account of this venue to see calls for staff.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeTruthy();
    view.unmount();
    calls.list.mockRejectedValue(new ApiError(403, 'http'));
    await renderInFamily(<StaffAlerts />, '/merchant/demo/alerts');
    expect(await screen.findByText('Only staff of this venue may see calls for staff.')).toBeTruthy();
  });
});
