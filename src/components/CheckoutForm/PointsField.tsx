// Member points to redeem, within the venue's minimum and maximum for this cart (from feeCalc). Its
// Use / Do not use buttons are a small form of their own inside the checkout: the typed number is
// checked by the domain rule when it is used, not when the order is placed.
import { FormProvider, useForm, useFormContext } from 'react-hook-form';
import { useSnapshot } from 'valtio';
import { useTranslation } from '../../i18n';
import { OK, validateRedeemPoints } from '../../domain';
import { checkout, checkTotals, type CheckoutForm as Values } from '../../features/ordering';
import { useMoney } from '../../shared/hooks';
import { domainRule, formStyles, TextField } from '../../ui/Field';
import styles from './CheckoutForm.module.css';
import { Status } from '../../ui/Status/Status';
import { POINTS_APPLY_ID, pointsOffer } from './memberOffer';

interface PointsValues {
  points: string;
}

export interface PointsFieldProps {
  /** Points typed in the checkout's stand-in before this field came. */
  typed?: string;
}

export default function PointsField({ typed: before }: PointsFieldProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const ck = useSnapshot(checkout);
  const order = useFormContext<Values>();
  const points = useForm<PointsValues>({ defaultValues: { points: before ?? '' } });
  const limits = ck.redeem;
  if (!limits) return null;
  const { canRedeem, available } = pointsOffer(t, limits);
  const redeemed = order.watch('redeemPoints');
  const typed = points.watch('points');

  const use = (value: number) => {
    order.setValue('redeemPoints', value > 0 ? value : 0);
    if (value <= 0) points.reset({ points: '' });
    void checkTotals(order.getValues(), 'ifApplied');
  };
  const rule = domainRule((v: string) => (Number(v) > 0 ? validateRedeemPoints(Number(v), limits) : OK));

  return (
    <fieldset className={formStyles.group} data-field="points">
      <legend className={formStyles.legend}>{t('orders.redeemPoints')}</legend>
      {canRedeem ? (
        <FormProvider {...points}>
          <TextField<PointsValues>
            name="points"
            id="co-points"
            label={t('orders.pointsToRedeem')}
            labelHidden
            hint={available}
            rules={{ validate: rule }}
            input={{ type: 'number', inputMode: 'decimal', min: limits.min, max: limits.max, step: '0.01' }}
            after={
              <>
                <button
                  type="button"
                  id={POINTS_APPLY_ID}
                  className={styles.secondaryButton}
                  disabled={!typed}
                  onClick={() => void points.handleSubmit((v) => use(Number(v.points)))()}
                >
                  {t('orders.applyPoints')}
                </button>
                {redeemed ? (
                  <button type="button" className={styles.secondaryButton} onClick={() => use(0)}>
                    {t('orders.removePoints')}
                  </button>
                ) : null}
              </>
            }
          />
        </FormProvider>
      ) : (
        <p className={formStyles.hint}>{available}</p>
      )}
      {redeemed && ck.serverPointsDiscount ? (
        <Status as="p" className={formStyles.hint}>
          {t('orders.pointsApplied', { points: redeemed, amount: money(ck.serverPointsDiscount) })}
        </Status>
      ) : null}
    </fieldset>
  );
}
