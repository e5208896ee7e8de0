// The foot of every setup section: what went wrong with the last save (in words), then Save with
// its hint (the change goes into the draft; publishing is the Preview and publish tab).
import { useTranslation } from '../../../i18n';
import { Alert } from '../../../ui/Alert/Alert';
import { Button } from '../../../ui/Button/Button';
import styles from './ModeSetup.module.css';

export interface SetupSaveProps {
  busy: boolean;
  failure: string;
  onSave: () => void;
}

export function SetupSave({ busy, failure, onSave }: SetupSaveProps) {
  const { t } = useTranslation();
  return (
    <>
      {failure ? (
        <Alert as="p" className={styles.failure}>
          {failure}
        </Alert>
      ) : null}
      <div className={styles.actions}>
        <Button variant="primary" busy={busy} onClick={onSave} data-setup-save="">
          {busy ? t('setup.saving') : t('setup.save')}
        </Button>
        <span className={styles.muted}>{t('setup.saveHint')}</span>
      </div>
    </>
  );
}
