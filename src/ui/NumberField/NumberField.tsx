// A number input ready for an on-screen keypad: a text input with inputMode numeric (or decimal when
// the step has decimals) so phones open the digit pad and a kiosk keypad can type into it (the ref
// reaches the <input>), − and + buttons, ArrowUp/ArrowDown, min/max/step, and the value as a number
// (null when empty). What is typed stays as typed while the person is typing (so "1" on the way to
// "15" with min 10 is not forced to 10); leaving the field clamps it into [min, max].
import {
  useEffect,
  useId,
  useState,
  type InputHTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { useTranslation } from '../../i18n';
import { Button } from '../Button/Button';
import { Alert } from '../Alert/Alert';
import { clamp, parseNumber, stepValue } from './stepValue';
import styles from './NumberField.module.css';

type NativeInput = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'min' | 'max' | 'step' | 'size'
>;

export interface NumberFieldProps extends NativeInput {
  label: ReactNode;
  /** The name the − and + buttons use ('Increase Guests'); the label when it is text. */
  itemName?: string;
  hint?: ReactNode;
  /** An error to show under the field (aria-invalid, linked by aria-describedby). */
  error?: ReactNode;
  value: number | null;
  onValueChange: (value: number | null) => void;
  min?: number;
  max?: number;
  step?: number;
  /** kiosk: large targets for the kiosk's keypad screens. */
  size?: 'md' | 'kiosk';
  ref?: Ref<HTMLInputElement>;
}

const show = (n: number | null) => (n === null || Number.isNaN(n) ? '' : String(n));

export function NumberField({
  label,
  itemName,
  hint,
  error,
  value,
  onValueChange,
  min,
  max,
  step = 1,
  size = 'md',
  id,
  ref,
  className,
  onBlur,
  onKeyDown,
  disabled,
  ...input
}: NumberFieldProps) {
  const { t } = useTranslation();
  const auto = useId();
  const base = id ?? auto;
  const [text, setText] = useState(show(value));
  // A value set from outside (a keypad, a reset) replaces what is shown; the person's own typing that
  // parses to the same number keeps its form ("2." stays while typing "2.5").
  useEffect(() => {
    setText((cur) => (parseNumber(cur) === value ? cur : show(value)));
  }, [value]);

  const name = itemName ?? (typeof label === 'string' ? label : '');
  const typed = parseNumber(text);
  const invalid = Boolean(error) || Number.isNaN(typed);
  const describedBy = [hint ? `${base}-hint` : '', error ? `${base}-err` : ''].filter(Boolean).join(' ') || undefined;
  const set = (n: number | null) => {
    setText(show(n));
    if (n !== value) onValueChange(n);
  };
  const move = (direction: 1 | -1) => set(stepValue(Number.isNaN(typed) ? value : typed, direction, step, min, max));
  const keys = (e: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(e);
    if (e.defaultPrevented) return;
    if (e.key === 'ArrowUp' || e.key === 'ArrowDown') {
      e.preventDefault();
      move(e.key === 'ArrowUp' ? 1 : -1);
    }
  };
  const decimal = !Number.isInteger(step) || (min !== undefined && !Number.isInteger(min));

  return (
    <div className={[styles.field, size === 'kiosk' && styles.kiosk, className].filter(Boolean).join(' ')}>
      <label htmlFor={base} className={styles.label}>
        {label}
      </label>
      <div className={styles.row}>
        <Button
          variant="secondary"
          size={size === 'kiosk' ? 'kiosk' : 'md'}
          disabled={disabled || (value !== null && min !== undefined && value <= min)}
          aria-label={t('common.numberDecrease', { name })}
          aria-controls={base}
          onClick={() => move(-1)}
        >
          −
        </Button>
        <input
          {...input}
          ref={ref}
          id={base}
          className={styles.input}
          type="text"
          inputMode={decimal ? 'decimal' : 'numeric'}
          autoComplete="off"
          role="spinbutton"
          aria-valuenow={value ?? undefined}
          aria-valuemin={min}
          aria-valuemax={max}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          disabled={disabled}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            const n = parseNumber(e.target.value);
            if (!Number.isNaN(n) && n !== value) onValueChange(n);
          }}
          onBlur={(e) => {
            onBlur?.(e);
            if (typed !== null && !Number.isNaN(typed)) set(clamp(typed, min, max));
          }}
          onKeyDown={keys}
        />
        <Button
          variant="secondary"
          size={size === 'kiosk' ? 'kiosk' : 'md'}
          disabled={disabled || (value !== null && max !== undefined && value >= max)}
          aria-label={t('common.numberIncrease', { name })}
          aria-controls={base}
          onClick={() => move(1)}
        >
          +
        </Button>
      </div>
      {hint ? (
        <p id={`${base}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <Alert as="p" id={`${base}-err`}>
          {error}
        </Alert>
      ) : null}
    </div>
  );
}
