// The venue's payment methods (resolvePayments: hidden ones dropped, 'dps' replaced by the online
// card type) as a radio group, each with its surcharge. Spec 5: a payment must be chosen.
import { useTranslation } from '../../i18n';
import { validatePaymentChosen, type PaymentMethod } from '../../domain';
import { domainRule } from '../../ui/Field';
import { RadioField } from '../../ui/Field/choices';
import { PaymentsNote, usePaymentOptions } from './usePaymentOptions';

export interface PaymentPickerProps {
  loading?: boolean;
  methods: PaymentMethod[];
}

const paymentRule = domainRule(validatePaymentChosen);

export default function PaymentPicker({ methods, loading }: PaymentPickerProps) {
  const { t } = useTranslation();
  const options = usePaymentOptions(methods);
  return (
    <RadioField
      name="payment"
      legend={t('orders.paymentMethod')}
      rules={{ validate: paymentRule }}
      before={methods.length === 0 ? <PaymentsNote loading={loading} /> : null}
      options={options}
    />
  );
}
