// Order notes, capped at the domain's maximum, with the characters left.
import { useFormContext } from 'react-hook-form';
import { useTranslation } from '../../i18n';
import { NOTES_MAX_LENGTH } from '../../domain';
import type { CheckoutForm as Values } from '../../features/ordering';
import { TextField } from '../../ui/Field';

const cap = (s: string) => s.slice(0, NOTES_MAX_LENGTH);

export default function NotesField() {
  const { t } = useTranslation();
  const notes = useFormContext<Values>().watch('notes');
  return (
    <TextField<Values>
      name="notes"
      id="co-notes"
      label={t('orders.orderNotes')}
      multiline
      normalise={cap}
      input={{ rows: 2, maxLength: NOTES_MAX_LENGTH }}
      hint={t('ordering.charactersLeft', { count: NOTES_MAX_LENGTH - notes.length })}
    />
  );
}
