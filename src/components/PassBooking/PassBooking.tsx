// Date-range passes (company family: home and daterange/home): the pass, its first day and how many;
// the last day follows from the pass's length and is shown; the range is checked before anything is
// sold (a real range, not before today in the venue's time zone, not too far ahead, the pass's length,
// more than 0 tickets). Continue keeps the choice for the checkout. Native fields: a family home stays light.
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { useTranslation } from '../../i18n';
// The rule files themselves, not the domain's index: the home loads no cart calculation.
import { passEndDate, validatePassDates } from '../../domain';
import { validateTicketCount } from '../../domain';
import { formatDay, nameIn, readDraft, saveDraft, useVenueTickets } from '../../features/tickets';
import { useGo, useMoney } from '../../shared/hooks';
import { ruleMessage } from '../../ui/Field/formMessage';
import { ChoiceField, focusFirstInvalid, InputField } from '../TicketList/NativeFields';
import { Titled } from '../TicketList/ScreenTitle';
import styles from '../styles/tickets.module.css';
import own from './PassBooking.module.css';
import type { EngineProps } from '../../engine/runtime/registry';
import type { PassBookingProps } from '../../generated/component-props';
import { Button } from '../../ui/Button/Button';
import { Alert } from '../../ui/Alert/Alert';
import { Status } from '../../ui/Status/Status';

interface Values {
  poolId: string;
  startDate: string;
  quantity: string;
}

function PassForm(_props: PassBookingProps & EngineProps) {
  const { t, i18n } = useTranslation();
  const { shop = '' } = useParams();
  const [search] = useSearchParams();
  const money = useMoney();
  const go = useGo();
  const venue = useVenueTickets(shop);
  const v = venue.data;
  const pools = useMemo(() => (v?.pools ?? []).filter((p) => p.kind === 'daterange'), [v]);
  const [values, setValues] = useState<Values | null>(null);
  const [shown, setShown] = useState<Set<string>>(new Set());
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (!v || values) return;
    const draft = readDraft(shop);
    const asked = search.get('pool');
    const keep = draft?.kind === 'daterange' && (draft.startDate ?? '') >= v.today;
    setValues({
      poolId:
        (asked && pools.some((p) => p.poolId === asked && !p.soldOut) ? asked : keep ? draft!.poolId : '') ||
        pools.find((p) => !p.soldOut)?.poolId ||
        '',
      startDate: keep ? draft!.startDate! : v.today,
      quantity: String(keep ? draft!.quantity : 1),
    });
  }, [v, pools, shop, values, search]);

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
  if (!pools.length) return <p className={styles.muted}>{t('tickets.noPasses')}</p>;
  const pool = pools.find((p) => p.poolId === values.poolId);
  const endDate = pool && values.startDate ? passEndDate(values.startDate, pool.days) : '';
  const count = Number(values.quantity);
  const range = validatePassDates({
    start: values.startDate,
    end: endDate,
    today: v.today,
    quantity: 1,
    rules: { days: pool?.days ?? 1, maxAheadDays: pool?.maxAheadDays ?? 0 },
  });
  const qty = validateTicketCount(values.quantity);
  const errors: Partial<Record<keyof Values, string>> = {
    poolId: pool ? undefined : 'tickets.choosePass',
    startDate: range.ok ? undefined : (ruleMessage(range) as string),
    quantity: qty.ok ? undefined : (ruleMessage(qty) as string),
  };
  const err = (k: keyof Values) => (shown.has(k) ? errors[k] : undefined);
  const set = (k: keyof Values) => (value: string) => {
    setValues({ ...values, [k]: value });
    setShown(new Set([...shown, k]));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!pool || Object.values(errors).some(Boolean)) {
      setShown(new Set(['poolId', 'startDate', 'quantity']));
      window.setTimeout(() => focusFirstInvalid(formRef.current), 0);
      return;
    }
    saveDraft(shop, { poolId: pool.poolId, kind: 'daterange', quantity: count, startDate: values.startDate });
    go('checkout');
  };

  return (
    <form ref={formRef} onSubmit={submit} className={styles.wrap} aria-label={t('tickets.passForm')} noValidate>
      <ChoiceField
        id="ps-pool"
        legend={t('tickets.pass')}
        value={values.poolId}
        onValue={set('poolId')}
        error={err('poolId')}
        choices={pools.map((p) => ({
          value: p.poolId,
          label: nameIn(p, i18n.language),
          disabled: p.soldOut,
          note: p.soldOut ? t('tickets.soldOut') : `${money(p.priceCents)} · ${t('tickets.days', { count: p.days })}`,
        }))}
      />
      <InputField
        id="ps-start"
        label={t('tickets.firstDay')}
        value={values.startDate}
        onValue={set('startDate')}
        error={err('startDate')}
        hint={endDate && range.ok ? t('tickets.lastDay', { date: formatDay(endDate, i18n.language) }) : undefined}
        input={{ type: 'date', min: v.today }}
      />
      <InputField
        id="ps-qty"
        label={t('tickets.quantity')}
        value={values.quantity}
        onValue={set('quantity')}
        error={err('quantity')}
        input={{ type: 'number', min: 1, max: pool?.maxPerBooking ?? 10, inputMode: 'numeric' }}
      />
      <div className={`${styles.card} ${own.summary}`} aria-live="polite">
        <p className={styles.total}>
          <span>{t('tickets.total')}</span>
          <span data-testid="pass-total">{pool && qty.ok ? money(pool.priceCents * count) : '—'}</span>
        </p>
      </div>
      <Button variant="primary" type="submit">
        {t('tickets.continue')}
      </Button>
    </form>
  );
}

/** The screen: its title and intro, then the form. */
export default function PassBooking(props: PassBookingProps & EngineProps) {
  return (
    <Titled titleKey="tickets.passesTitle" introKey="tickets.passesIntro">
      <PassForm {...props} />
    </Titled>
  );
}
