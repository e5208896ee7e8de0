// A printable receipt of an order or a single payment (/receipt/{transactionId}, singlepay receipt):
// venue, bill, order and service numbers, date and time in the customer's language and the venue's
// time zone, where a delivery order goes, the lines (item and option names in the visitor's language), the amount rows (subtotal, discounts, fees, surcharge, rounding, total),
// GST, how it was paid and paid / not paid. Print runs window.print from a button (no inline script).
import { useTranslation } from '../../i18n';
import { useSnapshot } from 'valtio';
import { app } from '../../state/stores';
import {
  nameOf,
  formatReceiptTime,
  printPage,
  receiptRows,
  type Bill,
  billMoney,
  useBill,
} from '../../features/ordering';
import { registerAction, hasAction } from '../../engine/runtime/actions';
import styles from './Receipt.module.css';
import type { ReceiptProps } from '../../generated/component-props';
import { Alert } from '../../ui/Alert/Alert';
import { Status } from '../../ui/Status/Status';

if (!hasAction('receipt.print')) registerAction('receipt.print', () => printPage());

const ROW_KEYS: Record<string, string> = {
  subtotal: 'payonly.subtotal',
  discounts: 'payonly.discounts',
  serviceFee: 'payonly.serviceFee',
  otherCharge: 'payonly.otherCharge',
  deliveryFee: 'payonly.deliveryFee',
  surcharge: 'payonly.surcharge',
  rounding: 'payonly.rounding',
  total: 'payonly.total',
};

/**
 * The lines and amount rows of a bill (shared by the receipt and the pay page). Item and option names
 * are in the visitor's language, else the first language, as in the cart (nameOf).
 */
export function BillSummary({ bill }: { bill: Bill }) {
  const { t } = useTranslation();
  const lang = useSnapshot(app).lang;
  const money = billMoney(bill);
  return (
    <>
      {bill.lines.length ? (
        <table className={styles.lines}>
          <caption className={styles.srOnly}>{t('payonly.items')}</caption>
          <thead className={styles.srOnly}>
            <tr>
              <th scope="col">{t('payonly.items')}</th>
              <th scope="col">{t('payonly.total')}</th>
            </tr>
          </thead>
          <tbody>
            {bill.lines.map((l, i) => (
              <tr key={i}>
                <th scope="row" className={styles.item}>
                  <span>
                    <span className={styles.qty}>{l.quantity} ×</span> {nameOf(l, lang)}
                  </span>
                  {l.optionNames.length ? (
                    <span className={styles.sub}>
                      {l.optionNames.map((o) => nameOf(o, lang)).join(lang === 'zh-hans' ? '，' : ', ')}
                    </span>
                  ) : null}
                  {l.notes ? <span className={styles.sub}>{l.notes}</span> : null}
                </th>
                <td className={styles.amount}>{money(l.amountCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <dl className={styles.totals}>
        {receiptRows(bill.amounts).map((r) => (
          <div key={r.key} className={`${styles.row} ${r.strong ? styles.strong : ''}`} data-testid={`row-${r.key}`}>
            <dt>{t(ROW_KEYS[r.key])}</dt>
            <dd>{money(r.cents)}</dd>
          </div>
        ))}
      </dl>
      {bill.amounts.gstCents ? (
        <p className={styles.note}>{t('payonly.gstIncluded', { amount: money(bill.amounts.gstCents) })}</p>
      ) : null}
    </>
  );
}

export function ReceiptBody({ bill, printable = true }: { bill: Bill; printable?: boolean }) {
  const { t } = useTranslation();
  const lang = useSnapshot(app).lang;
  const when = formatReceiptTime(bill.createdAt, lang, bill.venue.timeZone || undefined);
  const paidWhen = formatReceiptTime(bill.paidAt, lang, bill.venue.timeZone || undefined);
  return (
    <article className={styles.receipt} aria-labelledby="receipt-title">
      <header className={styles.head}>
        <p className={styles.venue}>{bill.venue.name}</p>
        {bill.venue.address ? <p className={styles.small}>{bill.venue.address}</p> : null}
        {bill.venue.phone ? <p className={styles.small}>{bill.venue.phone}</p> : null}
        <h1 id="receipt-title" className={styles.title}>
          {t('payonly.receiptTitle')}
        </h1>
      </header>
      <dl className={styles.facts}>
        <div className={styles.row}>
          <dt>{t('payonly.billNo')}</dt>
          <dd>{bill.billNo}</dd>
        </div>
        <div className={styles.row}>
          <dt>{t('payonly.orderNumber')}</dt>
          <dd className={styles.mono} data-testid="receipt-order-number">
            {bill.orderNo}
          </dd>
        </div>
        {Number(bill.serviceNo) > 0 ? (
          <div className={styles.row}>
            <dt>{t('payonly.serviceNumber')}</dt>
            <dd className={styles.mono}>{bill.serviceNo}</dd>
          </div>
        ) : null}
        {bill.tableNo ? (
          <div className={styles.row}>
            <dt>{t('payonly.tableLabel')}</dt>
            <dd>{bill.tableNo}</dd>
          </div>
        ) : null}
        {bill.deliveryAddress ? (
          <div className={styles.row}>
            <dt>{t('payonly.deliverTo')}</dt>
            <dd data-testid="receipt-delivery-address">{bill.deliveryAddress}</dd>
          </div>
        ) : null}
        <div className={styles.row}>
          <dt>{t('payonly.date')}</dt>
          <dd data-testid="receipt-date">{when}</dd>
        </div>
        {bill.singlePay ? (
          <div className={styles.row}>
            <dt>{t('payonly.payment')}</dt>
            <dd>{t('payonly.payingFor', { action: bill.singlePay.action, requiredBy: bill.singlePay.requiredBy })}</dd>
          </div>
        ) : null}
      </dl>
      <BillSummary bill={bill} />
      <p className={`${styles.state} ${bill.paid ? styles.paid : styles.unpaid}`} data-testid="receipt-paid">
        {bill.paid ? t('payonly.paid') : t('payonly.unpaid')}
      </p>
      {bill.paid ? (
        <p className={styles.small}>{t('payonly.paidAt', { when: paidWhen, method: bill.paymentName })}</p>
      ) : null}
      {bill.paid ? <p className={styles.thanks}>{t('payonly.thankYou')}</p> : null}
      {printable ? (
        <button type="button" className={styles.print} onClick={printPage}>
          {t('payonly.print')}
        </button>
      ) : null}
    </article>
  );
}

export default function Receipt({ txn, printable = true }: ReceiptProps) {
  const { t } = useTranslation();
  const state = useBill(txn ? String(txn) : undefined);
  if (state.phase === 'loading')
    return (
      <Status as="p" className={styles.note}>
        {t('payonly.loadingBill')}
      </Status>
    );
  if (state.phase === 'missing')
    return (
      <section className={styles.box} aria-labelledby="receipt-missing">
        <h1 id="receipt-missing" className={styles.title}>
          {t('payonly.receiptNotFound')}
        </h1>
        <p>{t('payonly.billNotFoundHint')}</p>
      </section>
    );
  if (state.phase === 'error')
    return (
      <Alert as="section" tone="none" className={styles.box}>
        <p>{t('payonly.billLoadError')}</p>
        <button type="button" className={styles.print} onClick={state.reload}>
          {t('payonly.retry')}
        </button>
      </Alert>
    );
  return <ReceiptBody bill={state.bill} printable={printable} />;
}
