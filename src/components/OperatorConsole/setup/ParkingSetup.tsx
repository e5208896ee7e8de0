// Parking set up from the console (issue 30): whether the venue sells parking, the car park's name,
// its bays, and the tariff (first hour, each further hour, the daily cap, grace time, shortest and
// longest stay) with the price of an example stay. Saved into the console's draft; problems are named
// by meaning beside their field before anything is sent.
import { useTranslation } from '../../../i18n';
import { fromParkingSetup, parkingSetupIssues, toParkingSetup } from '../../../features/backoffice';
import { parkingFee, type ConfigSnapshot } from '../../../domain';
import { useMoney } from '../../../shared/hooks';
import { NumberField } from '../../../ui/NumberField/NumberField';
import { SetupSave } from './SetupSave';
import { useSetupDraft, type SetupSectionProps } from './useSetupDraft';
import { ParkingBands } from './ParkingBands';
import styles from './ModeSetup.module.css';

const PARKING = {
  read: (c: ConfigSnapshot) => toParkingSetup(c),
  write: fromParkingSetup,
  check: parkingSetupIssues,
};

// A Monday at 09:00 (UTC): the example is a daytime stay, outside a night band.
const EXAMPLE_ENTRY = Date.UTC(2026, 0, 5, 9, 0);

export function ParkingSetup(props: SetupSectionProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const { base, v, set, tried, busy, failure, rootRef, issues, save } = useSetupDraft(props, PARKING);
  const issueAt = (path: string): string | undefined => {
    if (!tried) return undefined;
    const i = issues.find((x) => x.path === `parking.${path}`);
    return i ? t(`setup.issue_${i.code}`) : undefined;
  };
  const doc = fromParkingSetup(v, base).resources.parking;
  const example = doc
    ? parkingFee(
        EXAMPLE_ENTRY,
        EXAMPLE_ENTRY + 3 * 3_600_000,
        {
          firstHourCents: doc.firstHourCents,
          perHourCents: doc.perHourCents,
          dailyMaxCents: doc.dailyMaxCents,
          minSpanMinutes: doc.minStayMinutes,
          graceMinutes: doc.graceMinutes,
          bands: doc.bands,
        },
        'UTC',
      ).cents
    : 0;

  const money$ = (k: 'firstHour' | 'perHour' | 'dailyMax', path: string, hint?: string) => (
    <NumberField
      label={t(`setup.parking_${k}`)}
      hint={hint}
      value={v[k]}
      onValueChange={(x) => set(k, x)}
      min={0}
      max={1000}
      step={0.5}
      error={issueAt(path)}
    />
  );
  return (
    <section ref={rootRef} className={styles.setup} aria-labelledby="setup-parking-title">
      <h2 id="setup-parking-title" className={styles.h2}>
        {t('setup.parking_title')}
      </h2>
      <p className={styles.muted}>{t('setup.parking_intro')}</p>
      <label className={styles.check}>
        <input type="checkbox" checked={v.on} onChange={(e) => set('on', e.target.checked)} />
        {t('setup.parking_on')}
      </label>
      {v.on ? (
        <>
          <div className={styles.row}>
            {(['en-gb', 'zh-hans'] as const).map((lang) => (
              <label key={lang} className={styles.cell}>
                {t(`setup.parking_name_${lang}`)}
                <input
                  className={styles.input}
                  value={v.name[lang]}
                  aria-invalid={issueAt('name') ? true : undefined}
                  onChange={(e) => set('name', { ...v.name, [lang]: e.target.value })}
                />
              </label>
            ))}
          </div>
          {issueAt('name') ? <p className={styles.problem}>{issueAt('name')}</p> : null}
          <div className={styles.numbers}>
            <NumberField
              label={t('setup.parking_bays')}
              value={v.bays}
              onValueChange={(x) => set('bays', x)}
              min={1}
              max={5000}
              error={issueAt('bays')}
            />
          </div>
          <fieldset className={styles.fieldset}>
            <legend>{t('setup.parking_tariff')}</legend>
            <div className={styles.numbers}>
              {money$('firstHour', 'firstHourCents')}
              {money$('perHour', 'perHourCents')}
              {money$('dailyMax', 'dailyMaxCents', t('setup.parking_dailyMax_hint'))}
              <NumberField
                label={t('setup.parking_grace')}
                hint={t('setup.parking_grace_hint')}
                value={v.graceMinutes}
                onValueChange={(x) => set('graceMinutes', x)}
                min={0}
                max={240}
                step={5}
                error={issueAt('graceMinutes')}
              />
              <NumberField
                label={t('setup.parking_minStay')}
                value={v.minStayMinutes}
                onValueChange={(x) => set('minStayMinutes', x)}
                min={15}
                max={1440}
                step={15}
                error={issueAt('minStayMinutes')}
              />
              <NumberField
                label={t('setup.parking_maxStay')}
                hint={t('setup.parking_maxStay_hint')}
                value={v.maxStayDays}
                onValueChange={(x) => set('maxStayDays', x)}
                min={0}
                max={365}
                error={issueAt('maxStayDays')}
              />
            </div>
            <p className={styles.muted} data-testid="parking-example">
              {t('setup.parking_example', { price: money(example) })}
            </p>
          </fieldset>
          <ParkingBands
            bands={v.bands}
            openFrom={v.openFrom}
            openUntil={v.openUntil}
            setBands={(b) => set('bands', b)}
            setOpen={(k, x) => set(k, x)}
            issueAt={issueAt}
          />
        </>
      ) : null}
      <SetupSave busy={busy} failure={failure} onSave={() => void save()} />
    </section>
  );
}
