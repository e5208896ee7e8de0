// RadioField's and CheckboxField's markup on native controls, without the form layer: a form's
// stand-in until it is first used (FormOnFirstUse). Each control is an <input> drawn as the kit's
// radio or box (Field.module.css), so a choice made before the live form arrives is the input's own
// state, read by name when the live form takes over (stillState.ts).
import { useId, type ReactNode } from 'react';
import type { RadioOption } from './RadioField';
import { ChoiceText } from './ChoiceText';
import styles from './Field.module.css';

export interface StillRadioFieldProps {
  name: string;
  legend: ReactNode;
  options: RadioOption[];
  /** The choice drawn as chosen. */
  value: string;
  segmented?: boolean;
  before?: ReactNode;
}

export function StillRadioField({ name, legend, options, value, segmented, before }: StillRadioFieldProps) {
  const ids = useId();
  const legendId = `${ids}-legend`;
  return (
    <fieldset className={styles.group} data-field={name} aria-invalid={false}>
      <legend id={legendId} className={styles.legend}>
        {legend}
      </legend>
      {before}
      <div role="radiogroup" aria-labelledby={legendId} className={segmented ? styles.segmented : styles.choices}>
        {options.map((o, i) => (
          <label key={o.value} className={segmented ? styles.segment : styles.choice}>
            <input
              type="radio"
              name={name}
              value={o.value}
              defaultChecked={o.value === value}
              className={styles.radio}
              aria-labelledby={`${ids}-${i}`}
            />
            <ChoiceText option={o} id={`${ids}-${i}`} />
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export interface StillCheckboxFieldProps {
  name: string;
  label: ReactNode;
  checked: boolean;
  className?: string;
}

export function StillCheckboxField({ name, label, checked, className }: StillCheckboxFieldProps) {
  const ids = useId();
  return (
    <div className={className} data-field={name}>
      <label className={styles.choice}>
        <input
          type="checkbox"
          name={name}
          defaultChecked={checked}
          className={styles.checkbox}
          aria-invalid={false}
          aria-labelledby={`${ids}-label`}
        />
        <span id={`${ids}-label`} className={styles.choiceName}>
          {label}
        </span>
      </label>
    </div>
  );
}
