// After a ticket change (booking/success, booking/topup/success, booking/cancel/success of the ticket
// and company families): the booking named by ?booking=, read again until its payment shows (a few
// reads), with its QR codes once booked, the new exit once extended, the refund once cancelled.
import { useEffect } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { useTranslation } from '../../i18n';
import { familyHomePath, useFamily, useTarget } from '../../engine/runtime/family';
import { clearDraft, useMyTickets, type HeldTicket } from '../../features/tickets';
import { useMoney } from '../../shared/hooks';
import TicketCard from '../TicketList/TicketCard';
import styles from '../styles/tickets.module.css';
import own from './TicketResult.module.css';
import type { EngineProps } from '../../engine/runtime/registry';
import type { TicketResultProps } from '../../generated/component-props';
import { Button } from '../../ui/Button/Button';
import { buttonClass } from '../../ui/Button/buttonClass';
import { Alert } from '../../ui/Alert/Alert';
import { Status } from '../../ui/Status/Status';

const TITLES = {
  booked: 'tickets.bookedTitle',
  topup: 'tickets.topupTitle',
  cancelled: 'tickets.cancelledTitle',
} as const;

/** The latest extension was paid but not made, and its payment refunded (migration 030). */
const notExtended = (tk: HeldTicket | undefined) =>
  tk?.lastTopup?.status === 'refunded' || tk?.lastTopup?.status === 'stale';

export default function TicketResult({ variant = 'booked' }: TicketResultProps & EngineProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const { shop = '' } = useParams();
  const [search] = useSearchParams();
  const bookingId = search.get('booking') ?? '';
  const { family, base } = useFamily();
  const mine = useTarget('mytickets');
  const home = familyHomePath(family, base);
  const read = useMyTickets(bookingId ? { bookingId } : null, 1000, 15);
  const tk = read.data?.[0];
  const settled = tk && tk.state !== 'pending';
  useEffect(() => {
    if (variant === 'booked' && settled) clearDraft(shop);
  }, [variant, settled, shop]);

  let body;
  if (!bookingId || (read.data && !tk))
    body = (
      <Alert as="p" appearance="box">
        {t('tickets.bookingMissing')}
      </Alert>
    );
  else if (read.error && !tk)
    body = (
      <Alert appearance="box">
        {t('tickets.loadError')}{' '}
        <Button variant="secondary" onClick={() => void read.mutate()}>
          {t('tickets.retry')}
        </Button>
      </Alert>
    );
  else if (!tk)
    body = (
      <Status as="p" className={styles.muted}>
        {t('tickets.loading')}
      </Status>
    );
  else
    body = (
      <>
        {tk.state === 'pending' ? (
          <Status as="p" className={styles.muted}>
            {t('tickets.confirmingPayment')}
          </Status>
        ) : null}
        {variant === 'cancelled' && tk.state === 'refunded' ? (
          <Status as="p" className={styles.total} data-testid="refund-done">
            {t('tickets.refundDone', {
              amount: money(tk.refundedCents),
              method: t(`tickets.method_${tk.payment}`, { defaultValue: tk.payment }),
            })}
          </Status>
        ) : null}
        {variant === 'topup' && tk.lastTopup && notExtended(tk) ? (
          // The extension was paid but not made (its new day filled up, or the stay changed first): refunded.
          <Alert as="p" appearance="box" data-testid="topup-refunded">
            {t(tk.lastTopup.status === 'refunded' ? 'tickets.topupRefundedFull' : 'tickets.topupRefundedChanged', {
              amount: money(tk.lastTopup.amountCents),
            })}
          </Alert>
        ) : null}
        {variant === 'booked' && settled && tk.state !== 'expired' ? (
          <Status as="p">{t('tickets.bookedHint')}</Status>
        ) : null}
        <TicketCard ticket={tk} />
      </>
    );
  return (
    <section className={styles.wrap} aria-labelledby="ticket-result-title">
      <h1 id="ticket-result-title" className={own.title}>
        {t(variant === 'topup' && notExtended(tk) ? 'tickets.topupNotMadeTitle' : TITLES[variant])}
      </h1>
      {body}
      <div className={styles.actions}>
        <RouterLink to={mine} className={buttonClass('primary')}>
          {t('tickets.myTickets')}
        </RouterLink>
        {home ? (
          <RouterLink to={home} className={buttonClass('secondary')}>
            {t('tickets.backHome')}
          </RouterLink>
        ) : null}
      </div>
    </section>
  );
}
