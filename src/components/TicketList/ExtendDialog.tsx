// Extending a parking stay: a new exit time (venue time), its extra cost from the venue
// (feeCalc/parking with the booking), then the extension: paid online, or — when it costs nothing
// (the daily maximum is already reached) — closed as a zero-amount transaction at once.
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../i18n';
import {
  changeKey,
  closeZeroTransaction,
  extendStay,
  fromLocalInput,
  quoteExtension,
  toLocalInput,
  type HeldTicket,
} from '../../features/tickets';
import { payTicketsOnline } from '../../features/tickets/pay';
import { useMoney } from '../../shared/hooks';
import Dialog from '../Dialog/Dialog';
import formStyles from '../../ui/Field/Field.module.css';
import { ticketFailureText } from './failureText';
import styles from '../styles/tickets.module.css';
import { Button } from '../../ui/Button/Button';
import { Alert } from '../../ui/Alert/Alert';
import { Status } from '../../ui/Status/Status';

const HOUR = 3_600_000;

export interface ExtendProps {
  ticket: HeldTicket;
  /** The family base the result screens live under ('/ticket/demo-parking'). */
  base: string;
  onClose: () => void;
  onDone: (bookingId: string) => void;
}

export default function ExtendDialog({ ticket: tk, base, onClose, onDone }: ExtendProps) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const id = useId();
  const [value, setValue] = useState(() => toLocalInput((tk.exitTime ?? 0) + HOUR, tk.timeZone));
  const [quote, setQuote] = useState<{ cents: number } | { error: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const exit = fromLocalInput(value, tk.timeZone);

  useEffect(() => {
    setQuote(null);
    if (!Number.isFinite(exit) || exit <= (tk.exitTime ?? 0)) {
      setQuote({ error: t('validation.exitBeforeEntry') });
      return;
    }
    let live = true;
    const timer = window.setTimeout(() => {
      void quoteExtension({ bookingId: tk.bookingId, exitTime: exit }).then((q) => {
        if (live) setQuote(q.ok ? { cents: q.feeCents } : { error: ticketFailureText(q, t) });
      });
    }, 300);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- asks again only when the exit time or the booking changes, not on each new t
  }, [exit, tk.bookingId]);

  const confirm = async () => {
    if (!quote || 'error' in quote) return;
    setBusy(true);
    setError('');
    const r = await extendStay({ idempotencyKey: changeKey(), bookingId: tk.bookingId, exitTime: exit });
    if (!r.ok) {
      setBusy(false);
      // Sold out here means a day the longer stay adds has no bay left (not "choose fewer tickets").
      setError(r.code === 'ticket.sold-out' ? t('tickets.extendFull') : ticketFailureText(r, t));
      return;
    }
    if (r.zero) {
      const z = await closeZeroTransaction({ idempotencyKey: changeKey(), transactionId: r.transactionId });
      setBusy(false);
      if (!z.ok) {
        setError(ticketFailureText(z, t));
        return;
      }
      onDone(tk.bookingId);
      return;
    }
    payTicketsOnline({
      shop: tk.shop,
      transactionId: r.transactionId,
      payUrl: r.payUrl ?? '',
      payment: tk.payment,
      amountCents: r.amountCents,
      lang: i18n.language,
      returnTo: window.location.pathname + window.location.search,
      receiptTo: `${base}/booking/topup/success?booking=${encodeURIComponent(tk.bookingId)}`,
    });
  };

  return (
    <Dialog id="ticket-extend" title={t('tickets.extendTitle')} open emit={() => onClose()}>
      <div className={styles.wrap}>
        <p className={styles.muted}>
          {t('tickets.extendCurrent', {
            time: tk.exitTime
              ? new Intl.DateTimeFormat(i18n.language.startsWith('zh') ? 'zh-CN' : 'en-GB', {
                  timeZone: tk.timeZone,
                  dateStyle: 'medium',
                  timeStyle: 'short',
                }).format(tk.exitTime)
              : '',
          })}
        </p>
        <div className={formStyles.field}>
          <label htmlFor={`${id}-exit`} className={formStyles.label}>
            {t('tickets.newExit')}
          </label>
          <input
            id={`${id}-exit`}
            type="datetime-local"
            className={formStyles.input}
            value={value}
            step={900}
            aria-invalid={quote !== null && 'error' in quote}
            aria-describedby={`${id}-quote`}
            onChange={(e) => setValue(e.target.value)}
          />
        </div>
        <Status as="p" id={`${id}-quote`} className={quote && 'error' in quote ? formStyles.error : styles.total}>
          {quote === null
            ? t('tickets.pricing')
            : 'error' in quote
              ? quote.error
              : quote.cents === 0
                ? t('tickets.extendFree')
                : t('tickets.extendCost', { amount: money(quote.cents) })}
        </Status>
        {error ? (
          <Alert as="p" appearance="box">
            {error}
          </Alert>
        ) : null}
        <div className={styles.actions}>
          <Button variant="primary" disabled={busy || !quote || 'error' in quote} onClick={() => void confirm()}>
            {quote && !('error' in quote) && quote.cents > 0
              ? t('tickets.extendPay', { amount: money(quote.cents) })
              : t('tickets.extendConfirm')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('tickets.keep')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
