// An order's outcome. 'placed': the order just placed (order number, service number, total, status,
// paid). 'last': the last order of this device. 'result': the payment callback — reads
// ?result=approved|declined|cancelled, polls orderTracking every 500 ms for a few seconds (the data
// layer's useCall); approved
// shows the placed order, declined says 'payment failed' with a retry, cancelled goes back to the
// checkout with the cart intact. Status is refreshed with orderTracking. A payment started by a
// pay-only screen (pay info in the session: a bill or a single payment) comes back to that screen
// instead: approved opens its receipt, declined offers a retry on the bill, cancelled returns to
// it; the cart is never touched. 'terminal': a payment terminal's result page (paid or not yet).
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { familyHomePath, useFamily, useTarget } from '../../engine/runtime/family';
import { useCall } from '../../api/hooks';
import {
  trackOrders,
  type PlacedOrder,
  type TrackedOrder,
  afterOrderTarget,
  orderSettled,
  readLastOrder,
  returnBase,
  returnUpload,
  saveLastOrder,
  clearPayInfo,
  payInfoFor,
} from '../../features/ordering';
// The cart components' own entry: importing it wires the cart into the engine (src/features/ordering/README.md).
import { useCartShop } from '../../features/ordering/setup';
import { useLiveUpdates } from '../../features/live';
import { showToast } from '../../state/ui';
import styles from './OrderStatus.module.css';
import { OrderCard } from './OrderCard';
import type { OrderStatusProps } from '../../generated/component-props';
import { asText } from '../propText';
import { buttonClass } from '../../ui/Button/buttonClass';
import { Alert } from '../../ui/Alert/Alert';
import { Status } from '../../ui/Status/Status';

export const POLL_MS = 500;
export const POLL_TRIES = 8;

type Order = PlacedOrder | TrackedOrder;

export { StatusBadges } from './StatusBadges';

