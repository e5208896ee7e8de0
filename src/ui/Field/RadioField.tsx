// A group of choices (Radix RadioGroup: arrow keys move and choose, Tab leaves the group) with its
// legend, an optional hint and the field's error. Each choice may carry an icon and a side note (a
// surcharge); its accessible name is its label alone.
import { useId, type KeyboardEvent, type ReactNode } from 'react';
import { useController, useFormContext, type FieldValues } from 'react-hook-form';
import { RadioGroup } from 'radix-ui';
import { useFieldState, type FieldRules } from './Field';
import { FieldError } from './FieldError';
import { ChoiceText } from './ChoiceText';
import styles from './Field.module.css';

/** Arrow keys and the way they move through the choices (Radix's roving focus, left to right). */
const STEP: Readonly<Record<string, 1 | -1>> = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 };

/**
 * The choice an arrow key pressed on a choice moves to (wrapping round, as Radix does), or null for
 * any other key. Radix chooses on the focus its arrow moves, but moves the focus in a timer and
 * chooses only while the key is still down: a key let go before that timer ran (a quick tap on a busy
 * phone) moved the focus without choosing (radix-ui/primitives#4094). Chosen here on the key itself.
 */
function arrowedTo(e: KeyboardEvent, options: readonly RadioOption[]): string | null {
  const step = STEP[e.key];
  if (!step || e.metaKey || e.ctrlKey || e.altKey || e.shiftKey || options.length < 2) return null;
  const at = options.findIndex((o) => o.value === (e.target as Element).getAttribute('value'));
  if (at < 0) return null;
  return options[(at + step + options.length) % options.length].value;
}

export interface RadioOption {
  value: string;
  label: ReactNode;
  icon?: ReactNode;
  note?: ReactNode;
}

export interface RadioFieldProps {
  name: string;
  legend: ReactNode;
  options: RadioOption[];
  rules?: FieldRules;
  /** Pills side by side (order type) instead of a list. */
  segmented?: boolean;
  /** Shown before the choices (a loading or empty note). */
  before?: ReactNode;
  hint?: ReactNode;
  /** Called after the value changed (a recheck with the venue). */
  onChosen?: (value: string) => void;
  children?: ReactNode;
}

export function RadioField<T extends FieldValues = FieldValues>({
  name,
  legend,
  options,
  rules,
  segmented,
  before,
  hint,
  onChosen,
  children,
}: RadioFieldProps) {
  const ids = useId();
  // A change clears the field's error at once; the rule runs again (asynchronously) and may set it anew.
  const { control, clearErrors } = useFormContext<T>();
  const { field } = useController({ name: name as never, control, rules: rules as never });
  const hasHint = hint !== undefined && hint !== null;
  const state = useFieldState(name, `${ids}-group`, hasHint);
  const legendId = `${ids}-legend`;
  const value = String(field.value ?? '');
  const choose = (v: string) => {
    clearErrors(name as never);
    field.onChange(v);
    onChosen?.(v);
  };
  return (
    <fieldset className={styles.group} data-field={name} aria-invalid={state.control['aria-invalid']}>
      <legend id={legendId} className={styles.legend}>
        {legend}
      </legend>
      {before}
      <RadioGroup.Root
        {...state.control}
        ref={field.ref}
        name={name}
        aria-labelledby={legendId}
        className={segmented ? styles.segmented : styles.choices}
        value={value}
        onValueChange={choose}
        onKeyDown={(e) => {
          const next = arrowedTo(e, options);
          if (next !== null && next !== value) choose(next);
        }}
      >
        {options.map((o, i) => (
          // eslint-disable-next-line jsx-a11y/label-has-associated-control -- the Radix radio (a button) and its name (ChoiceText) are inside
          <label key={o.value} className={segmented ? styles.segment : styles.choice}>
            <RadioGroup.Item
              value={o.value}
              className={styles.radio}
              aria-labelledby={`${ids}-${i}`}
              onBlur={field.onBlur}
            >
              <RadioGroup.Indicator className={styles.dot} />
            </RadioGroup.Item>
            <ChoiceText option={o} id={`${ids}-${i}`} />
          </label>
        ))}
      </RadioGroup.Root>
      {hasHint ? (
        <p id={state.hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {children}
      <FieldError id={state.errorId} message={state.error} />
    </fieldset>
  );
}
