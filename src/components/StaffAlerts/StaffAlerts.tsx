// Staff alerts (issue 19): the customers who pressed Call staff on a kiosk of this venue, read every
// second (a call shows within 2 s), newest first, each with 'On my way' to acknowledge it. The
// venue decides who is staff (401 sign in, 403 not staff of this venue). New calls are announced.
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from '../../i18n';
import { useTarget } from '../../engine/runtime/family';
import { ackStaffCall, opsFailure, useStaffCalls, type StaffCall, opsStyles as ops } from '../../features/kioskops';
import styles from './StaffAlerts.module.css';
import type { StaffAlertsProps } from '../../generated/component-props';
import { Button } from '../../ui/Button/Button';
import { buttonClass } from '../../ui/Button/buttonClass';
import { Alert, toneClass } from '../../ui/Alert/Alert';
import { Status } from '../../ui/Status/Status';

export default function StaffAlerts({ loginTo = 'login' }: StaffAlertsProps) {
  const { t, i18n } = useTranslation();
  const login = useTarget(loginTo);
  const [busy, setBusy] = useState('');
  const [ackError, setAckError] = useState('');
  const q = useStaffCalls(false);
  const reason = q.error ? opsFailure(q.error) : null;
  const time = (ms: number) =>
    new Intl.DateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit', second: '2-digit' }).format(
      new Date(ms),
    );
  const calls: StaffCall[] = q.data?.calls ?? [];
  const open = calls.filter((c) => c.open).length;

  const ack = async (c: StaffCall) => {
    setBusy(c.callId);
    setAckError('');
    try {
      await ackStaffCall(c.callId);
      await q.mutate();
    } catch (e) {
      setAckError(t(`kioskops.alertsFailed_${opsFailure(e)}`));
    } finally {
      setBusy('');
    }
  };

  return (
    <section className={ops.box} aria-labelledby="staff-alerts-title">
      <h1 id="staff-alerts-title" className={ops.title}>
        {t('kioskops.alertsTitle')}
      </h1>
      <p className={ops.note}>{t('kioskops.alertsIntro')}</p>
      {reason && !q.data ? (
        <Alert tone="none" className={ops.field}>
          <p className={toneClass('danger')}>{t(`kioskops.alertsFailed_${reason}`)}</p>
          {reason === 'login' ? (
            <RouterLink to={login} className={buttonClass({ variant: 'primary', size: 'lg' })}>
              {t('kioskops.signInLink')}
            </RouterLink>
          ) : null}
        </Alert>
      ) : !q.data ? (
        <Status as="p" aria-busy="true">
          {t('kioskops.loading')}
        </Status>
      ) : (
        <>
          <Status as="p" aria-live="polite" className={styles.count} data-testid="staff-alerts-open">
            {open === 0 ? t('kioskops.noAlerts') : t('kioskops.openCalls', { count: open })}
          </Status>
          {ackError ? <Alert as="p">{ackError}</Alert> : null}
          {calls.length ? (
            <ul className={ops.list} aria-label={t('kioskops.alertsTitle')}>
              {calls.map((c) => (
                <li
                  key={c.callId}
                  className={`${ops.item} ${c.open ? ops.itemOpen : ''}`}
                  data-testid={`staff-call-${c.callId}`}
                  data-open={c.open}
                >
                  <div className={ops.field}>
                    <span className={ops.strong}>
                      {c.tableNo
                        ? t('kioskops.table', { table: c.tableNo })
                        : t('kioskops.kioskDevice', { device: c.deviceId.slice(-6) || '—' })}
                    </span>
                    <span className={ops.meta}>{t('kioskops.calledAt', { time: time(c.createdAt) })}</span>
                    {c.ackedAt ? (
                      <span className={ops.meta}>{t('kioskops.acknowledged', { time: time(c.ackedAt) })}</span>
                    ) : null}
                  </div>
                  {c.open ? (
                    <Button variant="primary" size="lg" disabled={busy === c.callId} onClick={() => void ack(c)}>
                      {t('kioskops.acknowledge')}
                    </Button>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : null}
        </>
      )}
    </section>
  );
}
