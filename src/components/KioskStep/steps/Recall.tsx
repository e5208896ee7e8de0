// The order placed on this visit (never an earlier customer's: a new visit clears it): its number,
// total and status as the server has it now.
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { kiosk } from '../../../features/kiosk';
import { trackOrders, type TrackedOrder } from '../../../features/ordering';
import { useTranslation } from '../../../i18n';
import { useMoney } from '../../../shared/hooks';
import { EventButton, StepFrame, styles } from './parts';
import { Status } from '../../../ui/Status/Status';

export default function Recall() {
  const { t } = useTranslation();
  const money = useMoney();
  const last = useSnapshot(kiosk).order;
  const [now, setNow] = useState<TrackedOrder | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!last?.transactionId) return;
    void trackOrders([last.transactionId]).then(
      ([o]) => setNow(o ?? null),
      () => setFailed(true),
    );
  }, [last?.transactionId]);
  const order = now ?? last;
  return (
    <StepFrame title={t('kiosk.recallTitle')}>
      {order ? (
        <>
          <p className={styles.number}>{order.serviceNo || order.orderNo}</p>
          <p className={styles.lead}>{t('kiosk.recallTotal', { total: money(order.totalCents) })}</p>
          <Status as="p" className={styles.lead}>
            {order.paid ? t('kiosk.numberPaid') : t('kiosk.recallUnpaid')}
          </Status>
          {failed ? <p className={styles.note}>{t('kiosk.recallStale')}</p> : null}
        </>
      ) : (
        <p className={styles.note}>{t('kiosk.recallNone')}</p>
      )}
      <div className={styles.bar}>
        <EventButton event="BACK" />
      </div>
    </StepFrame>
  );
}