export default function OrderStatus({
  variant: given = 'placed',
  txn: txnParam,
  transactionId,
  result,
}: OrderStatusProps) {
  const variant = given === 'callback' ? 'result' : given;
  // Ids may come as numbers from a manifest; the calls and the saved order use text.
  const txn = asText(txnParam || transactionId);
  const { t } = useTranslation();
  const shop = useCartShop();
  const navigate = useNavigate();
  const ordersTo = useTarget('myorders');
  // A family with a menu (its 'home' route) offers it; a booking family has none: its own home
  // (ticket/all/home), never a 404 (issue 33).
  const scope = useFamily();
  const hasMenu = Boolean(scope.family?.routes.some((r) => r.path === 'home'));
  const homeTo = useTarget('home');
  // A booking family's own home ('' in a family with a menu, or with no home of its own: callback).
  const bookingHome = hasMenu || !scope.family ? '' : familyHomePath(scope.family, scope.base);
  const menuTo = bookingHome || homeTo;
  const checkoutTo = useTarget('checkout');
  const saved = readLastOrder(shop);
  const id = txn || saved?.transactionId || '';
  const initial = saved && (!txn || saved.transactionId === txn) ? saved : null;
  const handled = useRef(false);
  const outcome = String(result ?? '').toLowerCase();
  const payInfo = variant === 'result' ? payInfoFor(id) : null;
  const base = returnBase(shop) || `/shop/${encodeURIComponent(shop)}`;
  // The payment page's verdict: cancelled goes back, declined says so; neither reads the order.
  const verdict = id && variant === 'result' && (outcome === 'cancelled' || outcome === 'declined') ? outcome : '';

  useEffect(() => {
    if (verdict !== 'cancelled' || handled.current) return;
    handled.current = true;
    showToast(payInfo ? 'payonly.paymentCancelled' : 'orderinfo.paymentCancelled', { tone: 'info' });
    navigate(payInfo ? payInfo.returnTo : `${base}/checkout`, { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- acts once per verdict (guarded by handled), not on each render
  }, [verdict]);

  // The order's status, read every POLL_MS a few times: until it is found (placed, last), paid
  // (terminal), or for the payment result until the approved payment shows as paid.
  const tracked = useCall('orderTracking', id && !verdict ? { transactionIds: [id] } : null, {
    read: (p) => trackOrders(p.transactionIds),
    refreshInterval: (list) => {
      const found = list?.[0];
      if (handled.current || (found && variant !== 'result' && !(variant === 'terminal' && !found.paid))) return 0;
      return POLL_MS;
    },
    maxReads: POLL_TRIES,
  });
  // Pushed updates (issue 28): a change to this order (paid, sent, ready...) reads it again at once,
  // also after the short poll above has given up.
  useLiveUpdates(
    id && !verdict && shop ? `order ${shop} ${id}` : null,
    async () => ({ shop, orders: [id] }),
    () => void tracked.mutate(),
  );
  const found = tracked.data?.[0];
  const order: Order | null = found ? { ...(initial ?? {}), ...found } : initial;

  useEffect(() => {
    if (variant !== 'result' || outcome !== 'approved' || !found?.paid || handled.current) return;
    handled.current = true;
    if (payInfo) {
      clearPayInfo();
      navigate(payInfo.receiptTo, { replace: true });
      return;
    }
    orderSettled(shop);
    saveLastOrder(shop, { ...(saved ?? {}), ...found } as PlacedOrder);
    navigate(`${base}/${afterOrderTarget(id, returnUpload(shop))}`, { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- acts once when the paid order is found (guarded by handled), not on each render
  }, [found]);

  const phase =
    verdict === 'declined'
      ? 'declined'
      : order
        ? 'ready'
        : !id
          ? 'missing'
          : tracked.error
            ? 'error'
            : tracked.reads >= POLL_TRIES
              ? 'missing'
              : 'loading';

  if (phase === 'declined') {
    return (
      <Alert as="section" tone="none" className={styles.box}>
        <h1 className={styles.title}>{t('orderinfo.paymentFailed')}</h1>
        <p>{t('orderinfo.paymentFailedHint')}</p>
        <RouterLink to={payInfo ? payInfo.returnTo : `${base}/checkout`} className={buttonClass('primary')}>
          {t('orderinfo.tryAgain')}
        </RouterLink>
      </Alert>
    );
  }
  if (phase === 'loading') {
    return (
      <section className={styles.box} aria-busy="true">
        {variant === 'result' || variant === 'terminal' ? (
          <h1 id="order-title" className={styles.title}>
            {t('orders.screen_paymentResult')}
          </h1>
        ) : null}
        <Status as="p" className={styles.note}>
          {variant === 'result' || variant === 'terminal'
            ? t('orderinfo.checkingPayment')
            : t('orderinfo.loadingOrder')}
        </Status>
      </section>
    );
  }
  if (!order) {
    return (
      <section className={styles.box} aria-labelledby="order-title">
        <h1 id="order-title" className={styles.title}>
          {phase === 'error' ? t('orderinfo.orderLoadError') : t('orderinfo.noOrder')}
        </h1>
        <RouterLink to={menuTo} className={buttonClass('primary')}>
          {bookingHome ? t('common.backHome') : t('orders.browseMenu')}
        </RouterLink>
      </section>
    );
  }
  if (variant === 'terminal') {
    return (
      <section className={styles.box} aria-labelledby="order-title">
        <h1 id="order-title" className={styles.title}>
          {order.paid ? t('payonly.terminalPaid') : t('payonly.terminalTitle')}
        </h1>
        {order.paid ? null : <Status as="p">{t('payonly.terminalUnpaid')}</Status>}
        <OrderCard order={order} />
        <div className={styles.links}>
          <RouterLink
            to={`/receipt/${encodeURIComponent(order.transactionId || id)}`}
            className={buttonClass('primary')}
          >
            {t('payonly.viewReceipt')}
          </RouterLink>
        </div>
      </section>
    );
  }
  return (
    <section className={styles.box} aria-labelledby="order-title">
      <h1 id="order-title" className={styles.title}>
        {variant === 'last' ? t('orderinfo.lastOrder') : t('orderinfo.orderPlaced')}
      </h1>
      {variant !== 'last' ? <Status as="p">{t('orderinfo.thankYou')}</Status> : null}
      <OrderCard order={order} />
      <div className={styles.links}>
        <RouterLink to={ordersTo} className={buttonClass('primary')}>
          {t('orderinfo.myOrders')}
        </RouterLink>
        <RouterLink to={menuTo} className={buttonClass('secondary')}>
          {t('orderinfo.orderMore')}
        </RouterLink>
        {variant === 'result' && !order.paid ? (
          <RouterLink to={checkoutTo} className={buttonClass('secondary')}>
            {t('orderinfo.backToCheckout')}
          </RouterLink>
        ) : null}
      </div>
    </section>
  );
}
