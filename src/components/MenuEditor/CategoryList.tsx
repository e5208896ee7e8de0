// The menu's categories in their order: names in both languages, shown to customers or not; moved by
// dragging the handle or, with the handle focused, by the arrow keys (each move announced). Opening
// a category lists its items beside it.
import { useState, type DragEvent, type KeyboardEvent } from 'react';
import { useTranslation } from '../../i18n';
import { addCategory, changeCategory, moveCategory, removeCategory } from '../../features/backoffice';
import type { MenuDoc, MenuLang } from '../../domain/menu';
import { Button } from '../../ui/Button/Button';
import { localName } from './localName';
import styles from './MenuEditor.module.css';

interface Props {
  menu: MenuDoc;
  onChange: (menu: MenuDoc) => void;
  open: string;
  onOpen: (id: string) => void;
  announce: (text: string) => void;
}

export function CategoryList({ menu, onChange, open, onOpen, announce }: Props) {
  const { t, i18n } = useTranslation();
  const [dragging, setDragging] = useState<number | null>(null);
  const [refused, setRefused] = useState('');
  const cats = menu.categories;
  const name = (i: number) => localName(cats[i].name, i18n.language);

  const move = (from: number, to: number) => {
    if (to < 0 || to >= cats.length || from === to) return;
    onChange(moveCategory(menu, from, to));
    announce(t('menuedit.moved', { name: name(from), position: to + 1, count: cats.length }));
    // Keep the moved row's handle focused for the next key press.
    setTimeout(() => document.getElementById(`menu-cat-handle-${cats[from].id}`)?.focus(), 0);
  };
  const onKey = (i: number) => (e: KeyboardEvent) => {
    const to =
      e.key === 'ArrowUp'
        ? i - 1
        : e.key === 'ArrowDown'
          ? i + 1
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? cats.length - 1
              : i;
    if (to !== i) {
      e.preventDefault();
      move(i, to);
    }
  };
  const onDrop = (i: number) => (e: DragEvent) => {
    e.preventDefault();
    if (dragging !== null) move(dragging, i);
    setDragging(null);
  };
  const add = () => {
    const n = cats.length + 1;
    const next = addCategory(menu, { 'en-gb': `Category ${n}`, 'zh-hans': `分类${n}` });
    onChange(next);
    onOpen(next.categories[next.categories.length - 1].id);
    setTimeout(
      () => document.getElementById(`menu-cat-en-${next.categories[next.categories.length - 1].id}`)?.focus(),
      0,
    );
  };
  const remove = (id: string, label: string) => {
    const next = removeCategory(menu, id);
    if (!next) return setRefused(t('menuedit.categoryNotEmpty', { name: label }));
    setRefused('');
    onChange(next);
    if (open === id) onOpen(next.categories[0]?.id ?? '');
    announce(t('menuedit.categoryRemoved', { name: label }));
  };
  const rename = (id: string, lang: MenuLang, value: string) =>
    onChange(changeCategory(menu, id, { name: { ...cats.find((c) => c.id === id)!.name, [lang]: value } }));

  return (
    <section aria-labelledby="menu-cats" className={styles.card}>
      <h2 id="menu-cats" className={styles.h2}>
        {t('menuedit.categories')}
      </h2>
      <p className={styles.muted} id="menu-cats-hint">
        {t('menuedit.orderHint')}
      </p>
      {refused ? (
        <p className={styles.problem} role="alert">
          {refused}
        </p>
      ) : null}
      <ol className={styles.cats}>
        {cats.map((c, i) => {
          const count = menu.items.filter((it) => it.categoryId === c.id).length;
          const label = localName(c.name, i18n.language);
          return (
            <li
              key={c.id}
              className={styles.cat}
              data-open={open === c.id || undefined}
              data-dragging={dragging === i || undefined}
              onDragOver={(e) => e.preventDefault()}
              onDrop={onDrop(i)}
            >
              <button
                type="button"
                id={`menu-cat-handle-${c.id}`}
                className={styles.handle}
                draggable
                onDragStart={(e) => {
                  setDragging(i);
                  e.dataTransfer.effectAllowed = 'move';
                  e.dataTransfer.setData('text/plain', c.id);
                }}
                onDragEnd={() => setDragging(null)}
                onKeyDown={onKey(i)}
                aria-label={t('menuedit.moveHandle', { name: label, position: i + 1, count: cats.length })}
                aria-describedby="menu-cats-hint"
              >
                <span aria-hidden="true">≡</span>
              </button>
              <div className={styles.catFields}>
                {c.parentId ? (
                  <p className={styles.muted}>
                    {t('menuedit.subOf', {
                      name: localName(cats.find((p) => p.id === c.parentId)?.name ?? c.name, i18n.language),
                    })}
                  </p>
                ) : null}
                <label className={styles.small}>
                  {t('menuedit.nameEn')}
                  <input
                    id={`menu-cat-en-${c.id}`}
                    className={styles.input}
                    value={c.name['en-gb']}
                    lang="en-GB"
                    maxLength={80}
                    onChange={(e) => rename(c.id, 'en-gb', e.target.value)}
                  />
                </label>
                <label className={styles.small}>
                  {t('menuedit.nameZh')}
                  <input
                    className={styles.input}
                    value={c.name['zh-hans']}
                    lang="zh-Hans"
                    maxLength={80}
                    onChange={(e) => rename(c.id, 'zh-hans', e.target.value)}
                  />
                </label>
                <label className={styles.check}>
                  <input
                    type="checkbox"
                    checked={c.visible}
                    onChange={(e) => onChange(changeCategory(menu, c.id, { visible: e.target.checked }))}
                  />
                  {t('menuedit.visible')}
                </label>
              </div>
              <div className={styles.catActions}>
                <Button
                  variant={open === c.id ? 'primary' : 'secondary'}
                  aria-pressed={open === c.id}
                  onClick={() => onOpen(c.id)}
                >
                  {t('menuedit.openItems', { name: label, count })}
                </Button>
                <Button variant="secondary" onClick={() => remove(c.id, label)}>
                  {t('menuedit.removeCategory', { name: label })}
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      <Button variant="secondary" onClick={add}>
        {t('menuedit.addCategory')}
      </Button>
    </section>
  );
}
