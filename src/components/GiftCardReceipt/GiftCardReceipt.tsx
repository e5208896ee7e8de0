// The gift card receipt (ticket/{card}/{txn}/receipt), the buyer's only: the card number and its pass
// code (to show, print and give to anyone: whoever holds both can pay with it at checkout), the
// amount, the balance now, the expiry, and a QR code of the card number. Printable.
import { useSnapshot } from 'valtio';
import { useTranslation } from '../../i18n';
import { formatDay, groupCardNum, nameOf, usePurchase, useSignedIn } from '../../features/coupons';
import { printPage } from '../../features/ordering';
import { useMoney } from '../../shared/hooks';
import { app } from '../../state/stores';
import { asText } from '../propText';
import QrCode from '../QrCode/QrCode';
import { Loading, LoadFailed } from '../CouponTicket/Loading';
import SignInFirst from '../CouponTicket/SignInFirst';
import styles from '../styles/coupons.module.css';
import own from './GiftCardReceipt.module.css';
import type { EngineProps } from '../../engine/runtime/registry';
import type { GiftCardReceiptProps } from '../../generated/component-props';
import { Status } from '../../ui/Status/Status';

export default function GiftCardReceipt({ txn }: GiftCardReceiptProps & EngineProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const lang = useSnapshot(app).lang;
  const signedIn = useSignedIn();
  const p = usePurchase(asText(txn) || undefined, signedIn);
  if (!signedIn) return <SignInFirst why={t('coupons.signInToView')} />;
  if (p.isLoading) return <Loading label={t('coupons.loading')} />;
  if (p.error || !p.data) return <LoadFailed error={p.error} retry={() => void p.mutate()} />;
  const g = p.data;
  return (
    <article className={`${styles.card} ${own.root}`} aria-labelledby="gift-receipt-title">
      <h1 id="gift-receipt-title" className={styles.title}>
        {t('coupons.giftReceiptTitle')}
      </h1>
      <p className={styles.rule}>
        {nameOf(g, lang)} · {money(g.amountCents)}
      </p>
      {!g.paid ? (
        <Status as="p" className={styles.alert}>
          {t('coupons.giftNotPaid')}
        </Status>
      ) : null}
      {g.code ? (
        <>
          <div className={styles.qr}>
            <QrCode value={g.cardNum} label={t('coupons.giftQrLabel')} size="md" />
          </div>
          <dl className={styles.facts}>
            <div className={styles.row}>
              <dt>{t('coupons.cardNumber')}</dt>
              <dd className={styles.mono} data-testid="gift-card-number">
                {groupCardNum(g.cardNum)}
              </dd>
            </div>
            <div className={styles.row}>
              <dt>{t('coupons.passCode')}</dt>
              <dd className={styles.mono} data-testid="gift-card-code">
                {g.code}
              </dd>
            </div>
            <div className={styles.row}>
              <dt>{t('coupons.balanceLabel')}</dt>
              <dd>{money(g.balanceCents ?? 0)}</dd>
            </div>
            <div className={styles.row}>
              <dt>{t('coupons.validUntil')}</dt>
              <dd>{g.expiresAt ? formatDay(g.expiresAt, lang) : t('coupons.noExpiry')}</dd>
            </div>
            <div className={styles.row}>
              <dt>{t('coupons.orderNo')}</dt>
              <dd>{g.orderNo}</dd>
            </div>
          </dl>
          <p className={styles.muted}>{t('coupons.giftHowTo')}</p>
          <button type="button" className={`${styles.action} ${styles.secondary}`} onClick={printPage}>
            {t('coupons.print')}
          </button>
        </>
      ) : null}
    </article>
  );
}
