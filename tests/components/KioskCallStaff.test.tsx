// @vitest-environment jsdom
// Call staff on the kiosk: calls at once, says 'Staff will be with you shortly...', a failure says so
// with Call again, Done sends the flow event DONE.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => ({ call: vi.fn() }));
vi.mock('../../src/features/kioskops/api', async (orig) => ({
  ...(await orig<typeof import('../../src/features/kioskops/api')>()),
  callForStaff: calls.call,
}));

import KioskCallStaff from '../../src/components/KioskCallStaff/KioskCallStaff';
import { renderInFamily } from './helpers';
import { listenFlow, opsTexts } from './kioskOpsHelpers';

beforeEach(async () => {
  calls.call.mockReset();
  await opsTexts();
});

describe('KioskCallStaff', () => {
  it('calls staff once and tells the customer; Done sends DONE', async () => {
    calls.call.mockResolvedValue({ callId: '1', created: true });
    const flow = listenFlow();
    try {
      await renderInFamily(<KioskCallStaff />, '/self/demo/kiosk-callstaff');
      expect(await screen.findByText('Staff will be with you shortly...')).toBeTruthy();
      expect(calls.call).toHaveBeenCalledTimes(1);
      fireEvent.click(screen.getByRole('button', { name: 'Done' }));
      expect(flow.events).toEqual(['DONE']);
    } finally {
      flow.stop();
    }
  });

  it('a failed call says so and can be tried again', async () => {
    calls.call.mockRejectedValueOnce(new Error('down')).mockResolvedValue({ callId: '2', created: true });
    await renderInFamily(<KioskCallStaff />, '/self/demo/kiosk-callstaff');
    expect(await screen.findByText('Staff could not be called. Please go to the counter.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Call again' }));
    await waitFor(() => expect(screen.getByText('Staff will be with you shortly...')).toBeTruthy());
  });

  it('in Chinese', async () => {
    calls.call.mockResolvedValue({ callId: '3', created: true });
    await renderInFamily(<KioskCallStaff />, '/self/demo/kiosk-callstaff');
    await opsTexts('zh-hans');
    try {
      expect(await screen.findByText('员工马上就到……')).toBeTruthy();
    } finally {
      await opsTexts('en-gb');
    }
  });
});
