// @vitest-environment jsdom
// The kiosk member step (src/components/KioskStep/steps/Membership.tsx): the auto-focused card field
// takes a scan and Enter; a wrong card is explained (alert) with the number kept for the next scan and
// the cart untouched; the member is shown; points need the PIN; the card can be removed; DONE.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => ({ kioskMemberCheck: vi.fn() }));
vi.mock('../../src/api/calls/order', async (orig) => ({
  ...(await orig<typeof import('../../src/api/calls/order')>()),
  kioskMemberCheck: calls.kioskMemberCheck,
}));

import KioskStep from '../../src/components/KioskStep/KioskStep';
import { onFlowEvent } from '../../src/engine/flow';
import { kiosk, resetVisit } from '../../src/features/kiosk';
import { loadNamespaces } from '../../src/i18n';
import { addToCart, cartStore, startCart } from '../../src/state/cart';
import { renderInFamily } from './helpers';

const RULES = { state: 1, minimumPoints: 10, pointsPerDollar: 1, pointsPerDollarWhenRedeem: 10 };
const found = (o: Record<string, unknown> = {}) => ({
  success: true,
  result: {
    rtn: 1,
    masked: 'M100**006',
    name: 'Bob',
    points: 300,
    discountRate: 10,
    typeDescription: 'Member',
    pointsOn: true,
    hasPin: true,
    redeem: false,
    token: 'km1.t',
    tokenExpiresAt: Date.now() + 900_000,
    rules: RULES,
    ...o,
  },
});

let events: string[] = [];
let off: () => void = () => {};
beforeEach(async () => {
  events = [];
  off = onFlowEvent((e) => {
    events.push(e);
  });
  resetVisit();
  cartStore.shop = '';
  localStorage.clear();
  startCart('demo-kiosk');
  addToCart({ itemId: 'k-double', pluId: 'k-double', pluName1: 'Double stack', price: 1250, quantity: 1 });
  calls.kioskMemberCheck.mockReset();
  await loadNamespaces(['kiosk']);
});
afterEach(() => off());

async function scanInto(value: string) {
  const field = await screen.findByLabelText('Member card number', {}, { timeout: 5000 });
  expect(document.activeElement).toBe(field);
  fireEvent.change(field, { target: { value } });
  await act(async () => {
    fireEvent.submit(field.closest('form')!);
  });
  return field as HTMLInputElement;
}

describe('kiosk member step', () => {
  it("an unknown card: an alert in the visitor's words, the number kept and the cart untouched", async () => {
    calls.kioskMemberCheck.mockResolvedValue({ success: false, result: { code: 'member.unknown', dispMsg: 'x' } });
    await renderInFamily(<KioskStep step="membership-qr" />);
    const field = await scanInto('M99999999');
    expect((await screen.findByRole('alert')).textContent).toMatch(/could not find this member card/);
    expect(field.value).toBe('M99999999');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(cartStore.cart.itemList).toHaveLength(1);
    expect(kiosk.member).toBeNull();
  });

  it('not a card number: refused before any call', async () => {
    await renderInFamily(<KioskStep step="membership-qr" />);
    await scanInto('§');
    expect((await screen.findByRole('alert')).textContent).toMatch(/scan the card's QR code/);
    expect(calls.kioskMemberCheck).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Scan with the camera' })).toBeNull(); // no BarcodeDetector in this browser
  });

  it("the member recognised: points, discount, the order's saving; remove, and DONE", async () => {
    calls.kioskMemberCheck.mockResolvedValue(found());
    await renderInFamily(<KioskStep step="membership-qr" />);
    await scanInto('M10000006');
    const card = await screen.findByTestId('kiosk-member-card');
    expect(card.textContent).toContain('Welcome, Bob!');
    expect(card.textContent).toContain('M100**006');
    expect(card.textContent).toContain('300 points');
    expect(card.textContent).toContain('Member discount: 10% off');
    expect(screen.getByTestId('kiosk-member-summary').textContent).toContain('member discount −$1.25');
    expect(screen.getByText('Total $11.25')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Done, back to the menu' }));
    expect(events).toEqual(['DONE']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove card' }));
    await screen.findByLabelText('Member card number');
    expect(kiosk.member).toBeNull();
  });

  it('a check without the PIN (issue 27: no name, points or PIN state): found, the discount, the PIN form, no points line', async () => {
    calls.kioskMemberCheck.mockResolvedValueOnce(
      found({ name: undefined, points: undefined, hasPin: undefined, typeDescription: undefined }),
    );
    await renderInFamily(<KioskStep step="membership-qr" />);
    await scanInto('M10000006');
    const card = await screen.findByTestId('kiosk-member-card');
    expect(card.textContent).not.toContain('Bob');
    expect(card.textContent).not.toMatch(/points/);
    expect(card.textContent).toContain('Member discount: 10% off');
    expect(await screen.findByLabelText('Card PIN (6 digits)')).toBeTruthy();
  });

  it('points: the PIN unlocks them, then the customer chooses to use them', async () => {
    calls.kioskMemberCheck.mockResolvedValueOnce(found());
    await renderInFamily(<KioskStep step="membership-qr" />);
    await scanInto('M10000006');
    const pin = await screen.findByLabelText('Card PIN (6 digits)');
    calls.kioskMemberCheck.mockResolvedValueOnce({ success: false, result: { code: 'svc.wrong-pin' } });
    fireEvent.change(pin, { target: { value: '000000' } });
    await act(async () => {
      fireEvent.submit(pin.closest('form')!);
    });
    expect((await screen.findByRole('alert')).textContent).toMatch(/Wrong PIN/);
    calls.kioskMemberCheck.mockResolvedValueOnce(found({ redeem: true }));
    fireEvent.change(screen.getByLabelText('Card PIN (6 digits)'), { target: { value: '123456' } });
    await act(async () => {
      fireEvent.submit(screen.getByLabelText('Card PIN (6 digits)').closest('form')!);
    });
    expect(calls.kioskMemberCheck).toHaveBeenLastCalledWith({ cardNum: 'M10000006', pin: '123456' }, { headers: {} });
    const use = await screen.findByRole('checkbox', { name: /Use 112 points/ });
    await waitFor(() => expect((use as HTMLInputElement).checked).toBe(true));
    expect(kiosk.usePoints).toBe(true);
    fireEvent.click(use);
    expect(kiosk.usePoints).toBe(false);
  });

  it('where the browser reads QR codes, the camera scans the card (progressive; nothing shows elsewhere)', async () => {
    const stop = vi.fn();
    const g = globalThis as Record<string, unknown>;
    g.BarcodeDetector = class {
      async detect() {
        return [{ rawValue: 'M10000006' }];
      }
    };
    Object.defineProperty(navigator, 'mediaDevices', {
      configurable: true,
      value: { getUserMedia: vi.fn(async () => ({ getTracks: () => [{ stop }] })) },
    });
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    try {
      calls.kioskMemberCheck.mockResolvedValue(found());
      await renderInFamily(<KioskStep step="membership-qr" />);
      fireEvent.click(await screen.findByRole('button', { name: 'Scan with the camera' }, { timeout: 5000 }));
      expect((await screen.findByTestId('kiosk-member-card', {}, { timeout: 5000 })).textContent).toContain(
        'Welcome, Bob!',
      );
      expect(calls.kioskMemberCheck).toHaveBeenCalledWith({ cardNum: 'M10000006' }, { headers: {} });
      await waitFor(() => expect(stop).toHaveBeenCalled());
    } finally {
      delete g.BarcodeDetector;
      Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: undefined });
      play.mockRestore();
    }
  });
});
