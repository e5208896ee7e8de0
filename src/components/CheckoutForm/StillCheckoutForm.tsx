// The checkout as drawn before its first use: LiveCheckoutForm's first paint (order type, payment,
// promo code, notes, gift cards, summary, terms, the order button) on native controls, without the form
// layer (react-hook-form, Radix) or swr, so those load only once the customer starts (CheckoutForm).
// Its choices are the page's settings and payment methods, its figures the local calculation: what
// the live form draws until the venue's answers come. A signed-in member's part (StillMemberOffer, its
// own chunk) asks the venue once: their points, their coupons, and the venue's figures drawn here.
// What is typed, chosen or ticked here is taken over by the live form (FormOnFirstUse, by input name).
import { lazy, Suspense, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useTranslation } from '../../i18n';
import { calculateCart, NOTES_MAX_LENGTH, resolvePayments } from '../../domain';
import {
  checkout,
  forgetTotals,
  keepStillCheckoutDraft,
  readCheckoutDraft,
  startingCheckout,
} from '../../features/ordering';
import { cartStore } from '../../state/cart';
import { useUnsavedWork } from '../../shared/hooks';
import { app, session, user, venue } from '../../state/stores';
import { StillCheckboxField, StillRadioField } from '../../ui/Field/StillChoices';
import { StillTextField } from '../../ui/Field/StillTextField';
import { readStill } from '../../ui/Field/stillState';
import { Alert } from '../../ui/Alert/Alert';
import { Status } from '../../ui/Status/Status';
import formStyles from '../../ui/Field/Field.module.css';
import { defaultMethod, offeredTypes } from './checkoutOffer';
import { ClosedAlert } from './ClosedAlert';
import OrderSummary from './OrderSummary';
import { PlaceOrderButton } from './PlaceOrderButton';
import { StillGiftCards } from './StillGiftCards';
import { READ_TERMS_ID, termsLabel } from './termsText';
import { PaymentsNote, usePaymentOptions } from './usePaymentOptions';
import styles from './CheckoutForm.module.css';
import { LEAVE_CHECKOUT } from './leaveCheckout';
import type { CheckoutFormProps } from '../../generated/component-props';

const StillMemberOffer = lazy(() => import('./StillMemberOffer').then((m) => ({ default: m.StillMemberOffer })));
// What the member's check answered that stops the order (blocked reasons, a failed check), as the live
// form shows it: loaded when the check answered such a thing (a closed venue's notice is drawn here until then).
const CheckoutAlerts = lazy(() => import('./CheckoutAlerts'));

/** Forgets what the venue answered on an earlier visit (another cart): this page asks again. */
function forgetEarlierCheck(): true {
  forgetTotals(false);
  checkout.redeem = null;
  checkout.blocked = [];
  checkout.error = '';
  return true;
}

export interface StillCheckoutFormProps extends CheckoutFormProps {
  /** Place order pressed, waiting for the live form. */
  sending: boolean;
  /** Place order pressed while the live form could not load (offline): nothing was sent. */
  unsent?: boolean;
}

