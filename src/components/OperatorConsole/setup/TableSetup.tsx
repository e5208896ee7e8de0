// Table reservations set up from the console (issue 30): whether the venue takes them, booking times
// per day, slot length, how long a table is held, lead time, largest party, the deposit per person and
// per booking, areas and their tables with seats. Saved into the console's draft (nothing goes live
// until it is published); problems are named by meaning beside their field before anything is sent.
import { useTranslation } from '../../../i18n';
import { fromTableSetup, newResourceId, tableSetupIssues, toTableSetup } from '../../../features/backoffice';
import { WEEKDAYS, type AreaDoc, type ResourceIssue, type TableDoc } from '../../../domain';
import { Card } from '../../../ui/Card/Card';
import { NumberField } from '../../../ui/NumberField/NumberField';
import { LicenceNote } from './LicenceNote';
import { SetupSave } from './SetupSave';
import { useSetupDraft, type SetupSectionProps } from './useSetupDraft';
import { SetupList } from './SetupList';
import styles from './ModeSetup.module.css';

const TABLES = { read: toTableSetup, write: fromTableSetup, check: tableSetupIssues };

export function TableSetup(props: SetupSectionProps) {
  const { shop, state, refresh, announce } = props;
  const { t, i18n } = useTranslation();
  const { v, set, tried, busy, failure, rootRef, issues, save } = useSetupDraft(props, TABLES);
  const issueAt = (path: string): string | undefined => {
    if (!tried) return undefined;
    const i = issues.find((x: ResourceIssue) => x.path === path || x.path.startsWith(`${path}.`));
    return i ? t(`setup.issue_${i.code}`, { day: dayName(path) }) : undefined;
  };
  const dayName = (path: string) => {
    const d = path.split('.')[2];
    return d ? t(`setup.day_${d}`) : '';
  };
  const local = (n: { 'en-gb': string; 'zh-hans': string }) =>
    (i18n.language === 'zh-hans' ? n['zh-hans'] || n['en-gb'] : n['en-gb'] || n['zh-hans']) || '—';

  const newArea = (): AreaDoc => {
    const n = v.areas.length + 1;
    return { id: newResourceId('a', v.areas), name: { 'en-gb': `Area ${n}`, 'zh-hans': `区域${n}` } };
  };
  const newTable = (areaId: string): TableDoc => {
    const n = v.tables.length + 1;
    return {
      id: newResourceId('t', v.tables),
      areaId,
      name: { 'en-gb': `Table ${n}`, 'zh-hans': `${n}号桌` },
      seats: 4,
    };
  };
  /** The tables of one area (or of none, ''): their own list, written back in the area's place. */
  const tablesOf = (areaId: string, areaLabel: string) => (
    <SetupList
      items={v.tables.filter((x) => x.areaId === areaId)}
      onItems={(mine) => set('tables', [...v.tables.filter((x) => x.areaId !== areaId), ...mine])}
      look="line"
      keyOf={(x) => x.id}
      nameOf={(x) => local(x.name)}
      removeLabel={(name) => t('setup.removeTable', { name })}
      add={{ label: t('setup.addTable', { area: areaLabel }), make: () => newTable(areaId) }}
    >
      {(x, _, edit) => {
        const ti = v.tables.indexOf(x);
        const name = local(x.name);
        return (
          <div className={styles.row}>
            {(['en-gb', 'zh-hans'] as const).map((lang) => (
              <label key={lang} className={styles.cell}>
                {t(`setup.tableName_${lang}`)}
                <input
                  className={styles.input}
                  value={x.name[lang]}
                  aria-invalid={issueAt(`tables.${ti}.name`) ? true : undefined}
                  onChange={(e) => edit({ name: { ...x.name, [lang]: e.target.value } })}
                />
              </label>
            ))}
            <NumberField
              label={t('setup.seats', { name })}
              value={x.seats}
              onValueChange={(n) => edit({ seats: n ?? 0 })}
              min={1}
              max={50}
              error={issueAt(`tables.${ti}.seats`)}
            />
            <label className={styles.cell}>
              {t('setup.tableArea')}
              <select className={styles.input} value={x.areaId} onChange={(e) => edit({ areaId: e.target.value })}>
                {v.areas.map((a) => (
                  <option key={a.id} value={a.id}>
                    {local(a.name)}
                  </option>
                ))}
                <option value="">{t('setup.noArea')}</option>
              </select>
            </label>
          </div>
        );
      }}
    </SetupList>
  );
  return (
    <section ref={rootRef} className={styles.setup} aria-labelledby="setup-tables-title">
      <h2 id="setup-tables-title" className={styles.h2}>
        {t('setup.tables_title')}
      </h2>
      <p className={styles.muted}>{t('setup.tables_intro')}</p>
      <LicenceNote shop={shop} state={state} refresh={refresh} announce={announce} needed={v.on} />
      <label className={styles.check}>
        <input type="checkbox" checked={v.on} onChange={(e) => set('on', e.target.checked)} />
        {t('setup.tables_on')}
      </label>
      {v.on ? (
        <>
          <fieldset className={styles.fieldset}>
            <legend>{t('setup.times')}</legend>
            <p className={styles.muted}>{t('setup.times_hint')}</p>
            <div className={styles.days}>
              {WEEKDAYS.map((d) => {
                const err = issueAt(`reservation.hours.${d}`);
                const id = `setup-day-${d}`;
                return (
                  <div key={d} className={styles.day}>
                    <label htmlFor={id}>{t(`setup.day_${d}`)}</label>
                    <input
                      id={id}
                      className={styles.input}
                      value={v.days[d]}
                      placeholder={t('setup.closed')}
                      aria-invalid={err ? true : undefined}
                      aria-describedby={err ? `${id}-err` : undefined}
                      onChange={(e) => set('days', { ...v.days, [d]: e.target.value })}
                    />
                    {err ? (
                      <span id={`${id}-err`} className={styles.problem}>
                        {err}
                      </span>
                    ) : null}
                  </div>
                );
              })}
            </div>
            {issueAt('reservation.hours') && !WEEKDAYS.some((d) => issueAt(`reservation.hours.${d}`)) ? (
              <p className={styles.problem}>{issueAt('reservation.hours')}</p>
            ) : null}
          </fieldset>
          <div className={styles.numbers}>
            <NumberField
              label={t('setup.slotMinutes')}
              hint={t('setup.slotMinutes_hint')}
              value={v.slotMinutes}
              onValueChange={(x) => set('slotMinutes', x)}
              min={5}
              max={120}
              step={5}
              error={issueAt('reservation.slotMinutes')}
            />
            <NumberField
              label={t('setup.tableMinutes')}
              value={v.tableMinutes}
              onValueChange={(x) => set('tableMinutes', x)}
              min={15}
              max={720}
              step={15}
              error={issueAt('reservation.tableMinutes')}
            />
            <NumberField
              label={t('setup.leadMinutes')}
              hint={t('setup.leadMinutes_hint')}
              value={v.leadMinutes}
              onValueChange={(x) => set('leadMinutes', x)}
              min={0}
              max={10080}
              step={15}
            />
            <NumberField
              label={t('setup.maxParty')}
              value={v.maxParty}
              onValueChange={(x) => set('maxParty', x)}
              min={1}
              max={100}
            />
            <NumberField
              label={t('setup.depositPerPerson')}
              value={v.depositPerPerson}
              onValueChange={(x) => set('depositPerPerson', x)}
              min={0}
              max={1000}
              step={0.5}
              error={issueAt('reservation.depositPerPersonCents')}
            />
            <NumberField
              label={t('setup.depositPerBooking')}
              value={v.depositPerBooking}
              onValueChange={(x) => set('depositPerBooking', x)}
              min={0}
              max={1000}
              step={0.5}
              error={issueAt('reservation.depositPerBookingCents')}
            />
          </div>
          <h3 className={styles.h3}>{t('setup.areasAndTables', { areas: v.areas.length, tables: v.tables.length })}</h3>
          {issueAt('tables') && !v.tables.length ? <p className={styles.problem}>{issueAt('tables')}</p> : null}
          <SetupList
            items={v.areas}
            onItems={(areas) => set('areas', areas)}
            keyOf={(a) => a.id}
            nameOf={(a) => local(a.name)}
            removeLabel={(name) => t('setup.removeArea', { name })}
            canRemove={(a) => !v.tables.some((x) => x.areaId === a.id)}
            add={{ label: t('setup.addArea'), make: newArea }}
          >
            {(area, ai, edit) => {
              const areaLabel = local(area.name);
              const has = v.tables.some((x) => x.areaId === area.id);
              return (
                <>
                  <div className={styles.row}>
                    {(['en-gb', 'zh-hans'] as const).map((lang) => (
                      <label key={lang} className={styles.cell}>
                        {t(`setup.areaName_${lang}`)}
                        <input
                          className={styles.input}
                          value={area.name[lang]}
                          aria-invalid={issueAt(`areas.${ai}.name`) ? true : undefined}
                          onChange={(e) => edit({ name: { ...area.name, [lang]: e.target.value } })}
                        />
                      </label>
                    ))}
                  </div>
                  {issueAt(`areas.${ai}.name`) ? <p className={styles.problem}>{issueAt(`areas.${ai}.name`)}</p> : null}
                  {tablesOf(area.id, areaLabel)}
                  {has ? <p className={styles.muted}>{t('setup.areaHasTables')}</p> : null}
                </>
              );
            }}
          </SetupList>
          {v.tables.some((x) => x.areaId === '') ? (
            <Card as="section" className={styles.area} aria-label={t('setup.noArea')}>
              <p className={styles.muted}>{t('setup.noArea')}</p>
              {tablesOf('', t('setup.noArea'))}
            </Card>
          ) : null}
        </>
      ) : null}
      <SetupSave busy={busy} failure={failure} onSave={() => void save()} />
    </section>
  );
}
