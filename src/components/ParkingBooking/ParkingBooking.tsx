// The parking venue's home (ticket family, code/{ticket}/home): the kind of space, entry and exit
// (venue time), how many cars; spec 5's rules (entry not in the past, exit after entry by the minimum
// stay, more than 0 tickets) checked as the customer types; the fee from the venue
// (/api/feeCalc/parking, its tariff) shown before anything is booked; Continue keeps the choice for
// the checkout. Native fields (NativeFields.tsx): a family home stays light.
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useParams } from 'react-router-dom';
import { useTranslation } from '../../i18n';
// The rule files themselves, not the domain's index: the home loads no cart calculation.
import { validateParking } from '../../domain';
import { validateTicketCount } from '../../domain';
import {
  fromLocalInput,
  nameIn,
  quoteParking,
  readDraft,
  saveDraft,
  toLocalInput,
  useVenueTickets,
  type ParkingQuote,
} from '../../features/tickets';
import { useGo, useMoney } from '../../shared/hooks';
import { ruleMessage } from '../../ui/Field/formMessage';
import { ChoiceField, focusFirstInvalid, InputField } from '../TicketList/NativeFields';
import { TariffLine } from '../TicketList/TariffLine';
import { ticketFailureText } from '../TicketList/failureText';
import { Titled } from '../TicketList/ScreenTitle';
import styles from '../styles/tickets.module.css';
import own from './ParkingBooking.module.css';
import type { EngineProps } from '../../engine/runtime/registry';
import type { ParkingBookingProps } from '../../generated/component-props';
import { Button } from '../../ui/Button/Button';
import { Alert } from '../../ui/Alert/Alert';
import { Status } from '../../ui/Status/Status';

interface Values {
  poolId: string;
  entry: string;
  exit: string;
  quantity: string;
}
const QUARTER = 15 * 60_000;
const ENTRY_KEYS = ['validation.entryInPast'];

