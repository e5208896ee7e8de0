// Closures (issue 29): the days the venue is closed, each a first and last day with its own message
// in both languages (what customers read on those days instead of ordering). Rows are added and
// removed here; the draft form checks each row (closureProblems) and saves them as hours.closures.
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from '../../i18n';
import { TextField, formStyles } from '../../ui/Field';
import { Button } from '../../ui/Button';
import type { DraftValues } from '../../features/backoffice';
import styles from './OperatorConsole.module.css';

export function ClosureFields() {
  const { t } = useTranslation();
  const { control } = useFormContext<DraftValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'hours.closures' });
  return (
    <fieldset className={formStyles.group} data-field="hours.closures">
      <legend className={formStyles.legend}>{t('backoffice.closures')}</legend>
      <p className={formStyles.hint}>{t('backoffice.closures_help')}</p>
      {fields.length === 0 ? <p className={formStyles.hint}>{t('backoffice.closures_none')}</p> : null}
      {fields.map((f, i) => (
        <fieldset key={f.id} className={`${formStyles.group} ${styles.closure}`} data-closure={i}>
          <legend className={formStyles.legend}>{t('backoffice.closure_legend', { n: i + 1 })}</legend>
          <TextField
            name={`hours.closures.${i}.from`}
            label={t('backoffice.closure_from')}
            input={{ type: 'date', autoComplete: 'off' }}
          />
          <TextField
            name={`hours.closures.${i}.to`}
            label={t('backoffice.closure_to')}
            input={{ type: 'date', autoComplete: 'off' }}
          />
          <TextField
            name={`hours.closures.${i}.en`}
            label={t('backoffice.closure_msg_en')}
            input={{ autoComplete: 'off', lang: 'en-GB', maxLength: 200 }}
          />
          <TextField
            name={`hours.closures.${i}.zh`}
            label={t('backoffice.closure_msg_zh')}
            input={{ autoComplete: 'off', lang: 'zh-Hans', maxLength: 200 }}
          />
          <Button
            variant="secondary"
            onClick={() => remove(i)}
            aria-label={`${t('backoffice.closure_remove')} (${t('backoffice.closure_legend', { n: i + 1 })})`}
          >
            {t('backoffice.closure_remove')}
          </Button>
        </fieldset>
      ))}
      <Button variant="secondary" onClick={() => append({ from: '', to: '', en: '', zh: '' })}>
        {t('backoffice.closure_add')}
      </Button>
    </fieldset>
  );
}
