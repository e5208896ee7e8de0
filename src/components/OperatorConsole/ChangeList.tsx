// A readable diff: each changed key with its value before and after (— = absent).
import { showValue, type ConfigChange } from '../../domain';
import { useTranslation } from '../../i18n';
import styles from './OperatorConsole.module.css';

export function ChangeList({ changes, label }: { changes: ConfigChange[]; label?: string }) {
  const { t } = useTranslation();
  if (!changes.length) return <p className={styles.muted}>{t('backoffice.noDiff')}</p>;
  return (
    <ul className={styles.changes} aria-label={label}>
      {changes.map((c) => (
        <li key={c.key} className={styles.change}>
          <code className={styles.key}>{c.key}</code>
          {': '}
          <span className={styles.before}>
            <span className={styles.srOnly}>{t('backoffice.before')} </span>
            {showValue(c.before)}
          </span>
          <span aria-hidden="true"> → </span>
          <span className={styles.after}>
            <span className={styles.srOnly}>{t('backoffice.after')} </span>
            {showValue(c.after)}
          </span>
        </li>
      ))}
    </ul>
  );
}
