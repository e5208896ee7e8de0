// Kiosk reports (issue 19; flow state 'reports'): daily, transactions, sales, cash in and out of one
// day of the venue, computed by the venue from its real orders (POST /pro/kiosk/report). Admin-only
// reports are refused by the venue (403) to anyone else: the screen shows that refusal, it does not
// decide it. Back sends BACK (the staff menu).
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '../../i18n';
import { useCall } from '../../api/hooks';
import { KIOSK_REPORTS, type KioskReport } from '../../domain';
import { useFamily } from '../../engine/runtime/family';
import { useMoney } from '../../shared/hooks';
import { advance, fetchReport, opsFailure, type Tally, opsStyles as ops } from '../../features/kioskops';
import Tabs from '../../ui/Tabs/Tabs';
import styles from './KioskReports.module.css';
import type { KioskReportsProps } from '../../generated/component-props';
import { Button } from '../../ui/Button/Button';
import { Alert, toneClass } from '../../ui/Alert/Alert';
import { Status } from '../../ui/Status/Status';

const TAB_KEY: Record<KioskReport, string> = {
  daily: 'kioskops.reportDaily',
  transaction: 'kioskops.reportTransaction',
  sales: 'kioskops.reportSales',
  cash: 'kioskops.reportCash',
};

function ReportView({ report, date }: { report: KioskReport; date: string }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const q = useCall(
    'kioskReport',
    { report, date },
    { read: () => fetchReport(report, date || undefined), revalidateOnFocus: false },
  );
  const time = (ms: number) =>
    new Intl.DateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit' }).format(new Date(ms));
  if (q.error) {
    const reason = opsFailure(q.error);
    return (
      <Alert tone="none" className={ops.field} data-testid={`report-refused-${reason}`}>
        <p className={toneClass('danger')}>{t(`kioskops.failed_${reason}`)}</p>
        {reason === 'network' || reason === 'error' ? (
          <Button variant="secondary" size="lg" onClick={() => void q.mutate()}>
            {t('kioskops.retry')}
          </Button>
        ) : null}
      </Alert>
    );
  }
  const r = q.data;
  if (!r)
    return (
      <Status as="p" aria-busy="true">
        {t('kioskops.loading')}
      </Status>
    );
  const tallies = (title: string, list: Tally[]) => (
    <table className={ops.table}>
      <caption className={styles.caption}>{title}</caption>
      <thead>
        <tr>
          <th scope="col">{title}</th>
          <th scope="col" className={ops.num}>
            {t('kioskops.orders')}
          </th>
          <th scope="col" className={ops.num}>
            {t('kioskops.total')}
          </th>
        </tr>
      </thead>
      <tbody>
        {list.map((x) => (
          <tr key={x.key}>
            <td>{x.key}</td>
            <td className={ops.num}>{x.count}</td>
            <td className={ops.num}>{money(x.totalCents)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
  if (r.report === 'daily')
    return (
      <div className={ops.field} data-testid="report-daily">
        <dl className={ops.figures}>
          <div className={ops.figure}>
            <dt>{t('kioskops.orders')}</dt>
            <dd data-testid="report-orders">{r.orders}</dd>
          </div>
          <div className={ops.figure}>
            <dt>{t('kioskops.total')}</dt>
            <dd data-testid="report-total">{money(r.totalCents)}</dd>
          </div>
          <div className={ops.figure}>
            <dt>{t('kioskops.average')}</dt>
            <dd>{money(r.averageCents)}</dd>
          </div>
          <div className={ops.figure}>
            <dt>{t('kioskops.paid')}</dt>
            <dd>{money(r.paidCents)}</dd>
          </div>
        </dl>
        {r.orders === 0 ? (
          <p className={ops.empty}>{t('kioskops.noOrders')}</p>
        ) : (
          <>
            {tallies(t('kioskops.byPayment'), r.byPayment)}
            {tallies(t('kioskops.byOrderType'), r.byOrderType)}
          </>
        )}
      </div>
    );
  if (r.report === 'transaction')
    return r.count === 0 ? (
      <p className={ops.empty}>{t('kioskops.noOrders')}</p>
    ) : (
      <table className={ops.table} data-testid="report-transaction">
        <caption className={styles.caption}>{t('kioskops.reportTransaction')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('kioskops.orderNo')}</th>
            <th scope="col">{t('kioskops.time')}</th>
            <th scope="col">{t('kioskops.payment')}</th>
            <th scope="col" className={ops.num}>
              {t('kioskops.items')}
            </th>
            <th scope="col" className={ops.num}>
              {t('kioskops.total')}
            </th>
          </tr>
        </thead>
        <tbody>
          {r.transactions.map((x) => (
            <tr key={x.orderNo}>
              <td>{x.orderNo}</td>
              <td>{time(x.createdAt)}</td>
              <td>{x.payment}</td>
              <td className={ops.num}>{x.items}</td>
              <td className={ops.num}>{money(x.totalCents)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={4}>
              {t('kioskops.total')}
            </th>
            <td className={ops.num}>{money(r.totalCents)}</td>
          </tr>
        </tfoot>
      </table>
    );
  if (r.report === 'sales')
    return r.items.length === 0 ? (
      <p className={ops.empty}>{t('kioskops.noOrders')}</p>
    ) : (
      <table className={ops.table} data-testid="report-sales">
        <caption className={styles.caption}>{t('kioskops.reportSales')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('kioskops.item')}</th>
            <th scope="col" className={ops.num}>
              {t('kioskops.quantity')}
            </th>
            <th scope="col" className={ops.num}>
              {t('kioskops.amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {r.items.map((x) => (
            <tr key={x.pluId}>
              <td>{i18n.language.startsWith('zh') ? x.name2 || x.name1 : x.name1}</td>
              <td className={ops.num}>{x.quantity}</td>
              <td className={ops.num}>{money(x.amountCents)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('kioskops.total')}</th>
            <td className={ops.num}>{r.quantity}</td>
            <td className={ops.num}>{money(r.totalCents)}</td>
          </tr>
        </tfoot>
      </table>
    );
  return (
    <div className={ops.field} data-testid="report-cash">
      <dl className={ops.figures}>
        <div className={ops.figure}>
          <dt>{t('kioskops.cashSales', { count: r.cashOrders })}</dt>
          <dd>{money(r.cashSalesCents)}</dd>
        </div>
        <div className={ops.figure}>
          <dt>{t('kioskops.cashIn')}</dt>
          <dd data-testid="report-cash-in">{money(r.cashInCents)}</dd>
        </div>
        <div className={ops.figure}>
          <dt>{t('kioskops.cashOut')}</dt>
          <dd data-testid="report-cash-out">{money(r.cashOutCents)}</dd>
        </div>
        <div className={ops.figure}>
          <dt>{t('kioskops.drawer')}</dt>
          <dd>{money(r.drawerCents)}</dd>
        </div>
      </dl>
      {r.moves.length === 0 ? (
        <p className={ops.empty}>{t('kioskops.noMoves')}</p>
      ) : (
        <table className={ops.table}>
          <caption className={styles.caption}>{t('kioskops.moves')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('kioskops.time')}</th>
              <th scope="col">{t('kioskops.direction')}</th>
              <th scope="col">{t('kioskops.reason')}</th>
              <th scope="col" className={ops.num}>
                {t('kioskops.amount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {r.moves.map((m) => (
              <tr key={m.moveId}>
                <td>{time(m.createdAt)}</td>
                <td>{t(m.direction === 'in' ? 'kioskops.cashIn' : 'kioskops.cashOut')}</td>
                <td>{m.reason}</td>
                <td className={ops.num}>{money(m.amountCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

export default function KioskReports({ initial = 'daily' }: KioskReportsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { base } = useFamily();
  const [date, setDate] = useState('');
  const [tab, setTab] = useState<string>(KIOSK_REPORTS.includes(initial as KioskReport) ? initial : 'daily');
  return (
    <section className={ops.box} aria-labelledby="kiosk-reports-title">
      <div className={styles.head}>
        <h1 id="kiosk-reports-title" className={ops.title}>
          {t('kioskops.reportsTitle')}
        </h1>
        <Button
          variant="secondary"
          size="lg"
          onClick={() => advance('BACK', (r) => navigate(`${base}/${r}`), 'kiosk-login')}
        >
          {t('kioskops.back')}
        </Button>
      </div>
      <div className={ops.field}>
        <label htmlFor="kiosk-report-date">{t('kioskops.reportDate')}</label>
        <input
          id="kiosk-report-date"
          type="date"
          className={ops.input}
          value={date}
          onChange={(e) => setDate(e.target.value)}
        />
      </div>
      <Tabs
        label={t('kioskops.reportsTitle')}
        value={tab}
        onValueChange={setTab}
        items={KIOSK_REPORTS.map((r) => ({
          value: r,
          label: t(TAB_KEY[r]),
          content: tab === r ? <ReportView report={r} date={date} /> : null,
        }))}
      />
    </section>
  );
}
