// Date-range passes (company family: home and daterange/home): the pass, its first day and how many;
// the last day follows from the pass's length and is shown; the range is checked before anything is
// sold (a real range, not before today in the venue's time zone, not too far ahead, the pass's length,
// more than 0 tickets). Continue keeps the choice for the checkout.
import { useEffect, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n';
import { passEndDate, validatePassDates, validateTicketCount } from '../../domain';
import { formatDay, nameIn, readDraft, saveDraft, useVenueTickets } from '../../features/tickets';
import { useGo, useMoney } from '../../shared/hooks';
import { domainRule, Form, FormAlert, TextField } from '../Form';
import { RadioField } from '../Form/choices';
import styles from '../TicketList/TicketList.module.css';
import own from './PassBooking.module.css';

interface Values { poolId: string; startDate: string; quantity: string }

export default function PassBooking() {
  const { t, i18n } = useTranslation();
  const { shop = '' } = useParams();
  const [search] = useSearchParams();
  const money = useMoney();
  const go = useGo();
  const venue = useVenueTickets(shop);
  const v = venue.data;
  const pools = useMemo(() => (v?.pools ?? []).filter((p) => p.kind === 'daterange'), [v]);
  const form = useForm<Values>({ mode: 'onChange', defaultValues: { poolId: '', startDate: '', quantity: '1' } });

  useEffect(() => {
    if (!v || form.getValues('poolId')) return;
    const draft = readDraft(shop);
    const asked = search.get('pool');
    const keep = draft?.kind === 'daterange' && (draft.startDate ?? '') >= v.today;
    form.reset({
      poolId: (asked && pools.some((p) => p.poolId === asked) ? asked : keep ? draft!.poolId : '') || pools.find((p) => !p.soldOut)?.poolId || '',
      startDate: keep ? draft!.startDate! : v.today,
      quantity: String(keep ? draft!.quantity : 1),
    });
  }, [v, pools, shop, form, search]);

  const [poolId, startDate, quantity] = useWatch({ control: form.control, name: ['poolId', 'startDate', 'quantity'] });
  if (venue.error && !v) return <div role="alert" className={styles.alert}>{t('tickets.loadError')} <button type="button" className={styles.button} onClick={() => void venue.mutate()}>{t('tickets.retry')}</button></div>;
  if (!v) return <p role="status" className={styles.muted}>{t('tickets.loading')}</p>;
  if (!pools.length) return <p className={styles.muted}>{t('tickets.noPasses')}</p>;
  const pool = pools.find((p) => p.poolId === poolId);
  const endDate = pool && startDate ? passEndDate(startDate, pool.days) : '';
  const count = Number(quantity);
  const dateRule = domainRule((start: string, all: Values) => {
    const p = pools.find((x) => x.poolId === all.poolId);
    return validatePassDates({ start, end: p ? passEndDate(start, p.days) : '', today: v.today, quantity: 1, rules: { days: p?.days ?? 1, maxAheadDays: p?.maxAheadDays ?? 0 } });
  });
  const submit = (values: Values) => {
    if (!pool) return;
    saveDraft(shop, { poolId: pool.poolId, kind: 'daterange', quantity: Number(values.quantity), startDate: values.startDate });
    go('checkout');
  };

  return (
    <Form form={form} onValid={submit} className={styles.wrap} aria-label={t('tickets.passForm')} noValidate>
      <RadioField<Values> name="poolId" legend={t('tickets.pass')} rules={{ validate: (p: string) => (p ? true : 'tickets.choosePass') }} onChosen={() => void form.trigger('startDate')}
        options={pools.map((p) => ({
          value: p.poolId, label: nameIn(p, i18n.language),
          note: p.soldOut ? t('tickets.soldOut') : `${money(p.priceCents)} · ${t('tickets.days', { count: p.days })}`,
        }))} />
      <TextField<Values> name="startDate" label={t('tickets.firstDay')} rules={{ validate: dateRule, deps: ['poolId'] }}
        hint={endDate ? t('tickets.lastDay', { date: formatDay(endDate, i18n.language) }) : undefined}
        input={{ type: 'date', min: v.today }} />
      <TextField<Values> name="quantity" label={t('tickets.quantity')} rules={{ validate: domainRule((q: string) => validateTicketCount(q)) }}
        input={{ type: 'number', min: 1, max: pool?.maxPerBooking ?? 10, inputMode: 'numeric' }} />
      <div className={`${styles.card} ${own.summary}`} aria-live="polite">
        <p className={styles.total}><span>{t('tickets.total')}</span><span data-testid="pass-total">{pool && Number.isInteger(count) && count > 0 ? money(pool.priceCents * count) : '—'}</span></p>
      </div>
      <FormAlert />
      <button type="submit" className={styles.primary}>{t('tickets.continue')}</button>
    </Form>
  );
}
