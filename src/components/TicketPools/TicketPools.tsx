// What a ticket venue sells (company family 'site', the ticket list): each pass or kind of space with
// its price, length and what is left, and a link to choose dates (or times) for it.
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useTranslation } from '../../i18n';
import { useTarget } from '../../engine/runtime/family';
import { nameIn, useVenueTickets } from '../../features/tickets';
import { useMoney } from '../../shared/hooks';
import { TariffLine } from '../TicketList/TariffLine';
import { Titled } from '../TicketList/ScreenTitle';
import styles from '../styles/tickets.module.css';
import own from './TicketPools.module.css';
import type { EngineProps } from '../../engine/runtime/registry';
import type { TicketPoolsProps } from '../../generated/component-props';
import { Button } from '../../ui/Button/Button';
import { buttonClass } from '../../ui/Button/buttonClass';
import { Alert } from '../../ui/Alert/Alert';
import { Status } from '../../ui/Status/Status';

function PoolList({ bookTo = 'daterange/home' }: TicketPoolsProps & EngineProps) {
  const { t, i18n } = useTranslation();
  const { shop = '' } = useParams();
  const money = useMoney();
  const to = useTarget(bookTo);
  const venue = useVenueTickets(shop);
  const v = venue.data;
  if (venue.error && !v)
    return (
      <Alert appearance="box">
        {t('tickets.loadError')}{' '}
        <Button variant="secondary" onClick={() => void venue.mutate()}>
          {t('tickets.retry')}
        </Button>
      </Alert>
    );
  if (!v)
    return (
      <Status as="p" className={styles.muted}>
        {t('tickets.loading')}
      </Status>
    );
  if (!v.pools.length) return <p className={styles.muted}>{t('tickets.noPasses')}</p>;
  return (
    <div className={styles.wrap}>
      {v.tariff ? <TariffLine tariff={v.tariff} /> : null}
      <ul className={styles.list}>
        {v.pools.map((p) => {
          const name = nameIn(p, i18n.language);
          const description = i18n.language.startsWith('zh') && p.description2 ? p.description2 : p.description1;
          return (
            <li key={p.poolId} className={styles.card} data-testid="ticket-pool">
              <div className={styles.head}>
                <h2 className={styles.name}>{name}</h2>
                {p.kind === 'daterange' ? <span className={styles.total}>{money(p.priceCents)}</span> : null}
              </div>
              {description ? <p className={styles.muted}>{description}</p> : null}
              <p className={styles.muted}>
                {p.kind === 'daterange' ? `${t('tickets.days', { count: p.days })} · ` : ''}
                {p.soldOut ? t('tickets.soldOut') : t('tickets.left', { count: p.remaining })}
              </p>
              {p.soldOut ? null : (
                <RouterLink
                  className={`${buttonClass('primary')} ${own.book}`}
                  to={`${to}${to.includes('?') ? '&' : '?'}pool=${encodeURIComponent(p.poolId)}`}
                  aria-label={t('tickets.chooseFor', {
                    name,
                    action: t(p.kind === 'daterange' ? 'tickets.chooseDates' : 'tickets.chooseTimes'),
                  })}
                >
                  {t(p.kind === 'daterange' ? 'tickets.chooseDates' : 'tickets.chooseTimes')}
                </RouterLink>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** The screen: its title, then the list. */
export default function TicketPools(props: TicketPoolsProps & EngineProps) {
  return (
    <Titled titleKey="screen.tickets">
      <PoolList {...props} />
    </Titled>
  );
}
