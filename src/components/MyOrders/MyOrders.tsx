// The signed-in customer's orders (POST /pro/pos/onlinePosOrderRpt), newest first, with status
// (placed, preparing, ready in store, completed) and paid/unpaid; open orders are refreshed with
// orderTracking (a status change is announced politely); the customer's order notes and a delivery order's address are shown.
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n';
import { Link as RouterLink } from 'react-router';
import { formatDateTime } from '../../domain';
import { useTarget } from '../../engine/runtime/family';
import { myOrders, trackOrders, type TrackedOrder } from '../../ordering/api';
import { useMoney } from '../../ordering/ui';
import { StatusBadges } from '../OrderStatus/OrderStatus';
import styles from './MyOrders.module.css';

export interface MyOrdersProps {
  pageSize?: number;
  /** Refresh open orders every this many seconds (0 = never). */
  refreshSeconds?: number;
}

const OPEN = new Set(['placed', 'preparing', 'ready']);

export default function MyOrders({ pageSize = 20, refreshSeconds = 15 }: MyOrdersProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const menuTo = useTarget('home');
  const [page, setPage] = useState(1);
  const [orders, setOrders] = useState<TrackedOrder[] | null>(null);
  const [error, setError] = useState(false);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let live = true;
    setError(false);
    myOrders(page, pageSize).then((list) => live && setOrders(list), () => live && setError(true));
    return () => { live = false; };
  }, [page, pageSize, version]);

  useEffect(() => {
    if (!orders || !(refreshSeconds > 0)) return;
    const open = orders.filter((o) => OPEN.has(o.status) || !o.paid).map((o) => o.transactionId);
    if (!open.length) return;
    const timer = setInterval(() => {
      trackOrders(open).then((list) => {
        const by = new Map(list.map((o) => [o.transactionId, o]));
        setOrders((cur) => cur?.map((o) => ({ ...o, ...(by.get(o.transactionId) ?? {}) })) ?? cur);
      }, () => {});
    }, refreshSeconds * 1000);
    return () => clearInterval(timer);
  }, [orders, refreshSeconds]);

  if (error) return (
    <div role="alert" className={styles.note}>{t('ordering.ordersError')} <button type="button" className={styles.button} onClick={() => setVersion((v) => v + 1)}>{t('ordering.retry')}</button></div>
  );
  if (!orders) return <p role="status" className={styles.note}>{t('ordering.loadingOrders')}</p>;
  if (!orders.length && page === 1) return (
    <div className={styles.empty}><p>{t('ordering.noOrders')}</p><RouterLink to={menuTo} className={styles.button}>{t('ordering.browseMenu')}</RouterLink></div>
  );
  return (
    <section className={styles.wrap} aria-label={t('ordering.myOrders')}>
      <ul className={styles.list} aria-live="polite">
        {orders.map((o) => (
          <li key={o.transactionId} className={styles.item} data-testid="my-order">
            <div className={styles.head}>
              <span className={styles.no}>{t('ordering.orderNo', { no: o.orderNo })}</span>
              <span className={styles.total}>{money(o.totalCents)}</span>
            </div>
            <div className={styles.head}>
              <StatusBadges order={o} />
              {o.createdAt ? <span className={styles.date}>{formatDateTime(o.createdAt)}</span> : null}
            </div>
            {o.deliveryAddress ? <p className={styles.notes} data-testid="my-order-address">{t('ordering.deliverToLine', { address: o.deliveryAddress })}</p> : null}
            {o.notes ? <p className={styles.notes}>{t('ordering.orderNotesLine', { notes: o.notes })}</p> : null}
          </li>
        ))}
      </ul>
      <nav className={styles.pager} aria-label={t('ordering.orderPages')}>
        <button type="button" className={styles.button} disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>{t('ordering.previous')}</button>
        <button type="button" className={styles.button} disabled={orders.length < pageSize} onClick={() => setPage((p) => p + 1)}>{t('ordering.next')}</button>
      </nav>
    </section>
  );
}
