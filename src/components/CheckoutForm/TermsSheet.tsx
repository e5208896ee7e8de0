// The venue's terms in a sheet over the checkout (issue 33): reading them no longer leaves the form,
// so no choice is lost. Loaded when first opened (Radix rides with it); the text is the same info
// page the terms screen shows (data source 'lot.info', infoCode 'terms').
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n';
import { fetchDataSource } from '../../engine/runtime/data';
import { Sheet } from '../../ui/Dialog/Dialog';
import { Status } from '../../ui/Status/Status';
import styles from './CheckoutForm.module.css';

interface InfoPage {
  head: string;
  paragraphs: string[];
  bottom: string;
}

type Load = { state: 'loading' } | { state: 'ready'; page: InfoPage | null } | { state: 'failed' };

export default function TermsSheet({ open, onOpenChange }: { open: boolean; onOpenChange: (o: boolean) => void }) {
  const { t, i18n } = useTranslation();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const lang = i18n.language;
  useEffect(() => {
    if (!open) return;
    let live = true;
    setLoad({ state: 'loading' });
    fetchDataSource('lot.info', { infoCode: 'terms', lang })
      .then((page) => live && setLoad({ state: 'ready', page: (page as InfoPage | null) ?? null }))
      .catch(() => live && setLoad({ state: 'failed' }));
    return () => {
      live = false;
    };
  }, [open, lang]);
  return (
    <Sheet open={open} onOpenChange={onOpenChange} title={t('screen.termsAndConditions')}>
      <div className={styles.termsBody}>
        {load.state === 'loading' ? <Status as="p">{t('common.loading')}</Status> : null}
        {load.state === 'failed' ? <p>{t('custnav.termsFailed')}</p> : null}
        {load.state === 'ready' && !load.page ? <p>{t('engine.noInfo')}</p> : null}
        {load.state === 'ready' && load.page ? (
          <>
            {load.page.head ? <h3>{load.page.head}</h3> : null}
            {load.page.paragraphs.map((p, i) => (
              <p key={i} className={styles.termsParagraph}>
                {p}
              </p>
            ))}
            {load.page.bottom ? <p>{load.page.bottom}</p> : null}
          </>
        ) : null}
      </div>
    </Sheet>
  );
}
