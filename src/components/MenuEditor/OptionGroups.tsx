// An item's option groups: each a name in both languages, how many a customer picks (minimum and
// maximum), and its options with a name in both languages and an added price.
import { useTranslation } from '../../i18n';
import { newMenuId } from '../../features/backoffice';
import type { MenuLang, MenuOption, MenuOptionGroup } from '../../domain/menu';
import { Button } from '../../ui/Button/Button';
import styles from './MenuEditor.module.css';

interface Props {
  groups: MenuOptionGroup[];
  onChange: (groups: MenuOptionGroup[]) => void;
  /** The problem at a path of the item (`optionGroups.0.min`), once the form was tried. */
  err: (path: string) => string | undefined;
}

const cents = (v: string) => (v.trim() === '' ? 0 : Math.round(Number(v) * 100));

export function OptionGroups({ groups, onChange, err }: Props) {
  const { t } = useTranslation();
  const setGroup = (gi: number, change: Partial<MenuOptionGroup>) =>
    onChange(groups.map((g, i) => (i === gi ? { ...g, ...change } : g)));
  const setOption = (gi: number, oi: number, change: Partial<MenuOption>) =>
    setGroup(gi, { options: groups[gi].options.map((o, i) => (i === oi ? { ...o, ...change } : o)) });
  const addGroup = () =>
    onChange([
      ...groups,
      { id: newMenuId('g', groups), name: { 'en-gb': '', 'zh-hans': '' }, min: 0, max: 1, options: [] },
    ]);
  const addOption = (gi: number) =>
    setGroup(gi, {
      options: [
        ...groups[gi].options,
        { id: newMenuId('o', groups[gi].options), name: { 'en-gb': '', 'zh-hans': '' }, priceCents: 0 },
      ],
    });

  const input = (
    path: string,
    label: string,
    value: string | number,
    onValue: (v: string) => void,
    extra: { type?: string; lang?: string; step?: string } = {},
  ) => {
    const e = err(path);
    const idv = `menu-opt-${path}`;
    return (
      <div className={styles.field}>
        <label htmlFor={idv}>{label}</label>
        <input
          id={idv}
          className={styles.input}
          type={extra.type ?? 'text'}
          step={extra.step}
          min={extra.type === 'number' ? 0 : undefined}
          lang={extra.lang}
          value={value}
          aria-invalid={e ? true : undefined}
          aria-describedby={e ? `${idv}-err` : undefined}
          onChange={(x) => onValue(x.target.value)}
        />
        {e ? (
          <span id={`${idv}-err`} className={styles.problem}>
            {e}
          </span>
        ) : null}
      </div>
    );
  };
  const name = (path: string, n: { 'en-gb': string; 'zh-hans': string }, on: (l: MenuLang, v: string) => void) => (
    <>
      {input(`${path}.en-gb`, t('menuedit.nameEn'), n['en-gb'], (v) => on('en-gb', v), { lang: 'en-GB' })}
      {input(`${path}.zh-hans`, t('menuedit.nameZh'), n['zh-hans'], (v) => on('zh-hans', v), { lang: 'zh-Hans' })}
    </>
  );

  return (
    <div className={styles.groups}>
      <h4 className={styles.h4}>{t('menuedit.optionGroups')}</h4>
      {groups.map((g, gi) => {
        const p = `optionGroups.${gi}`;
        const title = g.name['en-gb'] || g.name['zh-hans'] || t('menuedit.groupN', { n: gi + 1 });
        return (
          <fieldset key={g.id} className={styles.group}>
            <legend>{title}</legend>
            <div className={styles.pair}>
              {name(`${p}.name`, g.name, (l, v) => setGroup(gi, { name: { ...g.name, [l]: v } }))}
              {input(`${p}.min`, t('menuedit.min'), g.min, (v) => setGroup(gi, { min: Number(v) }), {
                type: 'number',
              })}
              {input(`${p}.max`, t('menuedit.max'), g.max, (v) => setGroup(gi, { max: Number(v) }), {
                type: 'number',
              })}
            </div>
            <ul className={styles.options}>
              {g.options.map((o, oi) => (
                <li key={o.id} className={styles.pair}>
                  {name(`${p}.options.${oi}.name`, o.name, (l, v) =>
                    setOption(gi, oi, { name: { ...o.name, [l]: v } }),
                  )}
                  {input(
                    `${p}.options.${oi}.priceCents`,
                    t('menuedit.optionPrice'),
                    Number.isFinite(o.priceCents) ? o.priceCents / 100 : '',
                    (v) => setOption(gi, oi, { priceCents: cents(v) }),
                    { type: 'number', step: '0.01' },
                  )}
                  <Button
                    variant="secondary"
                    onClick={() => setGroup(gi, { options: g.options.filter((_, i) => i !== oi) })}
                  >
                    {t('menuedit.removeOption', { name: o.name['en-gb'] || o.name['zh-hans'] || oi + 1 })}
                  </Button>
                </li>
              ))}
            </ul>
            <div className={styles.actions}>
              <Button variant="secondary" onClick={() => addOption(gi)}>
                {t('menuedit.addOption', { name: title })}
              </Button>
              <Button variant="secondary" onClick={() => onChange(groups.filter((_, i) => i !== gi))}>
                {t('menuedit.removeGroup', { name: title })}
              </Button>
            </div>
          </fieldset>
        );
      })}
      <Button variant="secondary" onClick={addGroup}>
        {t('menuedit.addGroup')}
      </Button>
    </div>
  );
}
