// @vitest-environment jsdom
// The checkout extras (CheckoutForm/PreorderTime, CheckoutForm/GiftCardsInput): when the time section
// shows, what it puts on the wire, the venue's refusal in words; gift cards applied, refused, used
// amounts from the venue's answer, removed, hidden when the venue has no gift cards.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const mocks = vi.hoisted(() => ({ settings: {} as Record<string, unknown>, feeCalc: vi.fn(), check: vi.fn() }));
vi.mock('../../src/api/sourceHooks', async (orig) => ({
  ...(await orig<typeof import('../../src/api/sourceHooks')>()),
  useSpotConfig: () => ({ data: { success: true, result: { settings: mocks.settings } }, isLoading: false }),
}));
vi.mock('../../src/features/ordering/feeCalc', async (orig) => ({
  ...(await orig<typeof import('../../src/features/ordering/feeCalc')>()),
  feeCalc: mocks.feeCalc,
}));
vi.mock('../../src/features/ordering/checkGiftCard', async (orig) => ({
  ...(await orig<typeof import('../../src/features/ordering/checkGiftCard')>()),
  checkGiftCard: mocks.check,
}));

import PreorderTime from '../../src/components/CheckoutForm/PreorderTime';
import GiftCardsInput from '../../src/components/CheckoutForm/GiftCardsInput';
import { GiftCardsTotalLine } from '../../src/components/CheckoutForm/GiftCardsTotalLine';
import { checkout, type CheckoutForm } from '../../src/features/ordering/checkout';
import { extras, extrasPayload, noteFeeCalc } from '../../src/features/ordering/extras';
import { resetExtras } from '../../src/features/ordering/afterOrder';
import { roundUpToStep } from '../../src/domain/preorder';
import { addToCart, setCartSettingsSource, startCart } from '../../src/state/cart';
import { venue } from '../../src/state/stores';
import { useVenue } from '../features/ordering/fixtures';
import { renderInFamily } from './helpers';

const FORM: CheckoutForm = {
  orderType: 'pickup',
  payment: 'cash',
  promoCode: '',
  termsAccepted: false,
  notes: '',
  tableNo: '',
  address: '',
  zoneId: '',
};
const MIN = 60_000;

beforeEach(() => {
  resetExtras();
  checkout.blocked = [];
  checkout.serverTotal = null;
  checkout.checking = false;
  mocks.settings = { pickup: 1, pickupDue: 15, minWaitingMinutes: 15, preOrder: 0, giftCard: 1 };
  mocks.feeCalc.mockReset();
  mocks.feeCalc.mockResolvedValue({ cart: {}, totalCents: 800, blocked: [] });
  mocks.check.mockReset();
  setCartSettingsSource(() => venue.settings);
  useVenue('ex');
  startCart('ex');
  addToCart({ itemId: 'bread', pluId: 'banana-bread', pluName1: 'Banana bread', price: 800, quantity: 1 });
});

describe('PreorderTime', () => {
  it('is not offered for eat-in without settings.preOrder; it is with preOrder', async () => {
    const r = await renderInFamily(<PreorderTime orderType="eatin" form={FORM} />);
    expect(r.container.textContent).toBe('');
    mocks.settings = { ...mocks.settings, preOrder: 1 };
    r.rerender(<PreorderTime orderType="eatin" form={FORM} />);
    // Eat-in pre-orders wait the booking lead time (60 minutes by default).
    expect(screen.getByText('Orders need at least 60 minutes.')).toBeTruthy();
  });

  it('pickup: as soon as possible with the ready-from time; a chosen time goes on the wire', async () => {
    const before = Date.now();
    await renderInFamily(<PreorderTime orderType="pickup" form={FORM} />);
    expect(screen.getByRole('group', { name: 'When would you like it?' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: /As soon as possible/ }) as HTMLInputElement).checked).toBe(true);
    const ready = new Date(roundUpToStep(before + 15 * MIN, 5));
    const hhmm = `${String(ready.getHours()).padStart(2, '0')}:${String(ready.getMinutes()).padStart(2, '0')}`;
    expect(screen.getByText(`Ready from ${hhmm}`)).toBeTruthy();
    expect(extrasPayload()).toEqual({});
    fireEvent.click(screen.getByRole('radio', { name: 'Choose a date and time' }));
    const first = extras.preorderTime!;
    expect(first).toBe(roundUpToStep(first, 15));
    expect(first).toBeGreaterThanOrEqual(before + 15 * MIN);
    expect(first).toBeLessThan(before + 31 * MIN);
    const time = (await screen.findByLabelText('Time', { exact: true })) as HTMLSelectElement;
    fireEvent.change(time, { target: { value: time.options[3].value } });
    expect(extras.preorderTime).toBe(first + 45 * MIN);
    expect(extrasPayload()).toEqual({ preorderTime: first + 45 * MIN });
    await waitFor(() => expect(mocks.feeCalc).toHaveBeenCalled());
    fireEvent.click(screen.getByRole('radio', { name: /As soon as possible/ }));
    expect(extras.preorderTime).toBeNull();
  });

  it("shows the venue's refusal with the venue's minutes", async () => {
    await renderInFamily(<PreorderTime orderType="pickup" form={FORM} />);
    act(() => {
      checkout.blocked = [
        {
          code: 'preorder.tooEarly',
          message: 'Please choose a time at least 120 minutes from now.',
          minutes: 120,
        } as never,
      ];
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'That time is too soon: please choose a time at least 120 minutes from now.',
    );
    // From then on the section keeps to the venue's lead time.
    expect(await screen.findByText('Orders need at least 120 minutes.')).toBeTruthy();
  });
});

