// @vitest-environment jsdom
// The kit's Button: one element for every look, native props and the ref reach the <button>, disabled
// and busy cannot be pressed (busy says so with aria-busy), a button never submits its form by default.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button, buttonClass, BUTTON_SIZES, BUTTON_VARIANTS } from '../../src/ui/Button';

afterEach(() => cleanup());

describe('Button', () => {
  it('is a button named by its children; a press calls onClick; the ref is the <button>', () => {
    const onClick = vi.fn();
    const ref = createRef<HTMLButtonElement>();
    render(
      <Button ref={ref} onClick={onClick} data-testid="pay" title="Pay now">
        Pay
      </Button>,
    );
    const b = screen.getByRole('button', { name: 'Pay' });
    fireEvent.click(b);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(ref.current).toBe(b);
    expect(b.getAttribute('data-testid')).toBe('pay');
    expect(b.getAttribute('title')).toBe('Pay now');
    expect(b.getAttribute('type')).toBe('button');
  });

  it('does not submit its form unless asked to (type="submit")', () => {
    const onSubmit = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button>Add</Button>
        <Button type="submit">Send</Button>
      </form>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('disabled and busy cannot be pressed; busy says so (aria-busy) and keeps its name', () => {
    const onClick = vi.fn();
    const { rerender } = render(
      <Button onClick={onClick} disabled>
        Pay
      </Button>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(onClick).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Pay' }).hasAttribute('aria-busy')).toBe(false);
    rerender(
      <Button onClick={onClick} busy>
        Pay
      </Button>,
    );
    const b = screen.getByRole('button', { name: 'Pay' }) as HTMLButtonElement;
    expect(b.disabled).toBe(true);
    expect(b.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(b);
    expect(onClick).not.toHaveBeenCalled();
    rerender(<Button onClick={onClick}>Pay</Button>);
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('is a native <button> in the tab order (Enter and Space press it in a browser)', () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Go</Button>);
    const b = screen.getByRole('button', { name: 'Go' });
    b.focus();
    expect(document.activeElement).toBe(b);
    expect(b.tabIndex).toBe(0);
    expect(b.tagName).toBe('BUTTON');
  });

  it('every variant and size has its own class; a caller class is kept; buttonClass gives a link the same look', () => {
    const classes = new Set<string>();
    for (const variant of BUTTON_VARIANTS) for (const size of BUTTON_SIZES) classes.add(buttonClass({ variant, size }));
    expect(classes.size).toBe(BUTTON_VARIANTS.length * BUTTON_SIZES.length);
    render(
      <Button variant="danger" size="kiosk" fullWidth className="mine">
        Delete
      </Button>,
    );
    const cls = screen.getByRole('button', { name: 'Delete' }).className;
    expect(cls).toBe(buttonClass({ variant: 'danger', size: 'kiosk', fullWidth: true, className: 'mine' }));
    expect(cls.split(' ')).toContain('mine');
    expect(buttonClass('secondary')).toBe(buttonClass({ variant: 'secondary', size: 'md' }));
    expect(buttonClass()).toBe(buttonClass({ variant: 'primary' }));
  });
});
