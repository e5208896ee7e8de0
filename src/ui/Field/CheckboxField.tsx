// One yes/no choice (Radix Checkbox: Space toggles) with its label and the field's error. The whole
// row (box and words, at least 44 px tall) is the label, so a tap anywhere on it ticks the box.
import { useId, type ReactNode } from 'react';
import { useController, useFormContext, type FieldValues } from 'react-hook-form';
import { Checkbox } from 'radix-ui';
import { useFieldState, type FieldRules } from './Field';
import { FieldError } from './FieldError';
import styles from './Field.module.css';

export interface CheckboxFieldProps {
  name: string;
  label: ReactNode;
  rules?: FieldRules;
  className?: string;
}

export function CheckboxField<T extends FieldValues = FieldValues>({
  name,
  label,
  rules,
  className,
}: CheckboxFieldProps) {
  const ids = useId();
  // A change clears the field's error at once; the rule runs again (asynchronously) and may set it anew.
  const { control, clearErrors } = useFormContext<T>();
  const { field } = useController({ name: name as never, control, rules: rules as never });
  const state = useFieldState(name, `${ids}-box`);
  return (
    <div className={className} data-field={name}>
      <label className={styles.choice}>
        <Checkbox.Root
          {...state.control}
          ref={field.ref}
          name={name}
          aria-labelledby={`${ids}-label`}
          className={styles.checkbox}
          checked={Boolean(field.value)}
          onCheckedChange={(c) => {
            clearErrors(name as never);
            field.onChange(c === true);
          }}
          onBlur={field.onBlur}
        >
          <Checkbox.Indicator className={styles.tick} />
        </Checkbox.Root>
        <span id={`${ids}-label`} className={styles.choiceName}>
          {label}
        </span>
      </label>
      <FieldError id={state.errorId} message={state.error} />
    </div>
  );
}
