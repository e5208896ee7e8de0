// An order-number poster (/poster/{user}/{ordNum}/{templateId}/{platform}): the order number in
// very large type, the service number and the status, refreshed quietly with order tracking
// (spec 9: item status check every 10 s). 'Ready' is announced politely to screen readers.
import { useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useTranslation } from '../../i18n';
import { app } from '../../state/stores';
import { useCall } from '../../api/hooks';
import { trackOrders, type TrackedOrder, formatReceiptTime } from '../../features/ordering';
import styles from './OrderPoster.module.css';
import type { OrderPosterProps } from '../../generated/component-props';
import { Status } from '../../ui/Status/Status';

export default function OrderPoster({ txn, template, platform, refreshSeconds = 10 }: OrderPosterProps) {
  const { t } = useTranslation();
  const lang = useSnapshot(app).lang;
  const id = txn ? String(txn) : '';
  const [at, setAt] = useState(0);
  const found = (list: TrackedOrder[] | undefined) => list?.find((o) => o.transactionId === id);
  const tracked = useCall('orderTracking', id ? { transactionIds: [id] } : null, {
    read: (p) => trackOrders(p.transactionIds),
    refreshInterval: refreshSeconds > 0 ? refreshSeconds * 1000 : 0,
    onSuccess: (list) => {
      if (found(list)) setAt(Date.now());
    },
  });
  // The last known state stays on the board when a later read misses the order or fails.
  const kept = useRef<TrackedOrder | undefined>(undefined);
  const order = found(tracked.data) ?? kept.current;
  kept.current = order;
  const phase = !id ? 'missing' : order ? 'ready' : tracked.data || tracked.error ? 'missing' : 'loading';

  const big = platform === 'tv' ? styles.tv : '';
  if (phase === 'loading')
    return (
      <Status as="p" className={styles.note}>
        {t('orderinfo.loadingOrder')}
      </Status>
    );
  if (phase === 'missing' || !order)
    return (
      <section className={styles.poster}>
        <h1 className={styles.label}>{t('payonly.posterNotFound')}</h1>
      </section>
    );
  const ready = order.status === 'ready';
  const status = ['placed', 'preparing', 'ready', 'completed'].includes(order.status) ? order.status : 'placed';
  return (
    <section
      className={`${styles.poster} ${big} ${ready ? styles.ready : ''}`}
      aria-labelledby="poster-number"
      data-template={template || 'default'}
    >
      <p className={styles.label}>{t('payonly.orderNumber')}</p>
      <h1 id="poster-number" className={styles.number} data-testid="poster-number">
        {order.orderNo}
      </h1>
      {template !== 'compact' ? (
        <>
          {Number(order.serviceNo) > 0 ? (
            <p className={styles.service}>
              {t('payonly.serviceNumber')} <strong>{order.serviceNo}</strong>
            </p>
          ) : null}
          <p className={styles.status} aria-live="polite">
            {ready ? t('payonly.posterReady') : t(`orderinfo.status_${status}`)}
          </p>
          <p className={styles.note}>{t('payonly.posterUpdated', { time: formatReceiptTime(at, lang) })}</p>
        </>
      ) : null}
    </section>
  );
}
