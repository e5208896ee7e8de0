// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import QuantityStepper from '../../src/components/QuantityStepper/QuantityStepper';
import { Stepper } from '../../src/components/QuantityStepper/Stepper';
import { renderInFamily } from './helpers';

describe('QuantityStepper', () => {
  it('never goes below the minimum and emits the new quantity', async () => {
    const emit = vi.fn();
    await renderInFamily(<QuantityStepper value={2} min={2} max={3} label="Latte" emit={emit} />);
    expect((screen.getByRole('button', { name: 'Decrease Latte' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Increase Latte' }));
    expect(emit).toHaveBeenCalledWith('change', { quantity: 3 });
    expect(emit).toHaveBeenCalledTimes(1);
  });
  it('the building block reports to onChange and never passes max', async () => {
    const onChange = vi.fn();
    await renderInFamily(<Stepper value={3} min={1} max={3} label="Latte" onChange={onChange} />);
    expect((screen.getByRole('button', { name: 'Increase Latte' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Decrease Latte' }));
    expect(onChange).toHaveBeenCalledWith(2);
  });
  it('without a bound value it starts at the minimum', async () => {
    await renderInFamily(<QuantityStepper min={2} label="Latte" />);
    expect(screen.getByRole('group', { name: 'Latte' }).textContent).toContain('2');
  });
  it('allows 0 in the cart', async () => {
    const onChange = vi.fn();
    await renderInFamily(<Stepper value={1} allowZero label="Latte" onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Decrease Latte' }));
    expect(onChange).toHaveBeenCalledWith(0);
  });
  it('names the buttons after the item and the group after the label', async () => {
    await renderInFamily(<QuantityStepper value={1} label="Quantity of Latte" itemName="Latte" />);
    expect(screen.getByRole('group', { name: 'Quantity of Latte' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Increase Latte' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Decrease Latte' })).toBeTruthy();
  });
});
