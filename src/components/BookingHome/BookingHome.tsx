// The home of a booking family (ticket/{ticket}/home): reservation (date, time, people), massage
// (service, then therapist or anyone free, then a slot), party room and KTV (room type, people,
// hours, then a slot, priced by time band). The server answers the free slots; Continue goes to the
// family's checkout with the choice in the query. The choice on this screen (service, therapist,
// people, hours, day) is in the address too, replaced as it changes: a reload, a tab reopened or a
// sign-in asked for in between (which comes back here) keeps it.
import { lazy, Suspense, useId, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useTranslation } from '../../i18n';
import { useCall } from '../../api/hooks';
import { useTarget } from '../../engine/runtime/family';
import { stayPriceCents } from '../../domain';
import {
  asFamily,
  BOOKING_FAMILIES,
  dateLabel,
  withQuery,
  loadCatalog,
  nameIn,
  venueToday,
  type Service,
  type Slot,
} from '../../features/bookings';
import { SlotPicker } from './SlotPicker';
import styles from '../styles/booking.module.css';
import { useMoney } from '../../shared/hooks';
import type { EngineProps } from '../../engine/runtime/registry';
import type { BookingHomeProps } from '../../generated/component-props';
import { Button } from '../../ui/Button/Button';
import { buttonClass } from '../../ui/Button/buttonClass';
import { Alert } from '../../ui/Alert/Alert';
import { Status } from '../../ui/Status/Status';

// Only drawn on another family's home: loaded then.
const PlannedNotice = lazy(() => import('../PlannedNotice/PlannedNotice'));

export default function BookingHome({ family }: BookingHomeProps & EngineProps) {
  // Another family's home (the ticket family's parking) is not this component's: it says so.
  if (!BOOKING_FAMILIES.includes(family as never))
    return (
      <Suspense fallback={null}>
        <PlannedNotice capability="bookings" screen="family-home" />
      </Suspense>
    );
  return <BookingFlow family={asFamily(family)} />;
}