describe('GiftCardsInput', () => {
  it('a refused card shows the reason and is not applied', async () => {
    mocks.check.mockResolvedValue({
      ok: false,
      code: 'giftcard.wrong-code',
      message: 'The gift card number or code is wrong. 3 tries left before the card is locked for 15 minutes.',
    });
    await renderInFamily(<GiftCardsInput form={FORM} dueCents={800} />);
    fireEvent.click(screen.getByRole('button', { name: 'Use gift card' }));
    expect(screen.getByRole('alert').textContent).toBe('Please enter the gift card number and its code.');
    fireEvent.change(screen.getByLabelText('Gift card number'), { target: { value: '6000 1000 0000 0003' } });
    fireEvent.change(screen.getByLabelText('Code'), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Use gift card' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'The gift card number or code is wrong. 3 tries left before the card is locked for 15 minutes.',
      ),
    );
    expect(mocks.check).toHaveBeenCalledWith('6000100000000003', '000000');
    expect(extras.giftCards).toEqual([]);
  });

  it("an applied card shows what it gives (from the venue's answer), goes on the wire, and can be removed", async () => {
    mocks.check.mockResolvedValue({
      ok: true,
      card: { cardNum: '6000100000000001', code: '135790', balanceCents: 1000 },
    });
    const r = await renderInFamily(
      <>
        <GiftCardsInput form={FORM} dueCents={600} />
        <dl>
          <GiftCardsTotalLine />
        </dl>
      </>,
    );
    fireEvent.change(screen.getByLabelText('Gift card number'), { target: { value: '6000100000000001' } });
    fireEvent.change(screen.getByLabelText('Code'), { target: { value: '135790' } });
    fireEvent.click(screen.getByRole('button', { name: 'Use gift card' }));
    await waitFor(() => expect(screen.getByTestId('gift-card').textContent).toContain('6000*********001'));
    expect(extrasPayload()).toEqual({
      giftCards: [{ cardNum: '6000100000000001', code: '135790', amountCents: 1000 }],
    });
    act(() => {
      noteFeeCalc({ giftCards: [{ cardNum: '6000100000000001', amount: 1000 }], giftCardAmount: 1000 });
      checkout.serverTotal = 600;
      checkout.checking = false;
    });
    await waitFor(() => expect(screen.getByTestId('gift-used').textContent).toBe('Using $10.00'));
    expect(screen.getByTestId('gift-rest').textContent).toBe(
      'Gift cards pay $10.00; $6.00 is left to pay with the method below.',
    );
    expect(screen.getByTestId('gift-total').textContent).toBe('−$10.00');
    r.rerender(<GiftCardsInput form={FORM} dueCents={0} />);
    expect(screen.getByTestId('gift-rest').textContent).toBe('Your gift cards pay the whole order ($10.00).');
    expect(screen.queryByLabelText('Gift card number')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove gift card 6000*********001' }));
    expect(extras.giftCards).toEqual([]);
    expect(screen.queryByTestId('gift-card')).toBeNull();
  });

  it('the same card twice is refused without asking the venue', async () => {
    extras.giftCards = [{ cardNum: '6000100000000001', code: '135790', balanceCents: 1000 }];
    await renderInFamily(<GiftCardsInput form={FORM} dueCents={800} />);
    fireEvent.change(screen.getByLabelText('Gift card number'), { target: { value: '6000-1000-0000-0001' } });
    fireEvent.change(screen.getByLabelText('Code'), { target: { value: '135790' } });
    fireEvent.click(screen.getByRole('button', { name: 'Use gift card' }));
    expect(screen.getByRole('alert').textContent).toBe('This gift card is already applied.');
    expect(mocks.check).not.toHaveBeenCalled();
  });

  it('is hidden when the venue turns gift cards off', async () => {
    mocks.settings = { ...mocks.settings, giftCard: 0 };
    const r = await renderInFamily(<GiftCardsInput form={FORM} dueCents={800} />);
    expect(r.container.textContent).toBe('');
  });
});
