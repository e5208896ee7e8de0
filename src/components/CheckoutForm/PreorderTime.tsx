// Checkout: "As soon as possible" or a chosen date and time (issue 5 extras). Shown when the venue
// takes pre-orders (settings.preOrder) or the order is a pickup or delivery. Times start at now + the
// lead time (pickupDue / minimum waiting time, or the booking lead time for eat-in and takeaway),
// on a 15-minute grid, up to dayInAdvance days (14 without it); labels in the venue's language.
// The venue checks the time again (too early, too late, outside trading hours) and names the reason.
import { useEffect, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useTranslation } from '../../i18n';
import { useSpotConfig } from '../../api/sourceHooks';
import {
  preorderDays,
  preorderLeadMinutes,
  preorderOffered,
  preorderRules,
  preorderSlots,
  preorderWindow,
  roundUpToStep,
  type PreorderOrderType,
} from '../../domain/preorder';
import {
  checkout,
  checkTotals,
  forgetTotals,
  type CheckoutForm as Form,
  extras,
  restoreExtras,
  useLang,
} from '../../features/ordering';
import { app } from '../../state/stores';
import { Field, FieldError, formStyles } from '../../ui/Field';
import styles from './Extras.module.css';
import { Status } from '../../ui/Status/Status';

const locale = (lang: string) => (lang === 'zh-hans' ? 'zh-CN' : 'en-GB');
const TICK_MS = 30_000;

export function formatClock(t: number, lang: string): string {
  return new Intl.DateTimeFormat(locale(lang), { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    new Date(t),
  );
}

export default function PreorderTime({ orderType, form }: { orderType: string; form: Form }) {
  const { t } = useTranslation();
  const lang = useLang();
  const x = useSnapshot(extras);
  const ck = useSnapshot(checkout);
  const spot = useSpotConfig(app.shop ? { shop: app.shop } : null);
  // The wire config as the server has it now, read by the domain's preorderRules (it knows the old key names).
  const raw = spot.data?.result?.settings;
  // The venue's own lead time when it refused a time as too early (its settings may be newer than this page's).
  const refusal = ck.blocked.find((b) => b.code.startsWith('preorder.'));
  const refusedMinutes = refusal && 'minutes' in refusal && typeof refusal.minutes === 'number' ? refusal.minutes : 0;
  const [venueLead, setVenueLead] = useState(0);
  useEffect(() => {
    if (refusedMinutes > venueLead) setVenueLead(refusedMinutes);
  }, [refusedMinutes, venueLead]);
  const rules = useMemo(() => {
    const r = preorderRules(raw);
    return venueLead > 0 ? { ...r, minWaitingTime: Math.max(r.minWaitingTime, venueLead) } : r;
  }, [raw, venueLead]);
  const type = orderType as PreorderOrderType;
  const offered = !!raw && preorderOffered(rules, type);
  // Back from a cancelled payment in the same attempt: that order's time again.
  useEffect(() => {
    if (app.shop) restoreExtras(app.shop);
  }, []);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(id);
  }, []);
  // Not offered for this order type: as soon as possible.
  useEffect(() => {
    if (!offered && extras.preorderTime !== null) extras.preorderTime = null;
  }, [offered]);

  const days = useMemo(() => (offered ? preorderDays(now, rules, type) : []), [offered, now, rules, type]);
  const chosen = x.preorderTime;
  const dayOf = (time: number) => days.filter((d) => d <= time).at(-1) ?? days[0];
  const day = chosen !== null ? dayOf(chosen) : days[0];
  const slots = useMemo(
    () => (offered && day !== undefined ? preorderSlots(now, rules, type, day) : []),
    [offered, now, rules, type, day],
  );

  if (!offered) return null;

  const earliest = preorderWindow(now, rules, type).earliest;
  const lead = preorderLeadMinutes(rules, type);
  const readyFrom = formatClock(roundUpToStep(earliest, 5), lang);
  const recheck = () => {
    forgetTotals(false);
    void checkTotals(form, 'ifApplied');
  };
  const choose = (time: number | null) => {
    extras.preorderTime = time;
    recheck();
  };
  const dayLabel = (d: number) => {
    const i = days.indexOf(d);
    const date = new Intl.DateTimeFormat(locale(lang), { weekday: 'short', day: 'numeric', month: 'short' }).format(
      new Date(d),
    );
    return i === 0 ? t('extras.today', { date }) : i === 1 ? t('extras.tomorrow', { date }) : date;
  };
  const error = refusal
    ? t(`extras.blocked_${refusal.code.replace('preorder.', '')}`, {
        minutes: refusedMinutes || lead,
        defaultValue: refusal.message,
      })
    : '';

  return (
    <fieldset
      className={styles.group}
      data-field="preorderTime"
      aria-describedby={error ? (chosen === null ? 'po-error' : 'po-time-err') : undefined}
    >
      <legend className={styles.legend}>{t(type === 'delivery' ? 'extras.whenDelivery' : 'extras.when')}</legend>
      <label className={styles.choice}>
        <input type="radio" name="preorderMode" checked={chosen === null} onChange={() => choose(null)} />
        <span>
          {t('extras.asap')} <span className={styles.hint}>{t('extras.readyFrom', { time: readyFrom })}</span>
        </span>
      </label>
      <label className={styles.choice}>
        <input
          type="radio"
          name="preorderMode"
          checked={chosen !== null}
          onChange={() => choose(slots[0] ?? preorderSlots(now, rules, type, days[1] ?? days[0])[0] ?? null)}
        />
        <span>{t('extras.later')}</span>
      </label>
      {chosen !== null ? (
        <div className={styles.pickers}>
          <Field name="preorderDay" id="po-day" label={t('extras.date')}>
            {(control) => (
              <select
                {...control}
                className={formStyles.input}
                value={day}
                onChange={(e) => {
                  const d = Number(e.target.value);
                  const first = preorderSlots(now, rules, type, d);
                  // Keep the same clock time on the new day where it is offered.
                  const same = first.find((s) => formatClock(s, 'en-gb') === formatClock(chosen, 'en-gb'));
                  choose(same ?? first[0] ?? null);
                }}
              >
                {days.map((d) => (
                  <option key={d} value={d}>
                    {dayLabel(d)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field name="preorderTime" id="po-time" label={t('extras.time')} error={error || undefined}>
            {(control) => (
              <select
                {...control}
                className={formStyles.input}
                value={slots.includes(chosen) ? chosen : ''}
                onChange={(e) => choose(Number(e.target.value))}
              >
                {!slots.includes(chosen) ? (
                  <option value="" disabled>
                    {t('extras.chooseTime')}
                  </option>
                ) : null}
                {slots.map((s) => (
                  <option key={s} value={s}>
                    {formatClock(s, lang)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {!slots.length ? (
            <Status as="p" className={styles.hint}>
              {t('extras.noTimesToday')}
            </Status>
          ) : null}
        </div>
      ) : null}
      <p className={styles.hint}>{t('extras.leadHint', { minutes: lead })}</p>
      {error && chosen === null ? <FieldError id="po-error" message={error} /> : null}
    </fieldset>
  );
}
