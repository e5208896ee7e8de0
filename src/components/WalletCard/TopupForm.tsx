// Top up a stored-value card: an amount (quick choices or typed, $5 to $1,000), the venue's promotion
// bonus for it, then the secure payment page (the sandbox provider); the top-up success screen follows.
// An unfinished top-up of this card (its answer lost, its payment page failed, the tab closed) is
// offered again with its amount, and the same amount sends the same key: one payment, one credit.
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { formatCents } from '../../domain';
import {
  parseDollars,
  topupBonusFor,
  topupProblem,
  TOPUP_MAX_CENTS,
  TOPUP_MIN_CENTS,
  TOPUP_PRESETS_CENTS,
} from '../../domain';
import { useTranslation } from '../../i18n';
import {
  endTopupAttempt,
  loadTopup,
  readTopupAttempt,
  savePendingTopup,
  startTopup,
  topupAttemptFor,
  useTopupPromotions,
  walletRefusal,
  type Pass,
} from '../../features/wallet';
import { payPageUrl } from '../../features/ordering';
import { useMoney } from '../../shared/hooks';
import { Form, FormAlert, keyedMessage, showRefusal, TextField } from '../../ui/Field';
import styles from '../styles/wallet.module.css';
import own from './WalletCard.module.css';
import { refusalText } from './refusalText';
import { Button } from '../../ui/Button/Button';
import { Status } from '../../ui/Status/Status';

interface TopupValues {
  amount: string;
}

export default function TopupForm({ pass, returnTo }: { pass: Pass; returnTo: string }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const [unfinished] = useState(() => readTopupAttempt(pass.shopId, pass.cardNum));
  const form = useForm<TopupValues>({
    defaultValues: { amount: unfinished ? String(unfinished.amountCents / 100) : '20' },
    shouldFocusError: false,
  });
  const promos = useTopupPromotions(pass.shopId);
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const cents = parseDollars(form.watch('amount')) ?? 0;
  const bonus = topupBonusFor(promos.data?.tiers ?? [], cents);
  const validate = (v: string) => {
    const p = topupProblem(v);
    return p
      ? keyedMessage(`walletcard.topup_${p}`, {
          min: formatCents(TOPUP_MIN_CENTS, '$'),
          max: formatCents(TOPUP_MAX_CENTS, '$'),
        })
      : true;
  };
  const submit = async ({ amount }: TopupValues) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    try {
      const amountCents = parseDollars(amount)!;
      const send = (key: string) =>
        startTopup({ cardNum: pass.cardNum, amountCents, payment: 'dps', idempotencyKey: key });
      const attempt = topupAttemptFor(pass.shopId, pass.cardNum, amountCents);
      let r = await send(attempt.key);
      // The kept attempt was paid after all (its success screen never seen): this is a new top-up.
      if (attempt.resumed && (await loadTopup(r.transactionId)).paid) {
        endTopupAttempt(pass.shopId, attempt.key);
        r = await send(topupAttemptFor(pass.shopId, pass.cardNum, amountCents).key);
      }
      savePendingTopup({ transactionId: r.transactionId, cardNum: pass.cardNum, returnTo });
      window.location.assign(payPageUrl(r.payUrl, i18n.language));
    } catch (e) {
      showRefusal(form, { code: walletRefusal(e)?.code, message: refusalText(e) });
      inFlight.current = false;
      setBusy(false);
    }
  };
  return (
    <Form form={form} onValid={submit} className={own.form}>
      <p className={styles.muted}>{t('walletcard.topupFor', { card: pass.cardNumMasked, venue: pass.venueName })}</p>
      {unfinished ? (
        <Status as="p" data-testid="topup-unfinished">
          {t('walletcard.topupUnfinished', { amount: money(unfinished.amountCents) })}
        </Status>
      ) : null}
      <div className={own.presets} role="group" aria-label={t('walletcard.quickAmounts')}>
        {TOPUP_PRESETS_CENTS.map((c) => (
          <Button
            variant="secondary"
            key={c}
            type="button"
            aria-pressed={cents === c}
            onClick={() => form.setValue('amount', String(c / 100), { shouldValidate: true })}
          >
            {money(c)}
          </Button>
        ))}
      </div>
      <TextField<TopupValues>
        name="amount"
        id={`topup-${pass.cardNum}`}
        label={t('walletcard.topupAmount')}
        hint={t('walletcard.topupRange', { min: money(TOPUP_MIN_CENTS), max: money(TOPUP_MAX_CENTS) })}
        rules={{ validate }}
        input={{ inputMode: 'decimal', autoComplete: 'off' }}
      />
      {bonus > 0 ? <p data-testid="topup-bonus">{t('walletcard.topupBonus', { bonus: money(bonus) })}</p> : null}
      <p className={styles.muted}>{t('walletcard.topupPaymentNote')}</p>
      <FormAlert />
      <Button variant="primary" type="submit" disabled={busy}>
        {busy ? t('walletcard.openingPayment') : t('walletcard.topupPay', { amount: money(cents) })}
      </Button>
    </Form>
  );
}
