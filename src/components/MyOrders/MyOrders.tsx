// The signed-in customer's orders (POST /pro/pos/onlinePosOrderRpt), newest first, with status
// (placed, preparing, ready in store, completed) and paid/unpaid; open orders are refreshed with
// orderTracking until each is final (a status change is announced politely); the customer's order
// notes and a delivery order's address are shown.
import { useState } from 'react';
import { useTranslation } from '../../i18n';
import { Link as RouterLink } from 'react-router-dom';
import { formatDateTime } from '../../domain';
import { useTarget } from '../../engine/runtime/family';
import { useCall } from '../../api/hooks';
import { myOrders, orderOutcome, trackOrders, type TrackedOrder } from '../../features/ordering';
import { useMoney } from '../../shared/hooks';
import { StatusBadges } from '../OrderStatus/OrderStatus';
import styles from './MyOrders.module.css';
import { OrderDetail } from './OrderDetail';
import type { MyOrdersProps } from '../../generated/component-props';
import { Alert } from '../../ui/Alert/Alert';
import { Status } from '../../ui/Status/Status';

const OPEN = new Set(['placed', 'preparing', 'ready']);
// An order waiting for its kitchen or its payment; a declined or given-up payment is final.
const isOpen = (o: TrackedOrder) =>
  OPEN.has(o.status) || (!o.paid && o.payStatus !== 'failed' && o.payStatus !== 'cancelled');

export default function MyOrders({ pageSize = 20, refreshSeconds = 15 }: MyOrdersProps) {
  const { t, i18n } = useTranslation();
  const zh = i18n.language === 'zh-hans';
  const money = useMoney();
  const menuTo = useTarget('home');
  const [page, setPage] = useState(1);
  // The page shown stays while the next one loads.
  const list = useCall(
    'onlinePosOrderRpt',
    { page, pageSize },
    { read: (p) => myOrders(p.page, p.pageSize), keepPreviousData: true },
  );
  // The page's open orders, as the list gave them (a stable key while their status changes).
  const open = list.data?.filter(isOpen).map((o) => o.transactionId) ?? [];
  const tracked = useCall('orderTracking', open.length && refreshSeconds > 0 ? { transactionIds: open } : null, {
    read: (p) => trackOrders(p.transactionIds),
    // The first tracking read comes one period after the list, as each later one; none once all are final.
    revalidateOnMount: false,
    refreshInterval: (now) =>
      now && open.every((id) => now.some((o) => o.transactionId === id && !isOpen(o))) ? 0 : refreshSeconds * 1000,
  });
  const by = new Map((tracked.data ?? []).map((o) => [o.transactionId, o]));
  const orders = list.data?.map((o) => ({ ...o, ...(by.get(o.transactionId) ?? {}) }));
  const error = !!list.error && !list.isValidating;

  if (error)
    return (
      <Alert tone="none" className={styles.note}>
        {t('orderinfo.ordersError')}{' '}
        <button type="button" className={styles.button} onClick={() => void list.mutate()}>
          {t('ordering.retry')}
        </button>
      </Alert>
    );
  if (!orders)
    return (
      <Status as="p" className={styles.note}>
        {t('orderinfo.loadingOrders')}
      </Status>
    );
  if (!orders.length && page === 1)
    return (
      <div className={styles.empty}>
        <p>{t('orderinfo.noOrders')}</p>
        <RouterLink to={menuTo} className={styles.button}>
          {t('orders.browseMenu')}
        </RouterLink>
      </div>
    );
  return (
    <section className={styles.wrap} aria-label={t('orderinfo.myOrders')}>
      <ul className={styles.list} aria-live="polite">
        {orders.map((o) => {
          const outcome = orderOutcome(o);
          const lines = o.lines ?? [];
          return (
            <li key={o.transactionId} className={styles.item} data-testid="my-order">
              {o.venueName ? <p className={styles.venue}>{o.venueName}</p> : null}
              <div className={styles.head}>
                <span className={styles.no}>{t('orderinfo.orderNo', { no: o.orderNo })}</span>
                <span className={styles.total}>{money(o.totalCents)}</span>
              </div>
              <div className={styles.head}>
                <StatusBadges order={o} />
                {o.createdAt ? <span className={styles.date}>{formatDateTime(o.createdAt)}</span> : null}
              </div>
              {lines.length ? (
                <p className={styles.summaryLine} data-testid="my-order-items">
                  {lines
                    .map((l) => t('orderinfo.lineValue', { quantity: l.quantity, name: (zh && l.name2) || l.name1 }))
                    .join(', ')}
                </p>
              ) : null}
              {outcome ? (
                <>
                  <p className={styles.hint}>{t(`orderinfo.outcomeHint_${outcome}`)}</p>
                  <RouterLink to={menuTo} className={styles.button}>
                    {t('orderinfo.orderAgain')}
                  </RouterLink>
                </>
              ) : null}
              {o.deliveryAddress ? (
                <p className={styles.notes} data-testid="my-order-address">
                  {t('orderinfo.deliverToLine', { address: o.deliveryAddress })}
                </p>
              ) : null}
              {o.notes ? <p className={styles.notes}>{t('orderinfo.orderNotesLine', { notes: o.notes })}</p> : null}
              <OrderDetail order={o} />
            </li>
          );
        })}
      </ul>
      <nav className={styles.pager} aria-label={t('orderinfo.orderPages')}>
        <button type="button" className={styles.button} disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
          {t('orders.previous')}
        </button>
        <button
          type="button"
          className={styles.button}
          disabled={orders.length < pageSize}
          onClick={() => setPage((p) => p + 1)}
        >
          {t('orders.next')}
        </button>
      </nav>
    </section>
  );
}
