// The venue's payment methods (resolvePayments: hidden ones dropped, 'dps' replaced by the online
// card type) as a radio group, each with its surcharge. Spec 5: a payment must be chosen.
import { useTranslation } from '../../i18n';
import { validatePaymentChosen, type PaymentMethod } from '../../domain';
import { usePaymentName } from '../../features/ordering';
import { useMoney } from '../../shared/hooks';
import { domainRule, formStyles } from '../../ui/Field';
import { RadioField } from '../../ui/Field/choices';
import styles from './CheckoutForm.module.css';

export interface PaymentPickerProps {
  loading?: boolean;
  methods: PaymentMethod[];
}

const paymentRule = domainRule(validatePaymentChosen);

export default function PaymentPicker({ methods, loading }: PaymentPickerProps) {
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
  const empty =
    methods.length === 0 ? (
      <p className={formStyles.hint} role={loading ? 'status' : undefined}>
        {loading ? t('orders.loadingPayments') : t('orders.noPayments')}
      </p>
    ) : null;
  return (
    <RadioField
      name="payment"
      legend={t('orders.paymentMethod')}
      rules={{ validate: paymentRule }}
      before={empty}
      options={methods.map((m) => ({
        value: m.payment,
        label: nameOf(m),
        icon: m.imageUrl ? (
          <img src={m.imageUrl} alt="" width={32} height={32} className={styles.payIcon} />
        ) : undefined,
        note: surchargeOf(m) || undefined,
      }))}
    />
  );
}
