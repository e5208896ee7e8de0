// The items of the open category: name, price, hidden or sold out; Edit opens the item's form below,
// Remove takes it off the draft, and the sold-out switch (an item already live) applies at once.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n';
import { blankItem, putItem, removeItem, switchSoldOut } from '../../features/backoffice';
import type { MenuDoc, MenuItem } from '../../domain/menu';
import { Button } from '../../ui/Button/Button';
import { Status } from '../../ui/Status/Status';
import { ItemEditor } from './ItemEditor';
import { localName } from './localName';
import { menuFailure } from './menuFailure';
import styles from './MenuEditor.module.css';

interface Props {
  shop: string;
  menu: MenuDoc;
  category: string;
  soldOut: string[];
  live: MenuDoc;
  onChange: (menu: MenuDoc) => void;
  announce: (text: string) => void;
  refresh: () => Promise<unknown>;
}

export const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

export function ItemList({ shop, menu, category, soldOut, live, onChange, announce, refresh }: Props) {
  const { t, i18n } = useTranslation();
  const [editing, setEditing] = useState<MenuItem | null>(null);
  const [failure, setFailure] = useState('');
  // The form closed (kept or cancelled): the keyboard goes back to "Add an item", which it replaced.
  const addButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  useEffect(() => {
    if (wasEditing.current && !editing) addButton.current?.focus();
    wasEditing.current = editing !== null;
  }, [editing]);
  const cat = menu.categories.find((c) => c.id === category);
  if (!cat) return null;
  const items = menu.items.filter((i) => i.categoryId === category);
  const catName = localName(cat.name, i18n.language);

  const toggleSoldOut = async (it: MenuItem, on: boolean) => {
    setFailure('');
    try {
      await switchSoldOut(shop, it.id, on);
      await refresh();
      announce(t(on ? 'menuedit.nowSoldOut' : 'menuedit.nowBack', { name: localName(it.name, i18n.language) }));
    } catch (e) {
      setFailure(menuFailure(t, e));
    }
  };

  return (
    <section aria-labelledby="menu-items" className={styles.card}>
      <h2 id="menu-items" className={styles.h2}>
        {t('menuedit.itemsOf', { name: catName })}
      </h2>
      {failure ? (
        <p className={styles.problem} role="alert">
          {failure}
        </p>
      ) : null}
      {items.length ? (
        <ul className={styles.items}>
          {items.map((it) => {
            const label = localName(it.name, i18n.language);
            const isLive = live.items.some((l) => l.id === it.id);
            const out = soldOut.includes(it.id);
            return (
              <li key={it.id} className={styles.item} data-item={it.id}>
                <div>
                  <strong>{label}</strong> <span className={styles.price}>{money(it.priceCents)}</span>
                  <div className={styles.muted}>
                    {[
                      it.hidden ? t('menuedit.hiddenTag') : '',
                      out ? t('menuedit.soldOutTag') : '',
                      it.availability
                        ? t('menuedit.hoursTag', { from: it.availability.from, to: it.availability.to })
                        : '',
                      it.optionGroups.length ? t('menuedit.groupsTag', { count: it.optionGroups.length }) : '',
                      isLive ? '' : t('menuedit.newTag'),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </div>
                </div>
                <div className={styles.itemActions}>
                  <Button variant="secondary" onClick={() => setEditing(it)}>
                    {t('menuedit.editItem', { name: label })}
                  </Button>
                  {isLive ? (
                    <Button variant="secondary" aria-pressed={out} onClick={() => void toggleSoldOut(it, !out)}>
                      {t('menuedit.soldOutSwitch', { name: label })}
                    </Button>
                  ) : null}
                  <Button
                    variant="secondary"
                    onClick={() => {
                      onChange(removeItem(menu, it.id));
                      announce(t('menuedit.itemRemoved', { name: label }));
                    }}
                  >
                    {t('menuedit.removeItem', { name: label })}
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      ) : (
        <Status as="p" className={styles.muted}>
          {t('menuedit.noItems')}
        </Status>
      )}
      {editing ? (
        <ItemEditor
          key={editing.id}
          menu={menu}
          item={editing}
          onDone={(it) => {
            onChange(putItem(menu, it));
            setEditing(null);
            announce(t('menuedit.itemKept', { name: localName(it.name, i18n.language) }));
          }}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <Button ref={addButton} variant="secondary" onClick={() => setEditing(blankItem(menu, category))}>
          {t('menuedit.addItem')}
        </Button>
      )}
    </section>
  );
}
