// A party or KTV room's bill (route room/{booking} of those families): the room time and every order
// on it, what was paid online when booking, the total and what is due, in the visitor's language and
// the venue's time zone; a room with an overtime step (set in the console) says the rule and lists the
// overtime charged past the booked end. During the stay the venue's menu opens in room mode (RoomMenu:
// the ordering catalogue and cart, charged to the bill instead of paid now). Pay the bill settles everything once
// on the payment page, which brings the customer back here (?result=approved|declined|cancelled).
import { useState } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { useTranslation } from '../../i18n';
import { useCall } from '../../api/hooks';
import { useTarget } from '../../engine/runtime/family';
import {
  bookingFailure,
  dateLabel,
  loadCatalog,
  loadRoomBill,
  nameIn,
  settleBill,
  zonedTime,
  type RoomBill as Bill,
} from '../../features/bookings';
import { useMoney } from '../../shared/hooks';
import { BookingStatusBadge } from '../BookingHome/BookingStatusBadge';
import styles from '../styles/booking.module.css';
import own from './RoomBill.module.css';
import { RoomMenu } from './RoomMenu';
import type { EngineProps } from '../../engine/runtime/registry';
import type { RoomBillProps } from '../../generated/component-props';
import { Button } from '../../ui/Button/Button';
import { buttonClass } from '../../ui/Button/buttonClass';
import { Alert } from '../../ui/Alert/Alert';
import { Status } from '../../ui/Status/Status';

