// Staff (route staff/bookings of the booking families): a day's bookings per resource (today at the
// venue by default), each with time, customer, people and status; Arrived and No-show buttons. The
// venue decides who is staff (401 sign in, 403 not staff); a booking whose time passed shows expired.
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from '../../i18n';
import { useCall } from '../../api/hooks';
import { useTarget } from '../../engine/runtime/family';
import { bookingFailure, dateLabel, loadStaffDay, markBooking, nameIn } from '../../features/bookings';
import { BookingStatusBadge } from '../BookingHome/BookingStatusBadge';
import styles from '../styles/booking.module.css';
import own from './StaffBookings.module.css';
import type { EngineProps } from '../../engine/runtime/registry';
import type { StaffBookingsProps } from '../../generated/component-props';
import { Button } from '../../ui/Button/Button';
import { buttonClass } from '../../ui/Button/buttonClass';
import { Alert } from '../../ui/Alert/Alert';
import { Status } from '../../ui/Status/Status';

export default function StaffBookings({ refreshSeconds = 60 }: StaffBookingsProps & EngineProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const loginTo = useTarget('login');
  const dateId = useId();
  const [date, setDate] = useState('');
  const [busy, setBusy] = useState('');
  const [notice, setNotice] = useState('');
  const [error, setError] = useState('');
  const day = useCall(
    'bookingStaffList',
    { date },
    { read: (p) => loadStaffDay(p.date || undefined), refreshInterval: refreshSeconds * 1000 },
  );

  const mark = async (id: string, m: 'arrived' | 'noshow', no: string) => {
    setBusy(id);
    setError('');
    try {
      await markBooking(id, m);
      setNotice(t(m === 'arrived' ? 'bookingsManage.markedArrived' : 'bookingsManage.markedNoShow', { no }));
      await day.mutate();
    } catch (e) {
      setError(bookingFailure(e).serverMessage || t('bookings.refused'));
    } finally {
      setBusy('');
    }
  };

  const failure = day.error && !day.isValidating ? bookingFailure(day.error) : null;
  if (failure)
    return (
      <section className={styles.box} aria-labelledby="staff-title">
        <h1 className={styles.title} id="staff-title">
          {t('bookingsManage.staffTitle')}
        </h1>
        <Alert tone="none" className={styles.alert}>
          <p>
            {t(
              failure.code === 'staff.login'
                ? 'bookingsManage.staffLogin'
                : failure.code === 'staff.only'
                  ? 'bookingsManage.staffOnly'
                  : 'bookings.loadFailed',
            )}
          </p>
          {failure.code === 'staff.login' ? (
            <RouterLink to={loginTo} className={buttonClass('primary')}>
              {t('bookings.signIn')}
            </RouterLink>
          ) : failure.code === 'staff.only' ? null : (
            <Button variant="secondary" onClick={() => void day.mutate()}>
              {t('bookings.retry')}
            </Button>
          )}
        </Alert>
      </section>
    );
  const d = day.data;
  return (
    <section className={`${styles.box} ${own.staff}`} aria-labelledby="staff-title">
      <div className={styles.head}>
        <h1 className={styles.title} id="staff-title">
          {t('bookingsManage.staffTitle')}
        </h1>
        <Button variant="secondary" onClick={() => void day.mutate()}>
          {t('bookingsManage.refresh')}
        </Button>
      </div>
      <div className={styles.field}>
        <label htmlFor={dateId}>{t('bookings.date')}</label>
        <input
          id={dateId}
          className={styles.input}
          type="date"
          value={date || d?.date || ''}
          onChange={(e) => setDate(e.target.value)}
        />
      </div>
      <Status as="p" className={styles.done}>
        {notice}
      </Status>
      {error ? <Alert as="p">{error}</Alert> : null}
      {!d ? (
        <Status as="p" className={styles.note}>
          {t('bookings.loading')}
        </Status>
      ) : (
        <>
          <h2 className={styles.legend}>{dateLabel(d.date, lang)}</h2>
          {d.resources.map((r) => (
            <section key={r.resourceId} aria-label={nameIn(lang, r.name1, r.name2)} className={styles.field}>
              <h3 className={styles.legend}>{nameIn(lang, r.name1, r.name2)}</h3>
              {!r.bookings.length ? (
                <p className={styles.meta}>{t('bookingsManage.noneForResource')}</p>
              ) : (
                <ul className={styles.list}>
                  {r.bookings.map((b) => (
                    <li key={b.bookingId} className={styles.item} data-testid="staff-booking">
                      <div className={styles.info}>
                        <span className={styles.table}>
                          {b.time}–{b.endTime} · {b.customer || t('bookingsManage.guest')}
                        </span>
                        <span>
                          <BookingStatusBadge status={b.status} /> ·{' '}
                          {t('bookingsManage.bookingNoShort', { no: b.bookingNo })} ·{' '}
                          {t('bookingsManage.peopleN', { count: b.people })}
                        </span>
                        {b.serviceName1 ? (
                          <span className={styles.meta}>{nameIn(lang, b.serviceName1, b.serviceName2)}</span>
                        ) : null}
                      </div>
                      {['received', 'confirmed', 'changed', 'expired'].includes(b.status) ? (
                        <div className={styles.actions}>
                          {b.status !== 'expired' ? (
                            <Button
                              variant="primary"
                              disabled={busy === b.bookingId}
                              onClick={() => void mark(b.bookingId, 'arrived', b.bookingNo)}
                              aria-label={t('bookingsManage.arrivedNamed', { no: b.bookingNo })}
                            >
                              {t('bookingsManage.arrived')}
                            </Button>
                          ) : null}
                          <Button
                            variant="secondary"
                            disabled={busy === b.bookingId}
                            onClick={() => void mark(b.bookingId, 'noshow', b.bookingNo)}
                            aria-label={t('bookingsManage.noShowNamed', { no: b.bookingNo })}
                          >
                            {t('bookingsManage.noShow')}
                          </Button>
                        </div>
                      ) : null}
                    </li>
                  ))}
                </ul>
              )}
            </section>
          ))}
        </>
      )}
    </section>
  );
}
