// After a ticket change (booking/success, booking/topup/success, booking/cancel/success of the ticket
// and company families): the booking named by ?booking=, read again until its payment shows (a few
// reads), with its QR codes once booked, the new exit once extended, the refund once cancelled.
import { useEffect } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { useTranslation } from '../../i18n';
import { familyHomePath, useFamily, useTarget } from '../../engine/runtime/family';
import { clearDraft, useMyTickets } from '../../features/tickets';
import { useMoney } from '../../shared/hooks';
import TicketCard from '../TicketList/TicketCard';
import styles from '../TicketList/TicketList.module.css';
import own from './TicketResult.module.css';
import type { EngineProps } from '../../engine/runtime/registry';
import type { TicketResultProps } from '../../generated/component-props';

const TITLES = { booked: 'tickets.bookedTitle', topup: 'tickets.topupTitle', cancelled: 'tickets.cancelledTitle' } as const;

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
  useEffect(() => { if (variant === 'booked' && settled) clearDraft(shop); }, [variant, settled, shop]);

  let body;
  if (!bookingId || (read.data && !tk)) body = <p role="alert" className={styles.alert}>{t('tickets.bookingMissing')}</p>;
  else if (read.error && !tk) body = <div role="alert" className={styles.alert}>{t('tickets.loadError')} <button type="button" className={styles.button} onClick={() => void read.mutate()}>{t('tickets.retry')}</button></div>;
  else if (!tk) body = <p role="status" className={styles.muted}>{t('tickets.loading')}</p>;
  else body = (
    <>
      {tk.state === 'pending' ? <p role="status" className={styles.muted}>{t('tickets.confirmingPayment')}</p> : null}
      {variant === 'cancelled' && tk.state === 'refunded' ? <p role="status" className={styles.total} data-testid="refund-done">{t('tickets.refundDone', { amount: money(tk.refundedCents), method: t(`tickets.method_${tk.payment}`, { defaultValue: tk.payment }) })}</p> : null}
      {variant === 'booked' && settled && tk.state !== 'expired' ? <p role="status">{t('tickets.bookedHint')}</p> : null}
      <TicketCard ticket={tk} />
    </>
  );
  return (
    <section className={styles.wrap} aria-labelledby="ticket-result-title">
      <h1 id="ticket-result-title" className={own.title}>{t(TITLES[variant])}</h1>
      {body}
      <div className={styles.actions}>
        <RouterLink to={mine} className={styles.primary}>{t('tickets.myTickets')}</RouterLink>
        {home ? <RouterLink to={home} className={styles.button}>{t('tickets.backHome')}</RouterLink> : null}
      </div>
    </section>
  );
}
