// A text field's markup without the form layer: what TextField draws before any error (label,
// control with aria-invalid false, hint), for a form's stand-in until it is first used
// (FormOnFirstUse). Typed values stay in the input and pass to the live form by name.
import type { InputHTMLAttributes, ReactNode } from 'react';
import styles from './Field.module.css';

export interface StillTextFieldProps {
  name: string;
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  input?: Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'children'>;
}

export function StillTextField({ name, id, label, hint, input }: StillTextFieldProps) {
  const hasHint = hint !== undefined && hint !== null;
  const cls = input?.className ? `${styles.input} ${input.className}` : styles.input;
  return (
    <div className={styles.field} data-field={name}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        {...input}
        id={id}
        name={name}
        aria-invalid={false}
        {...(hasHint ? { 'aria-describedby': `${id}-hint` } : {})}
        className={cls}
      />
      {hasHint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
