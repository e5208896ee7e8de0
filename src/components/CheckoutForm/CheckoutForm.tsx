// Checkout: order type (as the venue allows; delivery needs address and zone), payment method,
// promo code, notes, terms (required). Submitting asks the server for its totals (feeCalc) and
// shows every blocked reason, then places the order with one idempotency key per attempt. Cash
// goes to the order-placed screen; card and wallet methods to the server's payment page; svc asks
// for the six-digit PIN.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../i18n';
import { Link as RouterLink } from 'react-router';
import { useSnapshot } from 'valtio';
import { calculateCart, NOTES_MAX_LENGTH, resolvePayments, validateCheckout, validateRedeemPoints, type CartItem, type PricingSettings } from '../../domain';
import { useFamily, useTarget } from '../../engine/runtime/family';
import { newIdempotencyKey, ORDER_TYPES, payWithPin, OrderRefused, type OrderType, type PlacedOrder } from '../../ordering/api';
import { afterOrderTarget, checkTotals, checkout, forgetTotals, orderSettled, readCheckoutDraft, saveReturnBase, saveReturnUpload, submitCheckout, type CheckoutForm as Form } from '../../ordering/checkout';
import { useGo, useLang, useMoney } from '../../ordering/ui';
import { useCartShop } from '../../ordering/setup';
import { cartStore } from '../../state/cart';
import { session, venue } from '../../state/stores';
import { translateMessage } from '../../i18n';
import { useShopPayments, useSpotConfig } from '../../api/hooks';
import { app } from '../../state/stores';
import { nameOf } from '../../ordering/catalogue';
import PaymentPickerLazy from './PaymentPicker';
import PreorderTime from './PreorderTime';
import GiftCardsInput, { GiftCardsTotalLine } from './GiftCardsInput';
import styles from './CheckoutForm.module.css';

export interface CheckoutFormProps {
  /** Order types offered; default from the venue (eat in, takeaway, pickup; delivery when it has zones). */
  orderTypes?: string[];
}

interface Zone { zoneId: string; name: string }

