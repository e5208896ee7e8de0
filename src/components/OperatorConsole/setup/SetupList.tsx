// The list editor every mode's setup section shares (issue 30): a list of rows (treatments, therapists,
// rooms, time bands, pass types, tables...), each with its own fields, moved up or down and removed
// by button, and a button adding one. Each row is a list item named for screen readers; after a
// removal the focus goes to the row that took its place (or the add button), so a keyboard user is
// never left on nothing; a move keeps the focus on the button pressed.
import { useRef, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n';
import { Button } from '../../../ui/Button/Button';
import { Card } from '../../../ui/Card/Card';
import styles from './ModeSetup.module.css';

export interface SetupListProps<T> {
  items: readonly T[];
  onItems: (items: T[]) => void;
  /** A stable key of a row (an id); without it the row's place. */
  keyOf?: (item: T, index: number) => string | number;
  /** The row's name: its list item's accessible name and the words of its buttons. */
  nameOf: (item: T, index: number) => string;
  /** The remove button's words, e.g. "Remove Table 3". */
  removeLabel: (name: string, index: number) => string;
  /** Whether the row may be removed now (an area still holding tables may not). */
  canRemove?: (item: T) => boolean;
  /** The add button: its words and the row it adds; left out, or `make` null, for no add button. */
  add?: { label: string; make: (() => T) | null; variant?: 'secondary' | 'link' };
  /** Rows moved up and down by button (their order is what customers see). */
  reorder?: boolean;
  /** 'card': each row a card (a row with many fields); 'line': rows on lines of their own. */
  look?: 'card' | 'line';
  /** The fields of one row; `edit` changes that row only. */
  children: (item: T, index: number, edit: (change: Partial<T>) => void) => ReactNode;
}

export function SetupList<T>({
  items,
  onItems,
  keyOf = (_, i) => i,
  nameOf,
  removeLabel,
  canRemove,
  add,
  reorder = true,
  look = 'card',
  children,
}: SetupListProps<T>) {
  const { t } = useTranslation();
  const listRef = useRef<HTMLUListElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const edit = (i: number) => (change: Partial<T>) =>
    onItems(items.map((x, j) => (j === i ? ({ ...x, ...change } as T) : x)));
  const remove = (i: number) => {
    onItems(items.filter((_, j) => j !== i));
    // After the re-render: the row now at this place (or the one before), else the add button.
    requestAnimationFrame(() => {
      const rows = listRef.current?.querySelectorAll<HTMLElement>(':scope > li');
      const next = rows?.[Math.min(i, rows.length - 1)]?.querySelector<HTMLElement>('input, select, button');
      (next ?? addRef.current)?.focus();
    });
  };
  const move = (i: number, by: -1 | 1) => {
    const j = i + by;
    if (j < 0 || j >= items.length) return;
    const next = [...items];
    [next[i], next[j]] = [next[j], next[i]];
    onItems(next);
  };
  return (
    <>
      {items.length ? (
        <ul ref={listRef} className={styles.tables}>
          {items.map((item, i) => {
            const name = nameOf(item, i);
            const body = (
              <>
                {children(item, i, edit(i))}
                <div className={styles.row}>
                  {reorder && items.length > 1 ? (
                    <>
                      <Button
                        variant="link"
                        size="sm"
                        aria-disabled={i === 0 ? true : undefined}
                        onClick={() => move(i, -1)}
                      >
                        {t('setup.list_up', { name })}
                      </Button>
                      <Button
                        variant="link"
                        size="sm"
                        aria-disabled={i === items.length - 1 ? true : undefined}
                        onClick={() => move(i, 1)}
                      >
                        {t('setup.list_down', { name })}
                      </Button>
                    </>
                  ) : null}
                  <Button
                    variant="dangerOutline"
                    size="sm"
                    disabled={canRemove ? !canRemove(item) : undefined}
                    onClick={() => remove(i)}
                  >
                    {removeLabel(name, i)}
                  </Button>
                </div>
              </>
            );
            // A card row is a named region inside its list item (a landmark to jump to, as each was before).
            return look === 'card' ? (
              <li key={keyOf(item, i)}>
                <Card as="section" className={styles.area} aria-label={name}>
                  {body}
                </Card>
              </li>
            ) : (
              <li key={keyOf(item, i)} className={styles.area} aria-label={name}>
                {body}
              </li>
            );
          })}
        </ul>
      ) : null}
      {add?.make ? (
        <div>
          <Button
            ref={addRef}
            variant={add.variant ?? 'secondary'}
            size="sm"
            onClick={() => {
              onItems([...items, add.make!()]);
              // After the re-render: the new row's first field, so a keyboard user types straight into it,
              // unless the operator has already moved on (a field chosen within that frame keeps the focus).
              requestAnimationFrame(() => {
                const now = document.activeElement;
                if (now && now !== addRef.current && now !== document.body) return;
                const rows = listRef.current?.querySelectorAll<HTMLElement>(':scope > li');
                rows?.[rows.length - 1]?.querySelector<HTMLElement>('input, select, textarea')?.focus();
              });
            }}
          >
            {add.label}
          </Button>
        </div>
      ) : null}
    </>
  );
}
