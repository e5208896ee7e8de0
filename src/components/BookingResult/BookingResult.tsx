// booking-success (booking/success?booking=…&result=…) and booking-cancel-success
// (booking/cancel/success?booking=…): the booking as the venue holds it now. After the payment page:
// booked (with the check-in QR), or not paid (the time is held until its pay-by time; Pay now).
// After a cancellation: the refund and any fee. Without a booking in the query (another family's
// booking, e.g. a company ticket) a generic line and a link home.
import { lazy, Suspense, useEffect } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { useTranslation } from '../../i18n';
import { useCall } from '../../api/hooks';
import { useTarget } from '../../engine/runtime/family';
import { dateLabel, endAttempt, loadMyBookings, nameIn, zonedTime } from '../../features/bookings';
import { BookingStatusBadge } from '../BookingHome/BookingStatusBadge';
import styles from '../styles/booking.module.css';
import own from './BookingResult.module.css';
import { useMoney } from '../../shared/hooks';
import type { EngineProps } from '../../engine/runtime/registry';
import type { BookingResultProps } from '../../generated/component-props';
import { failureMessage } from '../BookingHome/failureMessage';
import { Button } from '../../ui/Button/Button';
import { buttonClass } from '../../ui/Button/buttonClass';
import { Alert } from '../../ui/Alert/Alert';
import { Status } from '../../ui/Status/Status';

// The check-in QR (its encoder) loads only for a booking, beside the booking's read (not after it).
const loadQr = () => import('../QrCode/QrCode');
const QrCode = lazy(loadQr);

export default function BookingResult({ variant = 'booked' }: BookingResultProps & EngineProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const money = useMoney();
  const [q] = useSearchParams();
  const { shop = '' } = useParams();
  const bookingId = q.get('booking') ?? '';
  const result = q.get('result') ?? '';
  const myTo = useTarget('mybookings');
  const homeTo = useTarget('ticket/all/home');
  const read = useCall('myBookings', bookingId ? { bookingId } : null, {
    read: (p) => loadMyBookings(p.bookingId),
    // The payment's notification may land a moment after the return: read again while it is still received.
    refreshInterval: (d) => (result === 'approved' && d?.[0]?.status === 'received' ? 2000 : 0),
    maxReads: 10,
  });
  const settled =
    read.data?.[0] &&
    !(
      read.data[0].payCents > read.data[0].paidCents &&
      (read.data[0].status === 'received' || read.data[0].status === 'changed')
    );
  // Paid, confirmed, expired or cancelled: the booking attempt is over (the next booking is a new one).
  useEffect(() => {
    if (settled && bookingId) endAttempt(shop, bookingId);
  }, [settled, shop, bookingId]);
  useEffect(() => {
    if (bookingId && variant !== 'cancelled') void loadQr().catch(() => undefined);
  }, [bookingId, variant]);
  const links = (
    <div className={styles.actions}>
      <RouterLink to={myTo} className={buttonClass('primary')}>
        {t('bookings.myBookings')}
      </RouterLink>
      <RouterLink to={homeTo} className={buttonClass('secondary')}>
        {t('bookings.bookAgain')}
      </RouterLink>
    </div>
  );
  if (!bookingId)
    return (
      <section className={styles.box} aria-labelledby="booking-result-title">
        <h1 className={styles.title} id="booking-result-title">
          {t(variant === 'cancelled' ? 'bookings.cancelledTitle' : 'bookings.bookedTitle')}
        </h1>
        <p>{t(variant === 'cancelled' ? 'bookings.cancelledGeneric' : 'bookings.bookedGeneric')}</p>
        {links}
      </section>
    );
  if (read.error && !read.isValidating)
    return (
      <Alert tone="none" className={styles.alert}>
        <p>{failureMessage(t, read.error)}</p>
        <Button variant="secondary" onClick={() => void read.mutate()}>
          {t('bookings.retry')}
        </Button>
      </Alert>
    );
  const b = read.data?.[0];
  if (!b)
    return (
      <Status as="p" className={styles.note}>
        {t('bookings.loading')}
      </Status>
    );
  // Back from a payment that arrived after the booking was cancelled or expired (booking.lapsed): the
  // server refunded it at once and sends the customer here with result=refunded. Not booked: no QR.
  const lapsed = variant !== 'cancelled' && result === 'refunded';
  const unpaid =
    !lapsed &&
    variant !== 'cancelled' &&
    b.payCents > b.paidCents &&
    (b.status === 'received' || b.status === 'changed');
  const title =
    variant === 'cancelled'
      ? 'bookings.cancelledTitle'
      : lapsed
        ? 'bookings.lapsedTitle'
        : unpaid
          ? 'bookings.unpaidTitle'
          : b.status === 'expired'
            ? 'bookings.expiredTitle'
            : 'bookings.bookedTitle';
  return (
    <section
      className={`${styles.box} ${own.result}`}
      aria-labelledby="booking-result-title"
      data-testid="booking-result"
    >
      <h1 className={styles.title} id="booking-result-title">
        {t(title)}
      </h1>
      <Status as="p">
        {variant === 'cancelled'
          ? t('bookings.refundShown', { refund: money(b.refundCents), fee: money(b.feeCents) })
          : lapsed
            ? t('bookings.lapsedText', { amount: money(b.refundCents) })
            : unpaid
              ? t('bookings.heldUntil', { time: b.payBy ? zonedTime(b.payBy, b.timeZone) : '' })
              : t('bookings.bookedText', { no: b.bookingNo })}
      </Status>
      <dl className={styles.summary}>
        <dt>{t('bookings.bookingNo')}</dt>
        <dd>{b.bookingNo}</dd>
        <dt>{t('bookings.statusLabel')}</dt>
        <dd>
          <BookingStatusBadge status={b.status} />
        </dd>
        <dt>{t('bookings.what')}</dt>
        <dd>
          {b.serviceName1 ? nameIn(lang, b.serviceName1, b.serviceName2) : t('bookings.tableFor', { count: b.people })}
        </dd>
        <dt>{t(`bookings.where_${b.family}`, { defaultValue: t('bookings.where') })}</dt>
        <dd>{nameIn(lang, b.resourceName1, b.resourceName2)}</dd>
        <dt>{t('bookings.when')}</dt>
        <dd>{t('bookings.whenValue', { date: dateLabel(b.date, lang), from: b.time, to: b.endTime })}</dd>
        <dt>{t('bookings.paid')}</dt>
        <dd>{money(b.paidCents)}</dd>
      </dl>
      {unpaid && b.transactionId ? (
        <a
          className={buttonClass('primary')}
          href={`/sandbox/pay/${encodeURIComponent(b.transactionId)}?lang=${encodeURIComponent(lang)}`}
        >
          {t('bookings.payNowButton', { amount: money(b.payCents - b.paidCents) })}
        </a>
      ) : null}
      {variant !== 'cancelled' && !lapsed && !unpaid && b.status !== 'expired' ? (
        <div className={styles.qr}>
          <Suspense fallback={null}>
            <QrCode value={`BOOKING:${b.bookingId}`} label={t('bookings.qrLabel', { no: b.bookingNo })} size="md" />
          </Suspense>
        </div>
      ) : null}
      {links}
    </section>
  );
}
