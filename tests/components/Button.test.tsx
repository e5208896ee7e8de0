// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import Button from '../../src/components/Button/Button';

afterEach(() => cleanup());

describe('Button', () => {
  it('emits press when clicked and not when disabled', () => {
    const emit = vi.fn();
    const { rerender } = render(<Button label="Pay" emit={emit} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(emit).toHaveBeenCalledWith('press');
    rerender(<Button label="Pay" emit={emit} disabled />);
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(emit).toHaveBeenCalledTimes(1);
  });
});
