// The order placed card: order and service numbers, table or delivery address, the wanted time, the
// items with their options, total and status (issue 33: order placed shows what was ordered and where).
import { useTranslation } from '../../i18n';
import { formatDateTime } from '../../domain';
import type { PlacedOrder, TrackedOrder } from '../../features/ordering';
import { lineOptions } from '../../features/ordering';
import { useMoney } from '../../shared/hooks';
import { StatusBadges } from './StatusBadges';
import styles from './OrderStatus.module.css';

export function OrderCard({ order }: { order: PlacedOrder | TrackedOrder }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const zh = i18n.language === 'zh-hans';
  const o: Partial<TrackedOrder> = order;
  const lines = o.lines ?? [];
  return (
    <dl className={styles.card}>
      <div className={styles.row}>
        <dt>{t('orderinfo.orderNumber')}</dt>
        <dd className={styles.big} data-testid="order-number">
          {order.orderNo || '—'}
        </dd>
      </div>
      {/* A service number is called out at the counter: a delivery has none to wait for. */}
      {order.serviceNo && o.orderType !== 'delivery' ? (
        <div className={styles.row}>
          <dt>{t('orderinfo.serviceNumber')}</dt>
          <dd className={styles.big}>{order.serviceNo}</dd>
        </div>
      ) : null}
      {o.tableNo ? (
        <div className={styles.row}>
          <dt>{t('orderinfo.detailTable')}</dt>
          <dd data-testid="order-table">{t('orderinfo.tableValue', { table: o.tableNo })}</dd>
        </div>
      ) : null}
      {o.deliveryAddress ? (
        <div className={styles.row}>
          <dt>{t('orderinfo.detailAddress')}</dt>
          <dd data-testid="order-address">{o.deliveryAddress}</dd>
        </div>
      ) : null}
      {/* Every way of ordering says when (issue 33): eat-in too, "as soon as possible" or its time. */}
      {o.orderType ? (
        <div className={styles.row}>
          <dt>{t('orderinfo.detailWanted')}</dt>
          <dd data-testid="order-time">
            {o.preorderAt ? formatDateTime(o.preorderAt) : t('orderinfo.detailWantedAsap')}
          </dd>
        </div>
      ) : null}
      {lines.length ? (
        <div className={styles.items}>
          <dt>{t('orderinfo.detailItems')}</dt>
          <dd>
            <ul className={styles.lines} data-testid="order-lines">
              {lines.map((l, i) => (
                <li key={i} className={styles.line}>
                  <span>
                    {t('orderinfo.lineValue', { quantity: l.quantity, name: (zh && l.name2) || l.name1 })}
                    {l.options.length ? <span className={styles.options}>{lineOptions(l, zh).join(', ')}</span> : null}
                  </span>
                  <span>{money(l.amountCents)}</span>
                </li>
              ))}
            </ul>
          </dd>
        </div>
      ) : null}
      <div className={styles.row}>
        <dt>{t('orders.total')}</dt>
        <dd data-testid="order-total">{money(order.totalCents)}</dd>
      </div>
      <div className={styles.row}>
        <dt>{t('orderinfo.orderStatus')}</dt>
        <dd>
          <StatusBadges order={order} />
        </dd>
      </div>
    </dl>
  );
}
