// Single pay's own form (the 'direct' variant): the amount, a note, one of the venue's online
// methods. Its own chunk: the request variant (a bill) loads without the form layer.
import { useEffect, useId, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useTranslation } from '../../i18n';
import { shopPayments } from '../../api/calls/config';
import { useForm } from 'react-hook-form';
import { formatCents, resolvePayments, surchargeFor, validatePaymentChosen, type PaymentMethod } from '../../domain';
import { useFamily } from '../../engine/runtime/family';
import { app, venue } from '../../state/stores';
import { orderRefusal, REDIRECT_METHODS, parseAmountToCents, paySingle } from '../../features/ordering';
import { domainRule, Form, FormAlert, keyedMessage, showRefusal, TextField } from '../../ui/Field';
import { RadioField } from '../../ui/Field/choices';
import shared from '../styles/bill.module.css';
import own from './SinglePay.module.css';
import { useLeaveForProvider } from '../PayBill/PayBill';
import { attemptKey, SINGLE_PAY_MAX_CENTS } from './SinglePay';
import { Button } from '../../ui/Button/Button';
import { Alert } from '../../ui/Alert/Alert';
import { Status } from '../../ui/Status/Status';
/** PayBill's look, with SinglePay's narrower box and its amount field. */
const styles = { ...shared, ...own };

const methodRule = domainRule(validatePaymentChosen);

interface PayValues {
  amount: string;
  note: string;
  method: string;
}

export default function DirectPay({
  action,
  requiredBy,
  amount,
}: {
  action: string;
  requiredBy: string;
  amount?: string;
}) {
  const { t } = useTranslation();
  const { shop } = useSnapshot(app);
  const { settings } = useSnapshot(venue);
  const { base } = useFamily();
  const leave = useLeaveForProvider();
  const ids = useId();
  const symbol = settings.moneySymbol;
  const money = (c: number) => formatCents(c, symbol);
  const given = amount !== undefined && amount !== '' ? parseAmountToCents(String(amount), SINGLE_PAY_MAX_CENTS) : null;
  const form = useForm<PayValues>({
    mode: 'onTouched',
    shouldFocusError: false,
    defaultValues: { amount: given !== null ? (given / 100).toFixed(2) : '', note: '', method: '' },
  });
  const [methods, setMethods] = useState<PaymentMethod[] | null>(null);
  const [loadError, setLoadError] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    shopPayments({}, { quiet: true }).then(
      (a) => {
        if (!live) return;
        const list = resolvePayments(a.result).filter((m) => REDIRECT_METHODS.has(m.payment));
        setMethods(list);
        if (list.length === 1) form.setValue('method', list[0].payment);
      },
      () => live && setLoadError(true),
    );
    return () => {
      live = false;
    };
  }, [shop, form]);

  const [text, method] = form.watch(['amount', 'method']);
  const cents = useMemo(() => parseAmountToCents(text, SINGLE_PAY_MAX_CENTS), [text]);
  const chosen = methods?.find((m) => m.payment === method) ?? null;
  const surcharge = cents && chosen ? surchargeFor(chosen, cents) : 0;
  const amountRule = (v: string) =>
    parseAmountToCents(v, SINGLE_PAY_MAX_CENTS) !== null ||
    keyedMessage('payonly.amountInvalid', { min: money(1), max: money(SINGLE_PAY_MAX_CENTS) });

  const submit = async ({ amount: typed, note, method: payment }: PayValues) => {
    const amountCents = parseAmountToCents(typed, SINGLE_PAY_MAX_CENTS);
    if (busy || amountCents === null) return;
    setBusy(true);
    const scope = `${shop}:${action}:${requiredBy}`;
    const body = { action, requiredBy, amountCents, payment, ...(note.trim() ? { note: note.trim() } : {}) };
    try {
      let r;
      try {
        r = await paySingle({ idempotencyKey: attemptKey(scope), ...body });
      } catch (err) {
        // A different amount or method under the same key: a new attempt.
        if (orderRefusal(err)?.code === 'idempotency.conflict')
          r = await paySingle({ idempotencyKey: attemptKey(scope, true), ...body });
        else throw err;
      }
      leave({
        kind: 'single',
        transactionId: r.transactionId,
        shop,
        payment: r.payment,
        payUrl: r.payUrl,
        amountCents: r.amountCents,
        moneySymbol: symbol,
        returnTo: window.location.pathname + window.location.search,
        receiptTo: `${base}/singlepay/${encodeURIComponent(r.transactionId)}/${encodeURIComponent(action)}/receipt`,
        createdAt: Date.now(),
      });
    } catch (err) {
      const refused = orderRefusal(err);
      showRefusal(form, {
        code: refused?.code,
        message: refused?.code === 'network' ? 'ordering.error_network' : refused?.display || 'payonly.payFailed',
      });
      setBusy(false);
    }
  };

  return (
    <Form form={form} onValid={submit} className={styles.box} aria-labelledby={`${ids}-title`}>
      <h1 id={`${ids}-title`} className={styles.title}>
        {t('payonly.singlePayTitle')}
      </h1>
      <p className={styles.muted}>{t('payonly.payingFor', { action, requiredBy })}</p>
      <TextField<PayValues>
        name="amount"
        id={`${ids}-amount`}
        label={`${t('payonly.amount')} (${symbol})`}
        hint={t('payonly.amountHint')}
        rules={{ validate: amountRule }}
        input={{ inputMode: 'decimal', autoComplete: 'off', readOnly: given !== null }}
      />
      <TextField<PayValues> name="note" id={`${ids}-note`} label={t('payonly.note')} input={{ maxLength: 200 }} />
      {loadError ? (
        <Alert as="p">{t('orders.noPayments')}</Alert>
      ) : methods === null ? (
        <Status as="p" className={styles.muted}>
          {t('orders.loadingPayments')}
        </Status>
      ) : methods.length === 0 ? (
        <p className={styles.warn}>{t('payonly.noOnlineMethods')}</p>
      ) : (
        <RadioField<PayValues>
          name="method"
          legend={t('payonly.chooseMethod')}
          rules={{ validate: methodRule }}
          options={methods.map((m) => ({
            value: m.payment,
            label: m.name,
            note:
              cents && surchargeFor(m, cents)
                ? t('payonly.methodSurcharge', { amount: money(surchargeFor(m, cents)) })
                : undefined,
          }))}
        />
      )}
      <FormAlert />
      <Button type="submit" variant="primary" busy={busy} disabled={!methods?.length}>
        {busy ? t('payonly.startingPayment') : t('payonly.payNow', { amount: money((cents ?? 0) + surcharge) })}
      </Button>
    </Form>
  );
}
