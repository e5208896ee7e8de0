// Menu change (staff): which menu group (top category) this kiosk offers, or the whole menu.
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { kiosk } from '../../../features/kiosk';
import { nameOf, useCatalogue, useLang } from '../../../features/ordering';
import { useTranslation } from '../../../i18n';
import { app } from '../../../state/stores';
import { changeSettings } from './staffSettings';
import { BigButton, EventButton, StepFrame, styles } from './parts';

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
    void changeSettings((c) => ({ ...c, settings: { ...c.settings, menuGroup: id, menuGroupName: name } })).then(() => setSaved(true));
  };
  return (
    <StepFrame title={t('kiosk.menuChangeTitle')}>
      {cat.isLoading ? <p className={styles.note} role="status">{t('kiosk.loading')}</p> : null}
      {cat.error && !cat.data ? <p className={styles.error} role="alert">{t('kiosk.menuFailed')}</p> : null}
      <div className={styles.choices} role="group" aria-label={t('kiosk.menuChangeTitle')}>
        <BigButton secondary={current !== ''} onClick={() => choose('', '')}>{t('kiosk.siteWholeMenu')}</BigButton>
        {(cat.data?.categories ?? []).map((c) => (
          <BigButton key={c.catId} secondary={current !== c.catId} onClick={() => choose(c.catId, nameOf(c, lang))}>{nameOf(c, lang)}</BigButton>
        ))}
      </div>
      <p role="status" className={styles.note}>{saved ? t('kiosk.saved') : ''}</p>
      <div className={styles.bar}><EventButton event="DONE">{t('kiosk.done')}</EventButton></div>
    </StepFrame>
  );
}
