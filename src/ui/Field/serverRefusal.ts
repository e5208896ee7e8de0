// Where a server refusal shows: on the field its code names (a wrong PIN on the PIN), else in the
// form's alert. The message is the server's display text (dispMsg) or an app key; both are drawn
// through translateMessage, so a known key or text shows in the visitor's language.
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { keyedMessage } from './formMessage';

/** react-hook-form's name for the form-level error. */
export const SERVER_ERROR = 'root.server';

export interface Refusal {
  code?: string;
  /** An i18n key or the server's own text. */
  message: string;
  values?: Record<string, unknown>;
}

export function showRefusal<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'setError'>,
  refusal: Refusal,
  fields: Readonly<Record<string, Path<T>>> = {},
): void {
  const field = refusal.code ? fields[refusal.code] : undefined;
  form.setError(
    (field ?? SERVER_ERROR) as Path<T>,
    { type: 'server', message: keyedMessage(refusal.message, refusal.values) },
    { shouldFocus: Boolean(field) },
  );
}
