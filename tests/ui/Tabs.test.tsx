// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import Tabs from '../../src/ui/Tabs/Tabs';
import { renderInFamily } from '../components/helpers';

const items = [
  { value: 'cards', label: 'Cards', content: <p>card list</p> },
  { value: 'coupons', label: 'Coupons', content: <p>coupon list</p> },
  { value: 'vouchers', label: 'Vouchers', content: <p>voucher list</p> },
];

describe('Tabs', () => {
  it('is a named tab list whose first tab is open; a press opens another and says so', async () => {
    const onValueChange = vi.fn();
    await renderInFamily(<Tabs items={items} label="Wallet" onValueChange={onValueChange} />);
    expect(screen.getByRole('tablist', { name: 'Wallet' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Cards' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('card list');
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Coupons' }), { button: 0 });
    expect(onValueChange).toHaveBeenCalledWith('coupons');
    expect(screen.getByRole('tabpanel').textContent).toBe('coupon list');
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(
      screen.getByRole('tab', { name: 'Coupons' }).id,
    );
  });
  it('arrow keys move to the next tab and open it', async () => {
    await renderInFamily(<Tabs items={items} label="Wallet" />);
    const first = screen.getByRole('tab', { name: 'Cards' });
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Coupons' })));
    expect(screen.getByRole('tabpanel').textContent).toBe('coupon list');
  });
});
