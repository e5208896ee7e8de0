// A signed-in member's part of the checkout's stand-in (StillCheckoutForm): the venue's check of the
// starting form (feeCalc, once, without swr: the member's points and the venue's figures) and the
// coupons and vouchers they hold (read once without swr), drawn as the live form's PointsField and
// CouponPicker draw them, on native controls. What is typed or chosen here (the points, a coupon) is
// taken over by the live form (by input name); Use points pressed here is pressed again there (by id).
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { loadNamespaces, useTranslation } from '../../i18n';
import { loadUsableHeld, ruleText, titleOf, type HeldTicket } from '../../features/coupons';
import { checkout, checkTotals, extras, type CheckoutForm as Values } from '../../features/ordering';
import { useMoney } from '../../shared/hooks';
import { app } from '../../state/stores';
import { StillTextField } from '../../ui/Field/StillTextField';
import formStyles from '../../ui/Field/Field.module.css';
import { COUPON_INPUT, POINTS_APPLY_ID, POINTS_INPUT, pointsOffer } from './memberOffer';
import styles from './CheckoutForm.module.css';
import extraStyles from './Extras.module.css';

/** The usable coupons and vouchers, with the picker's texts loaded (rejects when either could not be read). */
const loadOffer = () => loadUsableHeld().then((u) => (u.length ? loadNamespaces(['couponpick']).then(() => u) : u));

export function StillMemberOffer({ form }: { form: Values }) {
  const [usable, setUsable] = useState<HeldTicket[]>([]);
  const [asked] = useState(form);
  useEffect(() => {
    let on = true;
    // Asked once; what failed (offline, no answer) is asked again when the connection is back.
    const again = (check: boolean, coupons: boolean) =>
      window.addEventListener('online', () => on && ask(check, coupons), { once: true });
    const ask = (check: boolean, coupons: boolean) => {
      if (check) void checkTotals(asked, 'ifApplied').then(() => on && checkout.error && again(true, false));
      if (coupons)
        loadOffer().then(
          (u) => on && setUsable(u),
          () => on && again(false, true),
        );
    };
    ask(true, true);
    return () => {
      on = false;
    };
  }, [asked]);
  return (
    <>
      <StillPoints />
      {usable.length ? <StillCoupons usable={usable} /> : null}
    </>
  );
}

function StillPoints() {
  const { t } = useTranslation();
  const limits = useSnapshot(checkout).redeem;
  // As the live field: Use points once something is typed (a press here is pressed again there).
  const [typed, setTyped] = useState(false);
  if (!limits) return null;
  const { canRedeem, available } = pointsOffer(t, limits);
  return (
    <fieldset className={formStyles.group} data-field="points">
      <legend className={formStyles.legend}>{t('orders.redeemPoints')}</legend>
      {canRedeem ? (
        <StillTextField
          name={POINTS_INPUT}
          id="co-points"
          label={t('orders.pointsToRedeem')}
          labelHidden
          hint={available}
          input={{
            type: 'number',
            inputMode: 'decimal',
            min: limits.min,
            max: limits.max,
            step: '0.01',
            onChange: (e) => setTyped(Boolean(e.target.value)),
          }}
          after={
            <button type="button" id={POINTS_APPLY_ID} className={styles.secondaryButton} disabled={!typed}>
              {t('orders.applyPoints')}
            </button>
          }
        />
      ) : (
        <p className={formStyles.hint}>{available}</p>
      )}
    </fieldset>
  );
}

function StillCoupons({ usable }: { usable: HeldTicket[] }) {
  const { t } = useTranslation();
  const money = useMoney();
  const lang = useSnapshot(app).lang;
  const [chosen] = useState(() => extras.ticket);
  return (
    <fieldset className={extraStyles.group} data-testid="coupon-picker">
      <legend className={extraStyles.legend}>{t('couponpick.useAtCheckout')}</legend>
      <label className={extraStyles.choice}>
        <input type="radio" name={COUPON_INPUT} value="" defaultChecked={!chosen} /> {t('couponpick.none')}
      </label>
      {usable.map((h) => {
        const rule = ruleText(h, money);
        return (
          <label key={h.ticket} className={extraStyles.choice}>
            <input type="radio" name={COUPON_INPUT} value={h.ticket} defaultChecked={chosen === h.ticket} />{' '}
            {titleOf(h, lang)} · {t(`couponpick.${rule.key}`, rule.values)}
          </label>
        );
      })}
    </fieldset>
  );
}
