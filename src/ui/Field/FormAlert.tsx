// The form-level alert: a server refusal that belongs to no field, in the visitor's language.
import type { ReactNode } from 'react';
import { get, useFormContext } from 'react-hook-form';
import { useFormText } from './useFormText';
import { SERVER_ERROR } from './serverRefusal';
import { Alert } from '../Alert/Alert';

export function FormAlert({ id, children }: { id?: string; children?: ReactNode }) {
  const { formState } = useFormContext();
  const text = useFormText();
  const message = (get(formState.errors, SERVER_ERROR) as { message?: string } | undefined)?.message;
  if (!message && !children) return null;
  return (
    <Alert id={id} appearance="box">
      {message ? text(message) : children}
    </Alert>
  );
}
