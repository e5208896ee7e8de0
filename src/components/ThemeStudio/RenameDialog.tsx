// Rename a saved theme (the kit's dialog): its names in both languages, checked as sent (an empty,
// too long or taken name is refused in words, on the field it concerns) and by the server. What is
// typed stays in the fields after a refusal; the open draft, if any, is never touched.
import { useState } from 'react';
import { useTranslation } from '../../i18n';
import type { ThemeManifest } from '../../engine/contract';
import {
  NAME_LANGS,
  NAME_MAX,
  nameProblem,
  renameTheme,
  studioFailure,
  type NameLang,
} from '../../features/backoffice/studio';
import { Field, formStyles } from '../../ui/Field';
import { Dialog } from '../../ui/Dialog/Dialog';
import { Button } from '../../ui/Button/Button';
import { Alert } from '../../ui/Alert/Alert';
import styles from './ThemeStudio.module.css';

export interface RenameDialogProps {
  shop: string;
  theme: { id: string; name: ThemeManifest['name'] };
  /** Every other theme (saved and shipped): a name may not be one of theirs. */
  others: readonly { id: string; name: ThemeManifest['name'] }[];
  onClose: () => void;
  onRenamed: (name: ThemeManifest['name']) => void;
}

export default function RenameDialog({ shop, theme, others, onClose, onRenamed }: RenameDialogProps) {
  const { t } = useTranslation();
  const [name, setName] = useState<Record<NameLang, string>>({ ...theme.name });
  const [fieldError, setFieldError] = useState<{ lang: NameLang; text: string } | null>(null);
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    setFailure('');
    const p = nameProblem(theme.id, name, others);
    if (p) {
      const lang = t(`studio.lang_${p.lang}`);
      return setFieldError({
        lang: p.lang,
        text:
          p.problem === 'taken'
            ? t('studio.renameTaken', { lang, id: p.id })
            : t(p.problem === 'empty' ? 'studio.renameEmpty' : 'studio.renameLong', { lang, max: NAME_MAX }),
      });
    }
    setFieldError(null);
    setBusy(true);
    try {
      const r = await renameTheme(shop, theme.id, { 'en-gb': name['en-gb'].trim(), 'zh-hans': name['zh-hans'].trim() });
      onRenamed(r.name);
      onClose();
    } catch (e) {
      const err = studioFailure(e);
      setFailure(t(`studio.fail_${err.reason}`, { message: err.serverMessage }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(o) => (o ? null : onClose())}
      title={t('studio.renameTitle', { id: theme.id })}
      description={t('studio.renameHelp')}
    >
      <form
        className={formStyles.form}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        {NAME_LANGS.map((lang) => (
          <Field
            key={lang}
            name={`rename-${lang}`}
            id={`studio-rename-${lang}`}
            label={t(lang === 'en-gb' ? 'studio.nameEn' : 'studio.nameZh')}
            error={fieldError?.lang === lang ? fieldError.text : undefined}
          >
            {(control) => (
              <input
                {...control}
                className={formStyles.input}
                lang={lang === 'en-gb' ? 'en-GB' : 'zh-Hans'}
                value={name[lang]}
                autoComplete="off"
                onChange={(e) => setName((n) => ({ ...n, [lang]: e.target.value }))}
              />
            )}
          </Field>
        ))}
        {failure ? (
          <Alert appearance="box">
            <p className={styles.noMargin}>{failure}</p>
          </Alert>
        ) : null}
        <div className={styles.actions}>
          <Button variant="primary" type="submit" disabled={busy}>
            {t('studio.renameSave')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('studio.cancel')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
