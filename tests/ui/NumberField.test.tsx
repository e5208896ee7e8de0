// @vitest-environment jsdom
// NumberField: a number for an on-screen keypad (numeric input mode), − and + within [min, max] on the
// step grid, ArrowUp/ArrowDown, typing kept until the field is left, the value as a number (null when
// empty), hint and error linked with aria-describedby, and the buttons named in both languages.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRef, useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { NumberField, parseNumber, stepValue } from '../../src/ui/NumberField';
import { initI18n, setLanguage } from '../../src/i18n';

beforeAll(() => initI18n('en-gb'));

afterEach(() => cleanup());

function Harness({
  start = 2,
  onValue = () => {},
  ...rest
}: {
  start?: number | null;
  onValue?: (n: number | null) => void;
  min?: number;
  max?: number;
  step?: number;
  error?: string;
  hint?: string;
}) {
  const [value, setValue] = useState<number | null>(start);
  return (
    <NumberField
      label="Guests"
      value={value}
      onValueChange={(n) => {
        setValue(n);
        onValue(n);
      }}
      {...rest}
    />
  );
}

describe('stepValue and parseNumber', () => {
  it('steps on the step grid without float noise and never leaves [min, max]', () => {
    expect(stepValue(0.1, 1, 0.2)).toBe(0.3);
    expect(stepValue(9, 1, 1, 1, 10)).toBe(10);
    expect(stepValue(10, 1, 1, 1, 10)).toBe(10);
    expect(stepValue(1, -1, 1, 1, 10)).toBe(1);
    expect(stepValue(null, 1, 1, 3)).toBe(3);
    expect(stepValue(null, -1, 1, 0, 8)).toBe(8);
  });
  it('reads what was typed: empty is null, a comma is a decimal point, words are NaN', () => {
    expect(parseNumber('')).toBeNull();
    expect(parseNumber(' 12 ')).toBe(12);
    expect(parseNumber('2,5')).toBe(2.5);
    expect(parseNumber('2.')).toBe(2);
    expect(parseNumber('abc')).toBeNaN();
    expect(parseNumber('1e3')).toBeNaN();
  });
});

describe('NumberField', () => {
  it('is a labelled spinbutton with the numeric keypad; the ref is the input', () => {
    const ref = createRef<HTMLInputElement>();
    render(<NumberField ref={ref} label="Guests" value={4} onValueChange={() => {}} min={1} max={12} />);
    const input = screen.getByRole('spinbutton', { name: 'Guests' }) as HTMLInputElement;
    expect(ref.current).toBe(input);
    expect(input.inputMode).toBe('numeric');
    expect(input.value).toBe('4');
    expect(input.getAttribute('aria-valuemin')).toBe('1');
    expect(input.getAttribute('aria-valuemax')).toBe('12');
    expect(input.getAttribute('aria-valuenow')).toBe('4');
  });

  it('a decimal step opens the decimal keypad', () => {
    render(<NumberField label="Kg" value={1.5} onValueChange={() => {}} step={0.5} />);
    expect((screen.getByRole('spinbutton', { name: 'Kg' }) as HTMLInputElement).inputMode).toBe('decimal');
  });

  it('− and + step the value as a number and stop (disabled) at min and max', () => {
    const onValue = vi.fn();
    render(<Harness start={2} min={1} max={3} onValue={onValue} />);
    const plus = screen.getByRole('button', { name: 'Increase Guests' }) as HTMLButtonElement;
    const minus = screen.getByRole('button', { name: 'Decrease Guests' }) as HTMLButtonElement;
    fireEvent.click(plus);
    expect(onValue).toHaveBeenLastCalledWith(3);
    expect(plus.disabled).toBe(true);
    fireEvent.click(minus);
    fireEvent.click(minus);
    expect(onValue).toHaveBeenLastCalledWith(1);
    expect(minus.disabled).toBe(true);
    expect((screen.getByRole('spinbutton') as HTMLInputElement).value).toBe('1');
  });

  it('ArrowUp and ArrowDown step from the keyboard', () => {
    const onValue = vi.fn();
    render(<Harness start={5} step={5} onValue={onValue} />);
    const input = screen.getByRole('spinbutton');
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(onValue).toHaveBeenLastCalledWith(10);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(onValue).toHaveBeenLastCalledWith(0);
  });

  it('typing keeps what is typed (below min on the way to a larger number); leaving clamps it', () => {
    const onValue = vi.fn();
    render(<Harness start={null} min={10} max={50} onValue={onValue} />);
    const input = screen.getByRole('spinbutton') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '1' } });
    expect(input.value).toBe('1');
    expect(onValue).toHaveBeenLastCalledWith(1);
    fireEvent.change(input, { target: { value: '15' } });
    expect(onValue).toHaveBeenLastCalledWith(15);
    fireEvent.change(input, { target: { value: '90' } });
    fireEvent.blur(input);
    expect(input.value).toBe('50');
    expect(onValue).toHaveBeenLastCalledWith(50);
    fireEvent.change(input, { target: { value: '' } });
    expect(onValue).toHaveBeenLastCalledWith(null);
  });

  it('text that is not a number is marked invalid and not passed on', () => {
    const onValue = vi.fn();
    render(<Harness start={3} onValue={onValue} />);
    const input = screen.getByRole('spinbutton');
    fireEvent.change(input, { target: { value: 'abc' } });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(onValue).not.toHaveBeenCalled();
  });

  it('a value set from outside (a keypad) replaces what is shown', () => {
    const { rerender } = render(<NumberField label="PIN digits" value={1} onValueChange={() => {}} />);
    rerender(<NumberField label="PIN digits" value={12} onValueChange={() => {}} />);
    expect((screen.getByRole('spinbutton') as HTMLInputElement).value).toBe('12');
  });

  it('hint and error are linked with aria-describedby; the error is an alert', () => {
    render(<Harness hint="Up to 12" error="Too many guests" />);
    const input = screen.getByRole('spinbutton');
    const ids = input.getAttribute('aria-describedby')!.split(' ');
    expect(ids.map((id) => document.getElementById(id)?.textContent)).toEqual(['Up to 12', 'Too many guests']);
    expect(screen.getByRole('alert').textContent).toBe('Too many guests');
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('names its buttons in Chinese too', async () => {
    await setLanguage('zh-hans');
    try {
      render(<NumberField label="人数" value={2} onValueChange={() => {}} />);
      expect(screen.getByRole('button', { name: '增加人数' })).toBeTruthy();
      expect(screen.getByRole('button', { name: '减少人数' })).toBeTruthy();
    } finally {
      await setLanguage('en-gb');
    }
  });
});
