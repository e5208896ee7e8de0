// Date-range passes set up from the console (issue 30): whether the venue sells passes (its customers'
// home becomes the pass page), and its pass types, each with a name in both languages, the days it is
// valid, the passes sold a day and its price. Saved into the console's draft; problems are named by
// meaning beside their field before anything is sent.
import { useTranslation } from '../../../i18n';
import { fromPassSetup, newPass, passSetupIssues, toPassSetup, type PassValues } from '../../../features/backoffice';
import type { ConfigSnapshot } from '../../../domain';
import { Button } from '../../../ui/Button/Button';
import { Alert } from '../../../ui/Alert/Alert';
import { Card } from '../../../ui/Card/Card';
import { NumberField } from '../../../ui/NumberField/NumberField';
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
  const edit = (i: number, patch: Partial<PassValues>) =>
    set(
      'passes',
      v.passes.map((p, j) => (j === i ? { ...p, ...patch } : p)),
    );
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
      {v.passes.map((p, i) => {
        const n = i + 1;
        const label = p.name[lang] || p.name['en-gb'] || p.name['zh-hans'] || t('setup.pass_n', { n });
        return (
          <Card as="section" key={p.id} className={styles.area} aria-label={label}>
            <div className={styles.row}>
              {(['en-gb', 'zh-hans'] as const).map((l) => (
                <label key={l} className={styles.cell}>
                  {t(`setup.pass_name_${l}`, { n })}
                  <input
                    className={styles.input}
                    value={p.name[l]}
                    aria-invalid={issueAt(`${i}.name`) ? true : undefined}
                    onChange={(e) => edit(i, { name: { ...p.name, [l]: e.target.value } })}
                  />
                </label>
              ))}
            </div>
            {issueAt(`${i}.name`) ? <p className={styles.problem}>{issueAt(`${i}.name`)}</p> : null}
            <div className={styles.numbers}>
              <NumberField
                label={t('setup.pass_days', { n })}
                value={p.days}
                onValueChange={(x) => edit(i, { days: x })}
                min={1}
                max={366}
                error={issueAt(`${i}.days`)}
              />
              <NumberField
                label={t('setup.pass_capacity', { n })}
                value={p.capacity}
                onValueChange={(x) => edit(i, { capacity: x })}
                min={1}
                max={100000}
                error={issueAt(`${i}.capacity`)}
              />
              <NumberField
                label={t('setup.pass_price', { n })}
                value={p.price}
                onValueChange={(x) => edit(i, { price: x })}
                min={0}
                max={10000}
                step={0.5}
                error={issueAt(`${i}.priceCents`)}
              />
            </div>
            <div>
              <Button
                variant="dangerOutline"
                size="sm"
                onClick={() =>
                  set(
                    'passes',
                    v.passes.filter((_, j) => j !== i),
                  )
                }
              >
                {t('setup.pass_remove', { name: label })}
              </Button>
            </div>
          </Card>
        );
      })}
      {issueAt('') ? <p className={styles.problem}>{issueAt('')}</p> : null}
      <div>
        <Button variant="secondary" size="sm" onClick={() => set('passes', [...v.passes, newPass()])}>
          {t('setup.pass_add')}
        </Button>
      </div>
      {failure ? (
        <Alert as="p" className={styles.failure}>
          {failure}
        </Alert>
      ) : null}
      <div className={styles.actions}>
        <Button variant="primary" busy={busy} onClick={() => void save()}>
          {busy ? t('setup.saving') : t('setup.save')}
        </Button>
        <span className={styles.muted}>{t('setup.saveHint')}</span>
      </div>
    </section>
  );
}
