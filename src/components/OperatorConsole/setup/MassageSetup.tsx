// Massage set up from the console (issue 30): whether the venue takes massage bookings, the buffer
// between treatments, the treatments (name in both languages, length, price), and the therapists and
// rooms with their working hours, days off and the treatments each gives. Saved into the console's
// draft (nothing goes live until it is published); problems are named by meaning beside their field.
import { useTranslation } from '../../../i18n';
import {
  fromMassageSetup,
  massageSetupIssues,
  newMassageService,
  newMassageStaff,
  toMassageSetup,
  type MassageStaffValues,
} from '../../../features/backoffice';
import { WEEKDAYS, type MassageStaffKind } from '../../../domain';
import { Button } from '../../../ui/Button/Button';
import { NumberField } from '../../../ui/NumberField/NumberField';
import { LicenceNote } from './LicenceNote';
import { SetupSave } from './SetupSave';
import { useSetupDraft, type SetupSectionProps } from './useSetupDraft';
import { SetupList } from './SetupList';
import styles from './ModeSetup.module.css';

const MASSAGE = { read: toMassageSetup, write: fromMassageSetup, check: massageSetupIssues };
const LANGS = ['en-gb', 'zh-hans'] as const;

export function MassageSetup(props: SetupSectionProps) {
  const { t, i18n } = useTranslation();
  const { v, set, tried, busy, failure, rootRef, issues, save } = useSetupDraft(props, MASSAGE);
  /** The problem at a path (a list's own problem when `exact`, else also its items'). */
  const issueAt = (path: string, exact = false): string | undefined => {
    if (!tried) return undefined;
    const i = issues.find((x) => x.path === `massage.${path}` || (!exact && x.path.startsWith(`massage.${path}.`)));
    return i ? t(`setup.issue_${i.code}`) : undefined;
  };
  const local = (n: { 'en-gb': string; 'zh-hans': string }) =>
    (i18n.language === 'zh-hans' ? n['zh-hans'] || n['en-gb'] : n['en-gb'] || n['zh-hans']) || '—';
  const addStaff = (kind: MassageStaffKind) =>
    set('staff', [
      ...v.staff,
      newMassageStaff(
        kind,
        v.staff,
        v.staff.filter((x) => x.kind === kind).length + 1,
        v.services.map((s) => s.id),
      ),
    ]);
  const toggle = <T,>(list: T[], x: T, on: boolean) => (on ? [...list, x] : list.filter((y) => y !== x));

  const names = (path: string, name: MassageStaffValues['name'], onName: (n: MassageStaffValues['name']) => void) => (
    <>
      {LANGS.map((lang) => (
        <label key={lang} className={styles.cell}>
          {t(`setup.massage_name_${lang}`)}
          <input
            className={styles.input}
            value={name[lang]}
            aria-invalid={issueAt(`${path}.name`) ? true : undefined}
            onChange={(e) => onName({ ...name, [lang]: e.target.value })}
          />
        </label>
      ))}
    </>
  );
  const problem = (path: string, exact = false) =>
    issueAt(path, exact) ? <p className={styles.problem}>{issueAt(path, exact)}</p> : null;

  return (
    <section ref={rootRef} className={styles.setup} aria-labelledby="setup-massage-title">
      <h2 id="setup-massage-title" className={styles.h2}>
        {t('setup.massage_title')}
      </h2>
      <p className={styles.muted}>{t('setup.massage_intro')}</p>
      <LicenceNote {...props} needed={v.on} what="massage" />
      <label className={styles.check}>
        <input type="checkbox" checked={v.on} onChange={(e) => set('on', e.target.checked)} />
        {t('setup.massage_on')}
      </label>
      {v.on ? (
        <>
          <div className={styles.numbers}>
            <NumberField
              label={t('setup.massage_buffer')}
              hint={t('setup.massage_buffer_hint')}
              value={v.bufferMinutes}
              onValueChange={(x) => set('bufferMinutes', x)}
              min={0}
              max={60}
              step={5}
              error={issueAt('bufferMinutes')}
            />
          </div>
          <h3 className={styles.h3}>{t('setup.massage_services', { count: v.services.length })}</h3>
          {!v.services.length
            ? (problem('services', true) ?? <p className={styles.muted}>{t('setup.massage_noServices')}</p>)
            : null}
          <SetupList
            items={v.services}
            onItems={(services) => set('services', services)}
            keyOf={(x) => x.id}
            nameOf={(x) => local(x.name)}
            removeLabel={(name) => t('setup.massage_remove', { name })}
            add={{
              label: t('setup.massage_addService'),
              make: () => newMassageService(v.services, v.services.length + 1),
            }}
          >
            {(s, i, edit) => {
              const name = local(s.name);
              return (
                <>
                  <div className={styles.row}>
                    {names(`services.${i}`, s.name, (n) => edit({ name: n }))}
                    <NumberField
                      label={t('setup.massage_minutes', { name })}
                      value={s.minutes}
                      onValueChange={(x) => edit({ minutes: x })}
                      min={15}
                      max={240}
                      step={5}
                      error={issueAt(`services.${i}.minutes`)}
                    />
                    <NumberField
                      label={t('setup.massage_price', { name })}
                      value={s.price}
                      onValueChange={(x) => edit({ price: x })}
                      min={0}
                      max={1000}
                      step={0.5}
                      error={issueAt(`services.${i}.priceCents`)}
                    />
                  </div>
                  {problem(`services.${i}.name`)}
                  {problem(`services.${i}.id`)}
                </>
              );
            }}
          </SetupList>
          <h3 className={styles.h3}>{t('setup.massage_staff', { count: v.staff.length })}</h3>
          {problem('staff', true)}
          <SetupList
            items={v.staff}
            onItems={(staff) => set('staff', staff)}
            keyOf={(x) => x.id}
            nameOf={(x) => local(x.name)}
            removeLabel={(name) => t('setup.massage_remove', { name })}
          >
            {(x, i, edit) => {
              const name = local(x.name);
              return (
                <>
                  <p className={styles.muted}>{t(`setup.massage_kind_${x.kind}`)}</p>
                  <div className={styles.row}>
                    {names(`staff.${i}`, x.name, (n) => edit({ name: n }))}
                    <label className={styles.cell}>
                      {t('setup.massage_from', { name })}
                      <input
                        type="time"
                        className={styles.input}
                        value={x.from}
                        aria-invalid={issueAt(`staff.${i}.hours`) && x.days.length ? true : undefined}
                        onChange={(e) => edit({ from: e.target.value })}
                      />
                    </label>
                    <label className={styles.cell}>
                      {t('setup.massage_to', { name })}
                      <input
                        type="time"
                        className={styles.input}
                        value={x.to}
                        onChange={(e) => edit({ to: e.target.value })}
                      />
                    </label>
                  </div>
                  {problem(`staff.${i}.hours`)}
                  <fieldset className={styles.fieldset}>
                    <legend>{t('setup.massage_days', { name })}</legend>
                    <div className={styles.row}>
                      {WEEKDAYS.map((d) => (
                        <label key={d} className={styles.check}>
                          <input
                            type="checkbox"
                            checked={x.days.includes(d)}
                            aria-invalid={issueAt(`staff.${i}.hours`) && !x.days.length ? true : undefined}
                            onChange={(e) => edit({ days: toggle(x.days, d, e.target.checked) })}
                          />
                          {t(`setup.day_${d}`)}
                        </label>
                      ))}
                    </div>
                  </fieldset>
                  <fieldset className={styles.fieldset}>
                    <legend>{t('setup.massage_gives', { name })}</legend>
                    <div className={styles.row}>
                      {v.services.map((s) => (
                        <label key={s.id} className={styles.check}>
                          <input
                            type="checkbox"
                            checked={x.serviceIds.includes(s.id)}
                            aria-invalid={issueAt(`staff.${i}.serviceIds`) ? true : undefined}
                            onChange={(e) => edit({ serviceIds: toggle(x.serviceIds, s.id, e.target.checked) })}
                          />
                          {local(s.name)}
                        </label>
                      ))}
                    </div>
                    {problem(`staff.${i}.serviceIds`)}
                  </fieldset>
                  {problem(`staff.${i}.name`)}
                </>
              );
            }}
          </SetupList>
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => addStaff('therapist')}>
              {t('setup.massage_addTherapist')}
            </Button>
            <Button variant="secondary" onClick={() => addStaff('room')}>
              {t('setup.massage_addRoom')}
            </Button>
          </div>
        </>
      ) : null}
      <SetupSave busy={busy} failure={failure} onSave={() => void save()} />
    </section>
  );
}
