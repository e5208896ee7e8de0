// The payment methods as choices (name in the shown language, icon, surcharge note): one list for
// the live picker (PaymentPicker) and the checkout's stand-in (StillCheckoutForm).
import { useTranslation } from '../../i18n';
import type { PaymentMethod } from '../../domain';
import { usePaymentName } from '../../features/ordering';
import { useMoney } from '../../shared/hooks';
import type { RadioOption } from '../../ui/Field/RadioField';
import formStyles from '../../ui/Field/Field.module.css';
import styles from './CheckoutForm.module.css';

export function usePaymentOptions(methods: readonly PaymentMethod[]): RadioOption[] {
  const { t } = useTranslation();
  const money = useMoney();
  const nameOf = usePaymentName();
  const surchargeOf = (m: PaymentMethod) =>
    m.surchargeType === 'percent'
      ? m.rate
        ? t('orders.surchargeRate', { rate: m.rate })
        : ''
      : m.surcharge
        ? t('orders.surchargeFixed', { amount: money(m.surcharge) })
        : '';
  return methods.map((m) => ({
    value: m.payment,
    label: nameOf(m),
    icon: m.imageUrl ? <img src={m.imageUrl} alt="" width={32} height={32} className={styles.payIcon} /> : undefined,
    note: surchargeOf(m) || undefined,
  }));
}

/** The note in place of the list: loading, or none offered. */
export function PaymentsNote({ loading }: { loading?: boolean }) {
  const { t } = useTranslation();
  return (
    <p className={formStyles.hint} role={loading ? 'status' : undefined}>
      {loading ? t('orders.loadingPayments') : t('orders.noPayments')}
    </p>
  );
}
