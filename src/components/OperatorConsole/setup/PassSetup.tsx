// Date-range passes set up from the console (issue 30): whether the venue sells passes (its customers'
// home becomes the pass page), and its pass types, each with a name in both languages, the days it is
// valid, the passes sold a day and its price. Saved into the console's draft; problems are named by
// meaning beside their field before anything is sent.
import { useTranslation } from '../../../i18n';
import { fromPassSetup, newPass, passSetupIssues, toPassSetup } from '../../../features/backoffice';
import type { ConfigSnapshot } from '../../../domain';
import { NumberField } from '../../../ui/NumberField/NumberField';
import { SetupList } from './SetupList';
import { SetupSave } from './SetupSave';
import { useSetupDraft, type SetupSectionProps } from './useSetupDraft';
import styles from './ModeSetup.module.css';

const PASSES = {
  read: (c: ConfigSnapshot) => toPassSetup(c),
  write: fromPassSetup,
  check: passSetupIssues,
};

export function PassSetup(props: SetupSectionProps) {
  const { t, i18n } = useTranslation();
  const { v, set, tried, busy, failure, rootRef, issues, save } = useSetupDraft(props, PASSES);
  const issueAt = (path: string): string | undefined => {
    if (!tried) return undefined;
    const i = issues.find((x) => x.path === `passes${path ? `.${path}` : ''}`);
    return i ? t(`setup.issue_${i.code}`) : undefined;
  };
  const lang = i18n.language === 'zh-hans' ? 'zh-hans' : 'en-gb';
  return (
    <section ref={rootRef} className={styles.setup} aria-labelledby="setup-passes-title">
      <h2 id="setup-passes-title" className={styles.h2}>
        {t('setup.passes_title')}
      </h2>
      <p className={styles.muted}>{t('setup.passes_intro')}</p>
      <label className={styles.check}>
        <input type="checkbox" checked={v.on} onChange={(e) => set('on', e.target.checked)} />
        {t('setup.passes_on')}
      </label>
      <SetupList
        items={v.passes}
        onItems={(passes) => set('passes', passes)}
        keyOf={(p) => p.id}
        nameOf={(p, i) => p.name[lang] || p.name['en-gb'] || p.name['zh-hans'] || t('setup.pass_n', { n: i + 1 })}
        removeLabel={(name) => t('setup.pass_remove', { name })}
        add={{ label: t('setup.pass_add'), make: newPass }}
      >
        {(p, i, edit) => {
          const n = i + 1;
          return (
            <>
              <div className={styles.row}>
                {(['en-gb', 'zh-hans'] as const).map((l) => (
                  <label key={l} className={styles.cell}>
                    {t(`setup.pass_name_${l}`, { n })}
                    <input
                      className={styles.input}
                      value={p.name[l]}
                      aria-invalid={issueAt(`${i}.name`) ? true : undefined}
                      onChange={(e) => edit({ name: { ...p.name, [l]: e.target.value } })}
                    />
                  </label>
                ))}
              </div>
              {issueAt(`${i}.name`) ? <p className={styles.problem}>{issueAt(`${i}.name`)}</p> : null}
              <div className={styles.numbers}>
                <NumberField
                  label={t('setup.pass_days', { n })}
                  value={p.days}
                  onValueChange={(x) => edit({ days: x })}
                  min={1}
                  max={366}
                  error={issueAt(`${i}.days`)}
                />
                <NumberField
                  label={t('setup.pass_capacity', { n })}
                  value={p.capacity}
                  onValueChange={(x) => edit({ capacity: x })}
                  min={1}
                  max={100000}
                  error={issueAt(`${i}.capacity`)}
                />
                <NumberField
                  label={t('setup.pass_price', { n })}
                  value={p.price}
                  onValueChange={(x) => edit({ price: x })}
                  min={0}
                  max={10000}
                  step={0.5}
                  error={issueAt(`${i}.priceCents`)}
                />
              </div>
            </>
          );
        }}
      </SetupList>
      {issueAt('') ? <p className={styles.problem}>{issueAt('')}</p> : null}
      <SetupSave busy={busy} failure={failure} onSave={() => void save()} />
    </section>
  );
}
