// An order's state as badges: the kitchen status (spec 4) with paid or unpaid, or, for an online
// payment declined, given up or not made yet, that outcome alone (features/ordering/orderOutcome).
import { useTranslation } from '../../i18n';
import { orderOutcome, type TrackedOrder } from '../../features/ordering';
import styles from './OrderStatus.module.css';

export function StatusBadges({ order }: { order: Pick<TrackedOrder, 'status' | 'paid' | 'payment' | 'payStatus'> }) {
  const { t } = useTranslation();
  // A declined, given-up or not yet made online payment says so instead of "Placed · Unpaid".
  const outcome = orderOutcome(order);
  if (outcome)
    return (
      <span className={styles.badges}>
        <span className={`${styles.badge} ${styles.unpaid}`} data-outcome={outcome}>
          {t(`orderinfo.outcome_${outcome}`)}
        </span>
      </span>
    );
  const status = ['placed', 'preparing', 'ready', 'completed', 'cancelled'].includes(order.status)
    ? order.status
    : 'placed';
  return (
    <span className={styles.badges}>
      <span className={`${styles.badge} ${styles[`s-${status}`] ?? ''}`}>{t(`orderinfo.status_${status}`)}</span>
      <span className={`${styles.badge} ${order.paid ? styles.paid : styles.unpaid}`}>
        {order.paid ? t('orderinfo.paid') : t('orderinfo.unpaid')}
      </span>
    </span>
  );
}
