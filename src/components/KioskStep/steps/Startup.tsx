// Startup: the kiosk's start (features/kiosk startKiosk: the settings from their encrypted store,
// copied from the venue's configuration), begun when the kiosk's code arrived; then the flow goes
// on (READY). With neither the server nor the store, the failure is said with a retry.
import { useEffect, useState } from 'react';
import { sendFlowEvent } from '../../../engine/flow/events';
import { startKiosk } from '../../../features/kiosk';
import { useTranslation } from '../../../i18n';
import { BigButton, StepFrame, styles } from './parts';
import { Alert, toneClass } from '../../../ui/Alert/Alert';
import { Status } from '../../../ui/Status/Status';

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
    return () => {
      live = false;
    };
  }, [attempt]);
  return (
    <StepFrame title={t('kiosk.startupTitle')}>
      {failed ? (
        <Alert tone="none">
          <p className={toneClass()}>{t('kiosk.startupFailed')}</p>
          <BigButton onClick={() => setAttempt((n) => n + 1)}>{t('kiosk.retry')}</BigButton>
        </Alert>
      ) : (
        <Status as="p" className={styles.note}>
          {t('kiosk.startupLoading')}
        </Status>
      )}
    </StepFrame>
  );
}
