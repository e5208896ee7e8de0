// Startup: the kiosk settings are read from their encrypted store (defaults restored when empty),
// copied from the server's configuration, then the flow goes on (READY). Without a network the
// stored settings are used; with neither, the failure is said with a retry.
import { useEffect, useState } from 'react';
import { kioskChoosesLanguage } from '../../../domain/kioskRun';
import { sendFlowEvent } from '../../../engine/flow/events';
import { copyFromServer, kiosk, loadKioskConfig } from '../../../features/kiosk';
import { useTranslation } from '../../../i18n';
import { app, venue } from '../../../state/stores';
import { BigButton, StepFrame, styles } from './parts';

async function serverSettings(shop: string): Promise<Record<string, unknown> | null> {
  const { spotConfig } = await import('../../../api/calls/config');
  const a = await spotConfig({ shop }, { quiet: true });
  const s = (a.result as { settings?: unknown } | undefined)?.settings;
  return s && typeof s === 'object' ? (s as Record<string, unknown>) : null;
}

export default function Startup() {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setFailed(false);
    void (async () => {
      let config;
      try {
        const raw = await serverSettings(app.shop);
        config = raw ? await copyFromServer(raw) : await loadKioskConfig();
      } catch {
        config = await loadKioskConfig().catch(() => null);
      }
      if (!live) return;
      if (!config) { setFailed(true); return; }
      kiosk.config = config;
      const languages = venue.languages.length ? venue.languages : config.settings.languages;
      kiosk.chooseLanguage = kioskChoosesLanguage({ ...config.settings, languages: [...languages] });
      kiosk.ready = true;
      sendFlowEvent('READY');
    })();
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
