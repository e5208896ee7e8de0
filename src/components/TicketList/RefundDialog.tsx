// Cancelling tickets: the refund under the venue's policy is shown before the customer confirms
// (all of it until the free-cancellation time, less the late fee after, nothing once started); the
// server's answer is the one that counts and is given once.
import { useState } from 'react';
import { useTranslation } from '../../i18n';
import { refundTickets, type HeldTicket } from '../../features/tickets';
import { useMoney } from '../../shared/hooks';
import Dialog from '../Dialog/Dialog';
import { ticketFailureText } from './failureText';
import styles from '../styles/tickets.module.css';
import { Button } from '../../ui/Button/Button';
import { Alert } from '../../ui/Alert/Alert';

export default function RefundDialog({
  ticket: tk,
  onClose,
  onDone,
}: {
  ticket: HeldTicket;
  onClose: () => void;
  onDone: (bookingId: string) => void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const q = tk.refund;
  const confirm = async () => {
    setBusy(true);
    setError('');
    const r = await refundTickets({ bookingId: tk.bookingId });
    setBusy(false);
    if (!r.ok) {
      setError(ticketFailureText(r, t));
      return;
    }
    onDone(tk.bookingId);
  };
  return (
    <Dialog id="ticket-refund" title={t('tickets.refundTitle')} open emit={() => onClose()}>
      <div className={styles.wrap}>
        {q.refundable ? (
          <dl className={styles.facts}>
            <dt>{t('tickets.paid')}</dt>
            <dd>{money(tk.amountCents)}</dd>
            {q.feeCents > 0 ? (
              <>
                <dt>{t('tickets.cancelFee')}</dt>
                <dd>{money(q.feeCents)}</dd>
              </>
            ) : null}
            <dt>{t('tickets.refundAmount')}</dt>
            <dd data-testid="refund-amount">{money(q.refundCents)}</dd>
          </dl>
        ) : (
          <p>{t('tickets.notRefundable')}</p>
        )}
        <p className={styles.muted}>
          {q.refundable && q.free ? t('tickets.refundFree') : q.refundable ? t('tickets.refundLate') : ''}
        </p>
        {error ? (
          <Alert as="p" appearance="box">
            {error}
          </Alert>
        ) : null}
        <div className={styles.actions}>
          {q.refundable ? (
            <Button variant="primary" disabled={busy} onClick={() => void confirm()}>
              {t('tickets.refundConfirm', { amount: money(q.refundCents) })}
            </Button>
          ) : null}
          <Button variant="secondary" onClick={onClose}>
            {t('tickets.keep')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
