// Call staff (issue 19; flow state 'call-staff'): the kiosk asks the venue for staff at once
// (POST /pro/kiosk/callStaff: one open call per kiosk) and says 'Staff will be with you
// shortly...'; the call shows live on the staff alerts screen. Done sends DONE (back to the menu);
// the flow's returnCountdown timer also returns.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '../../i18n';
import { useFamily } from '../../engine/runtime/family';
import { session } from '../../state/stores';
import { advance, callForStaff, opsStyles as ops } from '../../features/kioskops';
import styles from './KioskCallStaff.module.css';
import type { KioskCallStaffProps } from '../../generated/component-props';
import { Button } from '../../ui/Button/Button';
import { Alert } from '../../ui/Alert/Alert';
import { Status } from '../../ui/Status/Status';

type Phase = 'calling' | 'called' | 'failed';

export default function KioskCallStaff({ doneRoute = 'home' }: KioskCallStaffProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { base } = useFamily();
  const [phase, setPhase] = useState<Phase>('calling');
  const started = useRef(false);
  const call = useCallback(async () => {
    setPhase('calling');
    try {
      await callForStaff(String(session.table ?? ''));
      setPhase('called');
    } catch {
      setPhase('failed');
    }
  }, []);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void call();
  }, [call]);
  return (
    <section className={`${ops.box} ${styles.box}`} aria-labelledby="kiosk-call-staff-title">
      <h1 id="kiosk-call-staff-title" className={ops.title}>
        {t('kioskops.callStaffTitle')}
      </h1>
      <Status as="p" className={`${ops.big} ${styles.message}`} data-testid="call-staff-status">
        {phase === 'calling' ? t('kioskops.callingStaff') : phase === 'called' ? t('kioskops.staffComing') : ''}
      </Status>
      {phase === 'failed' ? <Alert as="p">{t('kioskops.callFailed')}</Alert> : null}
      <div className={ops.actions}>
        {phase === 'failed' ? (
          <Button variant="secondary" size="lg" onClick={() => void call()}>
            {t('kioskops.callAgain')}
          </Button>
        ) : null}
        <Button variant="primary" size="lg" onClick={() => advance('DONE', (r) => navigate(`${base}/${r}`), doneRoute)}>
          {t('kioskops.done')}
        </Button>
      </div>
    </section>
  );
}
