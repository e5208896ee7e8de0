// The self-service 'order placed' screen (self family): the order number and the service number
// shown large, as a kiosk or a desktop shows them to be read from a distance, with the total, the
// payment state (cash: pay at the counter) and a link to start the next order. The order comes from
// this device's last order, or from the venue (orderTracking) after a reload or a payment page.
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from '../../i18n';
import { useTarget } from '../../engine/runtime/family';
import { trackOrders, type PlacedOrder, type TrackedOrder, readLastOrder, useShop } from '../../features/ordering';
import { useMoney } from '../../shared/hooks';
import styles from './OrderNumbers.module.css';
import type { OrderNumbersProps } from '../../generated/component-props';
import { buttonClass } from '../../ui/Button/buttonClass';
import { Status } from '../../ui/Status/Status';

type Order =
  Pick<PlacedOrder, 'transactionId' | 'orderNo' | 'serviceNo' | 'totalCents' | 'paid' | 'payment'> | TrackedOrder;

export default function OrderNumbers({ txn }: OrderNumbersProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const shop = useShop();
  const menuTo = useTarget('home');
  const saved = readLastOrder(shop);
  const id = String(txn ?? '') || saved?.transactionId || '';
  const fromDevice = saved && saved.transactionId === id ? saved : null;
  const [order, setOrder] = useState<Order | null>(fromDevice);
  const [phase, setPhase] = useState<'loading' | 'ready' | 'missing' | 'error'>(
    fromDevice ? 'ready' : id ? 'loading' : 'missing',
  );

  useEffect(() => {
    if (!id) return;
    let live = true;
    trackOrders([id]).then(
      ([found]) => {
        if (!live) return;
        if (found) {
          setOrder((o) => ({ ...(o ?? {}), ...found }));
          setPhase('ready');
        } else setPhase((p) => (p === 'loading' ? 'missing' : p));
      },
      () => {
        if (live) setPhase((p) => (p === 'loading' ? 'error' : p));
      },
    );
    return () => {
      live = false;
    };
  }, [id]);

  if (phase === 'loading')
    return (
      <section className={styles.box} aria-busy="true">
        <Status as="p">{t('orderinfo.loadingOrder')}</Status>
      </section>
    );
  if (!order) {
    return (
      <section className={styles.box} aria-labelledby="numbers-title">
        <h1 id="numbers-title" className={styles.title}>
          {phase === 'error' ? t('orderinfo.orderLoadError') : t('orderinfo.noOrder')}
        </h1>
        <RouterLink to={menuTo} className={buttonClass({ variant: 'primary', size: 'lg' })}>
          {t('orders.browseMenu')}
        </RouterLink>
      </section>
    );
  }
  const cashDue = !order.paid && order.payment === 'cash';
  return (
    <section className={styles.box} aria-labelledby="numbers-title">
      <h1 id="numbers-title" className={styles.title}>
        {t('orderinfo.orderPlaced')}
      </h1>
      <Status as="p" className={styles.thanks}>
        {t('orderinfo.thankYou')}
      </Status>
      <dl className={styles.numbers}>
        <div className={styles.tile}>
          <dt>{t('orderinfo.orderNumber')}</dt>
          <dd className={styles.number} data-testid="order-number">
            {order.orderNo || '—'}
          </dd>
        </div>
        {order.serviceNo ? (
          <div className={`${styles.tile} ${styles.service}`}>
            <dt>{t('orderinfo.serviceNumber')}</dt>
            <dd className={styles.number} data-testid="service-number">
              {order.serviceNo}
            </dd>
          </div>
        ) : null}
      </dl>
      <p className={styles.hint}>{t('table.serviceHint')}</p>
      <dl className={styles.facts}>
        <div>
          <dt>{t('orders.total')}</dt>
          <dd>{money(order.totalCents)}</dd>
        </div>
        <div>
          <dt>{t('table.payment')}</dt>
          <dd>{order.paid ? t('orderinfo.paid') : cashDue ? t('table.payAtCounter') : t('orderinfo.unpaid')}</dd>
        </div>
      </dl>
      <RouterLink to={menuTo} className={buttonClass({ variant: 'primary', size: 'lg' })}>
        {t('table.newOrder')}
      </RouterLink>
    </section>
  );
}
