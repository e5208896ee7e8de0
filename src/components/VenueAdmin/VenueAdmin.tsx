// Venues and their administrators (issue 31; merchant family, route 'venues'). The platform
// administrator sees every venue and creates new ones from a template; a venue administrator sees
// only their venues. Each venue links to its console, its menu editor and its administrators; the
// administrators of the venue in the address are managed below. The server decides who may.
import { useSnapshot } from 'valtio';
import { useTranslation } from '../../i18n';
import { app } from '../../state/stores';
import { consoleErrorOf, useVenues, useVenueTemplates, type VenueRow } from '../../features/backoffice';
import { Alert } from '../../ui/Alert/Alert';
import { Button } from '../../ui/Button/Button';
import { Card } from '../../ui/Card/Card';
import { Status } from '../../ui/Status/Status';
import { AdminList } from './AdminList';
import { VenueForm } from './VenueForm';
import { venueFailure } from './venueFailure';
import styles from './VenueAdmin.module.css';
import type { VenueAdminProps } from '../../generated/component-props';

/** The kinds of venue (venues.family) said in words; another family is left unsaid, never shown as a code. */
const FAMILIES = ['shop', 'self', 'ktv', 'massage', 'ticket', 'partyroom', 'company'] as const;
type Family = (typeof FAMILIES)[number];
const isFamily = (f: string): f is Family => (FAMILIES as readonly string[]).includes(f);

const at = (shopId: string, route: string) => `/merchant/${encodeURIComponent(shopId)}/${route}`;

export default function VenueAdmin(_props: VenueAdminProps) {
  const { t, i18n } = useTranslation();
  const { shop } = useSnapshot(app);
  const venues = useVenues();
  const platform = venues.data?.platform ?? false;
  const templates = useVenueTemplates(platform);
  const nameOf = (v: VenueRow) => (i18n.language === 'zh-hans' ? v.nameZh : v.nameEn);
  const here = venues.data?.venues.find((v) => v.shopId === shop);

  let body;
  if (venues.error) {
    const code = consoleErrorOf(venues.error).code;
    body = (
      <Alert tone="none">
        <p>{venueFailure(t, venues.error)}</p>
        {code === 'login' || code === 'forbidden' ? null : (
          <Button variant="secondary" onClick={() => void venues.mutate()}>
            {t('venues.retry')}
          </Button>
        )}
      </Alert>
    );
  } else if (!venues.data) {
    body = (
      <Status as="p" className={styles.muted} aria-busy="true">
        {t('venues.loading')}
      </Status>
    );
  } else
    body = (
      <>
        <section aria-labelledby="venues-list-h" className={styles.section}>
          <h2 id="venues-list-h" className={styles.h2}>
            {t(platform ? 'venues.allVenues' : 'venues.yourVenues', { count: venues.data.venues.length })}
          </h2>
          {venues.data.venues.length ? (
            <ul className={styles.list}>
              {venues.data.venues.map((v) => (
                <Card as="li" key={v.shopId} padding="sm">
                  <div className={styles.row}>
                    <div>
                      <strong>{nameOf(v)}</strong>
                      <p className={styles.muted}>
                        {isFamily(v.family)
                          ? t('venues.rowInfo', { id: v.shopId, family: t(`venues.family_${v.family}`) })
                          : t('venues.rowId', { id: v.shopId })}
                      </p>
                    </div>
                    <div className={styles.links}>
                      <a href={at(v.shopId, 'console')}>{t('venues.openConsole')}</a>
                      <a href={at(v.shopId, 'menu')}>{t('venues.openMenu')}</a>
                      <a href={at(v.shopId, 'venues')} aria-current={v.shopId === shop ? 'page' : undefined}>
                        {t('venues.openAdmins')}
                      </a>
                    </div>
                  </div>
                </Card>
              ))}
            </ul>
          ) : (
            <p className={styles.muted}>{t('venues.none')}</p>
          )}
        </section>
        {here || (platform && shop) ? <AdminList shop={shop} venueName={here ? nameOf(here) : shop} /> : null}
        {platform ? (
          templates.data ? (
            <VenueForm templates={templates.data.templates} currencies={templates.data.currencies} />
          ) : templates.error ? (
            <Alert as="p" tone="danger">
              {venueFailure(t, templates.error)}
            </Alert>
          ) : (
            <Status as="p" className={styles.muted} aria-busy="true">
              {t('venues.loading')}
            </Status>
          )
        ) : null}
      </>
    );

  return (
    <div className={styles.page}>
      <h1 className={styles.h1}>{t('venues.title')}</h1>
      <p className={styles.muted}>{t(platform ? 'venues.introPlatform' : 'venues.intro')}</p>
      {body}
    </div>
  );
}
