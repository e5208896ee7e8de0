// @vitest-environment jsdom
// A room's bill (src/components/RoomBill): the room time and every order with the totals; the menu in
// room mode (the ordering catalogue and cart; rooms and items needing a choice left out) charged to
// the bill, the cart emptied after; paying the bill once; a bill already paid offers nothing to pay.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => ({ bill: vi.fn(), add: vi.fn(), settle: vi.fn(), catalog: vi.fn() }));
vi.mock('../../src/features/bookings/api', async (orig) => ({
  ...(await orig<typeof import('../../src/features/bookings/api')>()),
  loadRoomBill: calls.bill,
  addToBill: calls.add,
  settleBill: calls.settle,
  loadCatalog: calls.catalog,
}));

import RoomBill from '../../src/components/RoomBill/RoomBill';
import type { RoomBill as Bill } from '../../src/features/bookings/api';
import { loadNamespaces } from '../../src/i18n';
import { clearCart } from '../../src/state/cart';
import { serveCatalogue, useVenue } from '../features/ordering/fixtures';
import { BOOKING, CATALOG, START } from './bookingFixtures';
import { renderInFamily } from './helpers';

const BILL = (over: Partial<Bill> = {}): Bill => ({
  booking: BOOKING({
    family: 'partyroom',
    status: 'arrived',
    resourceName1: 'Room A',
    pluId: 'room-small',
    startsAt: Date.now() - 3_600_000,
    endsAt: Date.now() + 3_600_000,
  }),
  room: {
    name1: 'Small room',
    name2: '小包间',
    resourceName1: 'Room A',
    resourceName2: 'A房',
    startsAt: START,
    endsAt: START + 3 * 3_600_000,
    amountCents: 18000,
  },
  lines: [],
  roomCents: 18000,
  overtime: null,
  ordersCents: 0,
  paidOnlineCents: 9000,
  totalCents: 18000,
  dueCents: 9000,
  settled: false,
  settledAt: null,
  settledCents: null,
  payUrl: '',
  open: true,
  ...over,
});
const draw = () =>
  renderInFamily(
    <Routes>
      <Route path="/partyroom/:shop/room/:booking" element={<RoomBill bookingId="bk_1" />} />
    </Routes>,
    '/partyroom/demo-party/room/bk_1',
  );

beforeEach(async () => {
  Object.values(calls).forEach((c) => c.mockReset());
  calls.catalog.mockResolvedValue(CATALOG);
  serveCatalogue();
  useVenue('demo-party');
  clearCart();
  await loadNamespaces(['bookings', 'bookingsManage']);
});
afterEach(() => vi.unstubAllGlobals());

describe('RoomBill', () => {
  it('says the overtime rule set in the console, and lists the overtime charged past the booked end', async () => {
    const overtime = { stepMinutes: 30, steps: 2, minutes: 60, cents: 9000 };
    calls.bill.mockResolvedValue(BILL({ overtime, totalCents: 27000, dueCents: 18000 }));
    draw();
    expect((await screen.findByTestId('room-bill-overtime-rule')).textContent).toMatch(/every 30 minutes started/);
    const row = screen.getByTestId('room-bill-overtime');
    expect(row.textContent).toContain('Overtime: 60 min');
    expect(row.textContent).toContain('2 steps of 30 min past the booked end');
    expect(row.textContent).toContain('$90.00');
    expect(screen.getByTestId('room-bill-due').textContent).toContain('$180.00');
  });

  it('before the end the rule shows and no overtime is listed', async () => {
    calls.bill.mockResolvedValue(BILL({ overtime: { stepMinutes: 15, steps: 0, minutes: 0, cents: 0 } }));
    draw();
    expect((await screen.findByTestId('room-bill-overtime-rule')).textContent).toMatch(/every 15 minutes started/);
    expect(screen.queryByTestId('room-bill-overtime')).toBeNull();
  });

  it('lists the room time and totals; orders from the menu in room mode go on the bill and the cart empties', async () => {
    calls.bill.mockResolvedValue(BILL());
    const line = {
      pluId: 'latte',
      name1: 'Latte',
      name2: '拿铁',
      quantity: 2,
      priceCents: 500,
      amountCents: 1000,
      at: Date.now(),
    };
    calls.add.mockResolvedValue(BILL({ lines: [line], ordersCents: 1000, totalCents: 19000, dueCents: 10000 }));
    await draw();
    expect(await screen.findByRole('heading', { level: 1, name: 'Room bill · Room A' })).toBeTruthy();
    expect(screen.getByTestId('room-bill-lines').textContent).toContain('Small room');
    expect(screen.getByTestId('room-bill-due').textContent).toBe('$90.00');
    // The menu: the latte and the fries; the burger needs a choice of doneness, so it is not offered.
    fireEvent.click(await screen.findByRole('button', { name: 'Add Latte to your order' }));
    expect(screen.getByRole('button', { name: 'Add Fries to your order' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Add Beef burger/ })).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Increase Latte' }));
    fireEvent.click(await screen.findByRole('button', { name: "Put $10.00 on the room's bill" }));
    await waitFor(() => expect(calls.add).toHaveBeenCalledWith('bk_1', [{ pluId: 'latte', quantity: 2 }]));
    expect(await screen.findByText("Added to the room's bill: 2 × Latte.")).toBeTruthy();
    expect(screen.getByTestId('room-bill-lines').textContent).toContain('2 × Latte');
    expect(screen.getByTestId('room-bill-due').textContent).toBe('$100.00');
    expect(screen.getByText('Nothing chosen yet.')).toBeTruthy();
  });

  it('pays the bill once: nothing more due settles it here; a refusal is said', async () => {
    calls.bill.mockResolvedValue(BILL({ paidOnlineCents: 18000, dueCents: 0 }));
    calls.settle.mockResolvedValueOnce({
      bill: BILL({ paidOnlineCents: 18000, dueCents: 0, settled: true, settledCents: 0, open: false }),
      payUrl: '',
    });
    await draw();
    fireEvent.click(await screen.findByRole('button', { name: 'Nothing more to pay: close the bill' }));
    await waitFor(() => expect(calls.settle).toHaveBeenCalledWith('bk_1', 'en-gb'));
    expect(await screen.findByTestId('room-bill-settled')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Pay the bill/ })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Order food and drinks to the room' })).toBeNull();
  });

  it('a bill being paid offers to continue that payment, and takes no orders', async () => {
    calls.bill.mockResolvedValue(BILL({ payUrl: '/sandbox/pay/bs_1', open: false }));
    await draw();
    expect((await screen.findByRole('link', { name: 'Continue to payment' })).getAttribute('href')).toBe(
      '/sandbox/pay/bs_1',
    );
    expect(screen.queryByRole('button', { name: /Pay the bill/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Add Latte/ })).toBeNull();
  });
});
