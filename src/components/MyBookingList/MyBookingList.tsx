// My bookings (route mybookings of the booking families): the signed-in customer's bookings at this
// venue with their status; for one not yet started: reschedule (a free time of the same kind; the
// status becomes "time changed") and cancel under the venue's policy (the refund and any fee are
// shown before the customer confirms); the check-in QR; what went on a room's bill, and for a party or
// KTV room during its stay the way to its bill and the menu in room mode (room/{booking}).
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useTranslation } from '../../i18n';
import { useCall } from '../../api/hooks';
import { useFamily, useTarget } from '../../engine/runtime/family';
import { resolveTarget } from '../../engine/runtime/navigation';
import {
  bookingFailure,
  cancel,
  dateLabel,
  loadMyBookings,
  nameIn,
  reschedule,
  venueToday,
  type Booking,
  type Slot,
  withQuery,
} from '../../features/bookings';
import { SlotPicker } from '../BookingHome/SlotPicker';
import { BookingStatusBadge } from '../BookingHome/BookingStatusBadge';
import styles from '../styles/booking.module.css';
import own from './MyBookingList.module.css';
import { useMoney } from '../../shared/hooks';
import type { EngineProps } from '../../engine/runtime/registry';
import type { MyBookingListProps } from '../../generated/component-props';
import { failureMessage } from '../BookingHome/failureMessage';
import { Button } from '../../ui/Button/Button';
import { buttonClass } from '../../ui/Button/buttonClass';
import { Alert } from '../../ui/Alert/Alert';
import { Status } from '../../ui/Status/Status';

// The dialog (Radix) and the QR encoder load when a dialog is about to open (pointer over or focus on
// its button, else the press): the list draws neither.
const loadDialog = () => import('../Dialog/Dialog');
const loadQr = () => import('../QrCode/QrCode');
const Dialog = lazy(loadDialog);
const QrCode = lazy(loadQr);
const warm = (qr: boolean) => () => {
  void loadDialog().catch(() => undefined);
  if (qr) void loadQr().catch(() => undefined);
};

type Open = { kind: 'move' | 'cancel' | 'qr'; booking: Booking } | null;
const LIVE = new Set(['received', 'confirmed', 'changed']);
const ROOMS = new Set(['partyroom', 'ktv']);

