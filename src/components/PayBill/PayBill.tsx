// Pay-only: a bill staff sent to a customer (pay/{txn}/{requestby}[/table/{table}]): the venue, who
// asked, order and service numbers, the lines and the amount due, the venue's online methods with
// what each charges, then the sandbox provider. A paid bill says so with its receipt; an unknown
// one says it was not found. 'handover' (pay, no bill) is the screen while the app goes to the
// provider; 'resume' (/common/toPay) continues the payment kept in the session (pay info).
import { useEffect, useId, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { useTranslation } from '../../i18n';
import { useFamily } from '../../engine/runtime/family';
import { app } from '../../state/stores';
import {
  orderRefusal,
  clearPayInfo,
  payBill,
  readPayInfo,
  savePayInfo,
  type Bill,
  type PayInfo,
  billMoney,
  useBill,
} from '../../features/ordering';
import { BillSummary } from '../Receipt/Receipt';
import styles from '../styles/bill.module.css';
import type { PayBillProps } from '../../generated/component-props';
import { Button } from '../../ui/Button/Button';
import { buttonClass } from '../../ui/Button/buttonClass';
import { Alert } from '../../ui/Alert/Alert';
import { Status } from '../../ui/Status/Status';

/** Delay before the hand-over screen leaves for the provider (long enough to be read by a screen reader). */
export const HANDOVER_MS = 400;

export const receiptPath = (txn: string) => `/receipt/${encodeURIComponent(txn)}`;

/** Home of the current family, else of the venue, else the not-found page. */
export function useHome(shop?: string): string {
  const { homePath } = useSnapshot(app);
  return homePath || (shop ? `/shop/${encodeURIComponent(shop)}/home` : '/404');
}

/** Saves the pay info and goes to the family's hand-over screen (or straight to the provider). */
export function useLeaveForProvider(): (info: PayInfo) => void {
  const navigate = useNavigate();
  const { family, base } = useFamily();
  return (info: PayInfo) => {
    savePayInfo(info);
    if (family?.routes.some((r) => r.path === 'pay') && base) navigate(`${base}/pay`);
    else window.location.assign(info.payUrl);
  };
}

function Paid({ bill }: { bill: Bill }) {
  const { t } = useTranslation();
  return (
    <section className={styles.box} aria-labelledby="bill-paid">
      <h1 id="bill-paid" className={styles.title}>
        {t('payonly.alreadyPaid')}
      </h1>
      <p className={styles.muted}>
        {bill.venue.name} · {t('payonly.orderNumber')} <span className={styles.mono}>{bill.orderNo}</span>
      </p>
      <RouterLink className={buttonClass('primary')} to={receiptPath(bill.transactionId)}>
        {t('payonly.viewReceipt')}
      </RouterLink>
    </section>
  );
}

function Missing() {
  const { t } = useTranslation();
  const home = useHome(useSnapshot(app).shop);
  return (
    <section className={styles.box} aria-labelledby="bill-missing">
      <h1 id="bill-missing" className={styles.title}>
        {t('payonly.billNotFound')}
      </h1>
      <p>{t('payonly.billNotFoundHint')}</p>
      <RouterLink className={buttonClass('secondary')} to={home}>
        {t('common.backHome')}
      </RouterLink>
    </section>
  );
}

function LoadError({ retry }: { retry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert as="section" tone="none" className={styles.box}>
      <p>{t('payonly.billLoadError')}</p>
      <Button variant="primary" onClick={retry}>
        {t('payonly.retry')}
      </Button>
    </Alert>
  );
}

function NothingToPay() {
  const { t } = useTranslation();
  const home = useHome(useSnapshot(app).shop);
  return (
    <section className={styles.box} aria-labelledby="nothing-to-pay">
      <h1 id="nothing-to-pay" className={styles.title}>
        {t('payonly.nothingToPay')}
      </h1>
      <RouterLink className={buttonClass('secondary')} to={home}>
        {t('common.backHome')}
      </RouterLink>
    </section>
  );
}

/** The open bill with its payment choice. */
function OpenBill({
  bill,
  requestBy,
  table,
  reload,
}: {
  bill: Bill;
  requestBy?: string;
  table?: string;
  reload: () => void;
}) {
  const { t } = useTranslation();
  const money = billMoney(bill);
  const location = useLocation();
  const leave = useLeaveForProvider();
  const group = useId();
  const [method, setMethod] = useState(bill.methods.length === 1 ? bill.methods[0].payment : '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const chosen = bill.methods.find((m) => m.payment === method);
  const due = chosen ? chosen.totalCents : 0;

  const pay = async () => {
    if (!chosen || busy) {
      if (!chosen) setError(t('payonly.chooseMethod'));
      return;
    }
    setBusy(true);
    setError('');
    try {
      const r = await payBill(bill.transactionId, chosen.payment, {
        ...(requestBy ? { requestBy } : {}),
        ...(table ? { tableNo: table } : {}),
      });
      leave({
        kind: 'bill',
        transactionId: bill.transactionId,
        shop: bill.venue.shop,
        payment: r.payment,
        payUrl: r.payUrl,
        amountCents: r.amountCents,
        moneySymbol: bill.venue.moneySymbol,
        returnTo: location.pathname + location.search,
        receiptTo: receiptPath(bill.transactionId),
        createdAt: Date.now(),
      });
    } catch (e) {
      if (orderRefusal(e)?.code === 'order.paid') reload();
      else setError(orderRefusal(e)?.code === 'network' ? t('ordering.error_network') : t('payonly.payFailed'));
      setBusy(false);
    }
  };

  return (
    <section className={styles.box} aria-labelledby="bill-title">
      <header className={styles.head}>
        <p className={styles.muted}>{t('payonly.billAt', { venue: bill.venue.name })}</p>
        <h1 id="bill-title" className={styles.title}>
          {t('payonly.billTitle')}
        </h1>
        {requestBy ? <p className={styles.muted}>{t('payonly.requestedBy', { name: requestBy })}</p> : null}
      </header>
      <dl className={styles.facts}>
        <div className={styles.row}>
          <dt>{t('payonly.orderNumber')}</dt>
          <dd className={styles.mono}>{bill.orderNo}</dd>
        </div>
        {Number(bill.serviceNo) > 0 ? (
          <div className={styles.row}>
            <dt>{t('payonly.serviceNumber')}</dt>
            <dd className={styles.mono}>{bill.serviceNo}</dd>
          </div>
        ) : null}
        {bill.tableNo || table ? (
          <div className={styles.row}>
            <dt>{t('payonly.tableLabel')}</dt>
            <dd>{bill.tableNo || table}</dd>
          </div>
        ) : null}
      </dl>
      {table && bill.tableNo && String(bill.tableNo) !== String(table) ? (
        <p className={styles.warn} role="note">
          {t('payonly.tableMismatch', { table: bill.tableNo })}
        </p>
      ) : null}
      <BillSummary bill={bill} />
      {bill.methods.length === 0 ? (
        <p className={styles.warn}>{t('payonly.noOnlineMethods')}</p>
      ) : (
        <fieldset className={styles.methods} aria-describedby={error ? `${group}-err` : undefined}>
          <legend className={styles.legend}>{t('payonly.chooseMethod')}</legend>
          {bill.methods.map((m) => (
            <label key={m.payment} className={`${styles.method} ${method === m.payment ? styles.chosen : ''}`}>
              <input
                type="radio"
                name={group}
                value={m.payment}
                checked={method === m.payment}
                onChange={() => {
                  setMethod(m.payment);
                  setError('');
                }}
              />
              <span className={styles.methodName}>{m.name}</span>
              <span className={styles.methodTotal}>
                {money(m.totalCents)}
                {m.surchargeCents ? (
                  <span className={styles.muted}>
                    {' '}
                    ({t('payonly.methodSurcharge', { amount: money(m.surchargeCents) })})
                  </span>
                ) : null}
              </span>
            </label>
          ))}
        </fieldset>
      )}
      {error ? (
        <Alert as="p" id={`${group}-err`}>
          {error}
        </Alert>
      ) : null}
      {bill.methods.length ? (
        <Button variant="primary" onClick={() => void pay()} busy={busy}>
          {busy
            ? t('payonly.startingPayment')
            : chosen
              ? t('payonly.payNow', { amount: money(due) })
              : t('payonly.pay')}
        </Button>
      ) : null}
    </section>
  );
}

function Handover() {
  const { t } = useTranslation();
  const info = readPayInfo();
  useEffect(() => {
    if (!info) return;
    const timer = setTimeout(() => window.location.assign(info.payUrl), HANDOVER_MS);
    return () => clearTimeout(timer);
  }, [info?.payUrl]); // eslint-disable-line react-hooks/exhaustive-deps -- readPayInfo() gives a new object each render; the timer restarts only for a new pay URL
  if (!info) return <NothingToPay />;
  const money = billMoney({ venue: { moneySymbol: info.moneySymbol ?? '$' } });
  return (
    <section className={styles.box} aria-labelledby="handover-title" aria-busy="true">
      <h1 id="handover-title" className={styles.title}>
        {t('payonly.handoverTitle')} {money(info.amountCents)}
      </h1>
      <Status as="p">{t('payonly.handoverText')}</Status>
      <a className={buttonClass('secondary')} href={info.payUrl}>
        {t('payonly.continueToPayment')}
      </a>
    </section>
  );
}

function Resume() {
  const { t } = useTranslation();
  const info = readPayInfo();
  const state = useBill(info?.transactionId);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const paid = state.phase === 'ready' && state.bill.paid;
  useEffect(() => {
    if (paid) clearPayInfo();
  }, [paid]);
  if (!info) return <NothingToPay />;
  if (state.phase === 'loading')
    return (
      <Status as="p" className={styles.muted}>
        {t('payonly.loadingBill')}
      </Status>
    );
  if (state.phase === 'missing') return <Missing />;
  if (state.phase === 'error') return <LoadError retry={state.reload} />;
  const bill = state.bill;
  if (bill.paid) return <Paid bill={bill} />;
  const money = billMoney(bill);
  const go = async () => {
    setBusy(true);
    setError('');
    try {
      // Idempotent: the waiting attempt with the same method is reused.
      const r =
        info.kind === 'bill'
          ? await payBill(bill.transactionId, info.payment)
          : { payUrl: info.payUrl, amountCents: info.amountCents, payment: info.payment };
      savePayInfo({ ...info, payUrl: r.payUrl, amountCents: r.amountCents });
      window.location.assign(r.payUrl);
    } catch (e) {
      if (orderRefusal(e)?.code === 'order.paid') state.reload();
      else setError(t('payonly.payFailed'));
      setBusy(false);
    }
  };
  return (
    <section className={styles.box} aria-labelledby="topay-title">
      <h1 id="topay-title" className={styles.title}>
        {t('payonly.toPayTitle')}
      </h1>
      <p>{t('payonly.toPayText', { amount: money(bill.totalCents), venue: bill.venue.name })}</p>
      <BillSummary bill={bill} />
      {error ? <Alert as="p">{error}</Alert> : null}
      <Button variant="primary" onClick={() => void go()} busy={busy}>
        {busy ? t('payonly.startingPayment') : t('payonly.continueToPayment')}
      </Button>
    </section>
  );
}

export default function PayBill({ variant: given, txn, requestBy, table }: PayBillProps) {
  // The 'pay' route without a bill is the hand-over screen.
  const variant = given ?? (txn ? 'request' : 'handover');
  const { t } = useTranslation();
  const id = variant === 'handover' || variant === 'resume' ? undefined : txn ? String(txn) : undefined;
  const state = useBill(id);
  if (variant === 'handover') return <Handover />;
  if (variant === 'resume') return <Resume />;
  if (state.phase === 'loading')
    return (
      <Status as="p" className={styles.muted}>
        {t('payonly.loadingBill')}
      </Status>
    );
  if (state.phase === 'missing') return <Missing />;
  if (state.phase === 'error') return <LoadError retry={state.reload} />;
  if (state.bill.paid) return <Paid bill={state.bill} />;
  return (
    <OpenBill
      bill={state.bill}
      requestBy={requestBy ? String(requestBy) : undefined}
      table={variant === 'table' && table ? String(table) : undefined}
      reload={state.reload}
    />
  );
}
