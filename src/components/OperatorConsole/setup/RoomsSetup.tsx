// Party rooms and KTV rooms set up from the console (issue 30): whether the venue takes room bookings
// and which kind, the deposit share and overtime step, and the rooms (name in both languages, people,
// opening hours and days, hourly rate, time bands, fewest and most hours, minimum spend). Saved into
// the console's draft (nothing goes live until it is published); problems named beside their field.
import { useTranslation } from '../../../i18n';
import { fromRoomsSetup, newRoom, roomsSetupIssues, toRoomsSetup, type RoomValues } from '../../../features/backoffice';
import { ROOM_FAMILIES, WEEKDAYS } from '../../../domain';
import { NumberField } from '../../../ui/NumberField/NumberField';
import { LicenceNote } from './LicenceNote';
import { RoomBands } from './RoomBands';
import { SetupSave } from './SetupSave';
import { useSetupDraft, type SetupSectionProps } from './useSetupDraft';
import { SetupList } from './SetupList';
import styles from './ModeSetup.module.css';

const ROOMS = { read: toRoomsSetup, write: fromRoomsSetup, check: roomsSetupIssues };
const LANGS = ['en-gb', 'zh-hans'] as const;

export function RoomsSetup(props: SetupSectionProps) {
  const { t, i18n } = useTranslation();
  const { v, set, tried, busy, failure, rootRef, issues, save } = useSetupDraft(props, ROOMS);
  /** The problem at a path (a list's own problem when `exact`, else also its items'). */
  const issueAt = (path: string, exact = false): string | undefined => {
    if (!tried) return undefined;
    const i = issues.find((x) => x.path === `rooms.${path}` || (!exact && x.path.startsWith(`rooms.${path}.`)));
    return i ? t(`setup.issue_${i.code}`) : undefined;
  };
  const problem = (path: string, exact = false) =>
    issueAt(path, exact) ? <p className={styles.problem}>{issueAt(path, exact)}</p> : null;
  const local = (n: RoomValues['name']) =>
    (i18n.language === 'zh-hans' ? n['zh-hans'] || n['en-gb'] : n['en-gb'] || n['zh-hans']) || '—';
  const toggle = <T,>(list: T[], x: T, on: boolean) => (on ? [...list, x] : list.filter((y) => y !== x));

  return (
    <section ref={rootRef} className={styles.setup} aria-labelledby="setup-rooms-title">
      <h2 id="setup-rooms-title" className={styles.h2}>
        {t('setup.rooms_title')}
      </h2>
      <p className={styles.muted}>{t('setup.rooms_intro')}</p>
      <LicenceNote {...props} needed={v.on} what="rooms" />
      <label className={styles.check}>
        <input type="checkbox" checked={v.on} onChange={(e) => set('on', e.target.checked)} />
        {t('setup.rooms_on')}
      </label>
      {v.on ? (
        <>
          <fieldset className={styles.fieldset}>
            <legend>{t('setup.rooms_family')}</legend>
            <div className={styles.row}>
              {ROOM_FAMILIES.map((f) => (
                <label key={f} className={styles.check}>
                  <input type="radio" name="rooms-family" checked={v.family === f} onChange={() => set('family', f)} />
                  {t(`setup.rooms_family_${f}`)}
                </label>
              ))}
            </div>
          </fieldset>
          <div className={styles.numbers}>
            <NumberField
              label={t('setup.rooms_deposit')}
              hint={t('setup.rooms_deposit_hint')}
              value={v.depositPercent}
              onValueChange={(x) => set('depositPercent', x)}
              min={0}
              max={100}
              step={5}
              error={issueAt('depositPercent')}
            />
            <NumberField
              label={t('setup.rooms_overtime')}
              hint={t('setup.rooms_overtime_hint')}
              value={v.overtimeMinutes}
              onValueChange={(x) => set('overtimeMinutes', x)}
              min={15}
              max={60}
              step={15}
              error={issueAt('overtimeMinutes')}
            />
          </div>
          <h3 className={styles.h3}>{t('setup.rooms_list', { count: v.rooms.length })}</h3>
          {!v.rooms.length ? (problem('rooms', true) ?? <p className={styles.muted}>{t('setup.rooms_none')}</p>) : null}
          <SetupList
            items={v.rooms}
            onItems={(rooms) => set('rooms', rooms)}
            keyOf={(r) => r.id}
            nameOf={(r) => local(r.name)}
            removeLabel={(name) => t('setup.rooms_remove', { name })}
            add={{ label: t('setup.rooms_add'), make: () => newRoom(v.rooms, v.rooms.length + 1, v.family) }}
          >
            {(r, i, edit) => {
              const name = local(r.name);
              const at = `rooms.${i}`;
              return (
                <>
                  <div className={styles.row}>
                    {LANGS.map((lang) => (
                      <label key={lang} className={styles.cell}>
                        {t(`setup.rooms_name_${lang}`)}
                        <input
                          className={styles.input}
                          value={r.name[lang]}
                          aria-invalid={issueAt(`${at}.name`) ? true : undefined}
                          onChange={(e) => edit({ name: { ...r.name, [lang]: e.target.value } })}
                        />
                      </label>
                    ))}
                    <NumberField
                      label={t('setup.rooms_capacity', { name })}
                      value={r.capacity}
                      onValueChange={(x) => edit({ capacity: x })}
                      min={1}
                      max={200}
                      step={1}
                      error={issueAt(`${at}.capacity`)}
                    />
                  </div>
                  {problem(`${at}.name`)}
                  {problem(`${at}.id`)}
                  <div className={styles.row}>
                    <label className={styles.cell}>
                      {t('setup.rooms_from', { name })}
                      <input
                        type="time"
                        className={styles.input}
                        value={r.from}
                        aria-invalid={issueAt(`${at}.hours`) && r.days.length ? true : undefined}
                        onChange={(e) => edit({ from: e.target.value })}
                      />
                    </label>
                    <label className={styles.cell}>
                      {t('setup.rooms_to', { name })}
                      <input
                        className={styles.input}
                        value={r.to}
                        inputMode="numeric"
                        placeholder="24:00"
                        onChange={(e) => edit({ to: e.target.value })}
                      />
                    </label>
                  </div>
                  <fieldset className={styles.fieldset}>
                    <legend>{t('setup.rooms_days', { name })}</legend>
                    <div className={styles.row}>
                      {WEEKDAYS.map((d) => (
                        <label key={d} className={styles.check}>
                          <input
                            type="checkbox"
                            checked={r.days.includes(d)}
                            aria-invalid={issueAt(`${at}.hours`) && !r.days.length ? true : undefined}
                            onChange={(e) => edit({ days: toggle(r.days, d, e.target.checked) })}
                          />
                          {t(`setup.day_${d}`)}
                        </label>
                      ))}
                    </div>
                    {problem(`${at}.hours`)}
                  </fieldset>
                  <div className={styles.numbers}>
                    <NumberField
                      label={t('setup.rooms_rate', { name })}
                      hint={t('setup.rooms_rate_hint')}
                      value={r.rate}
                      onValueChange={(x) => edit({ rate: x })}
                      min={0}
                      max={10000}
                      step={1}
                      error={issueAt(`${at}.centsPerHour`)}
                    />
                    <NumberField
                      label={t('setup.rooms_minHours')}
                      value={r.minHours}
                      onValueChange={(x) => edit({ minHours: x })}
                      min={1}
                      max={12}
                      step={1}
                      error={issueAt(`${at}.minHours`)}
                    />
                    <NumberField
                      label={t('setup.rooms_maxHours')}
                      value={r.maxHours}
                      onValueChange={(x) => edit({ maxHours: x })}
                      min={1}
                      max={12}
                      step={1}
                    />
                    <NumberField
                      label={t('setup.rooms_minSpend')}
                      hint={t('setup.rooms_minSpend_hint', { name })}
                      value={r.minSpend}
                      onValueChange={(x) => edit({ minSpend: x })}
                      min={0}
                      max={10000}
                      step={10}
                      error={issueAt(`${at}.minSpendCents`)}
                    />
                  </div>
                  <RoomBands
                    room={r}
                    name={name}
                    problem={issueAt(`${at}.bands`)}
                    onBands={(bands) => edit({ bands })}
                  />
                </>
              );
            }}
          </SetupList>
        </>
      ) : null}
      <SetupSave busy={busy} failure={failure} onSave={() => void save()} />
    </section>
  );
}
