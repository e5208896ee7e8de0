// The checkout of a booking family (reservation-checkout, massage-checkout, partyroom-checkout,
// ktv-checkout): the choice from the home (query), what it costs and what is paid online now (the
// reservation deposit per person, bill type 4; a deposit share or the full price elsewhere), the
// cancellation policy, terms. Booking sends the customer to the payment page; a time just taken
// offers the nearest free times. Native inputs keep these screens inside the 180 KB budget.
import { useId, useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { useTranslation } from '../../i18n';
import { useCall } from '../../api/hooks';
import { useTarget } from '../../engine/runtime/family';
import { user } from '../../state/stores';
import { depositCents, stayPriceCents, tableDepositCents } from '../../domain';
import { zonedParts } from '../../domain';
import {
  answeredAttempt,
  asFamily,
  attemptFor,
  bookingFailure,
  type BookingError,
  createBooking,
  dateLabel,
  loadCatalog,
  nameIn,
  type Slot,
  withQuery,
} from '../../features/bookings';
import styles from '../styles/booking.module.css';
import own from './BookingCheckout.module.css';
import { useMoney } from '../../shared/hooks';
import type { EngineProps } from '../../engine/runtime/registry';
import type { BookingCheckoutProps } from '../../generated/component-props';
import { failureMessage } from '../BookingHome/failureMessage';
import { Button } from '../../ui/Button/Button';
import { buttonClass } from '../../ui/Button/buttonClass';
import { Alert, toneClass } from '../../ui/Alert/Alert';
import { Status } from '../../ui/Status/Status';

export default function BookingCheckout({ family }: BookingCheckoutProps & EngineProps) {
  const fam = asFamily(family);
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const money = useMoney();
  const navigate = useNavigate();
  const location = useLocation();
  const { shop = '' } = useParams();
  const [q] = useSearchParams();
  const { token } = useSnapshot(user);
  const homeTo = useTarget('ticket/all/home');
  const loginTo = useTarget('login');
  const successTo = useTarget('booking/success');
  const ids = { terms: useId(), pay: useId() };
  const catalog = useCall('getEntities', { shop }, { read: () => loadCatalog(shop) });
  const [payOption, setPayOption] = useState<'deposit' | 'full'>('deposit');
  const [terms, setTerms] = useState(false);
  const [termsError, setTermsError] = useState(false);
  const [busy, setBusy] = useState(false);
  // The call error of the last attempt, and how it failed (its code, the nearest free times).
  const [failed, setFailed] = useState<unknown>(null);
  const failure: BookingError | null = failed ? bookingFailure(failed) : null;
  const termsRef = useRef<HTMLInputElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);

  const start = Number(q.get('start'));
  const people = Number(q.get('people')) || 1;
  const pluId = q.get('pluId') ?? undefined;
  const resourceId = q.get('resourceId') ?? undefined;
  const hours = Number(q.get('hours')) || undefined;

  if (!Number.isFinite(start) || start <= 0)
    return (
      <div className={styles.empty}>
        <p>{t('bookings.nothingChosen')}</p>
        <RouterLink to={homeTo} className={buttonClass('primary')}>
          {t('bookings.chooseTime')}
        </RouterLink>
      </div>
    );
  if (catalog.error && !catalog.isValidating)
    return (
      <Alert tone="none" className={styles.alert}>
        <p>{t('bookings.loadFailed')}</p>
        <Button variant="secondary" onClick={() => void catalog.mutate()}>
          {t('bookings.retry')}
        </Button>
      </Alert>
    );
  if (!catalog.data)
    return (
      <Status as="p" className={styles.note}>
        {t('bookings.loading')}
      </Status>
    );
  const c = catalog.data;
  const service = c.services.find((s) => s.pluId === pluId);
  const who = c.entities.find((e) => e.entityId === resourceId);
  const local = zonedParts(start, c.timeZone);
  const minutes = service
    ? service.byHour
      ? (hours ?? service.minHours) * 60
      : service.duration
    : (c.policy?.tableMinutes ?? 90);
  const end = zonedParts(start + minutes * 60_000, c.timeZone);
  const price =
    fam === 'reservation'
      ? 0
      : service
        ? service.byHour
          ? stayPriceCents(start, minutes, c.timeZone, service.bands, service.priceCents)
          : service.priceCents
        : 0;
  const depositPercent = c.policy?.depositPercent ?? 0;
  const canDeposit = fam !== 'reservation' && depositPercent > 0;
  const option = canDeposit ? payOption : 'full';
  const payNow =
    fam === 'reservation'
      ? tableDepositCents(
          { perPersonCents: c.policy?.depositPerPerson ?? 0, perBookingCents: c.policy?.depositPerBooking ?? 0 },
          people,
        )
      : option === 'deposit'
        ? depositCents(price, { percent: depositPercent })
        : price;

  const moveTo = (s: Slot) => {
    setFailed(null);
    navigate(
      withQuery(location.pathname, {
        start: s.start,
        people,
        pluId,
        resourceId: resourceId && s.resources.includes(resourceId) ? resourceId : undefined,
        hours,
      }),
      { replace: true },
    );
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    if (!terms) {
      setTermsError(true);
      termsRef.current?.focus();
      return;
    }
    setBusy(true);
    setFailed(null);
    // The attempt's key (kept in local storage): pressing again after a lost answer, a reload or a
    // sign-in, or in another tab, is answered with the booking made the first time.
    const ask = { start, people, pluId, resourceId, hours, payOption: option };
    const attempt = attemptFor(shop, ask);
    try {
      const r = await createBooking({ ...ask, lang, idempotencyKey: attempt.key });
      answeredAttempt(shop, attempt.key, r.booking.bookingId, r.booking.payBy);
      if (r.payUrl) window.location.assign(r.payUrl);
      else navigate(withQuery(successTo, { booking: r.booking.bookingId }));
    } catch (err) {
      setFailed(err);
      setBusy(false);
      requestAnimationFrame(() => alertRef.current?.focus());
    }
  };

  const returnTo = `${location.pathname}${location.search}`;
  return (
    <form
      className={`${styles.box} ${own.form}`}
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-labelledby={`${ids.pay}-title`}
    >
      <h1 className={styles.title} id={`${ids.pay}-title`}>
        {t(`bookings.checkout_${fam}`)}
      </h1>
      <dl className={styles.summary}>
        <dt>{t('bookings.what')}</dt>
        <dd>{service ? nameIn(lang, service.name1, service.name2) : t('bookings.tableFor', { count: people })}</dd>
        {fam === 'massage' ? (
          <>
            <dt>{t('bookings.therapist')}</dt>
            <dd>{who ? nameIn(lang, who.name1, who.name2) : t('bookings.anyone')}</dd>
          </>
        ) : null}
        <dt>{t('bookings.when')}</dt>
        <dd>{t('bookings.whenValue', { date: dateLabel(local.date, lang), from: local.time, to: end.time })}</dd>
        {fam !== 'massage' ? (
          <>
            <dt>{t('bookings.people')}</dt>
            <dd>{people}</dd>
          </>
        ) : null}
        {fam !== 'reservation' ? (
          <>
            <dt>{t('bookings.price')}</dt>
            <dd>{money(price)}</dd>
          </>
        ) : null}
        <dt>{t('bookings.payNow')}</dt>
        <dd className={styles.total} data-testid="pay-now">
          {money(payNow)}
        </dd>
      </dl>
      {fam === 'reservation' && payNow > 0 ? (
        <p className={styles.note}>
          {c.policy?.depositPerBooking
            ? t('bookings.depositNoteBooking', {
                amount: money(c.policy.depositPerPerson),
                booking: money(c.policy.depositPerBooking),
              })
            : t('bookings.depositNote', { amount: money(c.policy?.depositPerPerson ?? 0) })}
        </p>
      ) : null}
      {canDeposit ? (
        <fieldset className={styles.choices}>
          <legend className={styles.legend}>{t('bookings.payHow')}</legend>
          <label className={styles.choice}>
            <input
              type="radio"
              name="payOption"
              value="deposit"
              checked={option === 'deposit'}
              onChange={() => setPayOption('deposit')}
            />
            <span>
              {t('bookings.payDeposit', {
                percent: depositPercent,
                amount: money(depositCents(price, { percent: depositPercent })),
              })}
            </span>
          </label>
          <label className={styles.choice}>
            <input
              type="radio"
              name="payOption"
              value="full"
              checked={option === 'full'}
              onChange={() => setPayOption('full')}
            />
            <span>{t('bookings.payFull', { amount: money(price) })}</span>
          </label>
        </fieldset>
      ) : null}
      {c.policy ? (
        <p className={styles.note}>
          {t('bookings.policy', { hours: c.policy.freeCancelHours, percent: c.policy.lateFeePercent })}
        </p>
      ) : null}
      <div className={styles.field}>
        <label className={styles.choice}>
          <input
            ref={termsRef}
            type="checkbox"
            checked={terms}
            onChange={(e) => {
              setTerms(e.target.checked);
              setTermsError(false);
            }}
            aria-invalid={termsError}
            aria-describedby={termsError ? ids.terms : undefined}
          />
          <span>{t('bookings.acceptTerms')}</span>
        </label>
        {termsError ? (
          <p id={ids.terms} className={toneClass('danger')}>
            {t('bookings.termsRequired')}
          </p>
        ) : null}
      </div>
      <Alert tone="none" ref={alertRef} tabIndex={-1} className={styles.alert}>
        {failure ? (
          <>
            <p className={toneClass('danger')}>{failureMessage(t, failed)}</p>
            {failure.code === 'booking.taken' && failure.extra.nearest?.length ? (
              <ul className={styles.slots} aria-label={t('bookings.nearest')}>
                {failure.extra.nearest.map((s) => (
                  <li key={s.start}>
                    <button type="button" className={styles.slot} onClick={() => moveTo(s)}>
                      {s.date === local.date ? s.time : `${dateLabel(s.date, lang)} ${s.time}`}
                    </button>
                  </li>
                ))}
              </ul>
            ) : null}
          </>
        ) : null}
      </Alert>
      {token ? (
        <div className={styles.actions}>
          <Button variant="primary" type="submit" busy={busy}>
            {busy
              ? t('bookings.booking')
              : payNow > 0
                ? t('bookings.payAndBook', { amount: money(payNow) })
                : t('bookings.book')}
          </Button>
          <RouterLink to={homeTo} className={buttonClass('secondary')}>
            {t('bookings.changeChoice')}
          </RouterLink>
        </div>
      ) : (
        <div className={styles.actions}>
          <p className={styles.note}>{t('bookings.signInToBook')}</p>
          <RouterLink to={withQuery(loginTo, { redirect: returnTo })} className={buttonClass('primary')}>
            {t('bookings.signIn')}
          </RouterLink>
        </div>
      )}
    </form>
  );
}
