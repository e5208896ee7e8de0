// Cash put into or taken out of the drawer at the counter (POST /pro/kiosk/cash/move, staff of the
// venue): direction, amount in dollars, reason. Feeds the cash in and out report.
import { useRef, useState } from 'react';
import { useTranslation } from '../../i18n';
import { CASH_MOVE_MAX_CENTS, parseDollars, type CashDirection } from '../../domain';
import { useMoney } from '../../shared/hooks';
import { newIdempotencyKey } from '../../features/ordering';
import { opsFailure, opsServerMessage, recordCashMove, opsStyles as ops } from '../../features/kioskops';
import styles from './CashierCounter.module.css';
import { Button } from '../../ui/Button/Button';
import { Alert } from '../../ui/Alert/Alert';
import { Status } from '../../ui/Status/Status';

export default function CashMoves() {
  const { t } = useTranslation();
  const money = useMoney();
  const [direction, setDirection] = useState<CashDirection>('in');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const key = useRef(newIdempotencyKey());
  const amountRef = useRef<HTMLInputElement>(null);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const cents = parseDollars(amount);
    setNote('');
    if (cents === null || cents <= 0 || cents > CASH_MOVE_MAX_CENTS) {
      setError(t('kioskops.amountInvalid'));
      amountRef.current?.focus();
      return;
    }
    setBusy(true);
    setError('');
    try {
      await recordCashMove({ direction, amountCents: cents, reason: reason.trim(), idempotencyKey: key.current });
      setNote(
        t('kioskops.recorded', {
          direction: t(direction === 'in' ? 'kioskops.cashIn' : 'kioskops.cashOut'),
          amount: money(cents),
        }),
      );
      setAmount('');
      setReason('');
      key.current = newIdempotencyKey();
    } catch (err) {
      const r = opsFailure(err);
      setError(
        t('kioskops.recordFailed', {
          message: opsServerMessage(err) || t(`kioskops.failed_${r}`),
        }),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className={`${ops.field} ${styles.moves}`}
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-labelledby="cash-moves-title"
    >
      <h2 id="cash-moves-title" className={styles.h2}>
        {t('kioskops.cashMoveTitle')}
      </h2>
      <fieldset className={styles.types}>
        <legend className={styles.legend}>{t('kioskops.direction')}</legend>
        {(['in', 'out'] as CashDirection[]).map((d) => (
          <label key={d} className={styles.radio}>
            <input
              type="radio"
              name="cash-direction"
              value={d}
              checked={direction === d}
              onChange={() => setDirection(d)}
            />
            {t(d === 'in' ? 'kioskops.cashIn' : 'kioskops.cashOut')}
          </label>
        ))}
      </fieldset>
      <label htmlFor="cash-amount">{t('kioskops.cashAmount')}</label>
      <input
        ref={amountRef}
        id="cash-amount"
        className={ops.input}
        inputMode="decimal"
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby="cash-amount-hint"
      />
      <span id="cash-amount-hint" className={ops.meta}>
        {t('kioskops.cashAmountHint')}
      </span>
      <label htmlFor="cash-reason">{t('kioskops.cashReason')}</label>
      <input
        id="cash-reason"
        className={ops.input}
        maxLength={120}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
      />
      {error ? <Alert as="p">{error}</Alert> : null}
      <Status as="p" className={ops.status}>
        {note}
      </Status>
      <Button variant="secondary" size="lg" type="submit" disabled={busy}>
        {t('kioskops.record')}
      </Button>
    </form>
  );
}
