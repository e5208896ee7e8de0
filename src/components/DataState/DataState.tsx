// The loading, empty and error states of one screen data source; children once the data is there.
import type { EngineProps } from '../../engine/runtime/registry';
import { useTranslation } from '../../i18n';
import { useDataStatus } from '../../engine/runtime/hooks';
import { asText } from '../propText';
import styles from './DataState.module.css';
import type { DataStateProps } from '../../generated/component-props';
import { Alert } from '../../ui/Alert/Alert';
import { Status } from '../../ui/Status/Status';

export default function DataState({ source, emptyText, errorText, children }: DataStateProps & EngineProps) {
  const { t } = useTranslation();
  const { status, refresh } = useDataStatus(source);
  if (status === 'loading') {
    return (
      <Status as="p" className={styles.loading} aria-live="polite" aria-busy="true">
        {t('common.loading')}
      </Status>
    );
  }
  if (status === 'error') {
    return (
      <Alert tone="none" className={styles.failed}>
        <p className={styles.text}>{asText(errorText) || t('common.loadFailed')}</p>
        <button type="button" className={styles.retry} onClick={refresh}>
          {t('common.retry')}
        </button>
      </Alert>
    );
  }
  if (status === 'empty')
    return (
      <Status as="p" className={styles.empty}>
        {asText(emptyText) || t('common.empty')}
      </Status>
    );
  return <>{children}</>;
}
