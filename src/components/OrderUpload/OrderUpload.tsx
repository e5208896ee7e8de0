// The uploading-order screen (route 'order'): 'Uploading your order…' while the server confirms it,
// then 'Order placed' (order and service numbers, status), 'Order failed' with Retry when the order
// cannot be confirmed, or — when the order is saved but sending it to the kitchen failed — the
// message of spec 8 with 'Resend to Kitchen' (idempotent on the server: the order is sent once).
// From the checkout (then=placed: cash, pay in store, svc, the return from a paid online payment) it
// is the step between paying and 'order placed': it shows progress while the order goes to the
// kitchen, and once the kitchen has it moves on to the order-placed screen by itself (tn/ses kept
// by the router); a failed send stays here with Resend to Kitchen, then moves on.
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { useTranslation } from '../../i18n';
import { useTarget } from '../../engine/runtime/family';
import { app } from '../../state/stores';
import { readLastOrder, orderRefusal, resendOrder, billMoney, useBill } from '../../features/ordering';
import { StatusBadges } from '../OrderStatus/OrderStatus';
import styles from './OrderUpload.module.css';
import type { OrderUploadProps } from '../../generated/component-props';
import { Button } from '../../ui/Button/Button';
import { buttonClass } from '../../ui/Button/buttonClass';
import { Alert } from '../../ui/Alert/Alert';
import { Status } from '../../ui/Status/Status';

/** How often, and how many times, a bill still waiting for its payment is read again before moving on. */
export const WAIT_POLL_MS = 1000;
export const WAIT_POLL_TRIES = 10;

export default function OrderUpload({ txn, then }: OrderUploadProps) {
  const { t } = useTranslation();
  const shop = useSnapshot(app).shop;
  const id = txn ? String(txn) : readLastOrder(shop)?.transactionId;
  const moveOn = then === 'placed';
  // From the checkout, a bill whose payment is still confirming is read again, a few times.
  const state = useBill(id, {
    refreshInterval: moveOn ? (b) => (b?.kitchen === 'waiting' ? WAIT_POLL_MS : 0) : 0,
    maxReads: WAIT_POLL_TRIES + 1,
  });
  const menuTo = useTarget('home');
  const cartTo = useTarget('cart');
  const ordersTo = useTarget('myorders');
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState('');
  const [resent, setResent] = useState(false);
  const navigate = useNavigate();
  const placedTo = useTarget(`orderplaced?txn=${encodeURIComponent(id ?? '')}`);
  const kitchen = state.phase === 'ready' ? state.bill.kitchen : '';
  const waits = Math.max(0, state.reads - 1);
  // From the checkout: the kitchen has it -> order placed.
  useEffect(() => {
    if (moveOn && id && (kitchen === 'sent' || kitchen === 'none')) void navigate(placedTo, { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- moves on only when the kitchen state changes; placedTo and navigate are new each render
  }, [moveOn, id, kitchen]);

  if (!id)
    return (
      <section className={styles.box} aria-labelledby="upload-title">
        <h1 id="upload-title" className={styles.title}>
          {t('payonly.noUpload')}
        </h1>
        <RouterLink to={menuTo} className={buttonClass('secondary')}>
          {t('payonly.browseMenu')}
        </RouterLink>
      </section>
    );
  const movingOn =
    moveOn &&
    state.phase === 'ready' &&
    (kitchen === 'sent' || kitchen === 'none' || (kitchen === 'waiting' && waits < WAIT_POLL_TRIES));
  if (state.phase === 'loading' || movingOn)
    return (
      <section className={styles.box} aria-busy="true" aria-labelledby="upload-title" data-testid="order-uploading">
        <h1 id="upload-title" className={styles.title}>
          {t('screen.uploadingOrder')}
        </h1>
        <Status as="p" className={styles.note}>
          <span className={styles.spinner} aria-hidden="true" />
          {kitchen === 'sent'
            ? t('tablesvc.kitchenAccepted')
            : moveOn
              ? t('tablesvc.sendingToKitchen')
              : t('payonly.uploadingOrder')}
        </Status>
      </section>
    );
  if (state.phase === 'missing' || state.phase === 'error')
    return (
      <Alert as="section" tone="none" className={styles.box} aria-labelledby="upload-title">
        <h1 id="upload-title" className={styles.title}>
          {t('payonly.orderFailed')}
        </h1>
        <p>{t('payonly.orderFailedHint')}</p>
        <div className={styles.links}>
          <Button variant="primary" onClick={state.reload}>
            {t('payonly.retry')}
          </Button>
          <RouterLink to={cartTo} className={buttonClass('secondary')}>
            {t('payonly.backToCart')}
          </RouterLink>
        </div>
      </Alert>
    );
  const bill = state.bill;
  const money = billMoney(bill);
  const resend = async () => {
    if (sending) return;
    setSending(true);
    setSendError('');
    try {
      await resendOrder(bill.transactionId);
      setResent(true);
      state.reload();
    } catch (e) {
      setSendError(orderRefusal(e)?.display || t('payonly.resendFailed'));
    } finally {
      setSending(false);
    }
  };
  const failed = bill.kitchen === 'failed';
  return (
    <section className={styles.box} aria-labelledby="upload-title">
      <h1 id="upload-title" className={styles.title}>
        {failed ? t('payonly.kitchenFailed') : t('payonly.orderPlaced')}
      </h1>
      {failed ? (
        <Alert as="p" tone="none">
          {t('payonly.kitchenFailedHint')}
        </Alert>
      ) : null}
      {!failed && resent ? <Status as="p">{t('payonly.resent')}</Status> : null}
      {!failed && bill.kitchen === 'waiting' ? <p className={styles.note}>{t('payonly.waitingPayment')}</p> : null}
      <dl className={styles.card}>
        <div className={styles.row}>
          <dt>{t('payonly.orderNumber')}</dt>
          <dd className={styles.big} data-testid="upload-order-number">
            {bill.orderNo}
          </dd>
        </div>
        {Number(bill.serviceNo) > 0 ? (
          <div className={styles.row}>
            <dt>{t('payonly.serviceNumber')}</dt>
            <dd className={styles.big}>{bill.serviceNo}</dd>
          </div>
        ) : null}
        <div className={styles.row}>
          <dt>{t('payonly.total')}</dt>
          <dd>{money(bill.totalCents)}</dd>
        </div>
        <div className={styles.row}>
          <dt>{t('payonly.status')}</dt>
          <dd>
            <StatusBadges order={bill} />
          </dd>
        </div>
      </dl>
      {sendError ? <Alert as="p">{sendError}</Alert> : null}
      <div className={styles.links}>
        {failed ? (
          <Button variant="primary" onClick={() => void resend()} busy={sending}>
            {sending ? t('payonly.resending') : t('payonly.resendToKitchen')}
          </Button>
        ) : (
          <>
            <RouterLink to={ordersTo} className={buttonClass('primary')}>
              {t('orderinfo.myOrders')}
            </RouterLink>
            <RouterLink to={menuTo} className={buttonClass('secondary')}>
              {t('orderinfo.orderMore')}
            </RouterLink>
          </>
        )}
        <RouterLink to={`/receipt/${encodeURIComponent(bill.transactionId)}`} className={buttonClass('secondary')}>
          {t('payonly.viewReceipt')}
        </RouterLink>
      </div>
    </section>
  );
}
