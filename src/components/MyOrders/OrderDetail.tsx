// One order of My orders opened (issue 33): the venue, order type, table or delivery address, when it
// was placed and for when, the payment, each item with its options, the card surcharge, the total and,
// once paid, the receipt. A disclosure (details/summary): keyboard and screen readers open it as is.
import { useTranslation } from '../../i18n';
import { Link as RouterLink } from 'react-router-dom';
import { formatDateTime } from '../../domain';
import type { TrackedOrder } from '../../features/ordering';
import { lineOptions } from '../../features/ordering';
import { useMoney } from '../../shared/hooks';
import styles from './MyOrders.module.css';

export function OrderDetail({ order: o }: { order: TrackedOrder }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const zh = i18n.language === 'zh-hans';
  const lines = o.lines ?? [];
  const row = (label: string, value: React.ReactNode) => (
    <div className={styles.row}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
  return (
    <details className={styles.detail} data-testid="order-detail">
      <summary className={styles.summary} aria-label={t('orderinfo.orderDetailsNamed', { no: o.orderNo })}>
        {t('orderinfo.orderDetails')}
      </summary>
      <dl className={styles.fields}>
        {o.venueName ? row(t('orderinfo.detailVenue'), o.venueName) : null}
        {o.orderType ? row(t('orderinfo.detailType'), t(`orders.type_${o.orderType}`, { defaultValue: '' })) : null}
        {o.tableNo ? row(t('orderinfo.detailTable'), t('orderinfo.tableValue', { table: o.tableNo })) : null}
        {o.deliveryAddress ? row(t('orderinfo.detailAddress'), o.deliveryAddress) : null}
        {o.createdAt ? row(t('orderinfo.detailPlaced'), formatDateTime(o.createdAt)) : null}
        {o.orderType && o.orderType !== 'eatin'
          ? row(
              t('orderinfo.detailWanted'),
              o.preorderAt ? formatDateTime(o.preorderAt) : t('orderinfo.detailWantedAsap'),
            )
          : null}
        {row(
          t('orderinfo.detailPayment'),
          o.payment === 'cash'
            ? t('orderinfo.payAtVenue')
            : t(`ordering.pay_${o.payment}`, { defaultValue: '' }) || t('orderinfo.payOther'),
        )}
      </dl>
      {lines.length ? (
        <>
          <h3 className={styles.sub}>{t('orderinfo.detailItems')}</h3>
          <ul className={styles.lines}>
            {lines.map((l, i) => (
              <li key={i} className={styles.line}>
                <span>
                  {t('orderinfo.lineValue', { quantity: l.quantity, name: (zh && l.name2) || l.name1 })}
                  {l.options.length ? <span className={styles.options}>{lineOptions(l, zh).join(', ')}</span> : null}
                  {l.notes ? <span className={styles.options}>{l.notes}</span> : null}
                </span>
                <span>{money(l.amountCents)}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <dl className={styles.fields}>
        {o.surchargeCents ? row(t('orderinfo.detailSurcharge'), money(o.surchargeCents)) : null}
        {row(t('orders.total'), money(o.totalCents))}
      </dl>
      {o.paid ? (
        <RouterLink to={`/receipt/${encodeURIComponent(o.transactionId)}`} className={styles.button}>
          {t('orderinfo.detailReceipt')}
        </RouterLink>
      ) : null}
    </details>
  );
}
