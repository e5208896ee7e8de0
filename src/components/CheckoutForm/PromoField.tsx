// The promo code and its Apply (the venue checks the code with its totals; the verdict is its answer).
import { useFormContext } from 'react-hook-form';
import { useSnapshot } from 'valtio';
import { useTranslation } from '../../i18n';
import { checkout, checkTotals, type CheckoutForm as Values } from '../../features/ordering';
import { formStyles, TextField } from '../../ui/Field';
import styles from './CheckoutForm.module.css';
import { Status } from '../../ui/Status/Status';

export default function PromoField() {
  const { t } = useTranslation();
  const { watch, getValues } = useFormContext<Values>();
  const ck = useSnapshot(checkout);
  const code = watch('promoCode');
  const verdict =
    ck.promo && code ? (
      <Status as="span" id="co-promo-msg" className={ck.promo.valid ? undefined : formStyles.error}>
        {ck.promo.valid ? t('orders.promoApplied') : ck.promo.message || t('orders.promoInvalid')}
      </Status>
    ) : undefined;
  return (
    <TextField<Values>
      name="promoCode"
      id="co-promo"
      label={t('orders.promoCode')}
      hint={verdict}
      input={{ maxLength: 30, autoComplete: 'off' }}
      after={
        <button
          type="button"
          id="co-promo-apply"
          className={styles.secondaryButton}
          disabled={!code.trim()}
          onClick={() => void checkTotals(getValues())}
        >
          {t('orders.applyPromo')}
        </button>
      }
    />
  );
}
