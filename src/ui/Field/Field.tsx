// A labelled field of the form in context: label, the control, an optional hint and the field's
// error, with aria-invalid and aria-describedby (hint, then error) wired for the control. TextField
// is the common case, an <input> or <textarea> registered with react-hook-form.
import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { get, useFormContext, type FieldValues } from 'react-hook-form';
import { FieldError } from './FieldError';
import styles from './Field.module.css';

/** A field's rules: a validate function (domainRule) or several; any value type, checked where it is written. */
export interface FieldRules {
  validate?:
    | ((value: never, all: never) => string | true | Promise<string | true>)
    | Record<string, (value: never, all: never) => string | true>;
  deps?: string[];
}

export interface ControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
}

/** The ids and state a control of field `name` needs; `id` keeps a fixed id (links and tests use them). */
/**
 * `error` gives the field's error from outside react-hook-form (a part whose state lives in a store);
 * without a form in context the field shows only that.
 */
export function useFieldState(
  name: string,
  id?: string,
  hasHint = false,
  outside?: string,
): { control: ControlProps; hintId: string; errorId: string; error?: string } {
  const auto = useId();
  const base = id ?? auto;
  const form = useFormContext() as ReturnType<typeof useFormContext> | null;
  const error =
    outside || (form ? (get(form.formState.errors, name) as { message?: string } | undefined)?.message : undefined);
  const hintId = `${base}-hint`;
  const errorId = `${base}-err`;
  const describedBy = [hasHint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return {
    control: { id: base, 'aria-invalid': Boolean(error), ...(describedBy ? { 'aria-describedby': describedBy } : {}) },
    hintId,
    errorId,
    error,
  };
}

export interface FieldProps {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  id?: string;
  /** Label read by assistive technology only (a field whose meaning the group's legend gives). */
  labelHidden?: boolean;
  className?: string;
  /** The error, when the field's state is kept outside the form (see useFieldState). */
  error?: string;
  children: (control: ControlProps) => ReactNode;
}

export function Field({ name, label, hint, id, labelHidden, className, error: outside, children }: FieldProps) {
  const { control, hintId, errorId, error } = useFieldState(name, id, hint !== undefined && hint !== null, outside);
  return (
    <div className={`${styles.field} ${className ?? ''}`} data-field={name}>
      <label htmlFor={control.id} className={labelHidden ? styles.srOnly : styles.label}>
        {label}
      </label>
      {children(control)}
      {hint !== undefined && hint !== null ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

type Native = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'children'>;
export interface TextFieldProps extends Omit<FieldProps, 'children'> {
  rules?: FieldRules;
  multiline?: boolean;
  rows?: number;
  input?: Native & Pick<TextareaHTMLAttributes<HTMLTextAreaElement>, 'rows'>;
  /** Something beside the control (an Apply button). */
  after?: ReactNode;
  /** Rewrites what is typed before the form keeps it (digits only, a length cap). */
  normalise?: (value: string) => string;
}

export function TextField<T extends FieldValues = FieldValues>({
  rules,
  multiline,
  input,
  after,
  normalise,
  ...field
}: TextFieldProps) {
  const { register } = useFormContext<T>();
  const registered = register(field.name as never, rules as never);
  const reg = normalise
    ? {
        ...registered,
        onChange: (e: { target: HTMLInputElement | HTMLTextAreaElement }) => {
          e.target.value = normalise(e.target.value);
          return registered.onChange(e);
        },
      }
    : registered;
  const cls = input?.className ? `${styles.input} ${input.className}` : styles.input;
  return (
    <Field {...field}>
      {(control) => {
        const el = multiline ? (
          <textarea {...(input as TextareaHTMLAttributes<HTMLTextAreaElement>)} {...control} {...reg} className={cls} />
        ) : (
          <input {...input} {...control} {...reg} className={cls} />
        );
        return after ? (
          <div className={styles.inline}>
            {el}
            {after}
          </div>
        ) : (
          el
        );
      }}
    </Field>
  );
}
