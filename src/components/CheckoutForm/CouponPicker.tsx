// Checkout: the coupons and vouchers the signed-in customer holds here and can use now, one per
// order (or none). The choice is the extras store's (sent as `ticket`); the venue applies the rule
// (amount or percent off, minimum spend, expiry, one use) in its own totals, and refuses with a
// reason shown with the other blocked reasons.
import { useSnapshot } from 'valtio';
import { useTranslation } from '../../i18n';
import { ruleText, titleOf, useHeld, useSignedIn, type HeldTicket } from '../../features/coupons';
import { checkTotals, extras, forgetTotals, type CheckoutForm as Form } from '../../features/ordering';
import { useMoney } from '../../shared/hooks';
import { app } from '../../state/stores';
import { COUPON_INPUT } from './memberOffer';
import styles from './Extras.module.css';

export default function CouponPicker({ form }: { form: Form }) {
  const { t } = useTranslation();
  const money = useMoney();
  const lang = useSnapshot(app).lang;
  const signedIn = useSignedIn();
  const x = useSnapshot(extras);
  const coupons = useHeld('coupon', signedIn);
  const vouchers = useHeld('voucher', signedIn);
  if (!signedIn) return null;
  const usable: HeldTicket[] = [...(coupons.data ?? []), ...(vouchers.data ?? [])].filter((h) => h.state === 'usable');
  if (!usable.length) return null;
  const choose = (ticket: string | null) => {
    extras.ticket = ticket;
    forgetTotals(false);
    void checkTotals(form, 'ifApplied');
  };
  return (
    <fieldset className={styles.group} data-testid="coupon-picker">
      <legend className={styles.legend}>{t('couponpick.useAtCheckout')}</legend>
      <label className={styles.choice}>
        <input type="radio" name={COUPON_INPUT} checked={!x.ticket} onChange={() => choose(null)} />{' '}
        {t('couponpick.none')}
      </label>
      {usable.map((h) => {
        const rule = ruleText(h, money);
        return (
          <label key={h.ticket} className={styles.choice}>
            <input
              type="radio"
              name={COUPON_INPUT}
              value={h.ticket}
              checked={x.ticket === h.ticket}
              onChange={() => choose(h.ticket)}
            />{' '}
            {titleOf(h, lang)} · {t(`couponpick.${rule.key}`, rule.values)}
          </label>
        );
      })}
    </fieldset>
  );
}
