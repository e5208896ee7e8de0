// @vitest-environment jsdom
// Kiosk reports: the daily figures of the venue's answer, the other tabs, and the venue's refusal
// (403: not an administrator) shown as such.
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/api/errors';

const calls = vi.hoisted(() => ({ report: vi.fn() }));
vi.mock('../../src/features/kioskops/api', async (orig) => ({
  ...(await orig<typeof import('../../src/features/kioskops/api')>()),
  fetchReport: calls.report,
}));

import KioskReports from '../../src/components/KioskReports/KioskReports';
import { renderInFamily } from './helpers';
import { opsTexts } from './kioskOpsHelpers';

beforeEach(async () => {
  calls.report.mockReset();
  await opsTexts();
});

describe('KioskReports', () => {
  it('shows the daily report, then the sales of the day', async () => {
    calls.report.mockImplementation(async (r: string) =>
      r === 'daily'
        ? {
            report: 'daily',
            date: '2026-01-15',
            orders: 2,
            totalCents: 2350,
            averageCents: 1175,
            paidCents: 0,
            byPayment: [{ key: 'cash', count: 2, totalCents: 2350 }],
            byOrderType: [{ key: 'takeaway', count: 2, totalCents: 2350 }],
          }
        : {
            report: 'sales',
            date: '2026-01-15',
            orders: 2,
            quantity: 3,
            totalCents: 2350,
            items: [{ pluId: 'b1', name1: 'Cheeseburger', name2: '芝士汉堡', quantity: 3, amountCents: 2350 }],
          },
    );
    await renderInFamily(<KioskReports />, '/self/demo/kiosk-reports');
    expect((await screen.findByTestId('report-orders')).textContent).toBe('2');
    expect(screen.getByTestId('report-total').textContent).toBe('$23.50');
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Sales' }));
    expect(await screen.findByText('Cheeseburger')).toBeTruthy();
    expect(calls.report).toHaveBeenLastCalledWith('sales', undefined);
  });

  it("shows the venue's refusal to a non-admin", async () => {
    calls.report.mockRejectedValue(new ApiError(403, 'http'));
    await renderInFamily(<KioskReports />, '/self/demo/kiosk-reports');
    expect(await screen.findByText('Only an administrator of this venue may see this report.')).toBeTruthy();
  });
});
