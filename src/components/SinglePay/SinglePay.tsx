// Single pay: an amount that no cart holds (singlepay/{action}/by/{requiredBy}: a top-up, a deposit,
// a payment request). The amount is typed by the customer (or given with ?amount= and then fixed),
// a method of the venue's online methods is chosen (its surcharge shown), and the sandbox provider
// takes the payment; the receipt route shows the result. The 'request' variant pays a given
// transaction like a bill.
import { useEffect, useId, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useTranslation } from '../../i18n';
import { shopPayments } from '../../api/calls/config';
import { formatCents, resolvePayments, surchargeFor, type PaymentMethod } from '../../domain';
import { useFamily } from '../../engine/runtime/family';
import { app, venue } from '../../state/stores';
import { readStored, writeStored } from '../../shared/storage';
import { newIdempotencyKey, OrderRefused, REDIRECT_METHODS } from '../../ordering/api';
import { parseAmountToCents, paySingle } from '../../ordering/payonly';
import PayBill, { useLeaveForProvider } from '../PayBill/PayBill';
import shared from '../PayBill/PayBill.module.css';
import own from './SinglePay.module.css';

/** PayBill's look, with SinglePay's narrower box and its amount field. */
const styles = { ...shared, ...own };

export interface SinglePayProps {
  variant?: 'direct' | 'request';
  txn?: string;
  action?: string;
  requiredBy?: string;
  /** A given amount in dollars ('12.50'). */
  amount?: string;
}

export const SINGLE_PAY_MAX_CENTS = 10_000_000;
function attemptKey(scope: string, renew = false): string {
  const saved = readStored('singlePayKey', scope);
  if (saved && !renew) return saved;
  const k = newIdempotencyKey();
  writeStored('singlePayKey', k, scope);
  return k;
}

