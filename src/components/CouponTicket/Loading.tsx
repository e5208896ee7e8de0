// The loading and error states the coupon screens share: a status line, or the refusal in the
// visitor's language (a known code's text, else the server's words) with Retry.
import { couponRefusal } from '../../features/coupons';
import type { FailureCode } from '../../domain';
import { useTranslation } from '../../i18n';
import styles from '../styles/coupons.module.css';
import { Alert } from '../../ui/Alert/Alert';
import { Status } from '../../ui/Status/Status';

/** Known refusal codes with their own text in the coupons namespace. */
const KNOWN = new Set([
  'coupon.unknown',
  'coupon.closed',
  'coupon.limit',
  'coupon.gone',
  'coupon.link-invalid',
  'coupon.link-expired',
  'coupon.link-used',
  'coupon.expired',
  'coupon.used',
  'giftcard.product-unknown',
  'giftcard.amount',
  'invitation.unknown',
  'invitation.own',
  'invitation.accepted',
  'network',
]);

/** The visitor's text for a refusal: the coupons namespace's words for a known code, else the server's. */
export function useRefusalText(): (code: string | undefined, message: string | undefined) => string {
  const { t } = useTranslation();
  return (code, message) =>
    code && KNOWN.has(code) ? t(`coupons.refusal.${code.replace('.', '_')}`) : message || t('coupons.loadError');
}

export function Loading({ label }: { label: string }) {
  return (
    <Status as="p" className={styles.muted}>
      {label}
    </Status>
  );
}

/** A read that failed (its call error, read with couponRefusal), or a refusal the screen names itself (`code`). */
export function LoadFailed({ error, code, retry }: { error?: unknown; code?: FailureCode; retry?: () => void }) {
  const { t } = useTranslation();
  const text = useRefusalText();
  const refused = code ? { code, message: '' } : couponRefusal(error);
  return (
    <Alert tone="none" className={styles.card}>
      <p>{text(refused.code, refused.message)}</p>
      {retry ? (
        <button type="button" className={`${styles.action} ${styles.secondary}`} onClick={retry}>
          {t('coupons.retry')}
        </button>
      ) : null}
    </Alert>
  );
}
