// Top up a stored-value card: an amount (quick choices or typed, $5 to $1,000), the venue's promotion
// bonus for it, then the secure payment page (the sandbox provider); the top-up success screen follows.
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { formatCents, parseDollars, topupBonusFor, topupProblem, TOPUP_MAX_CENTS, TOPUP_MIN_CENTS, TOPUP_PRESETS_CENTS } from '../../domain';
import { useTranslation } from '../../i18n';
import { savePendingTopup, startTopup, useTopupPromotions, WalletRefused, type Pass } from '../../features/wallet';
import { newIdempotencyKey, payPageUrl } from '../../features/ordering';
import { useMoney } from '../../shared/hooks';
import { Form, FormAlert, keyedMessage, showRefusal, TextField } from '../Form';
import styles from './Wallet.module.css';

interface TopupValues { amount: string }

export default function TopupForm({ pass, returnTo }: { pass: Pass; returnTo: string }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const form = useForm<TopupValues>({ defaultValues: { amount: '20' }, shouldFocusError: false });
  const promos = useTopupPromotions(pass.shopId);
  const [busy, setBusy] = useState(false);
  const [key] = useState(() => newIdempotencyKey());
  const inFlight = useRef(false);
  const cents = parseDollars(form.watch('amount')) ?? 0;
  const bonus = topupBonusFor(promos.data?.tiers ?? [], cents);
  const validate = (v: string) => {
    const p = topupProblem(v);
    return p ? keyedMessage(`wallet.topup_${p}`, { min: formatCents(TOPUP_MIN_CENTS, '$'), max: formatCents(TOPUP_MAX_CENTS, '$') }) : true;
  };
  const submit = async ({ amount }: TopupValues) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    try {
      const r = await startTopup({ cardNum: pass.cardNum, amountCents: parseDollars(amount)!, payment: 'dps', idempotencyKey: key });
      savePendingTopup({ transactionId: r.transactionId, cardNum: pass.cardNum, returnTo });
      window.location.assign(payPageUrl(r.payUrl, i18n.language));
    } catch (e) {
      const r = e instanceof WalletRefused ? e : null;
      showRefusal(form, { code: r?.code, message: r?.display || 'wallet.failed' });
      inFlight.current = false;
      setBusy(false);
    }
  };
  return (
    <Form form={form} onValid={submit} className={styles.form}>
      <p className={styles.muted}>{t('wallet.topupFor', { card: pass.cardNumMasked, venue: pass.venueName })}</p>
      <div className={styles.presets} role="group" aria-label={t('wallet.quickAmounts')}>
        {TOPUP_PRESETS_CENTS.map((c) => (
          <button key={c} type="button" className={styles.button} aria-pressed={cents === c}
            onClick={() => form.setValue('amount', String(c / 100), { shouldValidate: true })}>{money(c)}</button>
        ))}
      </div>
      <TextField<TopupValues> name="amount" id={`topup-${pass.cardNum}`} label={t('wallet.topupAmount')} hint={t('wallet.topupRange', { min: money(TOPUP_MIN_CENTS), max: money(TOPUP_MAX_CENTS) })}
        rules={{ validate }} input={{ inputMode: 'decimal', autoComplete: 'off' }} />
      {bonus > 0 ? <p data-testid="topup-bonus">{t('wallet.topupBonus', { bonus: money(bonus) })}</p> : null}
      <p className={styles.muted}>{t('wallet.topupPaymentNote')}</p>
      <FormAlert />
      <button type="submit" className={styles.primary} disabled={busy}>{busy ? t('wallet.openingPayment') : t('wallet.topupPay', { amount: money(cents) })}</button>
    </Form>
  );
}