export default function RoomBill({ bookingId = '' }: RoomBillProps & EngineProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const money = useMoney();
  const { shop = '' } = useParams();
  const [q] = useSearchParams();
  const result = q.get('result') ?? '';
  const myTo = useTarget('mybookings');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  const read = useCall('bookingBill', bookingId ? { bookingId } : null, {
    read: (p) => loadRoomBill(p.bookingId, lang),
    // Back from the payment page: the provider's notification may land a moment later.
    refreshInterval: (d) => (result === 'approved' && d && !d.settled ? 1500 : 0),
    maxReads: 12,
  });
  const catalog = useCall('getEntities', { shop }, { read: () => loadCatalog(shop) });

  if (read.error && !read.isValidating) {
    const code = bookingFailure(read.error).code;
    return (
      <Alert tone="none" className={styles.alert}>
        <p>{code === 'booking.notFound' ? t('bookings.refused') : t('bookings.loadFailed')}</p>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => void read.mutate()}>
            {t('bookings.retry')}
          </Button>
          <RouterLink to={myTo} className={buttonClass('secondary')}>
            {t('bookings.myBookings')}
          </RouterLink>
        </div>
      </Alert>
    );
  }
  if (!read.data)
    return (
      <Status as="p" className={styles.note}>
        {t('bookings.loading')}
      </Status>
    );
  const bill = read.data;
  const b = bill.booking;
  const tz = b.timeZone;
  const room = nameIn(lang, b.resourceName1, b.resourceName2);
  const during =
    b.status === 'arrived' ||
    (['received', 'confirmed', 'changed'].includes(b.status) && Date.now() >= b.startsAt && Date.now() < b.endsAt);

  const pay = async () => {
    if (busy) return;
    setBusy(true);
    setError('');
    try {
      const r = await settleBill(b.bookingId, lang);
      if (r.payUrl) {
        window.location.assign(r.payUrl);
        return;
      }
      await read.mutate(r.bill, { revalidate: false });
      setBusy(false);
    } catch (e) {
      const f = bookingFailure(e);
      setError(f.code === 'network' ? t('bookings.networkFailed') : f.serverMessage || t('bookings.refused'));
      setBusy(false);
      void read.mutate();
    }
  };
  const charged = (next: Bill, items: string) => {
    setNotice(t('bookingsManage.charged', { items }));
    void read.mutate(next, { revalidate: false });
  };

  return (
    <section className={styles.box} aria-labelledby="room-bill-title">
      <div className={styles.head}>
        <h1 className={styles.title} id="room-bill-title">
          {t('bookingsManage.roomTitle', { room })}
        </h1>
        <BookingStatusBadge status={b.status} />
      </div>
      <p className={styles.meta}>
        {t('bookingsManage.roomWhen', { date: dateLabel(b.date, lang), from: b.time, to: b.endTime, no: b.bookingNo })}
      </p>
      <Status as="p" className={styles.done}>
        {notice}
      </Status>
      {result === 'declined' || result === 'cancelled' ? <Alert as="p">{t('bookingsManage.payDeclined')}</Alert> : null}

      <h2 className={styles.legend} id="room-bill-items">
        {t('bookingsManage.billItems')}
      </h2>
      <ul className={own.lines} aria-labelledby="room-bill-items" data-testid="room-bill-lines">
        <li className={own.line}>
          <span>
            {nameIn(lang, bill.room.name1, bill.room.name2)}
            <span className={styles.meta}>
              {t('bookingsManage.roomTime', {
                from: zonedTime(bill.room.startsAt, tz),
                to: zonedTime(bill.room.endsAt, tz),
              })}
            </span>
          </span>
          <span className={own.amount}>{money(bill.roomCents)}</span>
        </li>
        {bill.overtime?.cents ? (
          <li className={own.line} data-testid="room-bill-overtime">
            <span>
              {t('bookingsManage.overtimeLine', { minutes: bill.overtime.minutes })}
              <span className={styles.meta}>
                {t('bookingsManage.overtimeSteps', { count: bill.overtime.steps, step: bill.overtime.stepMinutes })}
              </span>
            </span>
            <span className={own.amount}>{money(bill.overtime.cents)}</span>
          </li>
        ) : null}
        {bill.lines.map((l, i) => (
          <li key={i} className={own.line}>
            <span>
              {`${l.quantity} × ${nameIn(lang, l.name1, l.name2)}`}
              <span className={styles.meta}>{t('bookingsManage.billOrderedAt', { time: zonedTime(l.at, tz) })}</span>
            </span>
            <span className={own.amount}>{money(l.amountCents)}</span>
          </li>
        ))}
      </ul>
      {bill.overtime ? (
        <p className={styles.note} data-testid="room-bill-overtime-rule">
          {t('bookingsManage.overtimeRule', { to: zonedTime(bill.room.endsAt, tz), step: bill.overtime.stepMinutes })}
        </p>
      ) : null}
      <dl className={`${styles.summary} ${own.totals}`}>
        <dt>{t('bookingsManage.billTotal')}</dt>
        <dd>{money(bill.totalCents)}</dd>
        {bill.paidOnlineCents ? (
          <>
            <dt>{t('bookingsManage.billPaidOnline')}</dt>
            <dd>−{money(bill.paidOnlineCents)}</dd>
          </>
        ) : null}
        <dt>{t('bookingsManage.billDue')}</dt>
        <dd className={own.due} data-testid="room-bill-due">
          {money(bill.dueCents)}
        </dd>
      </dl>

      {bill.settled ? (
        <p className={styles.done} data-testid="room-bill-settled">
          {t('bookingsManage.billSettled', { amount: money(bill.settledCents ?? 0) })}
        </p>
      ) : null}
      {!bill.settled && result === 'approved' ? (
        <Status as="p" className={styles.note}>
          {t('bookingsManage.billPaying')}
        </Status>
      ) : null}
      {error ? <Alert as="p">{error}</Alert> : null}
      <div className={styles.actions}>
        {!bill.settled && bill.payUrl ? (
          <>
            <span className={styles.note}>{t('bookingsManage.billBeingPaid')}</span>
            <a className={buttonClass('primary')} href={bill.payUrl}>
              {t('bookingsManage.continuePayment')}
            </a>
          </>
        ) : null}
        {bill.open && (during || Date.now() >= b.startsAt) ? (
          <Button variant="primary" busy={busy} onClick={() => void pay()}>
            {bill.dueCents > 0
              ? t('bookingsManage.payBill', { amount: money(bill.dueCents) })
              : t('bookingsManage.closeBill')}
          </Button>
        ) : null}
        <RouterLink to={myTo} className={buttonClass('secondary')}>
          {t('bookings.myBookings')}
        </RouterLink>
      </div>

      {bill.open ? (
        during ? (
          <RoomMenu
            bookingId={b.bookingId}
            shop={shop}
            rooms={new Set((catalog.data?.services ?? []).map((s) => s.pluId))}
            ready={!!catalog.data}
            onCharged={charged}
          />
        ) : (
          <p className={styles.note}>{t('bookingsManage.notDuring')}</p>
        )
      ) : null}
    </section>
  );
}
