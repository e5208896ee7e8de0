// A group of choices (Radix RadioGroup: arrow keys move and choose, Tab leaves the group) with its
// legend, an optional hint and the field's error. Each choice may carry an icon and a side note (a
// surcharge); its accessible name is its label alone.
import { useId, type ReactNode } from 'react';
import { useController, useFormContext, type FieldValues } from 'react-hook-form';
import { RadioGroup } from 'radix-ui';
import { useFieldState, type FieldRules } from './Field';
import { FieldError } from './FieldError';
import { ChoiceText } from './ChoiceText';
import styles from './Field.module.css';

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
        value={String(field.value ?? '')}
        onValueChange={(v) => {
          clearErrors(name as never);
          field.onChange(v);
          onChosen?.(v);
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
