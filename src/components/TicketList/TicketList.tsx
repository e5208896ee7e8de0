// The signed-in customer's tickets (my tickets, /common/commonTickets, the wallet's tickets tab): each
// booking with its status and a QR code per ticket; a pending one can be paid, a parking stay
// extended, and tickets cancelled with the refund shown first. Refreshed while a payment is pending.
// The dialogs (Radix) and the payment hand-over load when they are about to be used (the pointer over
// or focus on their button, else the press): the list itself draws none of them.
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useTranslation } from '../../i18n';
import { familyHomePath, useFamily } from '../../engine/runtime/family';
import { useMyTickets, type HeldTicket } from '../../features/tickets';
import { useGo } from '../../shared/hooks';
import TicketCard from './TicketCard';
import { ScreenTitle } from './ScreenTitle';
import { asText } from '../propText';
import styles from '../styles/tickets.module.css';
import type { EngineProps } from '../../engine/runtime/registry';
import type { TicketListProps } from '../../generated/component-props';
import { Button } from '../../ui/Button/Button';
import { buttonClass } from '../../ui/Button/buttonClass';
import { Alert } from '../../ui/Alert/Alert';
import { Status } from '../../ui/Status/Status';

const loadExtend = () => import('./ExtendDialog');
const loadRefund = () => import('./RefundDialog');
const loadPay = () => import('../../features/tickets/pay');
const ExtendDialog = lazy(loadExtend);
const RefundDialog = lazy(loadRefund);
/** Starts loading a chunk early (a failure shows when it is really needed). */
const warm = (load: () => Promise<unknown>) => () => void load().catch(() => undefined);

const ORDER: Record<HeldTicket['state'], number> = {
  active: 0,
  upcoming: 1,
  pending: 2,
  ended: 3,
  refunded: 4,
  expired: 5,
};

export default function TicketList({ title, ...props }: TicketListProps & EngineProps) {
  const heading = asText(title);
  if (!heading) return <Tickets {...props} />;
  return (
    <div className={styles.wrap}>
      <ScreenTitle title={heading} />
      <Tickets {...props} />
    </div>
  );
}

function Tickets({ allVenues = false, actions = true }: Omit<TicketListProps, 'title'>) {
  const { t, i18n } = useTranslation();
  const { shop } = useParams();
  const { family, base } = useFamily();
  const go = useGo();
  const scope = allVenues || !shop ? {} : { shop };
  const list = useMyTickets(scope, 3000);
  const [dialog, setDialog] = useState<{ kind: 'extend' | 'refund'; ticket: HeldTicket } | null>(null);
  const [payFailed, setPayFailed] = useState(false);
  const canAct = actions && !!base && !!shop;
  const home = familyHomePath(family, base);

  if (list.error && !list.data)
    return (
      <Alert appearance="box">
        {t('tickets.loadError')}{' '}
        <Button variant="secondary" onClick={() => void list.mutate()}>
          {t('tickets.retry')}
        </Button>
      </Alert>
    );
  if (!list.data)
    return (
      <Status as="p" className={styles.muted}>
        {t('tickets.loading')}
      </Status>
    );
  const tickets = [...list.data].sort((a, b) => ORDER[a.state] - ORDER[b.state] || a.startsAt - b.startsAt);
  if (!tickets.length)
    return (
      <div className={styles.wrap}>
        <p>{t('tickets.none')}</p>
        {home ? (
          <RouterLink to={home} className={buttonClass('primary')}>
            {t('tickets.bookNow')}
          </RouterLink>
        ) : null}
      </div>
    );
  const done = (path: string) => (bookingId: string) => {
    setDialog(null);
    void list.mutate();
    go(`${path}?booking=${encodeURIComponent(bookingId)}`);
  };
  return (
    <section className={styles.wrap} aria-label={t('tickets.myTickets')}>
      <ul className={styles.list} aria-live="polite">
        {tickets.map((tk) => (
          <li key={tk.bookingId}>
            <TicketCard ticket={tk} showVenue={allVenues || !shop}>
              {canAct ? (
                <div className={styles.actions}>
                  {tk.state === 'pending' && tk.payUrl ? (
                    <Button
                      variant="primary"
                      onPointerEnter={warm(loadPay)}
                      onFocus={warm(loadPay)}
                      onClick={() =>
                        void loadPay().then(
                          ({ payTicketsOnline }) =>
                            payTicketsOnline({
                              shop: tk.shop,
                              transactionId: tk.transactionId,
                              payUrl: tk.payUrl ?? '',
                              payment: tk.payment,
                              amountCents: tk.amountCents,
                              lang: i18n.language,
                              returnTo: window.location.pathname,
                              receiptTo: `${base}/booking/success?booking=${encodeURIComponent(tk.bookingId)}`,
                            }),
                          () => setPayFailed(true),
                        )
                      }
                    >
                      {t('tickets.payNow')}
                    </Button>
                  ) : null}
                  {tk.canExtend ? (
                    <Button
                      variant="secondary"
                      aria-haspopup="dialog"
                      onPointerEnter={warm(loadExtend)}
                      onFocus={warm(loadExtend)}
                      onClick={() => setDialog({ kind: 'extend', ticket: tk })}
                    >
                      {t('tickets.extend')}
                    </Button>
                  ) : null}
                  {tk.refund.refundable ? (
                    <Button
                      variant="secondary"
                      aria-haspopup="dialog"
                      onPointerEnter={warm(loadRefund)}
                      onFocus={warm(loadRefund)}
                      onClick={() => setDialog({ kind: 'refund', ticket: tk })}
                    >
                      {t('tickets.cancel')}
                    </Button>
                  ) : null}
                </div>
              ) : null}
            </TicketCard>
          </li>
        ))}
      </ul>
      {payFailed ? (
        <Alert as="p" appearance="box">
          {t('tickets.networkError')}
        </Alert>
      ) : null}
      <Suspense fallback={null}>
        {dialog?.kind === 'extend' ? (
          <ExtendDialog
            ticket={dialog.ticket}
            base={base}
            onClose={() => setDialog(null)}
            onDone={done('booking/topup/success')}
          />
        ) : null}
        {dialog?.kind === 'refund' ? (
          <RefundDialog
            ticket={dialog.ticket}
            onClose={() => setDialog(null)}
            onDone={done('booking/cancel/success')}
          />
        ) : null}
      </Suspense>
    </section>
  );
}
