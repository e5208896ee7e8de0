// @vitest-environment jsdom
// The kiosk's donate step: the cause and one button per amount from the donation item's price levels;
// an amount puts one donation line in the cart (again: replaced), Continue sends DONE, "No thanks"
// takes it out and sends SKIP, Back sends BACK; with no usable donation item the step skips itself.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import KioskStep from '../../src/components/KioskStep/KioskStep';
import { defaultKioskConfig } from '../../src/domain';
import { onFlowEvent } from '../../src/engine/flow';
import { kiosk } from '../../src/features/kiosk';
import { clearCatalogueCache } from '../../src/features/ordering';
import { loadNamespaces } from '../../src/i18n';
import { addToCart, cartStore, clearCart, startCart } from '../../src/state/cart';
import { catalogue, serveCatalogue, useVenue } from '../features/ordering/fixtures';
import { renderInFamily } from './helpers';

const GIVE = {
  pluId: 'give',
  catId: 'giving',
  pluName1: 'Donation to OzHarvest food rescue',
  pluName2: '捐助 OzHarvest 食物救援',
  priceCents: 100,
  description1: 'OzHarvest rescues surplus food.',
  description2: 'OzHarvest 回收多余的食物。',
  hide: 1,
  prices: [100, 200, 500],
  pluGst: 0,
  discount: 0,
  loyaltyPoint: 0,
};

let events: string[] = [];
let off: () => void = () => {};
let n = 0;
function setUp(donatePlu: string, plus: object[] = [...catalogue.plus, GIVE]) {
  const shop = `donate-${++n}`;
  clearCatalogueCache();
  serveCatalogue({ success: true, result: { ...catalogue, plus } });
  // eslint-disable-next-line react-hooks/rules-of-hooks -- useVenue is a fixture that sets the venue store, not a hook
  useVenue(shop);
  startCart(shop);
  clearCart();
  const config = defaultKioskConfig();
  kiosk.config = {
    ...config,
    settings: { ...config.settings, kiosk: { ...config.settings.kiosk, donate: true, donatePlu } },
  };
}
const lines = () => cartStore.cart.itemList.map((l) => [l.pluId, l.price, l.priceIndex, l.quantity]);

beforeEach(async () => {
  events = [];
  off = onFlowEvent((e) => {
    events.push(e);
  });
  await loadNamespaces(['kiosk']);
});
afterEach(() => {
  off();
  vi.unstubAllGlobals();
});

describe('kiosk donate step', () => {
  it('shows the cause and the amounts; choosing again replaces the one donation line; Continue sends DONE', async () => {
    setUp('give');
    addToCart({ itemId: 'latte', pluId: 'latte', price: 500 });
    await renderInFamily(<KioskStep step="donate" />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Would you like to make a donation?' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Donation to OzHarvest food rescue' })).toBeTruthy();
    expect(screen.getByText('OzHarvest rescues surplus food.')).toBeTruthy();
    const group = screen.getByRole('group', { name: 'Choose an amount' });
    expect([...group.querySelectorAll('button')].map((b) => [b.textContent, b.getAttribute('aria-label')])).toEqual([
      ['$1.00', 'Donate $1.00'],
      ['$2.00', 'Donate $2.00'],
      ['$5.00', 'Donate $5.00'],
    ]);
    expect(screen.queryByRole('button', { name: 'Continue to payment' })).toBeNull();
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Donate $1.00' }));
    });
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Donate $2.00' }));
    });
    expect(lines()).toEqual([
      ['latte', 500, 0, 1],
      ['give', 200, 1, 1],
    ]);
    // The store's snapshot reaches the screen after the change (valtio batches it).
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Donate $2.00' }).getAttribute('aria-pressed')).toBe('true'),
    );
    expect(screen.getByRole('button', { name: 'Donate $1.00' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('status').textContent).toBe('Thank you! Your $2.00 donation is in your order. Total $7.00');
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(events).toEqual(['DONE', 'BACK']);
  });

  it('"No thanks" takes the donation out of the cart and sends SKIP', async () => {
    setUp('give');
    addToCart({ itemId: 'latte', pluId: 'latte', price: 500 });
    await renderInFamily(<KioskStep step="donate" />);
    const five = await screen.findByRole('button', { name: 'Donate $5.00' }, { timeout: 5000 });
    act(() => {
      fireEvent.click(five);
    });
    expect(lines()).toEqual([
      ['latte', 500, 0, 1],
      ['give', 500, 2, 1],
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'No thanks' }));
    expect(lines()).toEqual([['latte', 500, 0, 1]]);
    expect(events).toEqual(['SKIP']);
  });

  it('skips itself, once, when no donation item is named, the item is missing, or it has no price', async () => {
    for (const [plu, plus] of [
      ['', undefined],
      ['give', catalogue.plus],
      ['give', [...catalogue.plus, { ...GIVE, priceCents: 0, prices: [0, -5] }]],
    ] as const) {
      events = [];
      setUp(plu, plus as object[] | undefined);
      const { unmount } = await renderInFamily(<KioskStep step="donate" />);
      await waitFor(() => expect(events).toEqual(['SKIP']), { timeout: 5000 });
      expect(screen.queryByRole('group')).toBeNull();
      unmount();
    }
  });
});
