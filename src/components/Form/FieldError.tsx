// The error line under a field, or the form's alert: the one place a form error is announced.
import { useFormText } from './useFormText';
import styles from './Form.module.css';

export function FieldError({ id, message }: { id: string; message?: string }) {
  const text = useFormText();
  return message ? <p id={id} role="alert" className={styles.error}>{text(message)}</p> : null;
}
