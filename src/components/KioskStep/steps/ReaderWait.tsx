// The kiosk's card reader (issue 35): the order's amount goes to the Stripe Terminal reader of this
// kiosk, the screen says "tap, insert or swipe" and polls the reader; approved finishes the order,
// declined, cancelled and timed out say so plainly (nothing charged) with the card again or another
// way to pay. A kiosk without a reader shows `fallback` (the payment page's own card display).
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { READER_POLL_MS, readerState, startReader, type ReaderPhase } from '../../../features/kiosk/visit';
import { useTranslation } from '../../../i18n';
import { Alert } from '../../../ui/Alert/Alert';
import { Status } from '../../../ui/Status/Status';
import { BigButton, styles } from './parts';

export interface ReaderWaitProps {
  transactionId: string;
  onPaid: () => void;
  /** The customer chooses another way to pay (the order stays unpaid). */
  onOtherWay: () => void;
  fallback: ReactNode;
}

const ENDED: Partial<Record<ReaderPhase, string>> = {
  declined: 'kiosk.readerDeclined',
  cancelled: 'kiosk.readerCancelled',
  timeout: 'kiosk.readerTimeout',
  failed: 'kiosk.readerFailed',
};

export default function ReaderWait({ transactionId, onPaid, onOtherWay, fallback }: ReaderWaitProps) {
  const { t } = useTranslation();
  const [phase, setPhase] = useState<ReaderPhase>('starting');
  const [round, setRound] = useState(0);
  const paid = useRef(onPaid);
  paid.current = onPaid;

  useEffect(() => {
    let live = true;
    setPhase('starting');
    void startReader(transactionId).then((p) => live && setPhase(p));
    return () => {
      live = false;
    };
  }, [transactionId, round]);

  useEffect(() => {
    if (phase !== 'waiting') return undefined;
    let live = true;
    const h = setInterval(() => {
      void readerState(transactionId).then((p) => {
        if (live && p !== 'waiting') setPhase(p);
      });
    }, READER_POLL_MS);
    return () => {
      live = false;
      clearInterval(h);
    };
  }, [phase, transactionId]);

  useEffect(() => {
    if (phase === 'approved') paid.current();
  }, [phase]);

  if (phase === 'none') return <>{fallback}</>;
  const ended = ENDED[phase];
  return (
    <div data-testid="reader-wait">
      {phase === 'starting' ? (
        <Status as="p" className={styles.note}>
          {t('kiosk.readerStarting')}
        </Status>
      ) : null}
      {phase === 'waiting' ? (
        <Status as="p" className={styles.lead}>
          {t('kiosk.readerTap')}
        </Status>
      ) : null}
      {phase === 'approved' ? (
        <Status as="p" className={styles.lead}>
          {t('kiosk.readerApproved')}
        </Status>
      ) : null}
      {ended ? <Alert as="p">{t(ended)}</Alert> : null}
      <div className={styles.choices} role="group" aria-label={t('kiosk.paymentCard')}>
        {phase === 'waiting' ? (
          <BigButton secondary onClick={() => void readerState(transactionId, true).then(setPhase)}>
            {t('kiosk.readerCancel')}
          </BigButton>
        ) : null}
        {ended ? (
          <>
            <BigButton onClick={() => setRound((n) => n + 1)}>{t('kiosk.readerAgain')}</BigButton>
            <BigButton secondary onClick={onOtherWay}>
              {t('kiosk.readerOtherWay')}
            </BigButton>
          </>
        ) : null}
      </div>
    </div>
  );
}