function ParkingForm(_props: ParkingBookingProps & EngineProps) {
  const { t, i18n } = useTranslation();
  const { shop = '' } = useParams();
  const money = useMoney();
  const go = useGo();
  const venue = useVenueTickets(shop);
  const v = venue.data;
  const pools = useMemo(() => (v?.pools ?? []).filter((p) => p.kind === 'parking'), [v]);
  const [values, setValues] = useState<Values | null>(null);
  // Errors show for the fields the customer changed, and for all of them after Continue.
  const [shown, setShown] = useState<Set<string>>(new Set());
  const [quote, setQuote] = useState<ParkingQuote | { error: string } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  // Defaults once the venue answered: the first space with room, from the next quarter hour for 2 hours
  // (or what the customer chose before, when it is still in the future).
  useEffect(() => {
    if (!v || values) return;
    const draft = readDraft(shop);
    const start = Math.ceil((v.now + QUARTER) / QUARTER) * QUARTER;
    const keep = draft?.kind === 'parking' && (draft.entryTime ?? 0) >= v.now;
    setValues({
      poolId: (keep && draft?.poolId) || pools.find((p) => !p.soldOut)?.poolId || '',
      entry: toLocalInput(keep ? draft!.entryTime! : start, v.timeZone),
      exit: toLocalInput(keep ? draft!.exitTime! : start + 2 * 3_600_000, v.timeZone),
      quantity: String(keep ? draft!.quantity : 1),
    });
  }, [v, pools, shop, values]);

  const tz = v?.timeZone ?? 'UTC';
  const times = {
    entry: fromLocalInput(values?.entry ?? '', tz),
    exit: fromLocalInput(values?.exit ?? '', tz),
    quantity: Number(values?.quantity),
  };
  const rule =
    v?.tariff && values
      ? validateParking({
          entry: times.entry,
          exit: times.exit,
          now: Date.now(),
          quantity: times.quantity,
          tariff: v.tariff,
          tz,
        })
      : null;

  // The fee from the venue, once the choice keeps the rules (a short pause while typing).
  useEffect(() => {
    setQuote(null);
    if (!rule?.ok) return;
    let live = true;
    const timer = window.setTimeout(() => {
      void quoteParking({ entryTime: times.entry, exitTime: times.exit, quantity: times.quantity }).then((q) => {
        if (live) setQuote(q.ok ? q : { error: ticketFailureText(q, t) });
      });
    }, 250);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the deps are the values the quote is made of; `rule` and `times` are new objects each render
  }, [rule?.ok, times.entry, times.exit, times.quantity]);

  if (venue.error && !v)
    return (
      <Alert appearance="box">
        {t('tickets.loadError')}{' '}
        <Button variant="secondary" onClick={() => void venue.mutate()}>
          {t('tickets.retry')}
        </Button>
      </Alert>
    );
  if (!v || !values)
    return (
      <Status as="p" className={styles.muted}>
        {t('tickets.loading')}
      </Status>
    );
  if (!v.tariff || !pools.length) return <p className={styles.muted}>{t('tickets.noParking')}</p>;
  const tariff = v.tariff;

  // Each failed rule on its field: entry in the past on the entry, the rest of the times on the exit.
  const timeRule = rule && !rule.ok && !rule.key.startsWith('validation.ticketCount') ? rule : null;
  const errors: Partial<Record<keyof Values, string>> = {
    poolId: values.poolId ? undefined : 'tickets.chooseSpace',
    entry: timeRule && ENTRY_KEYS.includes(timeRule.key) ? (ruleMessage(timeRule) as string) : undefined,
    exit: timeRule && !ENTRY_KEYS.includes(timeRule.key) ? (ruleMessage(timeRule) as string) : undefined,
    quantity: (() => {
      const r = validateTicketCount(values.quantity);
      return r.ok ? undefined : (ruleMessage(r) as string);
    })(),
  };
  const err = (k: keyof Values) => (shown.has(k) ? errors[k] : undefined);
  const set = (k: keyof Values) => (value: string) => {
    setValues({ ...values, [k]: value });
    setShown(new Set([...shown, k, ...(k === 'entry' || k === 'exit' ? ['entry', 'exit'] : [])]));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (Object.values(errors).some(Boolean)) {
      setShown(new Set(['poolId', 'entry', 'exit', 'quantity']));
      window.setTimeout(() => focusFirstInvalid(formRef.current), 0);
      return;
    }
    saveDraft(shop, {
      poolId: values.poolId,
      kind: 'parking',
      quantity: times.quantity,
      entryTime: times.entry,
      exitTime: times.exit,
    });
    go('checkout');
  };

  return (
    <form ref={formRef} onSubmit={submit} className={styles.wrap} aria-label={t('tickets.parkingForm')} noValidate>
      <TariffLine tariff={tariff} />
      <ChoiceField
        id="pk-pool"
        legend={t('tickets.space')}
        value={values.poolId}
        onValue={set('poolId')}
        error={err('poolId')}
        choices={pools.map((p) => ({
          value: p.poolId,
          label: nameIn(p, i18n.language),
          disabled: p.soldOut,
          note: p.soldOut ? t('tickets.soldOut') : t('tickets.left', { count: p.remaining }),
        }))}
      />
      <div className={own.row}>
        <InputField
          id="pk-entry"
          label={t('tickets.entry')}
          hint={t('tickets.venueTime', { zone: zoneName(tz, i18n.language) })}
          value={values.entry}
          onValue={set('entry')}
          error={err('entry')}
          input={{ type: 'datetime-local', step: 900 }}
        />
        <InputField
          id="pk-exit"
          label={t('tickets.exit')}
          hint={t('tickets.minStay', { minutes: tariff.minSpanMinutes })}
          value={values.exit}
          onValue={set('exit')}
          error={err('exit')}
          input={{ type: 'datetime-local', step: 900 }}
        />
      </div>
      <InputField
        id="pk-cars"
        label={t('tickets.cars')}
        value={values.quantity}
        onValue={set('quantity')}
        error={err('quantity')}
        input={{ type: 'number', min: 1, max: pools[0]?.maxPerBooking ?? 10, inputMode: 'numeric' }}
      />
      <div className={styles.card} aria-live="polite">
        <p className={styles.total}>
          <span>{t('tickets.fee')}</span>
          <span data-testid="parking-fee">
            {!rule?.ok ? '—' : quote === null ? t('tickets.pricing') : 'error' in quote ? '—' : money(quote.feeCents)}
          </span>
        </p>
        {quote && !('error' in quote) && quote.days && quote.days.length > 1 ? (
          <ul className={own.days}>
            {quote.days.map((d) => (
              <li key={d.date}>
                {t(d.capped ? 'tickets.dayCapped' : 'tickets.day', {
                  date: d.date,
                  amount: money(d.cents * times.quantity),
                })}
              </li>
            ))}
          </ul>
        ) : null}
        {quote && 'error' in quote ? (
          <Alert as="p" appearance="box">
            {quote.error}
          </Alert>
        ) : null}
      </div>
      <Button variant="primary" type="submit">
        {t('tickets.continue')}
      </Button>
    </form>
  );
}

/** The screen: its title and intro, then the form. */
/** A time zone as people name it ('Australian Eastern Daylight Time'), never its id; the id if unknown. */
function zoneName(tz: string, lang: string): string {
  try {
    const part = new Intl.DateTimeFormat(lang, { timeZone: tz, timeZoneName: 'long' })
      .formatToParts(new Date())
      .find((p) => p.type === 'timeZoneName');
    return part?.value ?? tz;
  } catch {
    return tz;
  }
}

export default function ParkingBooking(props: ParkingBookingProps & EngineProps) {
  return (
    <Titled titleKey="tickets.parkingTitle" introKey="tickets.parkingIntro">
      <ParkingForm {...props} />
    </Titled>
  );
}
