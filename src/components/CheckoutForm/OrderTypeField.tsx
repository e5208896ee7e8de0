// Order type as the venue allows it; a delivery also needs an address and a delivery zone (spec 5,
// the domain's rules and messages).
import { useFormContext } from 'react-hook-form';
import { useTranslation } from '../../i18n';
import { OK, validateDeliveryAddress, validateDeliveryZone } from '../../domain';
import type { CheckoutForm as Values } from '../../features/ordering';
import { domainRule, Field, formStyles, TextField } from '../../ui/Field';
import { RadioField } from '../../ui/Field/choices';
import type { Zone } from './useCheckoutChoices';
import styles from './CheckoutForm.module.css';

const onlyForDelivery = <V,>(rule: (v: V) => ReturnType<typeof validateDeliveryZone>) =>
  domainRule((v: V, all: Values) => (all.orderType === 'delivery' ? rule(v) : OK));
const addressRule = onlyForDelivery(validateDeliveryAddress);
const zoneRule = onlyForDelivery(validateDeliveryZone);

export default function OrderTypeField({ types, zones }: { types: string[]; zones: readonly Zone[] }) {
  const { t } = useTranslation();
  const { watch, register } = useFormContext<Values>();
  const delivery = watch('orderType') === 'delivery';
  return (
    <RadioField
      name="orderType"
      legend={t('orders.orderType')}
      segmented
      options={types.map((x) => ({ value: x, label: t(`orders.type_${x}`) }))}
    >
      {delivery ? (
        <div className={styles.delivery}>
          <TextField
            name="address"
            id="co-address"
            label={t('orders.address')}
            rules={{ validate: addressRule }}
            input={{ maxLength: 200, autoComplete: 'street-address' }}
          />
          <Field name="zoneId" id="co-zone" label={t('orders.zone')}>
            {(control) => (
              <select {...control} {...register('zoneId', { validate: zoneRule })} className={formStyles.input}>
                <option value="">{t('orders.chooseZone')}</option>
                {zones.map((z) => (
                  <option key={z.zoneId} value={z.zoneId}>
                    {t('orders.zoneName', { name: z.name })}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
      ) : null}
    </RadioField>
  );
}
