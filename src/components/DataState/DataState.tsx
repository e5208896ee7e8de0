// The loading, empty and error states of one screen data source; children once the data is there.
import type { EngineProps } from '../../engine/runtime/registry';
import { useTranslation } from '../../i18n';
import { useDataStatus } from '../../engine/runtime/hooks';
import { asText } from '../propText';
import styles from './DataState.module.css';
import type { DataStateProps } from '../../generated/component-props';

export default function DataState({ source, emptyText, errorText, children }: DataStateProps & EngineProps) {
  const { t } = useTranslation();
  const { status, refresh } = useDataStatus(source);
  if (status === 'loading') {
    return <p className={styles.loading} role="status" aria-live="polite" aria-busy="true">{t('common.loading')}</p>;
  }
  if (status === 'error') {
    return (
      <div className={styles.error} role="alert">
        <p className={styles.text}>{asText(errorText) || t('common.loadFailed')}</p>
        <button type="button" className={styles.retry} onClick={refresh}>{t('common.retry')}</button>
      </div>
    );
  }
  if (status === 'empty') return <p className={styles.empty} role="status">{asText(emptyText) || t('common.empty')}</p>;
  return <>{children}</>;
}
