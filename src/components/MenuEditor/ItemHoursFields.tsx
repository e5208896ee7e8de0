// An item's own hours in the item form (issue 31, "available only in some hours or days"): a switch,
// then the days it is served (Monday first) and its start and end as HH:mm. Off: whenever the venue is
// open. The menu's checker names a problem beside the fields (src/domain/itemHours.ts).
import { useTranslation } from '../../i18n';
import type { ItemHours } from '../../domain/itemHours';
import styles from './MenuEditor.module.css';

interface Props {
  value: ItemHours | null | undefined;
  onChange: (v: ItemHours | null) => void;
  /** The problem in words, shown once the operator tried to keep the item. */
  error?: string;
}

/** The days in the order a week reads in both languages here: Monday to Sunday. */
const WEEK = [1, 2, 3, 4, 5, 6, 0];
const FIRST: ItemHours = { days: [1, 2, 3, 4, 5, 6, 0], from: '07:00', to: '11:00' };

export function ItemHoursFields({ value, onChange, error }: Props) {
  const { t } = useTranslation();
  const on = !!value;
  const errId = 'menu-item-hours-err';
  const invalid = error ? { 'aria-invalid': true, 'aria-describedby': errId } : {};
  const time = (key: 'from' | 'to', label: string) => (
    <div className={styles.field}>
      <label htmlFor={`menu-item-hours-${key}`}>{label}</label>
      <input
        id={`menu-item-hours-${key}`}
        className={styles.input}
        inputMode="numeric"
        maxLength={5}
        placeholder="11:00"
        value={value?.[key] ?? ''}
        onChange={(e) => value && onChange({ ...value, [key]: e.target.value.trim() })}
        {...invalid}
      />
    </div>
  );
  return (
    <>
      <label className={styles.check}>
        <input type="checkbox" checked={on} onChange={(e) => onChange(e.target.checked ? FIRST : null)} />
        {t('menuedit.hoursOnly')}
      </label>
      {value ? (
        <fieldset className={styles.form}>
          <legend>{t('menuedit.hoursDays')}</legend>
          <div className={styles.pair}>
            {WEEK.map((d) => (
              <label key={d} className={styles.check}>
                <input
                  type="checkbox"
                  checked={value.days.includes(d)}
                  onChange={(e) =>
                    onChange({
                      ...value,
                      days: e.target.checked ? [...value.days, d] : value.days.filter((x) => x !== d),
                    })
                  }
                />
                {t(`ordering.servedDay_${d}`)}
              </label>
            ))}
          </div>
          <div className={styles.pair}>
            {time('from', t('menuedit.hoursFrom'))}
            {time('to', t('menuedit.hoursTo'))}
          </div>
          {error ? (
            <span id={errId} className={styles.problem}>
              {error}
            </span>
          ) : null}
        </fieldset>
      ) : null}
    </>
  );
}
