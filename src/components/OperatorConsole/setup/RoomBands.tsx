// The time bands of one party or KTV room (issue 30): from, until and the hourly rate of each band,
// added and removed by button; a band's problem is shown beneath the list.
import { useTranslation } from '../../../i18n';
import { newRoomBand, type RoomBandValues, type RoomValues } from '../../../features/backoffice';
import { Button } from '../../../ui/Button/Button';
import { NumberField } from '../../../ui/NumberField/NumberField';
import styles from './ModeSetup.module.css';

interface Props {
  room: RoomValues;
  name: string;
  problem: string | undefined;
  onBands: (bands: RoomBandValues[]) => void;
}

export function RoomBands({ room, name, problem, onBands }: Props) {
  const { t } = useTranslation();
  const edit = (j: number, change: Partial<RoomBandValues>) =>
    onBands(room.bands.map((b, k) => (k === j ? { ...b, ...change } : b)));
  return (
    <fieldset className={styles.fieldset}>
      <legend>{t('setup.rooms_bands', { name })}</legend>
      {room.bands.map((b, j) => (
        <div key={j} className={styles.row}>
          <label className={styles.cell}>
            {t('setup.rooms_band_from', { n: j + 1 })}
            <input
              type="time"
              className={styles.input}
              value={b.from}
              aria-invalid={problem ? true : undefined}
              onChange={(e) => edit(j, { from: e.target.value })}
            />
          </label>
          <label className={styles.cell}>
            {t('setup.rooms_band_to', { n: j + 1 })}
            <input
              className={styles.input}
              value={b.to}
              inputMode="numeric"
              placeholder="24:00"
              onChange={(e) => edit(j, { to: e.target.value })}
            />
          </label>
          <NumberField
            label={t('setup.rooms_band_rate', { n: j + 1 })}
            value={b.rate}
            onValueChange={(x) => edit(j, { rate: x })}
            min={0}
            max={10000}
            step={1}
          />
          <Button variant="dangerOutline" size="sm" onClick={() => onBands(room.bands.filter((_, k) => k !== j))}>
            {t('setup.rooms_band_remove', { n: j + 1 })}
          </Button>
        </div>
      ))}
      {problem ? <p className={styles.problem}>{problem}</p> : null}
      <div>
        <Button variant="secondary" size="sm" onClick={() => onBands([...room.bands, newRoomBand(room)])}>
          {t('setup.rooms_band_add', { name })}
        </Button>
      </div>
    </fieldset>
  );
}
