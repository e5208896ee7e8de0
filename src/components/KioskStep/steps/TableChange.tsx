// Table change (staff): whether customers enter a table locator, and how many digits its numbers have.
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { kiosk } from '../../../features/kiosk';
import { useTranslation } from '../../../i18n';
import { changeSettings } from './staffSettings';
import { BigButton, EventButton, StepFrame, styles } from './parts';
import { Status } from '../../../ui/Status/Status';

const LENGTHS = [1, 2, 3, 4] as const;

export default function TableChange() {
  const { t } = useTranslation();
  const { config } = useSnapshot(kiosk);
  const [saved, setSaved] = useState(false);
  const on = config.settings.kiosk.tableLocator;
  const length = config.settings.tableNoLength;
  const save = (patch: { on?: boolean; length?: number }) => {
    setSaved(false);
    void changeSettings((c) => ({
      ...c,
      settings: {
        ...c.settings,
        tableNoLength: patch.length ?? c.settings.tableNoLength,
        kiosk: { ...c.settings.kiosk, tableLocator: patch.on ?? c.settings.kiosk.tableLocator },
      },
    })).then(() => setSaved(true));
  };
  return (
    <StepFrame title={t('kiosk.tableChangeTitle')}>
      <div className={styles.bar} role="group" aria-label={t('kiosk.tableChangeLocator')}>
        <BigButton secondary={!on} onClick={() => save({ on: true })}>
          {t('kiosk.tableChangeOn')}
        </BigButton>
        <BigButton secondary={on} onClick={() => save({ on: false })}>
          {t('kiosk.tableChangeOff')}
        </BigButton>
      </div>
      <div className={styles.bar} role="group" aria-label={t('kiosk.tableChangeLength')}>
        {LENGTHS.map((n) => (
          <BigButton
            key={n}
            secondary={n !== length}
            onClick={() => save({ length: n })}
            label={t('kiosk.tableChangeDigits', { count: n })}
          >
            {n}
          </BigButton>
        ))}
      </div>
      <Status as="p" className={styles.note}>
        {saved ? t('kiosk.saved') : ''}
      </Status>
      <div className={styles.bar}>
        <EventButton event="DONE">{t('kiosk.done')}</EventButton>
      </div>
    </StepFrame>
  );
}
