// The console's loading and failed states (a failure in words, with Try again).
import { useTranslation } from '../../i18n';
import { failureText } from '../../features/backoffice';
import styles from './OperatorConsole.module.css';

export function Loading() {
  const { t } = useTranslation();
  return <p className={styles.muted} role="status" aria-live="polite" aria-busy="true">{t('backoffice.loading')}</p>;
}

export function LoadFailed({ error, retry }: { error: unknown; retry: () => void }) {
  const { t } = useTranslation();
  const f = failureText(error);
  return (
    <div className={styles.failureBox} role="alert">
      <p>{t('backoffice.loadFailed')} {t(`backoffice.${f.key}`, f.values)}</p>
      <button type="button" className={styles.secondary} onClick={retry}>{t('backoffice.retry')}</button>
    </div>
  );
}
