// Startup: the kiosk's start (features/kiosk startKiosk: the settings from their encrypted store,
// copied from the venue's configuration), begun when the kiosk's code arrived; then the flow goes
// on (READY). With neither the server nor the store, the failure is said with a retry.
import { useEffect, useState } from 'react';
import { sendFlowEvent } from '../../../engine/flow/events';
import { startKiosk } from '../../../features/kiosk';
import { useTranslation } from '../../../i18n';
import { BigButton, StepFrame, styles } from './parts';

export default function Startup() {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setFailed(false);
    void startKiosk().then((config) => {
      if (!live) return;
      if (config) sendFlowEvent('READY');
      else setFailed(true);
    });
    return () => { live = false; };
  }, [attempt]);
  return (
    <StepFrame title={t('kiosk.startupTitle')}>
      {failed ? (
        <div role="alert">
          <p className={styles.error}>{t('kiosk.startupFailed')}</p>
          <BigButton onClick={() => setAttempt((n) => n + 1)}>{t('kiosk.retry')}</BigButton>
        </div>
      ) : <p className={styles.note} role="status">{t('kiosk.startupLoading')}</p>}
    </StepFrame>
  );
}
