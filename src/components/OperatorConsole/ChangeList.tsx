// A readable diff: each change as a sentence (subject: before → after), the stored key only in a
// small details line under it (describeChange in src/domain).
import type { ConfigChange } from '../../domain';
import { useTranslation } from '../../i18n';
import { changeSentences } from './changeWords';
import styles from './OperatorConsole.module.css';

export function ChangeList({ changes, label }: { changes: ConfigChange[]; label?: string }) {
  const { t, i18n } = useTranslation();
  const lines = changeSentences(changes, t, i18n.language);
  if (!lines.length) return <p className={styles.muted}>{t('backoffice.noDiff')}</p>;
  return (
    <ul className={styles.changes} aria-label={label}>
      {lines.map((c, i) => (
        <li key={`${c.key}:${c.subject}:${i}`} className={styles.change}>
          <span className={styles.changeSubject}>{c.subject}</span>
          {': '}
          <span className={styles.before}>
            <span className={styles.srOnly}>{t('backoffice.before')} </span>
            {c.before}
          </span>
          <span aria-hidden="true"> → </span>
          <span className={styles.after}>
            <span className={styles.srOnly}>{t('backoffice.after')} </span>
            {c.after}
          </span>
          <small className={styles.keyLine}>{c.key}</small>
        </li>
      ))}
    </ul>
  );
}
