// Buying a gift card online (ticket/{card}/checkout): the venue's amounts or another within its
// limits, then the payment page (the sandbox provider); back at ticket/{card}/{txn}/{ticketNum}/callback
// the purchase is read until the payment is known: paid leads to the receipt with the card and its
// code; declined or cancelled offers the payment page again.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { useTranslation } from '../../i18n';
import {
  buyGiftCard,
  nameOf,
  useGiftProducts,
  usePurchase,
  useSignedIn,
  type GiftProduct,
} from '../../features/coupons';
import { useFamily, useTarget } from '../../engine/runtime/family';
import { useMoney } from '../../shared/hooks';
import { app } from '../../state/stores';
import { Form, FormAlert, showRefusal, TextField } from '../../ui/Field';
import { RadioField } from '../../ui/Field/choices';
import { asText } from '../propText';
import { Loading, LoadFailed, useRefusalText } from '../CouponTicket/Loading';
import SignInFirst from '../CouponTicket/SignInFirst';
import styles from '../styles/coupons.module.css';
import own from './GiftCardCheckout.module.css';
import type { EngineProps } from '../../engine/runtime/registry';
import type { GiftCardCheckoutProps } from '../../generated/component-props';

interface BuyValues {
  amount: string;
  other: string;
}
const OTHER = 'other';

function Buy({ product }: { product: GiftProduct }) {
  const { t } = useTranslation();
  const money = useMoney();
  const lang = useSnapshot(app).lang;
  const { family } = useFamily();
  const refusal = useRefusalText();
  const form = useForm<BuyValues>({
    defaultValues: { amount: String(product.amounts[0] ?? OTHER), other: '' },
    shouldFocusError: false,
  });
  const amount = form.watch('amount');
  const busy = form.formState.isSubmitting;
  const range = { min: money(product.minCents), max: money(product.maxCents) };
  const cents = (v: BuyValues) => (v.amount === OTHER ? Math.round(Number(v.other) * 100) : Number(v.amount));
  const submit = async (v: BuyValues) => {
    const r = await buyGiftCard(product.productId, cents(v), family?.id ?? 'shop');
    if (!r.ok) {
      showRefusal(form, { code: r.code, message: refusal(r.code, r.message) }, { 'giftcard.amount': 'other' });
      return;
    }
    window.location.assign(`${r.value.payUrl}?lang=${encodeURIComponent(lang)}`);
  };
  const options = [
    ...product.amounts.map((a) => ({ value: String(a), label: money(a) })),
    { value: OTHER, label: t('coupons.otherAmount') },
  ];
  return (
    <article className={`${styles.card} ${own.root}`} aria-labelledby="gift-buy-title">
      <h1 id="gift-buy-title" className={styles.title}>
        {nameOf(product, lang)}
      </h1>
      <p className={styles.muted}>{t('coupons.giftIntro', range)}</p>
      <Form form={form} onValid={submit} className={styles.facts} aria-busy={busy}>
        <RadioField<BuyValues> name="amount" legend={t('coupons.chooseAmount')} options={options} segmented />
        {amount === OTHER ? (
          <TextField<BuyValues>
            name="other"
            label={t('coupons.amountLabel')}
            hint={t('coupons.amountHint', range)}
            rules={{
              validate: (s: string) => {
                const c = Math.round(Number(s) * 100);
                return /^\d+(\.\d{1,2})?$/.test(s.trim()) && c >= product.minCents && c <= product.maxCents
                  ? true
                  : t('coupons.amountRange', range);
              },
            }}
            input={{ inputMode: 'decimal', autoComplete: 'off' }}
          />
        ) : null}
        {product.validDays ? (
          <p className={styles.muted}>{t('coupons.giftValid', { count: product.validDays })}</p>
        ) : null}
        <FormAlert />
        <button type="submit" className={styles.action} disabled={busy}>
          {busy
            ? t('coupons.opening')
            : t('coupons.payFor', { amount: amount === OTHER ? t('coupons.giftCard') : money(Number(amount)) })}
        </button>
      </Form>
    </article>
  );
}

function Checkout({ card }: { card: string }) {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const products = useGiftProducts(card);
  if (!signedIn) return <SignInFirst why={t('coupons.signInToBuy')} />;
  if (products.isLoading) return <Loading label={t('coupons.loading')} />;
  if (products.error) return <LoadFailed error={products.error} retry={() => void products.mutate()} />;
  const p = products.data?.[0];
  return p ? <Buy product={p} /> : <LoadFailed code="giftcard.product-unknown" />;
}

function Callback({ card, txn }: { card: string; txn: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  const result = new URLSearchParams(useLocation().search).get('result') ?? '';
  const signedIn = useSignedIn();
  const [waiting] = useState(result === 'approved');
  const p = usePurchase(txn, signedIn, (d) => (waiting && !d?.code ? 1500 : 0));
  const receipt = useTarget(`ticket/${card}/${txn}/receipt`);
  const again = useTarget(`ticket/${card}/checkout`);
  if (!signedIn) return <SignInFirst why={t('coupons.signInToView')} />;
  if (p.isLoading) return <Loading label={t('coupons.checkingPayment')} />;
  if (p.error || !p.data) return <LoadFailed error={p.error} retry={() => void p.mutate()} />;
  const g = p.data;
  if (g.paid && g.code)
    return (
      <article className={styles.card} aria-labelledby="gift-cb-title">
        <h1 id="gift-cb-title" className={styles.title}>
          {t('coupons.giftPaid')}
        </h1>
        <p className={styles.rule}>{money(g.amountCents)}</p>
        <RouterLink to={receipt} className={styles.action} data-testid="gift-receipt-link">
          {t('coupons.seeGiftCard')}
        </RouterLink>
      </article>
    );
  if (g.paid || result === 'approved') return <Loading label={t('coupons.checkingPayment')} />;
  return (
    <article className={styles.card} aria-labelledby="gift-cb-title">
      <h1 id="gift-cb-title" className={styles.title}>
        {t(result === 'cancelled' ? 'coupons.giftCancelled' : 'coupons.giftDeclined')}
      </h1>
      <p className={styles.muted}>{t('coupons.nothingCharged')}</p>
      <a href={`/sandbox/pay/${encodeURIComponent(txn)}`} className={styles.action}>
        {t('coupons.tryAgain')}
      </a>
      <RouterLink to={again} className={`${styles.action} ${styles.secondary}`}>
        {t('coupons.chooseAgain')}
      </RouterLink>
    </article>
  );
}

export default function GiftCardCheckout({ variant, card, txn }: GiftCardCheckoutProps & EngineProps) {
  const c = asText(card);
  if ((asText(variant) === 'callback' || txn) && txn) return <Callback card={c} txn={asText(txn)} />;
  return <Checkout card={c} />;
}