export default function CheckoutForm({ orderTypes }: CheckoutFormProps) {
  const { t } = useTranslation();
  useCartShop();
  const money = useMoney();
  const lang = useLang();
  const go = useGo();
  const termsTo = useTarget('terms');
  const cartTo = useTarget('cart');
  const { base, family } = useFamily();
  // The uploading-order screen comes between paying and 'order placed' where the family has it.
  const hasUpload = !!family?.routes.some((r) => r.path === 'order');
  const { cart } = useSnapshot(cartStore);
  const { settings, payments } = useSnapshot(venue);
  const closed = Boolean(useSnapshot(app).closed);
  const ck = useSnapshot(checkout);
  // Order types and delivery zones are venue settings the normalised settings leave out: read them
  // from the venue configuration (eatIn, takeAway, pickup, delivery, deliveryZones).
  const spot = useSpotConfig(app.shop ? { shop: app.shop } : null);
  const raw = (spot.data?.result?.settings ?? {}) as Record<string, unknown>;
  const zones: Zone[] = useMemo(() => {
    const list = Array.isArray(raw.deliveryZones) ? raw.deliveryZones : Array.isArray(settings.deliveryZones) ? (settings.deliveryZones as unknown[]) : [];
    return list.map((z) => (z && typeof z === 'object' ? { zoneId: String((z as Zone).zoneId), name: String((z as Zone).name ?? (z as Zone).zoneId) } : { zoneId: String(z), name: String(z) }));
  }, [raw.deliveryZones, settings.deliveryZones]);
  const off = (k: string) => raw[k] !== undefined && Number(raw[k]) === 0;
  const types = useMemo(() => {
    const venueTypes = ORDER_TYPES.filter((x) => (x === 'eatin' ? !off('eatIn') : x === 'takeaway' ? !off('takeAway') : x === 'pickup' ? !off('pickup') : Number(raw.delivery) === 1 && zones.length > 0));
    const wanted = orderTypes?.length ? venueTypes.filter((x) => orderTypes.includes(x)) : venueTypes;
    return wanted.length ? wanted : venueTypes;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [orderTypes, zones.length, raw.eatIn, raw.takeAway, raw.pickup, raw.delivery]);
  const fetched = useShopPayments({}, { revalidateOnFocus: false });
  const list = Array.isArray(fetched.data?.result) && fetched.data.result.length ? fetched.data.result : payments;
  const methods = useMemo(() => resolvePayments(list, String(settings.onlineCreditCardPayment || 'dps')), [list, settings.onlineCreditCardPayment]);
  const [form, setForm] = useState<Form>(() => {
    // Back from a provider's payment page (cancelled or declined): the same choices as before.
    const draft = readCheckoutDraft(cartStore.shop);
    if (draft) {
      const { promoValid, ...kept } = draft;
      if (promoValid && kept.promoCode) checkout.promo = { valid: true };
      return { ...kept, tableNo: session.table || kept.tableNo };
    }
    return {
      orderType: types[0] ?? 'takeaway', payment: methods.find((m) => m.sys === 'cash')?.payment ?? methods[0]?.payment ?? '', promoCode: '', termsAccepted: false, notes: '', tableNo: session.table || '', address: '', zoneId: '',
    };
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  // The form as it is now, for checks that run later than the render that asked for them.
  const latest = useRef(form);
  latest.current = form;
  useEffect(() => {
    if (types.length && !types.includes(form.orderType)) setForm((f) => ({ ...f, orderType: types[0] }));
  }, [types, form.orderType]);
  useEffect(() => {
    // No method yet, or one the venue's list no longer has: cash where there is cash, else the first.
    const unknown = !form.payment || (!fetched.isLoading && !methods.some((m) => m.payment === form.payment));
    if (methods.length && unknown) setForm((f) => ({ ...f, payment: methods.find((m) => m.sys === 'cash')?.payment ?? methods[0].payment }));
  }, [methods, form.payment, fetched.isLoading]);
  const [pinOrder, setPinOrder] = useState<PlacedOrder | null>(null);
  const set = <K extends keyof Form>(k: K, v: Form[K]) => {
    if (k === 'payment' || k === 'promoCode' || k === 'orderType' || k === 'zoneId') forgetTotals(k === 'promoCode');
    setForm((f) => ({ ...f, [k]: v }));
    const field = k === 'termsAccepted' ? 'terms' : k;
    setErrors((e) => (field in e ? Object.fromEntries(Object.entries(e).filter(([name]) => name !== field)) : e));
  };
  useEffect(() => {
    forgetTotals(false);
    checkout.blocked = [];
    checkout.error = '';
    // Other items, other limits: redeemed points are chosen again.
    setForm((f) => (f.redeemPoints ? { ...f, redeemPoints: 0 } : f));
  }, [cart.itemList]);
  const [pointsText, setPointsText] = useState('');
  const [pointsError, setPointsError] = useState('');
  const applyPoints = (value: number) => {
    const limits = ck.redeem;
    if (!limits) return;
    if (value > 0) {
      const v = validateRedeemPoints(value, limits);
      if (!v.ok) { setPointsError(t(v.key, { ...v.values, defaultValue: v.message })); return; }
    }
    setPointsError('');
    const next = { ...form, redeemPoints: value > 0 ? value : 0 };
    setForm(next);
    if (value <= 0) setPointsText('');
    void checkTotals(next, 'ifApplied');
  };
  // Ask the venue for its totals whenever what it charges for changes (type, zone, payment, items).
  const ready = form.orderType !== 'delivery' || !!form.zoneId;
  useEffect(() => {
    if (!ready || !form.payment || !cartStore.cart.itemList.length) return;
    const id = setTimeout(() => void checkTotals(latest.current, 'ifApplied'), 150);
    return () => clearTimeout(id);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, form.orderType, form.zoneId, form.payment, cart.itemList]);
  const method = methods.find((m) => m.payment === form.payment) ?? null;
  const preview = useMemo(() => calculateCart(cart as never, settings as unknown as PricingSettings, { payment: method }), [cart, settings, method]);

  if (!cart.itemList.length && !pinOrder) {
    return (
      <section className={styles.empty}>
        <p>{t('ordering.cartEmpty')}</p>
        <RouterLink to={cartTo} className={styles.secondary}>{t('ordering.backToCart')}</RouterLink>
      </section>
    );
  }

  const submit = async () => {
    const errs: Record<string, string> = {};
    const v = validateCheckout({ termsAccepted: form.termsAccepted, payment: form.payment });
    if (!form.payment) errs.payment = t('ordering.choosePayment');
    if (!form.termsAccepted) errs.terms = t('ordering.acceptTermsRequired');
    if (!v.ok && !Object.keys(errs).length) errs.form = t(v.key, { ...v.values, defaultValue: v.message });
    if (form.orderType === 'delivery') {
      if (!form.address.trim()) errs.address = t('ordering.addressRequired');
      if (!form.zoneId) errs.zoneId = t('ordering.zoneRequired');
    }
    setErrors(errs);
    if (Object.keys(errs).length) {
      document.querySelector<HTMLElement>(`[data-field="${Object.keys(errs)[0]}"] input, [data-field="${Object.keys(errs)[0]}"] select`)?.focus();
      return;
    }
    if (app.closed) return;
    saveReturnBase(cartStore.shop, base);
    saveReturnUpload(cartStore.shop, hasUpload);
    const out = await submitCheckout(form, session.sessionId || undefined);
    if (out.kind === 'placed') go(afterOrderTarget(out.order.transactionId, hasUpload), { replace: true });
    else if (out.kind === 'redirect') window.location.assign(out.url);
    else if (out.kind === 'pin') setPinOrder(out.order);
  };

  if (pinOrder) return <PinPad order={pinOrder} onDone={() => go(afterOrderTarget(pinOrder.transactionId, hasUpload), { replace: true })} />;

  // The venue's figures (feeCalc) when it has answered for this form; the local calculation before.
  const fig = ck.serverTotal !== null
    ? { total: ck.serverTotal, discount: ck.serverDiscount, gst: ck.serverGst || preview.gst, surcharge: ck.serverSurcharge, deliveryFee: ck.serverDeliveryFee }
    : { total: preview.amountDue, discount: preview.discountAmount, gst: preview.gst, surcharge: preview.surchargeAmount, deliveryFee: 0 };
  return (
    <form className={styles.form} noValidate onSubmit={(e) => { e.preventDefault(); void submit(); }} aria-busy={ck.submitting}>
      <fieldset className={styles.group} data-field="orderType">
        <legend className={styles.legend}>{t('ordering.orderType')}</legend>
        <div className={styles.segmented}>
          {types.map((x) => (
            <label key={x} className={`${styles.segment} ${form.orderType === x ? styles.segmentOn : ''}`}>
              <input type="radio" name="orderType" value={x} checked={form.orderType === x} onChange={() => set('orderType', x)} />
              {t(`ordering.type_${x}`)}
            </label>
          ))}
        </div>
        {form.orderType === 'delivery' ? (
          <div className={styles.delivery}>
            <div data-field="address" className={styles.field}>
              <label htmlFor="co-address">{t('ordering.address')}</label>
              <input id="co-address" className={styles.input} value={form.address} maxLength={200} autoComplete="street-address" aria-invalid={!!errors.address} aria-describedby={errors.address ? 'co-address-err' : undefined} onChange={(e) => set('address', e.target.value)} />
              {errors.address ? <p id="co-address-err" role="alert" className={styles.error}>{errors.address}</p> : null}
            </div>
            <div data-field="zoneId" className={styles.field}>
              <label htmlFor="co-zone">{t('ordering.zone')}</label>
              <select id="co-zone" className={styles.input} value={form.zoneId} aria-invalid={!!errors.zoneId} onChange={(e) => set('zoneId', e.target.value)}>
                <option value="">{t('ordering.chooseZone')}</option>
                {zones.map((z) => <option key={z.zoneId} value={z.zoneId}>{t('ordering.zoneName', { name: z.name })}</option>)}
              </select>
              {errors.zoneId ? <p role="alert" className={styles.error}>{errors.zoneId}</p> : null}
            </div>
          </div>
        ) : null}
      </fieldset>

      <PreorderTime orderType={form.orderType} form={form} />

      <PaymentPickerLazy loading={fetched.isLoading} methods={methods} value={form.payment} onChange={(p) => set('payment', p)} error={errors.payment} />

      <div className={styles.group}>
        <div className={styles.field}>
          <label htmlFor="co-promo">{t('ordering.promoCode')}</label>
          <div className={styles.inline}>
            <input id="co-promo" className={styles.input} value={form.promoCode} maxLength={30} autoComplete="off" onChange={(e) => set('promoCode', e.target.value)} aria-describedby={ck.promo ? 'co-promo-msg' : undefined} />
            <button type="button" className={styles.secondaryButton} disabled={!form.promoCode.trim()} onClick={() => void checkTotals(form)}>{t('ordering.applyPromo')}</button>
          </div>
          {ck.promo && form.promoCode ? <p id="co-promo-msg" role="status" className={ck.promo.valid ? styles.hint : styles.error}>{ck.promo.valid ? t('ordering.promoApplied') : ck.promo.message || t('ordering.promoInvalid')}</p> : null}
        </div>
        <div className={styles.field}>
          <label htmlFor="co-notes">{t('ordering.orderNotes')}</label>
          <textarea id="co-notes" className={styles.input} rows={2} maxLength={NOTES_MAX_LENGTH} value={form.notes} aria-describedby="co-notes-count" onChange={(e) => set('notes', e.target.value.slice(0, NOTES_MAX_LENGTH))} />
          <p id="co-notes-count" className={styles.hint}>{t('ordering.charactersLeft', { count: NOTES_MAX_LENGTH - form.notes.length })}</p>
        </div>
      </div>

      {ck.redeem ? (
        <fieldset className={styles.group} data-field="points">
          <legend className={styles.legend}>{t('ordering.redeemPoints')}</legend>
          <p id="co-points-hint" className={styles.hint}>
            {ck.redeem.max >= ck.redeem.min
              ? t('ordering.pointsAvailable', { points: ck.redeem.points, min: ck.redeem.min, max: ck.redeem.max })
              : t('ordering.pointsNotEnough', { points: ck.redeem.points, min: ck.redeem.min })}
          </p>
          {ck.redeem.max >= ck.redeem.min ? (
            <div className={styles.inline}>
              <label htmlFor="co-points" className={styles.srOnly}>{t('ordering.pointsToRedeem')}</label>
              <input id="co-points" className={styles.input} type="number" inputMode="decimal" min={ck.redeem.min} max={ck.redeem.max} step="0.01" value={pointsText}
                aria-invalid={!!pointsError} aria-describedby={`co-points-hint${pointsError ? ' co-points-err' : ''}`}
                onChange={(e) => { setPointsText(e.target.value); setPointsError(''); }} />
              <button type="button" className={styles.secondaryButton} disabled={!pointsText} onClick={() => applyPoints(Number(pointsText))}>{t('ordering.applyPoints')}</button>
              {form.redeemPoints ? <button type="button" className={styles.secondaryButton} onClick={() => applyPoints(0)}>{t('ordering.removePoints')}</button> : null}
            </div>
          ) : null}
          {pointsError ? <p id="co-points-err" role="alert" className={styles.error}>{pointsError}</p> : null}
          {form.redeemPoints && ck.serverPointsDiscount ? <p role="status" className={styles.hint}>{t('ordering.pointsApplied', { points: form.redeemPoints, amount: money(ck.serverPointsDiscount) })}</p> : null}
        </fieldset>
      ) : null}

      <GiftCardsInput form={form} dueCents={fig.total} />

      <section className={styles.summary} aria-labelledby="co-summary">
        <h2 id="co-summary" className={styles.subhead}>{t('ordering.orderSummary')}</h2>
        <ul className={styles.lines}>
          {(cart.itemList as CartItem[]).map((l) => <li key={l.lineNo}><span>{l.quantity} × {nameOf(l, lang)}</span><span>{money(l.amount)}</span></li>)}
        </ul>
        <dl className={styles.totals} aria-live="polite">
          <div><dt>{t('ordering.subtotal')}</dt><dd>{money(preview.originalAmount)}</dd></div>
          {fig.discount ? <div><dt>{t('ordering.discounts')}</dt><dd>−{money(fig.discount)}</dd></div> : null}
          {fig.deliveryFee ? <div><dt>{t('ordering.deliveryFee')}</dt><dd>{money(fig.deliveryFee)}</dd></div> : null}
          {fig.surcharge ? <div><dt>{t('ordering.surcharge')}</dt><dd>{money(fig.surcharge)}</dd></div> : null}
          <div><dt>{t('ordering.gstIncluded')}</dt><dd>{money(fig.gst)}</dd></div>
          <GiftCardsTotalLine />
          <div className={styles.grand}><dt>{t('ordering.total')}</dt><dd data-testid="checkout-total">{money(fig.total)}</dd></div>
        </dl>
      </section>

      <div className={styles.group} data-field="terms">
        <label className={styles.choice}>
          <input type="checkbox" checked={form.termsAccepted} aria-invalid={!!errors.terms} aria-describedby={errors.terms ? 'co-terms-err' : undefined} onChange={(e) => set('termsAccepted', e.target.checked)} />
          <span>{t('ordering.acceptTerms')} <RouterLink to={termsTo} className={styles.link}>{t('ordering.termsLink')}</RouterLink></span>
        </label>
        {errors.terms ? <p id="co-terms-err" role="alert" className={styles.error}>{errors.terms}</p> : null}
      </div>

      {ck.blocked.length ? (
        <div role="alert" className={styles.blocked}>
          <p className={styles.legend}>{t('ordering.cannotOrder')}</p>
          <ul>{ck.blocked.map((b) => <li key={b.code}>{b.message ? translateMessage(b.message) : t(`ordering.blockedCode`, { code: b.code })}</li>)}</ul>
        </div>
      ) : null}
      {closed && !ck.blocked.length ? <p id="co-closed" role="alert" className={styles.blocked}>{translateMessage(String(app.closedMessage || '')) || t('message.shopClosed')}</p> : null}
      {ck.error ? <p role="alert" className={styles.blocked}>{translateMessage(ck.error)}</p> : null}
      {errors.form ? <p role="alert" className={styles.error}>{errors.form}</p> : null}

      <button type="submit" className={styles.submit} disabled={ck.submitting || closed} aria-describedby={closed ? 'co-closed' : undefined}>
        {ck.submitting ? t('ordering.placingOrder') : t('ordering.placeOrder', { total: money(fig.total) })}
      </button>
    </form>
  );
}


/** The six-digit PIN of a stored-value card payment (POST /pro/pos/payOrder). */
function PinPad({ order, onDone }: { order: PlacedOrder; onDone: () => void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const [pin, setPin] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [key] = useState(() => newIdempotencyKey());
  // One payment at a time: a double click sends one request (the key makes a resend harmless too).
  const inFlight = useRef(false);
  const pay = async () => {
    if (inFlight.current) return;
    if (!/^\d{6}$/.test(pin)) { setError(t('ordering.pinSixDigits')); return; }
    inFlight.current = true;
    setBusy(true);
    setError('');
    try {
      await payWithPin({ transactionId: order.transactionId, pin, idempotencyKey: key });
      orderSettled();
      onDone();
    } catch (e) {
      const left = e instanceof OrderRefused && e.code === 'svc.wrong-pin' ? /(\d+)/.exec(e.display)?.[1] : undefined;
      setError(left !== undefined ? t('ordering.pinWrong', { left }) : e instanceof OrderRefused && e.display ? translateMessage(e.display) : t('ordering.pinFailed'));
      setPin('');
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };
  return (
    <form className={styles.form} onSubmit={(e) => { e.preventDefault(); void pay(); }} noValidate>
      <h2 className={styles.subhead}>{t('ordering.enterPin')}</h2>
      <p>{t('ordering.pinFor', { total: money(order.totalCents) })}</p>
      <div className={styles.field}>
        <label htmlFor="co-pin">{t('ordering.pin')}</label>
        <input id="co-pin" className={`${styles.input} ${styles.pin}`} type="password" inputMode="numeric" autoComplete="off" pattern="[0-9]{6}" maxLength={6} value={pin}
          onChange={(e) => setPin(e.target.value.replace(/\D/g, '').slice(0, 6))} aria-invalid={!!error} aria-describedby={error ? 'co-pin-err' : undefined} />
        {error ? <p id="co-pin-err" role="alert" className={styles.error}>{error}</p> : null}
      </div>
      <button type="submit" className={styles.submit} disabled={busy || pin.length !== 6}>{busy ? t('ordering.paying') : t('ordering.pay')}</button>
    </form>
  );
}
