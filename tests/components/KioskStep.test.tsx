// @vitest-environment jsdom
// Kiosk steps: each moves the flow on only through flow events, with its own words.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import KioskStep from '../../src/components/KioskStep/KioskStep';
import { onFlowEvent } from '../../src/engine/flow';
import { kiosk } from '../../src/features/kiosk';
import { loadNamespaces } from '../../src/i18n';
import { renderInFamily } from './helpers';

let events: string[] = [];
let off: () => void = () => {};
beforeEach(async () => {
  events = [];
  off = onFlowEvent((e) => {
    events.push(e);
  });
  kiosk.dining = '';
  kiosk.plate = '';
  await loadNamespaces(['kiosk']);
});
afterEach(() => off());

describe('KioskStep', () => {
  it('splash: one large Tap to start sends TOUCH; the hidden corner sends ADMIN after five taps only', async () => {
    await renderInFamily(<KioskStep step="splash" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Tap to start' }, { timeout: 5000 }));
    const corner = screen.getByRole('button', { name: 'Staff' });
    for (let i = 0; i < 4; i++) fireEvent.click(corner);
    expect(events).toEqual(['TOUCH']);
    fireEvent.click(corner);
    expect(events).toEqual(['TOUCH', 'ADMIN']);
  });

  it('dining: Eat In and Take Away keep the choice for the flow and send their events', async () => {
    await renderInFamily(<KioskStep step="dining" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Take Away' }));
    expect(kiosk.dining).toBe('take-away');
    fireEvent.click(screen.getByRole('button', { name: 'Eat In' }));
    expect(kiosk.dining).toBe('eat-in');
    expect(events).toEqual(['TAKE_AWAY', 'EAT_IN']);
  });

  it('table locator: refuses letters and long numbers, asks the plate question, then ENTERED', async () => {
    await renderInFamily(<KioskStep step="table-locator" />);
    const input = await screen.findByLabelText('Table locator number', {}, { timeout: 5000 });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('alert');
    expect(events).toEqual([]);
    fireEvent.change(input, { target: { value: '12a345' } });
    expect((input as HTMLInputElement).value).toBe('123');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    });
    const dialog = await screen.findByRole(
      'alertdialog',
      { name: 'Have you grabbed the table locator with the number you entered?' },
      { timeout: 5000 },
    );
    expect(dialog.textContent).toContain('123');
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(events).toEqual(['ENTERED']));
    expect(kiosk.plate).toBe('123');
  });

  it('walk-up checkout: "Check your order", Pay now PAY, Change my order BACK', async () => {
    await renderInFamily(<KioskStep step="checkout" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Check your order' })).toBeTruthy();
    expect(screen.queryByText('Would you like to have your bill now?')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    fireEvent.click(screen.getByRole('button', { name: 'Change my order' }));
    expect(events).toEqual(['PAY', 'BACK']);
  });

  it('table service (a kiosk with a table number) asks the bill question', async () => {
    kiosk.config.settings.tableNo = '12';
    try {
      await renderInFamily(<KioskStep step="checkout" />);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Would you like to have your bill now?' }),
      ).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Yes, pay now' }));
      fireEvent.click(screen.getByRole('button', { name: 'No, keep ordering' }));
      expect(events).toEqual(['PAY', 'BACK']);
    } finally {
      kiosk.config.settings.tableNo = '';
    }
  });

  it('thanks and order number show the placed order', async () => {
    kiosk.order = {
      transactionId: 't1',
      orderNo: 'A1',
      serviceNo: '207',
      totalCents: 850,
      paid: false,
      payment: 'cash',
      lines: [],
    };
    await renderInFamily(<KioskStep step="order-number" />);
    expect(await screen.findByText('207')).toBeTruthy();
    expect(screen.getByText('Pay $8.50 at the counter with number 207.')).toBeTruthy();
    // it stays (30 s for an order to pay at the counter) with a countdown, and Done ends it
    expect(screen.getByRole('timer').textContent).toMatch(/closes in (30|29) seconds/);
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(events).toContain('DONE');
  });
});
