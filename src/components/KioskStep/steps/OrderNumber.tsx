// The order number, large, with what to do next ("Pay $38.00 at the counter with number 201"). It
// stays until the customer taps Done, or for the venue's time with a visible countdown: the
// counter time (counterNumberDisplay, 30 s by default) for an order to pay at the counter, the order
// number time (orderNumberDisplay) for a paid one. With printReceipt on, the receipt prints (the
// browser's print, which a kiosk-mode browser sends to its printer) and the screen says so.
import { useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { countdownLeft } from '../../../domain';
import { sendFlowEvent } from '../../../engine/flow/events';
import { kiosk } from '../../../features/kiosk';
import { useTranslation } from '../../../i18n';
import { useMoney } from '../../../shared/hooks';
import { BigButton, StepBar, StepFrame, styles } from './parts';

export default function OrderNumber() {
  const { t } = useTranslation();
  const money = useMoney();
  const { order, config } = useSnapshot(kiosk);
  const seconds =
    order && !order.paid ? config.settings.kiosk.counterNumberDisplay : config.settings.kiosk.orderNumberDisplay;
  const printing = Boolean(order && config.settings.printReceipt);
  const [startedAt] = useState(() => Date.now());
  const [now, setNow] = useState(startedAt);
  const done = useRef(false);
  const left = countdownLeft(startedAt, seconds || 30, now);

  useEffect(() => {
    const h = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(h);
  }, []);
  useEffect(() => {
    if (left > 0 || done.current) return;
    done.current = true;
    sendFlowEvent('DONE');
  }, [left]);
  useEffect(() => {
    if (!printing) return undefined;
    const h = setTimeout(() => window.print(), 300); // after the number is drawn: it is what prints
    return () => clearTimeout(h);
  }, [printing]);

  if (!order)
    return (
      <StepFrame title={t('kiosk.numberTitle')} lead={t('kiosk.recallNone')}>
        <StepBar next={<BigButton onClick={() => sendFlowEvent('DONE')}>{t('kiosk.numberDone')}</BigButton>} />
      </StepFrame>
    );
  const number = order.serviceNo || order.orderNo;
  return (
    <StepFrame title={t('kiosk.numberTitle')}>
      <div className={styles.fill}>
        <p className={styles.number} aria-label={t('kiosk.numberLabel', { number })}>
          {number}
        </p>
        <p className={[styles.total, styles.center].join(' ')}>
          {order.paid ? t('kiosk.numberPaid') : t('kiosk.numberPayWith', { total: money(order.totalCents), number })}
        </p>
        {printing ? <p className={[styles.lead, styles.center].join(' ')}>{t('kiosk.numberPrinting')}</p> : null}
        <p className={[styles.lead, styles.center].join(' ')} role="timer" aria-live="off">
          {t('kiosk.numberCountdown', { count: left })}
        </p>
      </div>
      <StepBar
        next={
          <BigButton
            onClick={() => {
              done.current = true;
              sendFlowEvent('DONE');
            }}
          >
            {t('kiosk.numberDone')}
          </BigButton>
        }
      />
    </StepFrame>
  );
}
