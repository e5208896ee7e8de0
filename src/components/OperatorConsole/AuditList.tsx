// The audit log: who changed what (the changed keys, before -> after), and when; newest first.
import { useTranslation } from '../../i18n';
import { formatDateTimeInZone } from '../../domain';
import { useAuditLog, type ConsoleAuditEntry } from '../../features/backoffice';
import { ChangeList } from './ChangeList';
import { Loading, LoadFailed } from './States';
import styles from './OperatorConsole.module.css';
import { Status } from '../../ui/Status/Status';

/** The words of each action the server records (a new action fails to compile until it has words). */
const ACTION_KEYS = {
  save: 'backoffice.action_save',
  discard: 'backoffice.action_discard',
  publish: 'backoffice.action_publish',
  rollback: 'backoffice.action_rollback',
  soldOut: 'backoffice.action_soldOut',
  venueCreated: 'backoffice.action_venueCreated',
  adminInvited: 'backoffice.action_adminInvited',
  adminJoined: 'backoffice.action_adminJoined',
  adminRemoved: 'backoffice.action_adminRemoved',
  inviteRevoked: 'backoffice.action_inviteRevoked',
  providerSaved: 'backoffice.action_providerSaved',
  providerRemoved: 'backoffice.action_providerRemoved',
} as const satisfies Record<ConsoleAuditEntry['action'], string>;

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
              <td>{t(ACTION_KEYS[e.action], { version: e.version ?? '' })}</td>
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
