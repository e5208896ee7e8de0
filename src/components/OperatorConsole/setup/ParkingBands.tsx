// The parking tariff's bands and opening hours (issue 30), inside the parking setup: each band a night
// or weekend rate (which days, from, to, the price of an hour that starts in it, its own cap a day),
// added, moved and removed by button (SetupList); the car park's opening hours (entry and exit within them, or any time).
import { useTranslation } from '../../../i18n';
import { BAND_DAYS, type BandDays } from '../../../domain';
import { newBand, type BandValues } from '../../../features/backoffice';
import { Button } from '../../../ui/Button/Button';
import { NumberField } from '../../../ui/NumberField/NumberField';
import { SetupList } from './SetupList';
import styles from './ModeSetup.module.css';

interface Props {
  bands: BandValues[];
  openFrom: string;
  openUntil: string;
  setBands: (b: BandValues[]) => void;
  setOpen: (k: 'openFrom' | 'openUntil', x: string) => void;
  /** The problem at a path of the parking (`bands.0.from`, `openFrom`), in words, once a save was tried. */
  issueAt: (path: string) => string | undefined;
}

export function ParkingBands({ bands, openFrom, openUntil, setBands, setOpen, issueAt }: Props) {
  const { t } = useTranslation();
  const clock = (label: string, value: string, onChange: (x: string) => void, problem?: string) => (
    <label className={styles.cell}>
      {label}
      <input
        type="time"
        className={styles.input}
        value={value}
        aria-invalid={problem ? true : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
    </label>
  );
  return (
    <>
      <fieldset className={styles.fieldset}>
        <legend>{t('setup.bands_title')}</legend>
        <p className={styles.muted}>{t('setup.bands_intro')}</p>
        <SetupList
          items={bands}
          onItems={setBands}
          look="line"
          nameOf={(_, i) => t('setup.band_n', { n: i + 1 })}
          removeLabel={(_, i) => t('setup.band_remove', { n: i + 1 })}
          add={{ label: t('setup.band_add'), make: bands.length < 4 ? newBand : null }}
        >
          {(b, i, edit) => {
            const n = i + 1;
            const times = issueAt(`bands.${i}.from`);
            return (
              <>
                <div className={styles.row}>
                  <label className={styles.cell}>
                    {t('setup.band_days', { n })}
                    <select
                      className={styles.input}
                      value={b.days}
                      onChange={(e) => edit({ days: e.target.value as BandDays })}
                    >
                      {BAND_DAYS.map((d) => (
                        <option key={d} value={d}>
                          {t(`setup.bandDays_${d}`)}
                        </option>
                      ))}
                    </select>
                  </label>
                  {clock(t('setup.band_from', { n }), b.from, (x) => edit({ from: x }), times)}
                  {clock(t('setup.band_to', { n }), b.to, (x) => edit({ to: x }), times)}
                  <NumberField
                    label={t('setup.band_perHour', { n })}
                    value={b.perHour}
                    onValueChange={(x) => edit({ perHour: x })}
                    min={0}
                    max={1000}
                    step={0.5}
                    error={issueAt(`bands.${i}.perHourCents`)}
                  />
                  <NumberField
                    label={t('setup.band_cap', { n })}
                    hint={t('setup.band_cap_hint')}
                    value={b.cap}
                    onValueChange={(x) => edit({ cap: x })}
                    min={0}
                    max={1000}
                    step={0.5}
                    error={issueAt(`bands.${i}.capCents`)}
                  />
                </div>
                {times ? <p className={styles.problem}>{times}</p> : null}
              </>
            );
          }}
        </SetupList>
        {issueAt('bands') ? <p className={styles.problem}>{issueAt('bands')}</p> : null}
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend>{t('setup.open_title')}</legend>
        <p className={styles.muted}>{t('setup.open_intro')}</p>
        <div className={styles.row}>
          {clock(t('setup.open_from'), openFrom, (x) => setOpen('openFrom', x), issueAt('openFrom'))}
          {clock(t('setup.open_until'), openUntil, (x) => setOpen('openUntil', x), issueAt('openFrom'))}
          {openFrom || openUntil ? (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => {
                setOpen('openFrom', '');
                setOpen('openUntil', '');
              }}
            >
              {t('setup.open_any')}
            </Button>
          ) : null}
        </div>
        {issueAt('openFrom') ? <p className={styles.problem}>{issueAt('openFrom')}</p> : null}
      </fieldset>
    </>
  );
}