function BookingFlow({ family: fam }: { family: ReturnType<typeof asFamily> }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const money = useMoney();
  const navigate = useNavigate();
  const checkoutTo = useTarget('checkout');
  const myTo = useTarget('mybookings');
  const { shop = '' } = useParams();
  const ids = { people: useId(), date: useId(), who: useId(), hours: useId(), slots: useId() };
  const catalog = useCall('getEntities', { shop }, { read: () => loadCatalog(shop) });
  const [q, setQ] = useSearchParams();
  /** Changes the choice in the address (replacing the entry: Back still leaves the screen). */
  const choose = (patch: Record<string, string>) =>
    setQ(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(patch)) next.set(k, v);
        return next;
      },
      { replace: true },
    );
  const pluId = q.get('pluId') ?? '';
  const resourceId = q.get('resourceId') || 'any';
  // The field as typed ('' while the customer retypes it), the default until then.
  const peopleText = q.get('people') ?? String(fam === 'massage' ? 1 : 2);
  const people = Number(peopleText);
  const hours = Number(q.get('hours')) || 0;
  const date = /^\d{4}-\d{2}-\d{2}$/.test(q.get('date') ?? '') ? q.get('date')! : '';
  const [slot, setSlot] = useState<Slot | null>(null);

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
  const today = venueToday(c.timeZone);
  const day = date || today;
  const services = c.services;
  const service: Service | undefined =
    fam === 'reservation' ? undefined : (services.find((s) => s.pluId === pluId) ?? services[0]);
  const stay = service?.byHour ? Math.min(service.maxHours, Math.max(service.minHours, hours || service.minHours)) : 0;
  const staff = service ? c.entities.filter((e) => !e.services.length || e.services.includes(service.pluId)) : [];
  const request = {
    date: day,
    people: Math.max(0, Math.floor(people) || 0),
    ...(service ? { pluId: service.pluId } : {}),
    ...(fam === 'massage' && resourceId !== 'any' ? { resourceId } : {}),
    ...(stay ? { hours: stay } : {}),
  };
  const reset = () => setSlot(null);
  const price =
    slot && service
      ? service.byHour
        ? stayPriceCents(slot.start, stay * 60, c.timeZone, service.bands, service.priceCents)
        : service.priceCents
      : null;
  const proceed = () => {
    if (!slot) return;
    navigate(
      withQuery(checkoutTo, {
        start: slot.start,
        people: request.people,
        pluId: service?.pluId,
        resourceId: request.resourceId,
        hours: stay || undefined,
      }),
    );
  };

  return (
    <section className={styles.box} aria-labelledby={`${ids.slots}-title`}>
      <div className={styles.head}>
        <h1 className={styles.title} id={`${ids.slots}-title`}>
          {t(`bookings.title_${fam}`)}
        </h1>
        <RouterLink to={myTo} className={buttonClass('secondary')}>
          {t('bookings.myBookings')}
        </RouterLink>
      </div>
      <p className={styles.note}>{t(`bookings.intro_${fam}`)}</p>
      {services.length && fam !== 'reservation' ? (
        <fieldset className={styles.choices}>
          <legend className={styles.legend}>
            {t(fam === 'massage' ? 'bookings.chooseService' : 'bookings.chooseRoom')}
          </legend>
          {services.map((s) => (
            <label key={s.pluId} className={styles.choice}>
              <input
                type="radio"
                name="service"
                value={s.pluId}
                checked={service?.pluId === s.pluId}
                onChange={() => {
                  choose({ pluId: s.pluId, resourceId: 'any', hours: '' });
                  reset();
                }}
              />
              <span className={styles.choiceText}>
                <span>{nameIn(lang, s.name1, s.name2)}</span>
                <span className={styles.meta}>
                  {s.byHour
                    ? t('bookings.perHour', { price: money(s.priceCents), hours: `${s.minHours}–${s.maxHours}` })
                    : t('bookings.minutesPrice', { minutes: s.duration, price: money(s.priceCents) })}
                  {s.bands
                    .map((b) => ` · ${t('bookings.band', { from: b.from, to: b.to, price: money(b.centsPerHour) })}`)
                    .join('')}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}
      <div className={styles.row}>
        {fam === 'massage' ? (
          <div className={styles.field}>
            <label htmlFor={ids.who}>{t('bookings.therapist')}</label>
            <select
              id={ids.who}
              className={styles.input}
              value={resourceId}
              onChange={(e) => {
                choose({ resourceId: e.target.value });
                reset();
              }}
            >
              <option value="any">{t('bookings.anyone')}</option>
              {staff.map((e) => (
                <option key={e.entityId} value={e.entityId}>
                  {nameIn(lang, e.name1, e.name2)}
                </option>
              ))}
            </select>
          </div>
        ) : (
          <div className={styles.field}>
            <label htmlFor={ids.people}>{t('bookings.people')}</label>
            <input
              id={ids.people}
              className={styles.input}
              type="number"
              inputMode="numeric"
              min={1}
              value={peopleText}
              onChange={(e) => {
                choose({ people: e.target.value });
                reset();
              }}
            />
          </div>
        )}
        {service?.byHour ? (
          <div className={styles.field}>
            <label htmlFor={ids.hours}>{t('bookings.hours')}</label>
            <select
              id={ids.hours}
              className={styles.input}
              value={stay}
              onChange={(e) => {
                choose({ hours: e.target.value });
                reset();
              }}
            >
              {Array.from({ length: service.maxHours - service.minHours + 1 }, (_, i) => service.minHours + i).map(
                (h) => (
                  <option key={h} value={h}>
                    {t('bookings.hoursN', { count: h })}
                  </option>
                ),
              )}
            </select>
          </div>
        ) : null}
        <div className={styles.field}>
          <label htmlFor={ids.date}>{t('bookings.date')}</label>
          <input
            id={ids.date}
            className={styles.input}
            type="date"
            min={today}
            value={day}
            onChange={(e) => {
              choose({ date: e.target.value || today });
              reset();
            }}
          />
        </div>
      </div>
      <h2 className={styles.legend} id={ids.slots}>
        {t('bookings.freeTimes', { date: dateLabel(day, lang) })}
      </h2>
      <SlotPicker
        request={request.people > 0 ? request : null}
        chosen={slot?.start ?? null}
        onChoose={setSlot}
        labelledBy={ids.slots}
      />
      {request.people > 0 ? null : <Alert as="p">{t('bookings.peopleRequired')}</Alert>}
      <Status as="p" className={styles.note}>
        {slot
          ? t('bookings.chosen', { date: dateLabel(slot.date, lang), time: slot.time }) +
            (price !== null ? ` · ${money(price)}` : '')
          : ''}
      </Status>
      <div className={styles.actions}>
        <Button variant="primary" disabled={!slot} onClick={proceed}>
          {t('bookings.continue')}
        </Button>
      </div>
    </section>
  );
}
