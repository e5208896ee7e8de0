// The order number (3 s by the flow's timer), large, with what to do next.
import { useSnapshot } from 'valtio';
import { kiosk } from '../../../features/kiosk';
import { useTranslation } from '../../../i18n';
import { useMoney } from '../../../shared/hooks';
import { StepFrame, styles } from './parts';

export default function OrderNumber() {
  const { t } = useTranslation();
  const money = useMoney();
  const { order } = useSnapshot(kiosk);
  if (!order) return <StepFrame title={t('kiosk.numberTitle')} lead={t('kiosk.recallNone')} />;
  const number = order.serviceNo || order.orderNo;
  return (
    <StepFrame title={t('kiosk.numberTitle')}>
      <p className={styles.number} aria-label={t('kiosk.numberLabel', { number })}>
        {number}
      </p>
      <p className={styles.lead}>
        {order.paid ? t('kiosk.numberPaid') : t('kiosk.numberPayAtCounter', { total: money(order.totalCents) })}
      </p>
    </StepFrame>
  );
}
