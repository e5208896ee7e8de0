// The parking venue's home (ticket family, code/{ticket}/home): the kind of space, entry and exit
// (venue time), how many cars; spec 5's rules (entry not in the past, exit after entry by the minimum
// stay, more than 0 tickets) checked as the customer types; the fee from the venue
// (/api/feeCalc/parking, its tariff) shown before anything is booked; Continue keeps the choice for
// the checkout.
import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useParams } from 'react-router';
import { useTranslation } from '../../i18n';
import { validateParking, validateTicketCount } from '../../domain';
import { fromLocalInput, nameIn, quoteParking, readDraft, saveDraft, toLocalInput, useVenueTickets, type ParkingQuote } from '../../features/tickets';
import { useGo, useMoney } from '../../shared/hooks';
import { domainRule, Form, FormAlert, ruleMessage, TextField } from '../Form';
import { RadioField } from '../Form/choices';
import { TariffLine } from '../TicketList/TariffLine';
import { ticketFailureText } from '../TicketList/failureText';
import styles from '../TicketList/TicketList.module.css';
import own from './ParkingBooking.module.css';

interface Values { poolId: string; entry: string; exit: string; quantity: string }
const QUARTER = 15 * 60_000;

export default function ParkingBooking() {
  const { t, i18n } = useTranslation();
  const { shop = '' } = useParams();
  const money = useMoney();
  const go = useGo();
  const venue = useVenueTickets(shop);
  const v = venue.data;
  const pools = useMemo(() => (v?.pools ?? []).filter((p) => p.kind === 'parking'), [v]);
  const form = useForm<Values>({ mode: 'onChange', defaultValues: { poolId: '', entry: '', exit: '', quantity: '1' } });
  const [quote, setQuote] = useState<ParkingQuote | { error: string } | null>(null);

  // Defaults once the venue answered: the first space with room, from the next quarter hour for 2 hours
  // (or what the customer chose before, when it is still in the future).
  useEffect(() => {
    if (!v || form.getValues('poolId')) return;
    const draft = readDraft(shop);
    const start = Math.ceil((v.now + QUARTER) / QUARTER) * QUARTER;
    const keep = draft?.kind === 'parking' && (draft.entryTime ?? 0) >= v.now;
    form.reset({
      poolId: (keep && draft?.poolId) || pools.find((p) => !p.soldOut)?.poolId || pools[0]?.poolId || '',
      entry: toLocalInput(keep ? draft!.entryTime! : start, v.timeZone),
      exit: toLocalInput(keep ? draft!.exitTime! : start + 2 * 3_600_000, v.timeZone),
      quantity: String(keep ? draft!.quantity : 1),
    });
  }, [v, pools, shop, form]);

  const [entry, exit, quantity] = useWatch({ control: form.control, name: ['entry', 'exit', 'quantity'] });
  const tz = v?.timeZone ?? 'UTC';
  const times = { entry: fromLocalInput(entry, tz), exit: fromLocalInput(exit, tz), quantity: Number(quantity) };
  const rules = v?.tariff ? validateParking({ entry: times.entry, exit: times.exit, now: Date.now(), quantity: times.quantity, tariff: v.tariff }) : null;

  // The fee from the venue, once the choice keeps the rules (a short pause while typing).
  useEffect(() => {
    setQuote(null);
    if (!rules?.ok) return;
    let live = true;
    const timer = window.setTimeout(() => {
      void quoteParking({ entryTime: times.entry, exitTime: times.exit, quantity: times.quantity }).then((q) => {
        if (live) setQuote(q.ok ? q : { error: ticketFailureText(q, t) });
      });
    }, 250);
    return () => { live = false; window.clearTimeout(timer); };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rules?.ok, times.entry, times.exit, times.quantity]);

  if (venue.error && !v) return <div role="alert" className={styles.alert}>{t('tickets.loadError')} <button type="button" className={styles.button} onClick={() => void venue.mutate()}>{t('tickets.retry')}</button></div>;
  if (!v) return <p role="status" className={styles.muted}>{t('tickets.loading')}</p>;
  if (!v.tariff || !pools.length) return <p className={styles.muted}>{t('tickets.noParking')}</p>;
  const tariff = v.tariff;

  const timeRule = (field: 'entry' | 'exit') => (_: string, all: Values) => {
    const r = validateParking({ entry: fromLocalInput(all.entry, tz), exit: fromLocalInput(all.exit, tz), now: Date.now(), quantity: 1, tariff });
    if (r.ok) return true;
    const entryKeys = ['validation.entryInPast'];
    return (field === 'entry') === entryKeys.includes(r.key) ? ruleMessage(r) : true;
  };
  const submit = (values: Values) => {
    const pool = pools.find((p) => p.poolId === values.poolId);
    if (!pool) return;
    saveDraft(shop, { poolId: pool.poolId, kind: 'parking', quantity: Number(values.quantity), entryTime: fromLocalInput(values.entry, tz), exitTime: fromLocalInput(values.exit, tz) });
    go('checkout');
  };

  return (
    <Form form={form} onValid={submit} className={styles.wrap} aria-label={t('tickets.parkingForm')} noValidate>
      <TariffLine tariff={tariff} />
      <RadioField<Values> name="poolId" legend={t('tickets.space')} rules={{ validate: (p: string) => (p ? true : 'tickets.chooseSpace') }}
        options={pools.map((p) => ({
          value: p.poolId, label: nameIn(p, i18n.language),
          note: p.soldOut ? t('tickets.soldOut') : t('tickets.left', { count: p.remaining }),
        }))} />
      <div className={own.row}>
        <TextField<Values> name="entry" label={t('tickets.entry')} hint={t('tickets.venueTime', { zone: tz })}
          rules={{ validate: timeRule('entry'), deps: ['exit'] }} input={{ type: 'datetime-local', step: 900 }} />
        <TextField<Values> name="exit" label={t('tickets.exit')} hint={t('tickets.minStay', { minutes: tariff.minSpanMinutes })}
          rules={{ validate: timeRule('exit'), deps: ['entry'] }} input={{ type: 'datetime-local', step: 900 }} />
      </div>
      <TextField<Values> name="quantity" label={t('tickets.cars')} rules={{ validate: domainRule((q: string) => validateTicketCount(q)) }}
        input={{ type: 'number', min: 1, max: pools[0]?.maxPerBooking ?? 10, inputMode: 'numeric' }} />
      <div className={styles.card} aria-live="polite">
        <p className={styles.total}><span>{t('tickets.fee')}</span>
          <span data-testid="parking-fee">{!rules?.ok ? '—' : quote === null ? t('tickets.pricing') : 'error' in quote ? '—' : money(quote.feeCents)}</span></p>
        {quote && !('error' in quote) && quote.days && quote.days.length > 1 ? (
          <ul className={own.days}>{quote.days.map((d) => <li key={d.date}>{t(d.capped ? 'tickets.dayCapped' : 'tickets.day', { date: d.date, amount: money(d.cents * times.quantity) })}</li>)}</ul>
        ) : null}
        {quote && 'error' in quote ? <p role="alert" className={styles.alert}>{quote.error}</p> : null}
      </div>
      <FormAlert />
      <button type="submit" className={styles.primary}>{t('tickets.continue')}</button>
    </Form>
  );
}