export function StillCheckoutForm({ orderTypes, sending, unsent }: StillCheckoutFormProps) {
  const { t, i18n } = useTranslation();
  const { cart } = useSnapshot(cartStore);
  const { settings, payments } = useSnapshot(venue);
  const closed = Boolean(useSnapshot(app).closed);
  const member = Boolean(useSnapshot(user).token);
  useState(forgetEarlierCheck);
  const ck = useSnapshot(checkout);
  const types = offeredTypes(settings, orderTypes);
  const methods = useMemo(
    () => resolvePayments(payments as never, settings.onlineCreditCardPayment),
    [payments, settings.onlineCreditCardPayment],
  );
  const [draft] = useState(() => readCheckoutDraft(cartStore.shop));
  const [start] = useState(() =>
    startingCheckout(draft, {
      orderType: types[0] ?? 'takeaway',
      payment: defaultMethod(methods),
      tableNo: session.table || '',
    }),
  );
  const options = usePaymentOptions(methods);
  // The methods come after the first paint (loadPagePayments): the live form's choice then, the same.
  const drawn =
    methods.find((m) => m.payment === start.payment) ?? methods.find((m) => m.payment === defaultMethod(methods));
  // A method chosen here before the live form comes: the figures follow it (a card's surcharge).
  const [chosen, setChosen] = useState('');
  // Something typed, chosen or ticked here: leaving asks first, as from the live form (a link
  // tapped before its code comes).
  const [worked, setWorked] = useState(false);
  useUnsavedWork(worked && cart.itemList.length > 0, LEAVE_CHECKOUT);
  const method = methods.find((m) => m.payment === chosen) ?? drawn ?? null;
  const payment = drawn?.payment ?? '';
  const fig = useMemo(() => {
    const p = calculateCart(cart as never, settings, { payment: method });
    // The venue's figures once a member's check (of the starting method) has answered, as the live form draws them.
    if (ck.serverTotal !== null && method === (drawn ?? null))
      return {
        subtotal: p.originalAmount,
        total: ck.serverTotal,
        discount: ck.serverDiscount,
        gst: ck.serverGst || p.gst,
        surcharge: ck.serverSurcharge,
        deliveryFee: ck.serverDeliveryFee,
      };
    return {
      subtotal: p.originalAmount,
      total: p.amountDue,
      discount: p.discountAmount,
      gst: p.gst,
      surcharge: p.surchargeAmount,
      deliveryFee: 0,
    };
  }, [cart, settings, method, drawn, ck]);

  if (!cart.itemList.length) return null;
  return (
    <form
      noValidate
      className={styles.form}
      aria-busy={sending}
      onChange={(e) => {
        const el: EventTarget = e.target;
        if (el instanceof HTMLInputElement && el.name === 'payment' && el.checked) setChosen(el.value);
        setWorked(true);
        // Every choice is kept in the tab as it is made, here too: a reload before the form's code comes loses nothing.
        keepStillCheckoutDraft(cartStore.shop, start, draft, readStill(e.currentTarget));
      }}
    >
      <StillRadioField
        name="orderType"
        legend={t('orders.orderType')}
        segmented
        value={start.orderType}
        options={types.map((x) => ({ value: x, label: t(`orders.type_${x}`) }))}
      />
      <StillRadioField
        name="payment"
        legend={t('orders.paymentMethod')}
        value={payment}
        before={methods.length ? null : <PaymentsNote loading />}
        options={options}
      />
      {/* As the live form: the rest waits for the payment methods (no jump when they come). */}
      {methods.length ? (
        <>
          <div className={formStyles.group}>
            <StillTextField
              name="promoCode"
              id="co-promo"
              label={t('orders.promoCode')}
              hint={
                draft?.promoValid && start.promoCode ? (
                  <Status as="span" id="co-promo-msg">
                    {t('orders.promoApplied')}
                  </Status>
                ) : undefined
              }
              input={{ maxLength: 30, autoComplete: 'off', defaultValue: start.promoCode }}
              after={
                <button
                  type="button"
                  id="co-promo-apply"
                  className={styles.secondaryButton}
                  disabled={!start.promoCode.trim()}
                >
                  {t('orders.applyPromo')}
                </button>
              }
            />
            <StillTextField
              name="notes"
              id="co-notes"
              label={t('orders.orderNotes')}
              multiline
              input={{ rows: 2, maxLength: NOTES_MAX_LENGTH, defaultValue: start.notes }}
              hint={t('ordering.charactersLeft', { count: NOTES_MAX_LENGTH - start.notes.length })}
            />
          </div>
          {member ? (
            <Suspense fallback={null}>
              <StillMemberOffer form={{ ...start, payment }} />
            </Suspense>
          ) : null}
          {settings.giftCard ? <StillGiftCards /> : null}
          <OrderSummary fig={fig} />
          <div className={styles.terms}>
            <StillCheckboxField
              name="termsAccepted"
              className={formStyles.group}
              checked={start.termsAccepted}
              label={termsLabel(t, i18n.language)}
            />
            <button type="button" id={READ_TERMS_ID} className={styles.termsRead} aria-haspopup="dialog">
              {t('custnav.readTerms')}
            </button>
          </div>
          {member && (ck.blocked.length || ck.error) ? (
            <Suspense fallback={closed ? <ClosedAlert /> : null}>
              <CheckoutAlerts />
            </Suspense>
          ) : closed ? (
            <ClosedAlert />
          ) : null}
          {unsent ? (
            <Alert as="p" appearance="box">
              {t('api.networkError')}
            </Alert>
          ) : null}
          <PlaceOrderButton busy={sending} closed={closed} total={fig.total} />
        </>
      ) : null}
    </form>
  );
}
