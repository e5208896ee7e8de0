// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import DeferredTabs from '../../src/ui/Tabs/DeferredTabs';
import { renderInFamily } from '../components/helpers';

/** Panel content with state of its own: it must survive Radix's list taking over. */
function Counter() {
  const [n, setN] = useState(0);
  return (
    <button type="button" onClick={() => setN(n + 1)}>
      pressed {n}
    </button>
  );
}

const items = [
  { value: 'cards', label: 'Cards', content: <Counter /> },
  { value: 'coupons', label: 'Coupons', content: <p>coupon list</p> },
  { value: 'vouchers', label: 'Vouchers', content: <p>voucher list</p> },
];

const radixDrawn = () => screen.getAllByRole('tab').some((t) => t.hasAttribute('data-radix-collection-item'));

describe('DeferredTabs', () => {
  // Order matters: Radix's list, once loaded, is drawn at once by every later mount.
  it('first draws the tabs without Radix: a named list, the open tab labelling its panel, a press opens another', async () => {
    const onValueChange = vi.fn();
    await renderInFamily(<DeferredTabs items={items} label="Wallet" onValueChange={onValueChange} />);
    expect(radixDrawn()).toBe(false);
    expect(screen.getByRole('tablist', { name: 'Wallet' })).toBeTruthy();
    const cards = screen.getByRole('tab', { name: 'Cards' });
    expect(cards.getAttribute('aria-selected')).toBe('true');
    expect(cards.tabIndex).toBe(0);
    expect(screen.getByRole('tab', { name: 'Coupons' }).tabIndex).toBe(-1);
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(cards.id);
    expect(cards.getAttribute('aria-controls')).toBe(screen.getByRole('tabpanel').id);
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Coupons' }), { button: 0 });
    expect(onValueChange).toHaveBeenCalledWith('coupons');
    expect(screen.getByRole('tabpanel').textContent).toBe('coupon list');
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(
      screen.getByRole('tab', { name: 'Coupons' }).id,
    );
    expect(radixDrawn()).toBe(false);
  });

  it("the first key in the page brings Radix's list: the focused tab keeps the focus, the panel keeps its state, arrows move", async () => {
    await renderInFamily(<DeferredTabs items={items} label="Wallet" />);
    fireEvent.click(screen.getByRole('button', { name: 'pressed 0' }));
    const cards = screen.getByRole('tab', { name: 'Cards' });
    cards.focus();
    fireEvent.keyDown(window, { key: 'Tab' });
    await waitFor(() => expect(radixDrawn()).toBe(true));
    const radixCards = screen.getByRole('tab', { name: 'Cards' });
    expect(radixCards.id).toBe(cards.id);
    expect(document.activeElement).toBe(radixCards);
    expect(screen.getByRole('tabpanel').textContent).toBe('pressed 1');
    fireEvent.keyDown(radixCards, { key: 'ArrowRight' });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Coupons' })));
    expect(screen.getByRole('tabpanel').textContent).toBe('coupon list');
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(
      screen.getByRole('tab', { name: 'Coupons' }).id,
    );
  });
});
