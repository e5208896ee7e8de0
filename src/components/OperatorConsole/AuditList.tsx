// The audit log: who changed what (the changed keys, before -> after), and when; newest first.
import { useTranslation } from '../../i18n';
import { formatDateTimeInZone } from '../../domain';
import { useAuditLog } from '../../features/backoffice';
import { ChangeList } from './ChangeList';
import { Loading, LoadFailed } from './States';
import styles from './OperatorConsole.module.css';
import { Status } from '../../ui/Status/Status';

/** `tz`: the venue's time zone (its hours), in which times are shown. */
export function AuditList({ shop, tz }: { shop: string; tz: string }) {
  const { t } = useTranslation();
  const log = useAuditLog(shop);
  if (log.error) return <LoadFailed retry={() => void log.mutate()} error={log.error} />;
  if (!log.data) return <Loading />;
  if (!log.data.length)
    return (
      <Status as="p" className={styles.muted}>
        {t('backoffice.auditEmpty')}
      </Status>
    );
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className={styles.caption}>{t('backoffice.auditCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('backoffice.col_when')}</th>
            <th scope="col">{t('backoffice.col_who')}</th>
            <th scope="col">{t('backoffice.col_action')}</th>
            <th scope="col">{t('backoffice.col_changes')}</th>
          </tr>
        </thead>
        <tbody>
          {log.data.map((e) => (
            <tr key={e.id}>
              <td>{formatDateTimeInZone(e.at, tz)}</td>
              <td>{e.userName}</td>
              <td>{t(`backoffice.action_${e.action}`, { version: e.version ?? '' })}</td>
              <td>
                <ChangeList changes={e.changes} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
