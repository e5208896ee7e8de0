// Payment: at the counter (the order goes in unpaid and is paid at the till), or by card on the
// kiosk's Stripe Terminal reader (ReaderWait, issue 35), or, with no reader, on the terminal (the
// order's payment is polled every 500 ms until it is paid; the pay page's code shows for a phone as well). A lost network keeps the cart and sends the order, once, when it is back; a failed
// order shows 'Order failed, please see cashier.' for the post-order error time, then checkout again.
import { useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { sendFlowEvent } from '../../../engine/flow/events';
import { kiosk } from '../../../features/kiosk';
import {
  CARD_POLL_MS,
  finishOrder,
  moveOrderToCounter,
  orderPaid,
  pendingPayment,
  placeKioskOrder,
  sendWhenOnline,
  useMemberTotals,
  type PlaceResult,
} from '../../../features/kiosk/visit';
import { usePaymentMethods } from '../../../features/ordering';
import { useTranslation } from '../../../i18n';
import { useMoney } from '../../../shared/hooks';
import { venue } from '../../../state/stores';
import QrCode from '../../QrCode/QrCode';
import { BigButton, StepFrame, styles } from './parts';
import ReaderWait from './ReaderWait';
import { Alert } from '../../../ui/Alert/Alert';
import { Status } from '../../../ui/Status/Status';

const DEFAULT_FAILED = 'Order failed, please see cashier.';

export default function Payment() {
  const { t } = useTranslation();
  const money = useMoney();
  const snap = useSnapshot(kiosk);
  const { cart } = useMemberTotals(); // with the scanned member card's discount and points
  const { settings } = useSnapshot(venue);
  // The methods the server offers now: the page's configuration carries none (/api/spot/config).
  const { methods } = usePaymentMethods();
  const counter = methods.find((m) => m.payment === 'cash');
  const card = methods.find((m) => m.payment === settings.onlineCreditCardPayment);
  const [card_, setCard] = useState<{ transactionId: string; payUrl: string } | null>(null);
  // The order whose card was declined when the customer chose another way to pay: the next choice
  // pays that same order (at the counter, or the card again), never a second order.
  const [declined, setDeclined] = useState<{ transactionId: string; payUrl: string } | null>(null);
  const stopWaiting = useRef<(() => void) | null>(null);
  const k = snap.config.settings.kiosk;
  const failedText =
    k.orderFailedMessage && k.orderFailedMessage !== DEFAULT_FAILED ? k.orderFailedMessage : t('kiosk.paymentFailed');

  const handle = (r: PlaceResult, payment: string) => {
    if (r.kind === 'placed') {
      if (payment === 'cash' || r.order.paid) {
        finishOrder();
        sendFlowEvent('PAID');
      } else setCard({ transactionId: r.order.transactionId, payUrl: r.payUrl ?? '' });
    } else if (r.kind === 'offline') {
      stopWaiting.current?.();
      stopWaiting.current = sendWhenOnline(payment, (again) => handle(again, payment));
    }
  };
  const pay = (payment: string) => {
    const again = declined && kiosk.order?.transactionId === declined.transactionId && !kiosk.order.paid;
    if (again && kiosk.order) {
      if (payment !== 'cash') {
        setCard(declined);
        return;
      }
      kiosk.placing = 'sending';
      void moveOrderToCounter(kiosk.order).then((moved) => {
        kiosk.placing = moved ? '' : 'failed';
        setDeclined(null);
        if (moved) {
          finishOrder();
          sendFlowEvent('PAID');
        }
      });
      return;
    }
    void placeKioskOrder(payment).then((r) => handle(r, payment));
  };

  // An order left waiting for the network (a reload while offline) goes on waiting here.
  useEffect(() => {
    const waitingPayment = pendingPayment();
    if (waitingPayment && kiosk.placing !== 'sending') {
      if (navigator.onLine) pay(waitingPayment);
      else {
        kiosk.placing = 'offline';
        stopWaiting.current = sendWhenOnline(waitingPayment, (r) => handle(r, waitingPayment));
      }
    }
    return () => stopWaiting.current?.();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the step opens: a re-render must not place the waiting order again
  }, []);

  // The card terminal: the order's payment, every 500 ms.
  useEffect(() => {
    if (!card_) return undefined;
    let live = true;
    const h = setInterval(() => {
      void orderPaid(card_.transactionId)
        .then((paid) => {
          if (live && paid) {
            live = false;
            clearInterval(h);
            finishOrder(true);
            sendFlowEvent('PAID');
          }
        })
        .catch(() => undefined);
    }, CARD_POLL_MS);
    return () => {
      live = false;
      clearInterval(h);
    };
  }, [card_]);

  // A failed order: the message for the post-order error time, then back to checkout.
  useEffect(() => {
    if (snap.placing !== 'failed') return undefined;
    const h = setTimeout(() => {
      kiosk.placing = '';
      sendFlowEvent('FAILED');
    }, k.postOrderErrorDisplay * 1000);
    return () => clearTimeout(h);
  }, [snap.placing, k.postOrderErrorDisplay]);

  // At the card: the placed order's total, with the card's surcharge (what the reader charges).
  const toPay = card_ && snap.order?.transactionId === card_.transactionId ? snap.order.totalCents : cart.amountDue;
  const busy = snap.placing === 'sending' || snap.placing === 'offline' || Boolean(card_);
  return (
    <StepFrame title={t('kiosk.paymentTitle')}>
      <p className={styles.total}>{t('kiosk.paymentToPay', { total: money(toPay) })}</p>
      {snap.placing === 'sending' ? (
        <Status as="p" className={styles.note}>
          {t('kiosk.paymentSending')}
        </Status>
      ) : null}
      {snap.placing === 'offline' ? <Alert as="p">{t('kiosk.paymentOffline')}</Alert> : null}
      {snap.placing === 'failed' ? <Alert as="p">{failedText}</Alert> : null}
      {card_ ? (
        <ReaderWait
          transactionId={card_.transactionId}
          onPaid={() => {
            finishOrder(true);
            sendFlowEvent('PAID');
          }}
          onOtherWay={() => {
            setDeclined(card_);
            setCard(null);
          }}
          fallback={
            <Status>
              <p className={styles.lead}>{t('kiosk.paymentCardWait')}</p>
              {card_.payUrl ? <QrCode value={card_.payUrl} label={t('kiosk.paymentCardScan')} /> : null}
            </Status>
          }
        />
      ) : null}
      {!busy && snap.placing !== 'failed' ? (
        <div className={styles.choices} role="group" aria-label={t('kiosk.paymentTitle')}>
          {counter || !card ? (
            <BigButton big onClick={() => pay('cash')}>
              {t('kiosk.paymentCounter')}
            </BigButton>
          ) : null}
          {card ? (
            <BigButton big secondary onClick={() => pay(card.payment)}>
              {t('kiosk.paymentCard')}
            </BigButton>
          ) : null}
        </div>
      ) : null}
      <div className={styles.bar}>
        <BigButton
          secondary
          disabled={snap.placing === 'sending'}
          onClick={() => {
            stopWaiting.current?.();
            kiosk.placing = '';
            setCard(null);
            setDeclined(null);
            sendFlowEvent('CANCEL');
          }}
        >
          {t('kiosk.paymentCancel')}
        </BigButton>
      </div>
    </StepFrame>
  );
}
