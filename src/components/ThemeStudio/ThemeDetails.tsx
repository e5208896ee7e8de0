// The open theme's details: its id and its names in both languages (each a step of undo of its own),
// "Save to the venue" and "Save and make it the venue's default", whether contrast pairs still block
// the default, and what the last action did.
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../i18n';
import { Form, FormAlert, TextField, formStyles } from '../../ui/Field';
import { Button } from '../../ui/Button/Button';
import StudioNotice, { type Notice } from './StudioNotice';
import styles from './ThemeStudio.module.css';

export interface Meta {
  id: string;
  en: string;
  zh: string;
}

const ID_RULE = (v: string) => (/^[a-z0-9]+(-[a-z0-9]+)*$/.test(v) && v.length <= 64 ? true : 'studio.idInvalid');
const NAME_RULE = (v: string) => (v.trim() ? true : 'studio.nameRequired');

export default function ThemeDetails({
  form,
  busy,
  failing,
  notice,
  onSave,
  onMakeDefault,
}: {
  form: UseFormReturn<Meta>;
  busy: boolean;
  /** How many contrast pairs fail (the default is refused while any does). */
  failing: number;
  notice: Notice;
  onSave: () => void;
  onMakeDefault: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Form form={form} onValid={onSave} className={formStyles.form} aria-label={t('studio.details')}>
      <TextField<Meta>
        name="id"
        label={t('studio.themeId')}
        hint={t('studio.themeIdHint')}
        rules={{ validate: ID_RULE }}
        input={{ autoComplete: 'off', spellCheck: false }}
      />
      <TextField<Meta> name="en" label={t('studio.nameEn')} rules={{ validate: NAME_RULE }} input={{ lang: 'en-GB' }} />
      <TextField<Meta>
        name="zh"
        label={t('studio.nameZh')}
        rules={{ validate: NAME_RULE }}
        input={{ lang: 'zh-Hans' }}
      />
      <FormAlert />
      <div className={styles.actions}>
        <Button variant="primary" type="submit" disabled={busy} aria-describedby="studio-publish-state">
          {t('studio.save')}
        </Button>
        <Button
          variant="primary"
          disabled={busy}
          aria-describedby="studio-publish-state"
          onClick={() => void form.handleSubmit(onMakeDefault)()}
        >
          {t('studio.makeDefault')}
        </Button>
      </div>
      <p id="studio-publish-state" className={failing ? styles.bad : styles.hint}>
        {failing ? t('studio.blocked', { count: failing }) : t('studio.ready')}
      </p>
      <StudioNotice notice={notice} badClass={formStyles.alert} />
    </Form>
  );
}
