// @vitest-environment jsdom
// Exit system: the exit password checked by the venue; a wrong one says so and clears the field; the
// right one leaves kiosk mode (flow event EXITED) and says so; Cancel sends CANCEL.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/api/errors';

const calls = vi.hoisted(() => ({ check: vi.fn() }));
vi.mock('../../src/features/kioskops/api', async (orig) => ({
  ...(await orig<typeof import('../../src/features/kioskops/api')>()),
  checkExitPassword: calls.check,
}));

import KioskExit from '../../src/components/KioskExit/KioskExit';
import { renderInFamily } from './helpers';
import { listenFlow, opsTexts } from './kioskOpsHelpers';

beforeEach(async () => {
  calls.check.mockReset();
  await opsTexts();
});

const type = (v: string) => fireEvent.change(screen.getByLabelText('Exit password'), { target: { value: v } });

describe('KioskExit', () => {
  it('a wrong password is refused; the right one leaves kiosk mode', async () => {
    calls.check.mockResolvedValueOnce({ ok: false, message: 'no' }).mockResolvedValue({ ok: true });
    const flow = listenFlow();
    try {
      await renderInFamily(<KioskExit />, '/self/demo/kiosk-exit');
      type('wrong');
      fireEvent.click(screen.getByRole('button', { name: 'Leave kiosk mode' }));
      expect(await screen.findByText('The exit password is not correct.')).toBeTruthy();
      expect((screen.getByLabelText('Exit password') as HTMLInputElement).value).toBe('');
      type('Admin1234!');
      fireEvent.click(screen.getByRole('button', { name: 'Leave kiosk mode' }));
      expect(await screen.findByRole('heading', { name: 'Kiosk mode ended' })).toBeTruthy();
      expect(calls.check).toHaveBeenLastCalledWith('Admin1234!');
      expect(flow.events).toEqual(['EXITED']);
    } finally {
      flow.stop();
    }
  });

  it('an empty password is not sent; a customer is told only staff may leave; Cancel sends CANCEL', async () => {
    calls.check.mockRejectedValue(new ApiError(403, 'http'));
    const flow = listenFlow();
    try {
      await renderInFamily(<KioskExit />, '/self/demo/kiosk-exit');
      fireEvent.click(screen.getByRole('button', { name: 'Leave kiosk mode' }));
      expect(calls.check).not.toHaveBeenCalled();
      type('Demo1234!');
      fireEvent.click(screen.getByRole('button', { name: 'Leave kiosk mode' }));
      await waitFor(() => expect(screen.getByText('Only staff of this venue may leave kiosk mode.')).toBeTruthy());
      fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
      expect(flow.events).toEqual(['CANCEL']);
    } finally {
      flow.stop();
    }
  });
});
