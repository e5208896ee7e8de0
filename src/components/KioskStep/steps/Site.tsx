// Site (staff): what this kiosk runs on (terminal, user, menu group, languages, the kiosk steps),
// copied again from the server (with or without the full copy) or reset to the defaults.
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { serverSettingsOf, copyFromServer, kiosk, resetKioskConfig } from '../../../features/kiosk';
import { useTranslation } from '../../../i18n';
import { app } from '../../../state/stores';
import { BigButton, EventButton, StepFrame, styles } from './parts';
import { toneClass } from '../../../ui/Alert/Alert';
import { Status } from '../../../ui/Status/Status';

export default function Site() {
  const { t } = useTranslation();
  const { config } = useSnapshot(kiosk);
  const [status, setStatus] = useState<'' | 'busy' | 'done' | 'failed'>('');
  const run = (work: () => Promise<void>) => {
    setStatus('busy');
    void work().then(
      () => setStatus('done'),
      () => setStatus('failed'),
    );
  };
  const copy = (full: boolean) =>
    run(async () => {
      const raw = await serverSettingsOf(app.shop);
      if (!raw) throw new Error('no settings');
      kiosk.config = await copyFromServer(raw, full);
    });
  const s = config.settings;
  const steps = (
    ['splash', 'chooseLanguage', 'eatInTakeAway', 'tableLocator', 'callStaff', 'donate', 'advertisementMode'] as const
  ).filter((k) => s.kiosk[k]);
  return (
    <StepFrame title={t('kiosk.siteTitle')}>
      <dl>
        <dt>{t('kiosk.siteTerminal')}</dt>
        <dd>{s.terminalId || '—'}</dd>
        <dt>{t('kiosk.siteUser')}</dt>
        <dd>{s.userId || '—'}</dd>
        <dt>{t('kiosk.siteMenuGroup')}</dt>
        <dd>{s.menuGroupName || s.menuGroup || t('kiosk.siteWholeMenu')}</dd>
        <dt>{t('kiosk.siteLanguages')}</dt>
        <dd>{s.languages.join(', ')}</dd>
        <dt>{t('kiosk.siteSteps')}</dt>
        <dd>{steps.join(', ') || '—'}</dd>
      </dl>
      <div className={styles.bar}>
        <BigButton disabled={status === 'busy'} onClick={() => copy(false)}>
          {t('kiosk.siteCopy')}
        </BigButton>
        <BigButton secondary disabled={status === 'busy'} onClick={() => copy(true)}>
          {t('kiosk.siteFullCopy')}
        </BigButton>
        <BigButton
          secondary
          disabled={status === 'busy'}
          onClick={() =>
            run(async () => {
              kiosk.config = await resetKioskConfig();
            })
          }
        >
          {t('kiosk.siteReset')}
        </BigButton>
      </div>
      <Status as="p" className={status === 'failed' ? toneClass() : styles.note}>
        {status === 'busy'
          ? t('kiosk.loading')
          : status === 'done'
            ? t('kiosk.saved')
            : status === 'failed'
              ? t('kiosk.siteFailed')
              : ''}
      </Status>
      <div className={styles.bar}>
        <EventButton event="DONE">{t('kiosk.done')}</EventButton>
      </div>
    </StepFrame>
  );
}
