// A form on react-hook-form: the fields below it read the form from context (Field, TextField,
// RadioField, CheckboxField, FormAlert). Submitting runs the fields' rules; when one fails the first
// invalid field in page order gets the focus (react-hook-form's own choice follows registration order,
// and cannot focus a radio group).
import { useLayoutEffect, useRef, useState, type FormHTMLAttributes, type ReactNode } from 'react';
import {
  FormProvider,
  get,
  type FieldValues,
  type Path,
  type SubmitHandler,
  type UseFormReturn,
} from 'react-hook-form';
import { SERVER_ERROR } from './serverRefusal';
import styles from './Field.module.css';

export interface FormProps<T extends FieldValues> extends Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'children'
> {
  form: UseFormReturn<T>;
  onValid: SubmitHandler<T>;
  /** After the rules refused: a check of the form's own besides the fields' (none by default). */
  onInvalid?: () => void;
  children: ReactNode;
}

const CONTROLS = 'input, select, textarea, button, [tabindex]:not([tabindex="-1"])';

/** Focuses the first field marked invalid inside `root`; in a group, its chosen option or its first control. */
export function focusFirstInvalid(root: HTMLElement | null): boolean {
  const el = root?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!el) return false;
  const target = el.matches(CONTROLS)
    ? el
    : (el.querySelector<HTMLElement>('[role="radio"][data-state="checked"]') ??
      el.querySelector<HTMLElement>(CONTROLS));
  target?.focus();
  return Boolean(target);
}

export function Form<T extends FieldValues>({ form, onValid, onInvalid, children, className, ...rest }: FormProps<T>) {
  const ref = useRef<HTMLFormElement>(null);
  // Set when the rules refused; cleared once a field marked invalid has the focus. react-hook-form draws
  // the errors in a render of their own (after onInvalid), so the focus waits for aria-invalid to show.
  const focusPending = useRef(false);
  const [refusedAt, setRefusedAt] = useState(0);
  const { submitCount } = form.formState;
  useLayoutEffect(() => {
    if (focusPending.current && focusFirstInvalid(ref.current)) focusPending.current = false;
  }, [refusedAt, submitCount]);
  const submit = form.handleSubmit(onValid, () => {
    onInvalid?.();
    focusPending.current = true;
    setRefusedAt((n) => n + 1);
  });
  // A server refusal answers what was sent: it goes once the visitor changes something or sends again.
  const forgetRefusal = () => {
    if (get(form.formState.errors, SERVER_ERROR)) form.clearErrors(SERVER_ERROR as Path<T>);
  };
  return (
    <FormProvider {...form}>
      <form
        ref={ref}
        noValidate
        className={className ?? styles.form}
        onChange={forgetRefusal}
        onSubmit={(e) => {
          forgetRefusal();
          void submit(e);
        }}
        {...rest}
      >
        {children}
      </form>
    </FormProvider>
  );
}
