// The products of a category (its sub-categories included), of the whole menu grouped by category
// (the infinity list), the popular items (home) or a search. Rows follow itemsPerRow, pages
// itemPerPage. It reads no cart state: a cart change never re-renders it.
import { useMemo, useState } from 'react';
import { useTranslation } from '../../i18n';
import { useSnapshot } from 'valtio';
import { flatCategories, itemsOf, nameOf, searchItems, useCatalogue, type Plu } from '../../ordering/catalogue';
import { useLang, useMoney, useShop } from '../../ordering/ui';
import { venue } from '../../state/stores';
import ProductCard from './ProductCard';
import styles from './ProductGrid.module.css';

export interface ProductGridProps {
  mode?: 'category' | 'all' | 'popular' | 'search';
  categoryId?: string;
  query?: string;
  /** Show the category heading above the grid. */
  showTitle?: boolean;
}

function Grid({ items, lang, perRow, label }: { items: Plu[]; lang: string; perRow: number; label: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  const { settings } = useSnapshot(venue);
  const showStock = Boolean(settings.showStock);
  return (
    <ul className={styles.grid} style={{ '--per-row': perRow } as React.CSSProperties} aria-label={label}>
      {items.map((p) => (
        <ProductCard key={p.pluId} plu={p} name={nameOf(p, lang)} price={money(p.priceCents)} stockText={showStock && typeof p.stock === 'number' ? (p.stock > 0 ? t('ordering.inStock', { count: p.stock }) : t('ordering.soldOut')) : undefined} />
      ))}
    </ul>
  );
}

export default function ProductGrid({ mode = 'category', categoryId = '', query = '', showTitle = true }: ProductGridProps) {
  const { t } = useTranslation();
  const shop = useShop();
  const lang = useLang();
  const { settings } = useSnapshot(venue);
  const perRow = Number(settings.itemsPerRow) || 3;
  const perPage = Number(settings.itemPerPage) || 24;
  const [shown, setShown] = useState(perPage);
  const { data, error, isLoading, mutate } = useCatalogue(shop);
  const cat = useMemo(() => (data ? flatCategories(data).find((c) => c.catId === categoryId) : undefined), [data, categoryId]);
  const items = useMemo(() => {
    if (!data) return [];
    if (mode === 'search') return searchItems(data, String(query ?? ''));
    if (mode === 'popular') {
      const pop = data.plus.filter((p) => p.virtualCategory?.includes('popular'));
      return pop.length ? pop : data.plus.slice(0, perPage);
    }
    if (mode === 'all') return data.plus;
    return itemsOf(data, categoryId);
  }, [data, mode, categoryId, query, perPage]);

  if (isLoading) return <p role="status" className={styles.note}>{t('ordering.loadingMenu')}</p>;
  if (error || !data) return (
    <div role="alert" className={styles.note}>
      {t('ordering.menuError')} <button type="button" className={styles.more} onClick={() => void mutate()}>{t('ordering.retry')}</button>
    </div>
  );
  if (mode === 'category' && !cat) return <p role="alert" className={styles.note}>{t('ordering.categoryNotFound')}</p>;
  if (mode === 'search' && !String(query ?? '').trim()) return <p className={styles.note}>{t('ordering.searchHint')}</p>;
  if (!items.length) return <p className={styles.note}>{mode === 'search' ? t('ordering.noResults', { query }) : t('ordering.noItems')}</p>;

  if (mode === 'all') {
    return (
      <div className={styles.sections}>
        {flatCategories(data).map((c) => {
          const list = data.plus.filter((p) => p.catId === c.catId);
          if (!list.length) return null;
          const name = nameOf(c, lang);
          return (
            <section key={c.catId} aria-labelledby={`cat-${c.catId}`} className={styles.section}>
              <h2 id={`cat-${c.catId}`} className={styles.title}>{name}</h2>
              <Grid items={list} lang={lang} perRow={perRow} label={name} />
            </section>
          );
        })}
      </div>
    );
  }
  const title = mode === 'category' && cat ? nameOf(cat, lang) : mode === 'popular' ? t('ordering.popular') : t('ordering.searchResults', { query });
  return (
    <section className={styles.section} aria-label={title}>
      {showTitle ? <h2 className={styles.title}>{title}</h2> : null}
      <Grid items={items.slice(0, shown)} lang={lang} perRow={perRow} label={title} />
      {items.length > shown ? (
        <button type="button" className={styles.more} onClick={() => setShown((n) => n + perPage)}>
          {t('ordering.showMore', { count: items.length - shown })}
        </button>
      ) : null}
    </section>
  );
}
