// One held ticket booking: what and where, when (entry and exit, or the pass's days, in the venue's
// time zone), how many, what was paid or refunded, its status, and a QR code per ticket while it can
// be used. Actions (extend, cancel, pay) come as children. The QR encoder loads with the first usable
// ticket (a list of past or no tickets draws none); its place is kept meanwhile.
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from '../../i18n';
import { formatDay, formatZoned, nameIn, type HeldTicket } from '../../features/tickets';
import { useMoney } from '../../shared/hooks';
import styles from '../styles/tickets.module.css';

const QrCode = lazy(() => import('../QrCode/QrCode'));

export function TicketWhen({
  ticket: tk,
}: {
  ticket: Pick<HeldTicket, 'kind' | 'entryTime' | 'exitTime' | 'startDate' | 'endDate' | 'timeZone'>;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  if (tk.kind === 'parking' && tk.entryTime !== null && tk.exitTime !== null)
    return (
      <>
        <dt>{t('tickets.entry')}</dt>
        <dd data-testid="ticket-entry">{formatZoned(tk.entryTime, tk.timeZone, lang)}</dd>
        <dt>{t('tickets.exit')}</dt>
        <dd data-testid="ticket-exit">{formatZoned(tk.exitTime, tk.timeZone, lang)}</dd>
      </>
    );
  return (
    <>
      <dt>{t('tickets.validFrom')}</dt>
      <dd>{formatDay(tk.startDate ?? '', lang)}</dd>
      <dt>{t('tickets.validTo')}</dt>
      <dd>{formatDay(tk.endDate ?? '', lang)}</dd>
    </>
  );
}

export function StateBadge({ state }: { state: HeldTicket['state'] }) {
  const { t } = useTranslation();
  return (
    <span className={`${styles.badge} ${styles[`s-${state}`] ?? ''}`} data-testid="ticket-state">
      {t(`tickets.state_${state}`)}
    </span>
  );
}

export default function TicketCard({
  ticket: tk,
  showVenue = false,
  children,
}: {
  ticket: HeldTicket;
  showVenue?: boolean;
  children?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const name = nameIn(tk, i18n.language);
  const usable = tk.state === 'upcoming' || tk.state === 'active';
  return (
    <article
      className={styles.card}
      aria-labelledby={`tk-${tk.bookingId}`}
      data-testid="ticket"
      data-booking={tk.bookingId}
    >
      <div className={styles.head}>
        <h2 id={`tk-${tk.bookingId}`} className={styles.name}>
          {name}
        </h2>
        <StateBadge state={tk.state} />
      </div>
      {showVenue ? <p className={styles.muted}>{tk.venueName}</p> : null}
      <dl className={styles.facts}>
        <TicketWhen ticket={tk} />
        <dt>{t('tickets.quantity')}</dt>
        <dd>{tk.quantity}</dd>
        <dt>{t('tickets.paid')}</dt>
        <dd data-testid="ticket-paid">{money(tk.amountCents)}</dd>
        {tk.refundedCents > 0 ? (
          <>
            <dt>{t('tickets.refunded')}</dt>
            <dd data-testid="ticket-refunded">{money(tk.refundedCents)}</dd>
          </>
        ) : null}
      </dl>
      {usable && tk.codes.length ? (
        <ul className={styles.codes} aria-label={t('tickets.codes')}>
          {tk.codes.map((code, i) => (
            <li key={code} data-testid="ticket-code">
              <Suspense fallback={<div className={styles.qrSpace} />}>
                <QrCode
                  value={code}
                  label={t('tickets.qrLabel', { n: i + 1, count: tk.codes.length, name })}
                  size="sm"
                  showValue
                />
              </Suspense>
            </li>
          ))}
        </ul>
      ) : null}
      {tk.state === 'pending' ? <p className={styles.muted}>{t('tickets.pendingHint')}</p> : null}
      {children}
    </article>
  );
}
