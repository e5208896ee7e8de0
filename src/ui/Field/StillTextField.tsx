// A text field's markup without the form layer: what TextField draws before any error (label,
// control with aria-invalid false, hint; a textarea when multiline, something beside it), for a
// form's stand-in until it is first used (FormOnFirstUse). Typed values stay in the control and pass
// to the live form by name.
import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';
import styles from './Field.module.css';

export interface StillTextFieldProps {
  name: string;
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  /** Label read by assistive technology only, as TextField's. */
  labelHidden?: boolean;
  multiline?: boolean;
  input?: Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'children'> &
    Pick<TextareaHTMLAttributes<HTMLTextAreaElement>, 'rows'>;
  /** Something beside the control (an Apply button), as TextField's `after`. */
  after?: ReactNode;
}

export function StillTextField({ name, id, label, hint, labelHidden, multiline, input, after }: StillTextFieldProps) {
  const hasHint = hint !== undefined && hint !== null;
  const cls = input?.className ? `${styles.input} ${input.className}` : styles.input;
  const control = {
    id,
    name,
    'aria-invalid': false,
    ...(hasHint ? { 'aria-describedby': `${id}-hint` } : {}),
    className: cls,
  };
  const el = multiline ? (
    <textarea {...(input as TextareaHTMLAttributes<HTMLTextAreaElement>)} {...control} />
  ) : (
    <input {...input} {...control} />
  );
  return (
    <div className={styles.field} data-field={name}>
      <label htmlFor={id} className={labelHidden ? styles.srOnly : styles.label}>
        {label}
      </label>
      {after ? (
        <div className={styles.inline}>
          {el}
          {after}
        </div>
      ) : (
        el
      )}
      {hasHint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
