// Checkout: order type (as the venue allows; delivery needs address and zone), pre-order time,
// payment method, promo code, notes, points, gift cards, summary, terms (required). Submitting asks
// the server for its totals (feeCalc) and shows every blocked reason, then places the order with one
// idempotency key per attempt. Cash goes to the order-placed screen; card and wallet methods to the
// server's payment page; svc asks for the six-digit PIN. Each part is its own file; this one holds
// the form (react-hook-form), keeps the venue's figures in step with it, and submits.
import { lazy, Suspense, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { subscribe, useSnapshot } from 'valtio';
import { useTranslation } from '../../i18n';
import { calculateCart } from '../../domain';
import { useFamily, useTarget } from '../../engine/runtime/family';
import {
  type PlacedOrder,
  afterOrderTarget,
  checkTotals,
  checkout,
  extras,
  forgetTotals,
  pendingPinOrder,
  readCheckoutDraft,
  readLastOrder,
  saveCheckoutDraft,
  saveReturnBase,
  saveReturnUpload,
  startingCheckout,
  submitCheckout,
  type CheckoutForm as Values,
} from '../../features/ordering';
// The cart components' own entry: importing it wires the cart into the engine (src/features/ordering/README.md).
import { useCartShop } from '../../features/ordering/setup';
import { useGo, useUnsavedWork } from '../../shared/hooks';
import { cartStore } from '../../state/cart';
import { app, session, user, venue } from '../../state/stores';
import { Form, formStyles } from '../../ui/Field';
import CheckoutAlerts from './CheckoutAlerts';
import { PlaceOrderButton } from './PlaceOrderButton';
import GiftCardsInput from './GiftCardsInput';
import NotesField from './NotesField';
import OrderSummary, { type Figures } from './OrderSummary';
import OrderTypeField from './OrderTypeField';
import PaymentPicker from './PaymentPicker';
import PreorderTime from './PreorderTime';
import PromoField from './PromoField';
import TermsField from './TermsField';
import { defaultMethod, useCheckoutChoices } from './useCheckoutChoices';
import styles from './CheckoutForm.module.css';
import type { CheckoutFormProps } from '../../generated/component-props';
import { Status } from '../../ui/Status/Status';
import type { FirstUseProps } from '../../ui/Field/stillState';
import { useCouponPicker } from './useCouponPicker';
import { GiftCardsTotalLine } from './GiftCardsTotalLine';
import { usePointsField } from './memberParts';
import { COUPON_INPUT, POINTS_INPUT } from './memberOffer';
import { LEAVE_CHECKOUT } from './leaveCheckout';

// The PIN pad shows only after a stored-value order is placed (or on a reload at that step).
const PinPad = lazy(() => import('./PinPad'));

/** The form's fields a stand-in draws (by input name): what it holds at the swap is taken over. */
const TAKEN = ['orderType', 'payment', 'promoCode', 'notes', 'termsAccepted', 'address', 'zoneId'] as const;

/** The stand-in's texts: one typed there is the customer's work. */
const TYPED = ['notes', 'promoCode', 'address'] as const;

/** Fields the venue charges for: a change makes its last figures stale (a new code, its verdict too). */
const PRICED: readonly string[] = ['payment', 'promoCode', 'orderType', 'zoneId'];

export function LiveCheckoutForm({ orderTypes, initial, ticked }: CheckoutFormProps & FirstUseProps) {
  const CouponPicker = useCouponPicker();
  // The points field shows only when the venue answered with the member's points (feeCalc's redeem
  // limits, signed in): a guest's checkout never loads it.
  const PointsField = usePointsField();
  const { t } = useTranslation();
  useCartShop();
  const go = useGo();
  const cartTo = useTarget('cart');
  // An empty checkout after an order went through (a reload as it was placed) points to that order.
  const [lastOrder] = useState(() => readLastOrder(cartStore.shop));
  const lastOrderTo = useTarget(lastOrder ? `orderplaced?txn=${encodeURIComponent(lastOrder.transactionId)}` : 'cart');
  const { base, family } = useFamily();
  // The uploading-order screen comes between paying and 'order placed' where the family has it.
  const hasUpload = !!family?.routes.some((r) => r.path === 'order');
  const { cart } = useSnapshot(cartStore);
  const { settings } = useSnapshot(venue);
  const closed = Boolean(useSnapshot(app).closed);
  const ck = useSnapshot(checkout);
  const signedIn = Boolean(useSnapshot(user).token);
  const { types, zones, methods, methodsLoading } = useCheckoutChoices(orderTypes);
  // Back from a provider's payment page (cancelled or declined): the same choices as before.
  const [draft] = useState(() => readCheckoutDraft(cartStore.shop));
  const form = useForm<Values>({
    defaultValues: startingCheckout(draft, {
      orderType: types[0] ?? 'takeaway',
      payment: defaultMethod(methods),
      tableNo: session.table || '',
    }),
    shouldFocusError: false,
  });
  const { watch, setValue, getValues } = form;
  // The whole form as it is now (the parts that recheck the totals send it).
  const values = watch();
  const { orderType, payment, zoneId } = values;
  // A reload or a reopened tab at the PIN step comes back to the PIN pad of the same order.
  const [pinOrder, setPinOrder] = useState<PlacedOrder | null>(() => pendingPinOrder(cartStore.shop));
  // Choices made on this step and not yet an order: leaving it asks first (the order placed, or the
  // provider's payment page opening, releases them). Most choices stay in the tab (the draft), so
  // the question says the order is not placed, not that they are lost.
  // What was typed, ticked or chosen in the stand-in counts too: the stand-in keeps it in the tab's
  // draft as it goes, so this form starts from it and is not dirty (a link then left unasked).
  const [standInWork] = useState(
    () =>
      TYPED.some((k) => !!initial?.[k]) ||
      ticked?.termsAccepted === true ||
      (initial?.orderType !== undefined && initial.orderType !== (types[0] ?? 'takeaway')),
  );
  const dirty = form.formState.isDirty || standInWork;
  const release = useUnsavedWork(dirty && !pinOrder && cart.itemList.length > 0, LEAVE_CHECKOUT);

  // What the customer typed and chose in the stand-in (StillCheckoutForm) before this code arrived:
  // changes of their own (dirty, kept in the draft); FormOnFirstUse gives the focus and caret back.
  const [taken] = useState(() => {
    const held: Record<string, string | boolean> = { ...initial, ...ticked };
    return TAKEN.filter((k) => k in held).map((k) => [k, held[k]] as const);
  });
  const tookOver = useRef(false);
  useLayoutEffect(() => {
    for (const [k, v] of taken) {
      if (getValues(k) === v) continue;
      setValue(k, v as never, { shouldDirty: true });
      tookOver.current = true;
    }
    // A member's coupon chosen in the stand-in: the venue's figures are asked again with it.
    const ticket = initial?.[COUPON_INPUT];
    if (ticket && extras.ticket !== ticket) {
      extras.ticket = ticket;
      forgetTotals(false);
    }
  }, [taken, getValues, setValue, initial]);
  // Kept once the form is mounted (react-hook-form reads its defaults until then).
  useEffect(() => {
    if (tookOver.current && cartStore.cart.itemList.length) saveCheckoutDraft(cartStore.shop, getValues());
  }, [getValues]);
  useEffect(() => {
    if (draft?.promoValid && draft.promoCode) checkout.promo = { valid: true };
    if (draft?.preorderTime && extras.preorderTime === null) extras.preorderTime = draft.preorderTime;
  }, [draft]);
  // Every choice is kept in the tab as it is made (issue 33): a reload or any navigation comes back to it.
  useEffect(() => {
    const keep = () => {
      if (cartStore.cart.itemList.length) saveCheckoutDraft(cartStore.shop, getValues());
    };
    const sub = watch(keep);
    const unsub = subscribe(extras, keep);
    return () => {
      sub.unsubscribe();
      unsub();
    };
  }, [watch, getValues]);
  useEffect(() => {
    if (types.length && !types.includes(orderType)) setValue('orderType', types[0]);
  }, [types, orderType, setValue]);
  useEffect(() => {
    // No method yet, or one the venue's list no longer has: cash where there is cash, else the first.
    const unknown = !payment || (!methodsLoading && !methods.some((m) => m.payment === payment));
    if (methods.length && unknown) setValue('payment', defaultMethod(methods));
  }, [methods, payment, methodsLoading, setValue]);
  useEffect(() => {
    // Only a real change forgets the totals: choosing the zone (or type, method) already chosen, as a
    // restored checkout has it, fires a change event without changing what the venue charges, and the
    // totals it already sent would be lost with nothing asking again.
    const pricedOf = (v: Partial<Values>) => JSON.stringify(PRICED.map((k) => v[k as keyof Values]));
    let last = pricedOf(getValues());
    const sub = watch((v, { name }) => {
      if (!name || !PRICED.includes(name)) return;
      const now = pricedOf(v);
      if (now === last) return;
      last = now;
      forgetTotals(name === 'promoCode');
    });
    return () => sub.unsubscribe();
  }, [watch, getValues]);
  // The items this form started with: the stand-in forgot any earlier visit's answer and asked the
  // venue for these (a member's), so its figures stay until the next answer (no flash of other ones).
  const startItems = useRef(cart.itemList);
  useEffect(() => {
    if (cart.itemList === startItems.current) return;
    startItems.current = cart.itemList;
    forgetTotals(false);
    checkout.blocked = [];
    checkout.error = '';
    // Other items, other limits: redeemed points are chosen again.
    if (getValues('redeemPoints')) setValue('redeemPoints', 0);
  }, [cart.itemList, getValues, setValue]);
  // Ask the venue for its totals whenever what it charges for changes (type, zone, payment, items).
  const ready = orderType !== 'delivery' || !!zoneId;
  useEffect(() => {
    if (!ready || !payment || !cartStore.cart.itemList.length) return;
    const id = setTimeout(() => void checkTotals(getValues(), 'ifApplied'), 150);
    return () => clearTimeout(id);
  }, [ready, orderType, zoneId, payment, cart.itemList, getValues]);
  const method = methods.find((m) => m.payment === payment) ?? null;
  const preview = useMemo(() => calculateCart(cart as never, settings, { payment: method }), [cart, settings, method]);

  if (!cart.itemList.length && !pinOrder) {
    return (
      <section className={styles.empty}>
        <p>{t('orders.cartEmpty')}</p>
        {lastOrder && (
          <Status as="p">
            {t('orders.lastOrderPlaced')} <RouterLink to={lastOrderTo}>{t('orders.seeLastOrder')}</RouterLink>
          </Status>
        )}
        <RouterLink to={cartTo} className={styles.secondary}>
          {t('orders.backToCart')}
        </RouterLink>
      </section>
    );
  }
  if (pinOrder)
    return (
      <Suspense fallback={<Status as="p">{t('common.loading')}</Status>}>
        <PinPad
          order={pinOrder}
          onDone={() => go(afterOrderTarget(pinOrder.transactionId, hasUpload), { replace: true })}
          onBack={() => setPinOrder(null)}
        />
      </Suspense>
    );

  const submit = async (values: Values) => {
    if (app.closed) return;
    saveReturnBase(cartStore.shop, base);
    saveReturnUpload(cartStore.shop, hasUpload);
    const out = await submitCheckout(values, session.sessionId || undefined);
    if (out.kind === 'placed' || out.kind === 'redirect') release();
    if (out.kind === 'placed') go(afterOrderTarget(out.order.transactionId, hasUpload), { replace: true });
    else if (out.kind === 'redirect') window.location.assign(out.url);
    else if (out.kind === 'pin') setPinOrder(out.order);
  };
  // The venue's figures (feeCalc) when it has answered for this form; the local calculation before.
  const fig: Figures =
    ck.serverTotal !== null
      ? {
          subtotal: preview.originalAmount,
          total: ck.serverTotal,
          discount: ck.serverDiscount,
          gst: ck.serverGst || preview.gst,
          surcharge: ck.serverSurcharge,
          deliveryFee: ck.serverDeliveryFee,
        }
      : {
          subtotal: preview.originalAmount,
          total: preview.amountDue,
          discount: preview.discountAmount,
          gst: preview.gst,
          surcharge: preview.surchargeAmount,
          deliveryFee: 0,
        };
  return (
    <Form form={form} onValid={submit} className={styles.form} aria-busy={ck.submitting}>
      <OrderTypeField types={types} zones={zones} />
      <PreorderTime orderType={orderType} form={values} />
      <PaymentPicker loading={methodsLoading} methods={methods} />
      {/* The rest waits for the venue's payment methods: drawn before them, it jumped down by the
          list's height when they came (the checkout's layout shift); drawn after, it moves nothing. */}
      {methodsLoading && !methods.length ? null : (
        <>
          <div className={formStyles.group}>
            <PromoField />
            <NotesField />
          </div>
          {ck.redeem && (
            <Suspense fallback={null}>
              <PointsField typed={initial?.[POINTS_INPUT]} />
            </Suspense>
          )}
          {signedIn && (
            <Suspense fallback={null}>
              <CouponPicker form={values} />
            </Suspense>
          )}
          <GiftCardsInput
            form={values}
            dueCents={fig.total}
            typed={{ num: initial?.giftNumber, code: initial?.giftCode }}
          />
          <OrderSummary fig={fig} giftLine={<GiftCardsTotalLine />} />
          <TermsField />
          <CheckoutAlerts />
          <PlaceOrderButton busy={ck.submitting} closed={closed} total={fig.total} />
        </>
      )}
    </Form>
  );
}
