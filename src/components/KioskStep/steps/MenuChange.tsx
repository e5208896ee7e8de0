// Menu change (staff): which menu group (top category) this kiosk offers, or the whole menu.
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { kiosk } from '../../../features/kiosk';
import { nameOf, useCatalogue, useLang } from '../../../features/ordering';
import { useTranslation } from '../../../i18n';
import { app } from '../../../state/stores';
import { changeSettings } from './staffSettings';
import { BigButton, EventButton, StepFrame, styles } from './parts';
import { Alert } from '../../../ui/Alert/Alert';
import { Status } from '../../../ui/Status/Status';

export default function MenuChange() {
  const { t } = useTranslation();
  const lang = useLang();
  const shop = useSnapshot(app).shop;
  const cat = useCatalogue(shop);
  const { config } = useSnapshot(kiosk);
  const [saved, setSaved] = useState(false);
  const current = config.settings.menuGroup;
  const choose = (id: string, name: string) => {
    setSaved(false);
    void changeSettings((c) => ({ ...c, settings: { ...c.settings, menuGroup: id, menuGroupName: name } })).then(() =>
      setSaved(true),
    );
  };
  return (
    <StepFrame title={t('kiosk.menuChangeTitle')}>
      {cat.isLoading ? (
        <Status as="p" className={styles.note}>
          {t('kiosk.loading')}
        </Status>
      ) : null}
      {cat.error && !cat.data ? <Alert as="p">{t('kiosk.menuFailed')}</Alert> : null}
      <div className={styles.choices} role="group" aria-label={t('kiosk.menuChangeTitle')}>
        <BigButton secondary={current !== ''} onClick={() => choose('', '')}>
          {t('kiosk.siteWholeMenu')}
        </BigButton>
        {(cat.data?.categories ?? []).map((c) => (
          <BigButton key={c.catId} secondary={current !== c.catId} onClick={() => choose(c.catId, nameOf(c, lang))}>
            {nameOf(c, lang)}
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
