// The time bands of one party or KTV room (issue 30): from, until and the hourly rate of each band,
// added, moved and removed by button (SetupList); a band's problem is shown beneath the list.
import { useTranslation } from '../../../i18n';
import { newRoomBand, type RoomBandValues, type RoomValues } from '../../../features/backoffice';
import { NumberField } from '../../../ui/NumberField/NumberField';
import { SetupList } from './SetupList';
import styles from './ModeSetup.module.css';

interface Props {
  room: RoomValues;
  name: string;
  problem: string | undefined;
  onBands: (bands: RoomBandValues[]) => void;
}

export function RoomBands({ room, name, problem, onBands }: Props) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.fieldset}>
      <legend>{t('setup.rooms_bands', { name })}</legend>
      <SetupList
        items={room.bands}
        onItems={onBands}
        look="line"
        nameOf={(_, j) => t('setup.rooms_band_n', { n: j + 1 })}
        removeLabel={(_, j) => t('setup.rooms_band_remove', { n: j + 1 })}
        add={{ label: t('setup.rooms_band_add', { name }), make: () => newRoomBand(room) }}
      >
        {(b, j, edit) => (
          <div className={styles.row}>
            <label className={styles.cell}>
              {t('setup.rooms_band_from', { n: j + 1 })}
              <input
                type="time"
                className={styles.input}
                value={b.from}
                aria-invalid={problem ? true : undefined}
                onChange={(e) => edit({ from: e.target.value })}
              />
            </label>
            <label className={styles.cell}>
              {t('setup.rooms_band_to', { n: j + 1 })}
              <input
                className={styles.input}
                value={b.to}
                inputMode="numeric"
                placeholder="24:00"
                onChange={(e) => edit({ to: e.target.value })}
              />
            </label>
            <NumberField
              label={t('setup.rooms_band_rate', { n: j + 1 })}
              value={b.rate}
              onValueChange={(x) => edit({ rate: x })}
              min={0}
              max={10000}
              step={1}
            />
          </div>
        )}
      </SetupList>
      {problem ? <p className={styles.problem}>{problem}</p> : null}
    </fieldset>
  );
}
