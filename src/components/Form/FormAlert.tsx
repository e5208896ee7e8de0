// The form-level alert: a server refusal that belongs to no field, in the visitor's language.
import type { ReactNode } from 'react';
import { get, useFormContext } from 'react-hook-form';
import { useFormText } from './useFormText';
import { SERVER_ERROR } from './serverRefusal';
import styles from './Form.module.css';

export function FormAlert({ id, children }: { id?: string; children?: ReactNode }) {
  const { formState } = useFormContext();
  const text = useFormText();
  const message = (get(formState.errors, SERVER_ERROR) as { message?: string } | undefined)?.message;
  if (!message && !children) return null;
  return <div id={id} role="alert" className={styles.alert}>{message ? text(message) : children}</div>;
}
