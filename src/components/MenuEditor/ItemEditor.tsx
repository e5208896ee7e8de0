// One item's form: names and descriptions in both languages, price in dollars, category, stock,
// hidden, notes allowed, its own hours (ItemHoursFields) and its option groups (OptionGroups). Problems are named beside their field
// (the menu's own checker, src/domain/menu.ts) and "Keep" is refused until there are none; the item
// joins the draft only when the menu is saved.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n';
import { centsFromText, itemIssues, priceText } from '../../features/backoffice';
import type { MenuDoc, MenuItem, MenuLang } from '../../domain/menu';
import { Button } from '../../ui/Button/Button';
import { ItemHoursFields } from './ItemHoursFields';
import { OptionGroups } from './OptionGroups';
import { issueText } from './issueText';
import { localName } from './localName';
import styles from './MenuEditor.module.css';

interface Props {
  menu: MenuDoc;
  item: MenuItem;
  onDone: (item: MenuItem) => void;
  onCancel: () => void;
}

export function ItemEditor({ menu, item, onDone, onCancel }: Props) {
  const { t, i18n } = useTranslation();
  const [it, setIt] = useState<MenuItem>(item);
  const [price, setPrice] = useState(priceText(item.priceCents));
  const [stock, setStock] = useState(item.stock === null ? '' : String(item.stock));
  const [tried, setTried] = useState(false);
  const root = useRef<HTMLFieldSetElement>(null);
  // Opened from a button that it replaces: the keyboard goes on in the form's first field.
  useEffect(() => root.current?.querySelector<HTMLElement>('input, textarea, select')?.focus(), []);
  const cents = centsFromText(price);
  const stockN = stock.trim() === '' ? null : /^\d+$/.test(stock.trim()) ? Number(stock) : NaN;
  const candidate: MenuItem = { ...it, priceCents: cents ?? NaN, stock: stockN };
  const issues = itemIssues(menu, candidate);
  const err = (path: string) => {
    if (!tried) return undefined;
    const i = issues.find((x) => x.path === path);
    return i ? issueText(t, i) : undefined;
  };
  const set = (change: Partial<MenuItem>) => setIt((o) => ({ ...o, ...change }));
  const text = (field: 'name' | 'description', lang: MenuLang, v: string) =>
    setIt((o) => ({ ...o, [field]: { ...o[field], [lang]: v } }));
  const id = (s: string) => `menu-item-${s}`;
  const field = (
    label: string,
    path: string,
    value: string,
    onValue: (v: string) => void,
    opts: { lang?: string; long?: boolean; max?: number; inputMode?: 'decimal' | 'numeric' } = {},
  ) => {
    const e = err(path);
    const props = {
      id: id(path),
      className: styles.input,
      value,
      lang: opts.lang,
      maxLength: opts.max,
      'aria-invalid': e ? true : undefined,
      'aria-describedby': e ? `${id(path)}-err` : undefined,
    };
    return (
      <div className={styles.field}>
        <label htmlFor={id(path)}>{label}</label>
        {opts.long ? (
          <textarea {...props} rows={2} onChange={(x) => onValue(x.target.value)} />
        ) : (
          <input {...props} inputMode={opts.inputMode} onChange={(x) => onValue(x.target.value)} />
        )}
        {e ? (
          <span id={`${id(path)}-err`} className={styles.problem}>
            {e}
          </span>
        ) : null}
      </div>
    );
  };
  const done = () => {
    setTried(true);
    if (issues.length) {
      setTimeout(() => root.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
      return;
    }
    onDone(candidate);
  };

  return (
    <fieldset ref={root} className={styles.form}>
      <legend className={styles.h3}>
        {item.name['en-gb'] || item.name['zh-hans']
          ? t('menuedit.editing', { name: localName(item.name, i18n.language) })
          : t('menuedit.newItem')}
      </legend>
      <div className={styles.pair}>
        {field(t('menuedit.nameEn'), 'name.en-gb', it.name['en-gb'], (v) => text('name', 'en-gb', v), {
          lang: 'en-GB',
          max: 80,
        })}
        {field(t('menuedit.nameZh'), 'name.zh-hans', it.name['zh-hans'], (v) => text('name', 'zh-hans', v), {
          lang: 'zh-Hans',
          max: 80,
        })}
        {field(
          t('menuedit.descriptionEn'),
          'description.en-gb',
          it.description['en-gb'],
          (v) => text('description', 'en-gb', v),
          { lang: 'en-GB', long: true, max: 500 },
        )}
        {field(
          t('menuedit.descriptionZh'),
          'description.zh-hans',
          it.description['zh-hans'],
          (v) => text('description', 'zh-hans', v),
          { lang: 'zh-Hans', long: true, max: 500 },
        )}
      </div>
      <div className={styles.pair}>
        {field(t('menuedit.price'), 'priceCents', price, setPrice, { inputMode: 'decimal' })}
        <div className={styles.field}>
          <label htmlFor={id('category')}>{t('menuedit.category')}</label>
          <select
            id={id('category')}
            className={styles.input}
            value={it.categoryId}
            onChange={(e) => set({ categoryId: e.target.value })}
          >
            {menu.categories.map((c) => (
              <option key={c.id} value={c.id}>
                {localName(c.name, i18n.language)}
              </option>
            ))}
          </select>
        </div>
        {field(t('menuedit.stock'), 'stock', stock, setStock, { inputMode: 'numeric' })}
      </div>
      <label className={styles.check}>
        <input type="checkbox" checked={it.hidden} onChange={(e) => set({ hidden: e.target.checked })} />
        {t('menuedit.hidden')}
      </label>
      <label className={styles.check}>
        <input type="checkbox" checked={it.notesAllowed} onChange={(e) => set({ notesAllowed: e.target.checked })} />
        {t('menuedit.notesAllowed')}
      </label>
      <ItemHoursFields
        value={it.availability}
        onChange={(availability) => set({ availability })}
        error={err('availability')}
      />
      <OptionGroups groups={it.optionGroups} onChange={(optionGroups) => set({ optionGroups })} err={err} />
      {tried && issues.length ? (
        <p className={styles.problem} role="alert">
          {t('menuedit.itemFixFirst', { count: issues.length })}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button variant="primary" onClick={done}>
          {t('menuedit.keepItem')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('menuedit.cancel')}
        </Button>
      </div>
    </fieldset>
  );
}
