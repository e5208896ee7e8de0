// The console's loading and failed states (a failure in words, with Try again).
import { useTranslation } from '../../i18n';
import { failureText } from '../../features/backoffice';
import styles from './OperatorConsole.module.css';
import { Button } from '../../ui/Button/Button';
import { Alert } from '../../ui/Alert/Alert';
import { Status } from '../../ui/Status/Status';

export function Loading() {
  const { t } = useTranslation();
  return (
    <Status as="p" className={styles.muted} aria-live="polite" aria-busy="true">
      {t('backoffice.loading')}
    </Status>
  );
}

export function LoadFailed({ error, retry }: { error: unknown; retry: () => void }) {
  const { t } = useTranslation();
  const f = failureText(error);
  return (
    <Alert tone="none" className={styles.failureBox}>
      <p>
        {t('backoffice.loadFailed')} {t(`backoffice.${f.key}`, f.values)}
      </p>
      <Button variant="secondary" onClick={retry}>
        {t('backoffice.retry')}
      </Button>
    </Alert>
  );
}
