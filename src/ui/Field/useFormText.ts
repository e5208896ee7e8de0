// Draws a form message (formMessage.ts) in the visitor's language at render time.
import { useTranslation, translateMessage } from '../../i18n';
import { readMessage } from './formMessage';

export function useFormText(): (message: string | undefined) => string {
  useTranslation(); // re-render on a language switch
  return (message) => {
    if (!message) return '';
    const { key, values } = readMessage(message);
    return translateMessage(key, values);
  };
}
