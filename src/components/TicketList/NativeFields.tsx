// Light fields for the ticket venues' home screens (the family home must stay within its JavaScript
// budget, so no react-hook-form and no Radix here, as with the catalogue's product options): a
// labelled native input and a group of native radios, marked up as the field layer marks its fields
// (label, hint, error with role alert, aria-invalid, aria-describedby) and drawn with its styles.
// Errors are form messages (src/ui/Field/formMessage.ts), drawn in the visitor's language.
import type { InputHTMLAttributes, ReactNode } from 'react';
import { FieldError } from '../../ui/Field/FieldError';
import formStyles from '../../ui/Field/Field.module.css';
import styles from '../styles/tickets.module.css';

const describedBy = (id: string, hint: boolean, error: boolean) =>
  [hint ? `${id}-hint` : '', error ? `${id}-err` : ''].filter(Boolean).join(' ') || undefined;

export function InputField({
  id,
  label,
  hint,
  error,
  value,
  onValue,
  input,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  value: string;
  onValue: (v: string) => void;
  input?: Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'>;
}) {
  return (
    <div className={formStyles.field} data-field={id}>
      <label htmlFor={id} className={formStyles.label}>
        {label}
      </label>
      <input
        {...input}
        id={id}
        className={formStyles.input}
        value={value}
        onChange={(e) => onValue(e.target.value)}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy(id, hint !== undefined, Boolean(error))}
      />
      {hint !== undefined ? (
        <p id={`${id}-hint`} className={formStyles.hint}>
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-err`} message={error} />
    </div>
  );
}

export interface Choice {
  value: string;
  label: ReactNode;
  note?: ReactNode;
  disabled?: boolean;
}

export function ChoiceField({
  id,
  legend,
  choices,
  value,
  onValue,
  error,
}: {
  id: string;
  legend: ReactNode;
  choices: Choice[];
  value: string;
  onValue: (v: string) => void;
  error?: string;
}) {
  return (
    <fieldset
      className={formStyles.group}
      data-field={id}
      aria-invalid={Boolean(error)}
      aria-describedby={error ? `${id}-err` : undefined}
    >
      <legend className={formStyles.legend}>{legend}</legend>
      <div className={formStyles.choices}>
        {choices.map((c, i) => (
          <label key={c.value} className={formStyles.choice}>
            {/* Named by its label alone; the note (price, what is left) follows as text. */}
            <input
              type="radio"
              name={id}
              value={c.value}
              className={styles.nativeRadio}
              checked={value === c.value}
              disabled={c.disabled}
              aria-labelledby={`${id}-${i}`}
              onChange={() => onValue(c.value)}
            />
            <span id={`${id}-${i}`} className={formStyles.choiceName}>
              {c.label}
            </span>
            {c.note ? <span className={formStyles.hint}>{c.note}</span> : null}
          </label>
        ))}
      </div>
      <FieldError id={`${id}-err`} message={error} />
    </fieldset>
  );
}

/** One yes/no choice (a native checkbox: Space toggles) with its label, which may hold a link, and its error. */
export function CheckField({
  id,
  label,
  checked,
  onChecked,
  error,
  className,
}: {
  id: string;
  label: ReactNode;
  checked: boolean;
  onChecked: (v: boolean) => void;
  error?: string;
  className?: string;
}) {
  return (
    <div className={className} data-field={id}>
      <div className={formStyles.choice}>
        <input
          type="checkbox"
          id={id}
          className={styles.nativeRadio}
          checked={checked}
          onChange={(e) => onChecked(e.target.checked)}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-err` : undefined}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      <FieldError id={`${id}-err`} message={error} />
    </div>
  );
}

/** Focuses the first field marked invalid in a form (after a refused Continue). */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  const el = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  const target = el && (el.matches('input') ? el : el.querySelector<HTMLElement>('input:checked, input'));
  target?.focus();
}
