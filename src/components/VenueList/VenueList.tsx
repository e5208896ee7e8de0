// The root page `/` (issue 33, spec 2): in demo mode the demo venues, each a link to its home; in
// production, where no list exists, a plain page saying to open the venue's own link, and the
// platform administrator's sign-in (/platform/login).
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n';
import { demoVenues, type VenueListAnswer } from '../../features/venue';
import { Status } from '../../ui/Status/Status';
import styles from './VenueList.module.css';
import type { EngineProps } from '../../engine/runtime/registry';
import type { VenueListProps } from '../../generated/component-props';

export default function VenueList(_props: VenueListProps & EngineProps) {
  const { t, i18n } = useTranslation();
  const zh = i18n.language === 'zh-hans';
  const [answer, setAnswer] = useState<VenueListAnswer | null>(null);
  useEffect(() => {
    let live = true;
    void demoVenues().then((a) => live && setAnswer(a));
    return () => {
      live = false;
    };
  }, []);
  return (
    <section className={styles.wrap} aria-labelledby="venue-list-title">
      <h1 id="venue-list-title" className={styles.title}>
        {t('custnav.venuesTitle')}
      </h1>
      {answer === null ? <Status as="p">{t('custnav.venuesLoading')}</Status> : null}
      {answer?.kind === 'list' ? (
        <>
          <p>{t('custnav.venuesDemo')}</p>
          <ul className={styles.list}>
            {answer.venues.map((v) => (
              <li key={v.shopId}>
                <a className={styles.link} href={v.home}>
                  {(zh ? v.name2 : v.name1) || v.name1 || v.shopId}
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {answer?.kind === 'none' || answer?.kind === 'failed' ? (
        <>
          <p>{t('custnav.venuesNone')}</p>
          {/* Production's way in for the platform administrator, before and after the first venue. */}
          <p>
            <a href="/platform/login?redirect=%2Fplatform%2Fvenues">{t('custnav.venuesAdmin')}</a>
          </p>
        </>
      ) : null}
    </section>
  );
}
