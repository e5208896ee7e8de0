// The coupon receipt (ticket/{card}/{txn}/code/{code}/receipt): the coupon or voucher, the order it
// was used on (order and bill numbers, date), the subtotal, what it saved and the total; printable.
import { useSnapshot } from 'valtio';
import { useTranslation } from '../../i18n';
import { formatDay, titleOf, useCouponReceipt, useSignedIn } from '../../features/coupons';
import { printPage } from '../../features/ordering';
import { useMoney } from '../../shared/hooks';
import { app } from '../../state/stores';
import { asText } from '../propText';
import { Loading, LoadFailed } from '../CouponTicket/Loading';
import SignInFirst from '../CouponTicket/SignInFirst';
import styles from '../styles/coupons.module.css';
import own from './CouponReceipt.module.css';
import type { EngineProps } from '../../engine/runtime/registry';
import type { CouponReceiptProps } from '../../generated/component-props';

export default function CouponReceipt({ txn, code }: CouponReceiptProps & EngineProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const lang = useSnapshot(app).lang;
  const signedIn = useSignedIn();
  const r = useCouponReceipt(asText(code) || undefined, asText(txn) || undefined, signedIn);
  if (!signedIn) return <SignInFirst why={t('coupons.signInToView')} />;
  if (r.isLoading) return <Loading label={t('coupons.loading')} />;
  if (r.error || !r.data) return <LoadFailed error={r.error} retry={() => void r.mutate()} />;
  const { ticket, order } = r.data;
  return (
    <article className={`${styles.card} ${own.root}`} aria-labelledby="coupon-receipt-title">
      <h1 id="coupon-receipt-title" className={styles.title}>
        {t('coupons.receiptTitle', { kind: t(`coupons.kind.${ticket.kind}`) })}
      </h1>
      <p className={styles.rule}>{titleOf(ticket, lang)}</p>
      <dl className={styles.facts}>
        <div className={styles.row}>
          <dt>{t('coupons.number')}</dt>
          <dd className={styles.mono}>{ticket.ticket}</dd>
        </div>
        <div className={styles.row}>
          <dt>{t('coupons.orderNo')}</dt>
          <dd className={styles.mono} data-testid="receipt-order-no">
            {order.orderNo}
          </dd>
        </div>
        <div className={styles.row}>
          <dt>{t('coupons.billNo')}</dt>
          <dd>{order.billNo}</dd>
        </div>
        <div className={styles.row}>
          <dt>{t('coupons.usedOn')}</dt>
          <dd>{formatDay(ticket.usedAt ?? order.createdAt, lang)}</dd>
        </div>
        <div className={styles.row}>
          <dt>{t('coupons.subtotal')}</dt>
          <dd>{money(order.subtotalCents)}</dd>
        </div>
        <div className={styles.row}>
          <dt>{t('coupons.saved')}</dt>
          <dd data-testid="receipt-saved">−{money(ticket.discountCents ?? 0)}</dd>
        </div>
        <div className={styles.row}>
          <dt>{t('coupons.total')}</dt>
          <dd className={styles.mono}>{money(order.totalCents)}</dd>
        </div>
      </dl>
      <p className={`${styles.badge} ${order.paid ? styles.usable : ''}`}>
        {order.paid ? t('coupons.paid') : t('coupons.unpaid')}
      </p>
      <button type="button" className={`${styles.action} ${styles.secondary}`} onClick={printPage}>
        {t('coupons.print')}
      </button>
    </article>
  );
}
