// Kiosk, cashier and table service set up from the console (issue 30): the service numbers each mode
// hands out (first and last, checked by meaning: first after last, overlapping another mode), the
// kiosk's switches under plain headings with a line each, and the tables of table service with their
// QR codes to print. Saved into the console's draft (the `counter` part and settings.kiosk).
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n';
import {
  KIOSK_FLAG_GROUPS,
  KIOSK_TIMES,
  counterSetupIssues,
  fromCounterSetup,
  tablesForCount,
  toCounterSetup,
  type CounterSetupIssue,
  type RangeValues,
} from '../../../features/backoffice';
import { SERVICE_RANGE_MODES, sameValue, type ConfigSnapshot, type ServiceRangeMode } from '../../../domain';
import { Button } from '../../../ui/Button/Button';
import { NumberField } from '../../../ui/NumberField/NumberField';
import { SetupSave } from './SetupSave';
import { useSetupDraft, type SetupSectionProps } from './useSetupDraft';
import { TableQrSheet } from './TableQrSheet';
import styles from './ModeSetup.module.css';

const COUNTER = {
  read: (c: ConfigSnapshot) => toCounterSetup(c),
  write: fromCounterSetup,
  check: counterSetupIssues,
};

/** The venue's name as customers see it. */
const venueNameOf = (c: ConfigSnapshot, shop: string) =>
  String(c.branding.name || c.settings.shopName || c.profile.company || shop);

