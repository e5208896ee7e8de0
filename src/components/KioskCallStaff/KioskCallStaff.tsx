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
      <h1 id="kiosk-call-staff-title" className={ops.title}>{t('kioskops.callStaffTitle')}</h1>
      <p role="status" className={`${ops.big} ${styles.message}`} data-testid="call-staff-status">
        {phase === 'calling' ? t('kioskops.callingStaff') : phase === 'called' ? t('kioskops.staffComing') : ''}
      </p>
      {phase === 'failed' ? <p role="alert" className={ops.error}>{t('kioskops.callFailed')}</p> : null}
      <div className={ops.actions}>
        {phase === 'failed' ? <button type="button" className={ops.secondary} onClick={() => void call()}>{t('kioskops.callAgain')}</button> : null}
        <button type="button" className={ops.primary} onClick={() => advance('DONE', (r) => navigate(`${base}/${r}`), doneRoute)}>{t('kioskops.done')}</button>
      </div>
    </section>
  );
}
