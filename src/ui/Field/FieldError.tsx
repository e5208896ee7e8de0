// The error line under a field: the one place a field's error is announced (an Alert line), in the
// visitor's language.
import { Alert } from '../Alert/Alert';
import { useFormText } from './useFormText';

export function FieldError({ id, message }: { id: string; message?: string }) {
  const text = useFormText();
  return message ? (
    <Alert as="p" id={id}>
      {text(message)}
    </Alert>
  ) : null;
}
