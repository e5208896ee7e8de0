// A booking's status label (spec 4: received, confirmed, arrived, cancelled, expired, time changed; and no-show).
import { useTranslation } from '../../i18n';
import type { BookingStatus } from '../../domain';
import styles from '../styles/booking.module.css';

export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`${styles.badge} ${styles[`status_${status}`] ?? ''}`} data-status={status}>
      {t(`bookings.status_${status}`)}
    </span>
  );
}