function DirectPay({ action, requiredBy, amount }: { action: string; requiredBy: string; amount?: string }) {
  const { t } = useTranslation();
  const { shop } = useSnapshot(app);
  const { settings } = useSnapshot(venue);
  const { base } = useFamily();
  const leave = useLeaveForProvider();
  const ids = useId();
  const symbol = typeof settings.moneySymbol === 'string' ? settings.moneySymbol : '$';
  const money = (c: number) => formatCents(c, symbol);
  const given = amount !== undefined && amount !== '' ? parseAmountToCents(String(amount), SINGLE_PAY_MAX_CENTS) : null;
  const [text, setText] = useState(given !== null ? (given / 100).toFixed(2) : '');
  const [note, setNote] = useState('');
  const [methods, setMethods] = useState<PaymentMethod[] | null>(null);
  const [loadError, setLoadError] = useState(false);
  const [method, setMethod] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  useEffect(() => {
    let live = true;
    shopPayments({}, { quiet: true }).then((a) => {
      if (!live) return;
      const list = resolvePayments(a.result).filter((m) => REDIRECT_METHODS.has(m.payment));
      setMethods(list);
      if (list.length === 1) setMethod(list[0].payment);
    }, () => live && setLoadError(true));
    return () => { live = false; };
  }, [shop]);

  const cents = useMemo(() => parseAmountToCents(text, SINGLE_PAY_MAX_CENTS), [text]);
  const chosen = methods?.find((m) => m.payment === method) ?? null;
  const surcharge = cents && chosen ? surchargeFor(chosen, cents) : 0;
  const amountError = touched && cents === null ? t('payonly.amountInvalid', { min: money(1), max: money(SINGLE_PAY_MAX_CENTS) }) : '';

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (busy || cents === null) return;
    if (!chosen) { setError(t('payonly.chooseMethod')); return; }
    setBusy(true);
    setError('');
    const scope = `${shop}:${action}:${requiredBy}`;
    const body = { action, requiredBy, amountCents: cents, payment: chosen.payment, ...(note.trim() ? { note: note.trim() } : {}) };
    try {
      let r;
      try {
        r = await paySingle({ idempotencyKey: attemptKey(scope), ...body });
      } catch (err) {
        // A different amount or method under the same key: a new attempt.
        if (err instanceof OrderRefused && err.code === 'idempotency.conflict') r = await paySingle({ idempotencyKey: attemptKey(scope, true), ...body });
        else throw err;
      }
      leave({
        kind: 'single', transactionId: r.transactionId, shop, payment: r.payment, payUrl: r.payUrl, amountCents: r.amountCents, moneySymbol: symbol,
        returnTo: window.location.pathname + window.location.search,
        receiptTo: `${base}/singlepay/${encodeURIComponent(r.transactionId)}/${encodeURIComponent(action)}/receipt`, createdAt: Date.now(),
      });
    } catch (err) {
      setError(err instanceof OrderRefused && err.code === 'network' ? t('ordering.error_network') : err instanceof OrderRefused && err.display ? err.display : t('payonly.payFailed'));
      setBusy(false);
    }
  };

  return (
    <form className={styles.box} onSubmit={(e) => void submit(e)} noValidate aria-labelledby={`${ids}-title`}>
      <h1 id={`${ids}-title`} className={styles.title}>{t('payonly.singlePayTitle')}</h1>
      <p className={styles.muted}>{t('payonly.payingFor', { action, requiredBy })}</p>
      <div className={styles.field}>
        <label htmlFor={`${ids}-amount`}>{t('payonly.amount')} ({symbol})</label>
        <input id={`${ids}-amount`} className={styles.input} inputMode="decimal" autoComplete="off" value={text} readOnly={given !== null}
          onChange={(e) => setText(e.target.value)} onBlur={() => setTouched(true)} aria-invalid={!!amountError} aria-describedby={`${ids}-amount-hint`} />
        <span id={`${ids}-amount-hint`} className={amountError ? styles.error : styles.muted}>{amountError || t('payonly.amountHint')}</span>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${ids}-note`}>{t('payonly.note')}</label>
        <input id={`${ids}-note`} className={styles.input} maxLength={200} value={note} onChange={(e) => setNote(e.target.value)} />
      </div>
      {loadError ? <p className={styles.error} role="alert">{t('ordering.noPayments')}</p> : methods === null ? <p role="status" className={styles.muted}>{t('ordering.loadingPayments')}</p> : methods.length === 0 ? (
        <p className={styles.warn}>{t('payonly.noOnlineMethods')}</p>
      ) : (
        <fieldset className={styles.methods}>
          <legend className={styles.legend}>{t('payonly.chooseMethod')}</legend>
          {methods.map((m) => (
            <label key={m.payment} className={`${styles.method} ${method === m.payment ? styles.chosen : ''}`}>
              <input type="radio" name={`${ids}-method`} value={m.payment} checked={method === m.payment} onChange={() => { setMethod(m.payment); setError(''); }} />
              <span>{m.name}</span>
              {cents && surchargeFor(m, cents) ? <span className={styles.muted}>{t('payonly.methodSurcharge', { amount: money(surchargeFor(m, cents)) })}</span> : <span />}
            </label>
          ))}
        </fieldset>
      )}
      {error ? <p className={styles.error} role="alert">{error}</p> : null}
      <button type="submit" className={styles.primary} disabled={busy || !methods?.length} aria-busy={busy}>
        {busy ? t('payonly.startingPayment') : t('payonly.payNow', { amount: money((cents ?? 0) + surcharge) })}
      </button>
    </form>
  );
}

export default function SinglePay({ variant = 'direct', txn, action = '', requiredBy = '', amount }: SinglePayProps) {
  if (variant === 'request') return <PayBill variant="request" txn={txn} requestBy={requiredBy ? String(requiredBy) : undefined} />;
  return <DirectPay action={String(action)} requiredBy={String(requiredBy)} amount={amount === undefined ? undefined : String(amount)} />;
}
