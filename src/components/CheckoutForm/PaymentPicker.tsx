// The venue's payment methods (resolvePayments: hidden ones dropped, 'dps' replaced by the online
// card type) as a radio group, each with its surcharge.
import { useTranslation } from '../../i18n';
import type { PaymentMethod } from '../../domain';
import { useLang, useMoney } from '../../ordering/ui';
import styles from './CheckoutForm.module.css';

export interface PaymentPickerProps {
  loading?: boolean;
  methods: PaymentMethod[];
  value: string;
  onChange: (payment: string) => void;
  error?: string;
}

export default function PaymentPicker({ methods, value, onChange, error, loading }: PaymentPickerProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const lang = useLang();
  // The venue names its methods in English; in another language the built-in ones take the app's own name.
  const nameOf = (m: PaymentMethod) => (m.sys === 'cash' ? t('ordering.payInStore') : (lang !== 'en-gb' && t(`ordering.pay_${m.sys}`, { defaultValue: '' })) || m.name);
  return (
    <fieldset className={`${styles.group} ${error ? styles.invalid : ''}`} data-field="payment" aria-describedby={error ? 'payment-error' : undefined}>
      <legend className={styles.legend}>{t('ordering.paymentMethod')}</legend>
      {methods.length === 0 ? <p className={styles.hint} role={loading ? 'status' : undefined}>{loading ? t('ordering.loadingPayments') : t('ordering.noPayments')}</p> : null}
      {methods.map((m) => {
        const surcharge = m.surchargeType === 'percent' ? (m.rate ? t('ordering.surchargeRate', { rate: m.rate }) : '') : m.surcharge ? t('ordering.surchargeFixed', { amount: money(m.surcharge) }) : '';
        return (
          <label key={`${m.payment}:${m.code}`} className={styles.choice}>
            <input type="radio" name="payment" value={m.payment} checked={value === m.payment} onChange={() => onChange(m.payment)} />
            {m.imageUrl ? <img src={m.imageUrl} alt="" width={32} height={32} className={styles.payIcon} /> : null}
            <span className={styles.choiceName}>{nameOf(m)}</span>
            {surcharge ? <span className={styles.hint}>{surcharge}</span> : null}
          </label>
        );
      })}
      {error ? <p id="payment-error" role="alert" className={styles.error}>{error}</p> : null}
    </fieldset>
  );
}