export function CounterSetup(props: SetupSectionProps) {
  const { t } = useTranslation();
  const { base, v, set, tried, busy, failure, rootRef, issues, save } = useSetupDraft(props, COUNTER);
  const [sheet, setSheet] = useState(false);
  const issueOf = (path: string): CounterSetupIssue | undefined =>
    tried ? issues.find((x) => x.path === path) : undefined;
  const rangeProblem = (m: ServiceRangeMode): string | undefined => {
    const i = issueOf(`ranges.${m}`);
    if (!i) return undefined;
    const r = v.ranges[m];
    const other = 'other' in i && i.other ? v.ranges[i.other] : null;
    return t(`setup.counter_${i.code}`, {
      first: r.first ?? '',
      last: r.last ?? '',
      other: i && 'other' in i && i.other ? t(`setup.counter_mode_${i.other}`) : '',
      from: other?.first ?? '',
      to: other?.last ?? '',
    });
  };
  const editRange = (m: ServiceRangeMode, patch: Partial<RangeValues>) =>
    set('ranges', { ...v.ranges, [m]: { ...v.ranges[m], ...patch } });
  const tableName = (n: number) => t('setup.counter_tableDefaultName', { n });
  const spot = Number(base.licence.spotType ?? base.settings.spotType);
  const unsaved = useMemo(() => !sameValue(v.tables, toCounterSetup(base).tables), [v.tables, base]);
  return (
    <section ref={rootRef} className={styles.setup} aria-labelledby="setup-counter-title">
      <h2 id="setup-counter-title" className={styles.h2}>
        {t('setup.counter_title')}
      </h2>
      <p className={styles.muted}>{t('setup.counter_intro')}</p>

      <fieldset className={styles.fieldset}>
        <legend>{t('setup.counter_rangesTitle')}</legend>
        <p className={styles.muted}>{t('setup.counter_rangesIntro')}</p>
        {SERVICE_RANGE_MODES.map((m) => {
          const r = v.ranges[m];
          const problem = rangeProblem(m);
          return (
            <div key={m} className={styles.area} data-range={m}>
              <label className={styles.check}>
                <input type="checkbox" checked={r.on} onChange={(e) => editRange(m, { on: e.target.checked })} />
                {t(`setup.counter_rangeOn_${m}`)}
              </label>
              {r.on ? (
                <div className={styles.numbers}>
                  <NumberField
                    label={t('setup.counter_first', { mode: t(`setup.counter_mode_${m}`) })}
                    value={r.first}
                    onValueChange={(x) => editRange(m, { first: x })}
                    min={1}
                    max={999999}
                    error={problem}
                  />
                  <NumberField
                    label={t('setup.counter_last', { mode: t(`setup.counter_mode_${m}`) })}
                    value={r.last}
                    onValueChange={(x) => editRange(m, { last: x })}
                    min={1}
                    max={999999}
                  />
                </div>
              ) : null}
            </div>
          );
        })}
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend>{t('setup.counter_kioskTitle')}</legend>
        <p className={styles.muted}>{t('setup.counter_kioskIntro')}</p>
        {(Object.keys(KIOSK_FLAG_GROUPS) as (keyof typeof KIOSK_FLAG_GROUPS)[]).map((g) => (
          <div key={g} className={styles.area} role="group" aria-labelledby={`kiosk-group-${g}`}>
            <h3 id={`kiosk-group-${g}`} className={styles.h3}>
              {t(`setup.kioskGroup_${g}`)}
            </h3>
            {KIOSK_FLAG_GROUPS[g].map((k) => (
              <div key={k}>
                <label className={styles.check}>
                  <input
                    type="checkbox"
                    checked={v.flags[k]}
                    aria-describedby={`kiosk-flag-${k}`}
                    onChange={(e) => set('flags', { ...v.flags, [k]: e.target.checked })}
                  />
                  {t(`setup.kioskFlag_${k}`)}
                </label>
                <p id={`kiosk-flag-${k}`} className={styles.muted}>
                  {t(`setup.kioskFlagHelp_${k}`)}
                </p>
              </div>
            ))}
            {g === 'help' ? (
              <div>
                <label className={styles.check}>
                  <input
                    type="checkbox"
                    checked={v.printReceipt}
                    aria-describedby="kiosk-flag-printReceipt"
                    onChange={(e) => set('printReceipt', e.target.checked)}
                  />
                  {t('setup.kioskFlag_printReceipt')}
                </label>
                <p id="kiosk-flag-printReceipt" className={styles.muted}>
                  {t('setup.kioskFlagHelp_printReceipt')}
                </p>
              </div>
            ) : null}
          </div>
        ))}
        <div className={styles.numbers}>
          {KIOSK_TIMES.map((k) => (
            <NumberField
              key={k}
              label={t(`setup.kioskTime_${k}`)}
              hint={t(`setup.kioskTimeHelp_${k}`)}
              value={v.times[k]}
              onValueChange={(x) => set('times', { ...v.times, [k]: x })}
              min={1}
              max={86400}
              error={issueOf(`times.${k}`) ? t('setup.counter_kioskSeconds') : undefined}
            />
          ))}
        </div>
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend>{t('setup.counter_tablesTitle')}</legend>
        <p className={styles.muted}>{t(spot === 2 ? 'setup.counter_tablesIntro' : 'setup.counter_tablesNotOn')}</p>
        <NumberField
          label={t('setup.counter_tableCount')}
          value={v.tables.length}
          onValueChange={(x) => set('tables', tablesForCount(v.tables, x ?? 0, tableName))}
          min={0}
          max={500}
          error={issueOf('tables') ? t('setup.counter_tooManyTables') : undefined}
        />
        {v.tables.length ? (
          <ul className={styles.tables}>
            {v.tables.map((tb, i) => {
              const noIssue = issueOf(`tables.${i}.tabNo`);
              const nameIssue = issueOf(`tables.${i}.tabName`);
              const edit = (patch: Partial<typeof tb>) =>
                set(
                  'tables',
                  v.tables.map((x, j) => (j === i ? { ...x, ...patch } : x)),
                );
              return (
                <li key={i} className={styles.row}>
                  <label className={styles.cell}>
                    {t('setup.counter_tableNo', { n: i + 1 })}
                    <input
                      className={styles.input}
                      value={tb.tabNo}
                      size={6}
                      aria-invalid={noIssue ? true : undefined}
                      onChange={(e) => edit({ tabNo: e.target.value })}
                    />
                  </label>
                  <label className={styles.cell}>
                    {t('setup.counter_tableName', { n: i + 1 })}
                    <input
                      className={styles.input}
                      value={tb.tabName}
                      aria-invalid={nameIssue ? true : undefined}
                      onChange={(e) => edit({ tabName: e.target.value })}
                    />
                  </label>
                  {noIssue ? <p className={styles.problem}>{t(`setup.counter_${noIssue.code}`)}</p> : null}
                  {nameIssue ? <p className={styles.problem}>{t('setup.counter_tableName_problem')}</p> : null}
                </li>
              );
            })}
          </ul>
        ) : (
          <p className={styles.muted}>{t('setup.counter_noTables')}</p>
        )}
        <div>
          <Button variant="secondary" onClick={() => setSheet(true)} disabled={!v.tables.length}>
            {t('setup.qr_open')}
          </Button>
        </div>
        {sheet ? (
          <TableQrSheet
            shop={props.shop}
            venueName={venueNameOf(base, props.shop)}
            tables={v.tables}
            tableService={spot === 2}
            unsaved={unsaved}
            onClose={() => setSheet(false)}
          />
        ) : null}
      </fieldset>

      <SetupSave busy={busy} failure={failure} onSave={() => void save()} />
    </section>
  );
}