export default function MyBookingList({ refreshSeconds = 60 }: MyBookingListProps & EngineProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const money = useMoney();
  const navigate = useNavigate();
  const homeTo = useTarget('ticket/all/home');
  const cancelledTo = useTarget('booking/cancel/success');
  const { base } = useFamily();
  const ids = { date: useId(), slots: useId() };
  const [open, setOpen] = useState<Open>(null);
  const [date, setDate] = useState('');
  const [slot, setSlot] = useState<Slot | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  const returnFocus = useRef<HTMLElement | null>(null);
  const list = useCall(
    'myBookings',
    {},
    { read: () => loadMyBookings(), refreshInterval: open ? 0 : refreshSeconds * 1000 },
  );

  const show = (kind: 'move' | 'cancel' | 'qr', b: Booking, el: HTMLElement) => {
    returnFocus.current = el;
    setError('');
    setSlot(null);
    setDate(b.date);
    setOpen({ kind, booking: b });
  };
  const close = () => {
    setOpen(null);
    const el = returnFocus.current;
    if (el?.isConnected) el.focus();
  };
  const failed = (e: unknown) => {
    const f = bookingFailure(e);
    setError(failureMessage(t, e));
    // The quote moved on (the free period ended while the dialog was open): show the new one to confirm.
    if (f.code === 'booking.refundChanged' && f.extra.quote)
      setOpen((o) => (o ? { ...o, booking: { ...o.booking, cancel: f.extra.quote ?? null } } : o));
  };
  const doMove = async () => {
    if (!open || !slot || busy) return;
    setBusy(true);
    try {
      const b = await reschedule(open.booking.bookingId, slot.start);
      setNotice(t('bookingsManage.moved', { date: dateLabel(b.date, lang), time: b.time }));
      setOpen(null);
      await list.mutate();
    } catch (e) {
      failed(e);
    } finally {
      setBusy(false);
    }
  };
  const doCancel = async () => {
    if (!open || busy) return;
    const b = open.booking;
    setBusy(true);
    try {
      await cancel(b.bookingId, b.cancel?.refundCents ?? 0);
      navigate(withQuery(cancelledTo, { booking: b.bookingId }));
    } catch (e) {
      failed(e);
      setBusy(false);
    }
  };

  if (list.error && !list.isValidating)
    return (
      <Alert tone="none" className={styles.alert}>
        <p>{t('bookings.loadFailed')}</p>
        <Button variant="secondary" onClick={() => void list.mutate()}>
          {t('bookings.retry')}
        </Button>
      </Alert>
    );
  if (!list.data)
    return (
      <Status as="p" className={styles.note}>
        {t('bookings.loading')}
      </Status>
    );
  const bookings = list.data;
  const b = open?.booking;
  const hours = b ? Math.round((b.endsAt - b.startsAt) / 3_600_000) : 0;
  return (
    <section className={`${styles.box} ${own.bookings}`} aria-labelledby="my-bookings-title">
      <div className={styles.head}>
        <h1 className={styles.title} id="my-bookings-title">
          {t('bookings.myBookings')}
        </h1>
        <RouterLink to={homeTo} className={buttonClass('secondary')}>
          {t('bookings.bookAgain')}
        </RouterLink>
      </div>
      <Status as="p" className={styles.done}>
        {notice}
      </Status>
      {!bookings.length ? (
        <p className={styles.empty}>{t('bookingsManage.noBookings')}</p>
      ) : (
        <ul className={styles.list}>
          {bookings.map((x) => {
            const live = LIVE.has(x.status) && x.startsAt > Date.now();
            const unpaid = x.payCents > x.paidCents && live;
            // A party or KTV room on (arrived, or its time has come) or with orders: its bill and the menu in room mode.
            const stay =
              ROOMS.has(x.family) &&
              (x.status === 'arrived' ||
                x.billCents > 0 ||
                (LIVE.has(x.status) && x.startsAt <= Date.now() && Date.now() < x.endsAt));
            return (
              <li key={x.bookingId} className={styles.item} data-testid="my-booking" data-booking={x.bookingId}>
                <div className={styles.info}>
                  <span className={styles.table}>
                    {x.serviceName1
                      ? nameIn(lang, x.serviceName1, x.serviceName2)
                      : t('bookings.tableFor', { count: x.people })}
                  </span>
                  <span>
                    <BookingStatusBadge status={x.status} /> · {t('bookingsManage.bookingNoShort', { no: x.bookingNo })}
                  </span>
                  <span className={styles.meta}>
                    {t('bookings.whenValue', { date: dateLabel(x.date, lang), from: x.time, to: x.endTime })} ·{' '}
                    {nameIn(lang, x.resourceName1, x.resourceName2)}
                  </span>
                  <span className={styles.meta}>
                    {t('bookingsManage.paidOf', {
                      paid: money(x.paidCents),
                      price: money(Math.max(x.priceCents, x.payCents)),
                    })}
                    {x.status === 'cancelled' && x.refundCents > 0
                      ? ` · ${t('bookingsManage.refunded', { refund: money(x.refundCents) })}`
                      : ''}
                  </span>
                  {x.bill.length ? (
                    <span className={styles.meta}>
                      {t('bookingsManage.onBill', {
                        items: x.bill.map((l) => `${l.quantity} × ${nameIn(lang, l.name1, l.name2)}`).join(', '),
                        total: money(x.billCents),
                      })}
                    </span>
                  ) : null}
                </div>
                <div className={styles.actions}>
                  {unpaid && x.transactionId ? (
                    <a
                      className={buttonClass('primary')}
                      href={`/sandbox/pay/${encodeURIComponent(x.transactionId)}?lang=${encodeURIComponent(lang)}`}
                    >
                      {t('bookings.payNowButton', { amount: money(x.payCents - x.paidCents) })}
                    </a>
                  ) : null}
                  {stay ? (
                    <RouterLink
                      className={buttonClass('primary')}
                      to={resolveTarget(`room/${encodeURIComponent(x.bookingId)}`, base)}
                      aria-label={t('bookingsManage.openBillNamed', { no: x.bookingNo })}
                    >
                      {t('bookingsManage.openBill')}
                    </RouterLink>
                  ) : null}
                  {live || x.status === 'arrived' ? (
                    <Button
                      variant="secondary"
                      aria-haspopup="dialog"
                      onPointerEnter={warm(true)}
                      onFocus={warm(true)}
                      onClick={(e) => show('qr', x, e.currentTarget)}
                    >
                      {t('bookingsManage.showQr')}
                    </Button>
                  ) : null}
                  {live ? (
                    <Button
                      variant="secondary"
                      aria-haspopup="dialog"
                      onPointerEnter={warm(false)}
                      onFocus={warm(false)}
                      onClick={(e) => show('move', x, e.currentTarget)}
                      aria-label={t('bookingsManage.rescheduleNamed', { no: x.bookingNo })}
                    >
                      {t('bookingsManage.reschedule')}
                    </Button>
                  ) : null}
                  {live ? (
                    <Button
                      variant="dangerOutline"
                      aria-haspopup="dialog"
                      onPointerEnter={warm(false)}
                      onFocus={warm(false)}
                      onClick={(e) => show('cancel', x, e.currentTarget)}
                      aria-label={t('bookingsManage.cancelNamed', { no: x.bookingNo })}
                    >
                      {t('bookingsManage.cancel')}
                    </Button>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {open ? (
        <Suspense fallback={null}>
          <Dialog
            id="booking-dialog"
            open
            emit={(ev) => {
              if (ev === 'close') close();
            }}
            title={
              !b
                ? ''
                : open?.kind === 'qr'
                  ? t('bookingsManage.qrTitle', { no: b.bookingNo })
                  : open?.kind === 'move'
                    ? t('bookingsManage.rescheduleTitle', { no: b.bookingNo })
                    : t('bookingsManage.cancelTitle', { no: b.bookingNo })
            }
          >
            {b && open?.kind === 'qr' ? (
              <div className={styles.dialogBody}>
                <div className={styles.qr}>
                  <Suspense fallback={null}>
                    <QrCode value={`BOOKING:${b.bookingId}`} label={t('bookings.qrLabel', { no: b.bookingNo })} />
                  </Suspense>
                </div>
                <p className={styles.note}>{t('bookingsManage.qrHelp')}</p>
              </div>
            ) : null}
            {b && open?.kind === 'move' ? (
              <div className={styles.dialogBody}>
                <div className={styles.field}>
                  <label htmlFor={ids.date}>{t('bookings.date')}</label>
                  <input
                    id={ids.date}
                    className={styles.input}
                    type="date"
                    min={venueToday(b.timeZone)}
                    value={date}
                    onChange={(e) => {
                      setDate(e.target.value || b.date);
                      setSlot(null);
                    }}
                  />
                </div>
                <h2 className={styles.legend} id={ids.slots}>
                  {t('bookings.freeTimes', { date: dateLabel(date, lang) })}
                </h2>
                <SlotPicker
                  labelledBy={ids.slots}
                  chosen={slot?.start ?? null}
                  onChoose={setSlot}
                  request={{
                    date,
                    people: b.people,
                    ...(b.pluId ? { pluId: b.pluId } : {}),
                    ...(b.family === 'partyroom' || b.family === 'ktv' ? { hours } : {}),
                  }}
                />
                {error ? <Alert as="p">{error}</Alert> : null}
                <div className={styles.actions}>
                  <Button variant="primary" busy={busy} disabled={!slot} onClick={() => void doMove()}>
                    {slot ? t('bookingsManage.moveTo', { time: slot.time }) : t('bookings.chooseTime')}
                  </Button>
                  <Button variant="secondary" onClick={close}>
                    {t('bookingsManage.keep')}
                  </Button>
                </div>
              </div>
            ) : null}
            {b && open?.kind === 'cancel' ? (
              <div className={styles.dialogBody}>
                <p data-testid="refund-quote">
                  {b.cancel?.free
                    ? t('bookingsManage.cancelFree', { refund: money(b.cancel.refundCents) })
                    : t('bookingsManage.cancelFee', {
                        fee: money(b.cancel?.feeCents ?? 0),
                        refund: money(b.cancel?.refundCents ?? 0),
                      })}
                </p>
                {b.policy ? (
                  <p className={styles.note}>
                    {t('bookings.policy', { hours: b.policy.freeHours, percent: b.policy.lateFeePercent })}
                  </p>
                ) : null}
                {error ? <Alert as="p">{error}</Alert> : null}
                <div className={styles.actions}>
                  <Button variant="danger" busy={busy} onClick={() => void doCancel()}>
                    {t('bookingsManage.confirmCancel')}
                  </Button>
                  {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the confirm panel opens on the safe choice, so Enter does not cancel a booking */}
                  <Button variant="secondary" onClick={close} autoFocus>
                    {t('bookingsManage.keep')}
                  </Button>
                </div>
              </div>
            ) : null}
          </Dialog>
        </Suspense>
      ) : null}
    </section>
  );
}
