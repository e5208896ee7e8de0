// The products of a category (its sub-categories included), of the whole menu grouped by category
// (the infinity list), the popular items (home) or a search. Rows follow itemsPerRow; the list is
// paged by itemPerPage: the first page, then the next one from the Show more button or, when the
// list scrolls infinitely (the infinity screen, or itemInfinityScroll; never in domain shop), as
// soon as its end comes within loadMoreDistance (600) px of the viewport. It reads no cart state:
// a cart change never re-renders it.
import { memo, startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../i18n';
import { useSnapshot } from 'valtio';
import { useLocation } from 'react-router-dom';
import {
  flatCategories,
  itemsOf,
  listedItems,
  nameOf,
  searchItems,
  servedText,
  useCatalogue,
  type Category,
  type Plu,
  useLang,
  useShop,
} from '../../features/ordering';
import { useMoney } from '../../shared/hooks';
import { app, venue } from '../../state/stores';
import LoadMore from './LoadMore';
import ProductCard from './ProductCard';
import { autoLoads, nextShown, rememberShown, shownBefore } from './paging';
import styles from './ProductGrid.module.css';
import type { ProductGridProps } from '../../generated/component-props';
import { asText } from '../propText';
import { Alert } from '../../ui/Alert/Alert';
import { Status } from '../../ui/Status/Status';

/** One page of cards: its own grid box, so a new page lays out alone and pages off screen skip layout and paint. */
const GridPage = memo(function GridPage({
  items,
  from,
  to,
  lang,
  perRow,
}: {
  items: Plu[];
  from: number;
  to: number;
  lang: string;
  perRow: number;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const { settings } = useSnapshot(venue);
  const showStock = settings.showStock;
  const rows = Math.ceil((to - from) / perRow);
  return (
    <div className={styles.page} role="none" style={{ '--rows': rows } as React.CSSProperties}>
      {items.slice(from, to).map((p) => (
        <ProductCard
          key={p.pluId}
          plu={p}
          name={nameOf(p, lang)}
          price={money(p.priceCents)}
          stockText={
            p.soldOut === true
              ? t('ordering.soldOut')
              : servedText(t, p)?.now === false
                ? servedText(t, p)?.text
                : showStock && typeof p.stock === 'number'
                  ? p.stock > 0
                    ? t('ordering.inStock', { count: p.stock })
                    : t('ordering.soldOut')
                  : undefined
          }
        />
      ))}
    </div>
  );
});

/** The first `shown` items as one list, drawn a page at a time. */
function Grid({
  items,
  shown,
  perPage,
  lang,
  perRow,
  label,
  exact,
}: {
  items: Plu[];
  shown: number;
  perPage: number;
  lang: string;
  perRow: number;
  label: string;
  exact?: boolean;
}) {
  const end = Math.min(shown, items.length);
  const pages: number[] = [];
  for (let from = 0; from < end; from += perPage) pages.push(from);
  return (
    <div
      role="list"
      className={exact ? `${styles.grid} ${styles.exact}` : styles.grid}
      style={{ '--per-row': perRow } as React.CSSProperties}
      aria-label={label}
    >
      {pages.map((from) => (
        <GridPage key={from} items={items} from={from} to={Math.min(end, from + perPage)} lang={lang} perRow={perRow} />
      ))}
    </div>
  );
}

/** How many items of each category section the first `n` items cover. */
function firstOfSections(
  sections: { cat: Category; items: Plu[] }[],
  n: number,
): { cat: Category; items: Plu[]; shown: number }[] {
  const out: { cat: Category; items: Plu[]; shown: number }[] = [];
  let left = n;
  for (const s of sections) {
    if (left <= 0) break;
    out.push({ ...s, shown: Math.min(left, s.items.length) });
    left -= s.items.length;
  }
  return out;
}

export default function ProductGrid({
  mode = 'category',
  categoryId: categoryParam = '',
  query = '',
  showTitle = true,
  infinite,
}: ProductGridProps) {
  const categoryId = asText(categoryParam);
  const { t } = useTranslation();
  const shop = useShop();
  const lang = useLang();
  const { domain } = useSnapshot(app);
  const { settings } = useSnapshot(venue);
  const perRow = settings.itemsPerRow;
  const perPage = settings.itemPerPage;
  const auto = autoLoads({ requested: infinite, settings, domain });
  const distance = settings.loadMoreDistance;
  const { data, error, isLoading, mutate } = useCatalogue(shop);
  const cat = useMemo(
    () => (data ? flatCategories(data).find((c) => c.catId === categoryId) : undefined),
    [data, categoryId],
  );
  const sections = useMemo(() => {
    if (!data || mode !== 'all') return [];
    const byCat = new Map<string, Plu[]>();
    for (const p of listedItems(data)) {
      const list = byCat.get(p.catId);
      if (list) list.push(p);
      else byCat.set(p.catId, [p]);
    }
    return flatCategories(data)
      .map((c) => ({ cat: c, items: byCat.get(c.catId) ?? [] }))
      .filter((s) => s.items.length > 0);
  }, [data, mode]);
  const items = useMemo(() => {
    if (!data) return [];
    if (mode === 'search') return searchItems(data, String(query ?? ''));
    if (mode === 'popular') {
      const listed = listedItems(data);
      const pop = listed.filter((p) => p.virtualCategory?.includes('popular'));
      return pop.length ? pop : listed.slice(0, perPage);
    }
    if (mode === 'all') return sections.flatMap((s) => s.items);
    return itemsOf(data, categoryId);
  }, [data, mode, categoryId, query, perPage, sections]);

  // A new list (another category, search or page size) starts again at its first page.
  // Back or forward to this history entry shows as many pages as it was left with, so the scroll
  // position restored for it (src/engine/runtime/scrollSettle.ts) has the cards to land on.
  const { key: entry } = useLocation();
  const listKey = `${mode}\u0000${categoryId}\u0000${query}\u0000${perPage}`;
  const [paging, setPaging] = useState(() => ({ key: listKey, shown: shownBefore(entry, listKey) ?? perPage }));
  // Drawn again for back/forward: every page lays out at its real height (not the estimate off-screen
  // pages get), so the restored position shows the same cards as when the entry was left.
  const [exact] = useState(() => shownBefore(entry, listKey) !== undefined);
  if (paging.key !== listKey) setPaging({ key: listKey, shown: perPage }); // state adjusted while rendering
  const shown = paging.key === listKey ? paging.shown : perPage;
  useEffect(() => rememberShown(entry, listKey, shown), [entry, listKey, shown]);
  const total = items.length;
  const focusFrom = useRef<number | null>(null);
  const root = useRef<HTMLElement & HTMLDivElement>(null);
  const onMore = useCallback(
    (how: 'button' | 'scroll') => {
      // The button moves focus to the first new item, so keyboard users carry on where the list grew.
      const next = { key: listKey, shown: nextShown(shown, perPage, total) };
      if (how === 'button') {
        focusFrom.current = shown;
        setPaging(next);
      } else {
        // Scrolling: React draws the new page in small slices, so the scroll never waits on it.
        startTransition(() => setPaging(next));
      }
    },
    [listKey, shown, perPage, total],
  );
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null) return;
    focusFrom.current = null;
    root.current?.querySelectorAll<HTMLAnchorElement>('[role=listitem] a')[from]?.focus();
  }, [shown]);

  if (isLoading)
    return (
      <Status as="p" className={styles.note}>
        {t('ordering.loadingMenu')}
      </Status>
    );
  if (error || !data)
    return (
      <Alert tone="none" className={styles.note}>
        {t('ordering.menuError')}{' '}
        <button type="button" className={styles.more} onClick={() => void mutate()}>
          {t('ordering.retry')}
        </button>
      </Alert>
    );
  if (mode === 'category' && !cat)
    return (
      <Alert as="p" tone="none" className={styles.note}>
        {t('ordering.categoryNotFound')}
      </Alert>
    );
  if (mode === 'search' && !String(query ?? '').trim())
    return <p className={styles.note}>{t('ordering.searchHint')}</p>;
  if (!items.length)
    return (
      <p className={styles.note}>{mode === 'search' ? t('ordering.noResults', { query }) : t('ordering.noItems')}</p>
    );

  const pager =
    total > perPage ? (
      <LoadMore
        shown={Math.min(shown, total)}
        total={total}
        lang={lang}
        auto={auto}
        distance={distance}
        onMore={onMore}
      />
    ) : null;
  if (mode === 'all') {
    return (
      <div className={styles.sections} ref={root}>
        {firstOfSections(sections, shown).map(({ cat: c, items: list, shown: n }) => {
          const name = nameOf(c, lang);
          return (
            <section key={c.catId} aria-labelledby={`cat-${c.catId}`} className={styles.section}>
              <h2 id={`cat-${c.catId}`} className={styles.title}>
                {name}
              </h2>
              <Grid items={list} shown={n} perPage={perPage} lang={lang} perRow={perRow} label={name} exact={exact} />
            </section>
          );
        })}
        {pager}
      </div>
    );
  }
  const title =
    mode === 'category' && cat
      ? nameOf(cat, lang)
      : mode === 'popular'
        ? t('ordering.popular')
        : t('ordering.searchResults', { query });
  return (
    <section className={styles.section} aria-label={title} ref={root}>
      {showTitle ? <h2 className={styles.title}>{title}</h2> : null}
      <Grid items={items} shown={shown} perPage={perPage} lang={lang} perRow={perRow} label={title} exact={exact} />
      {pager}
    </section>
  );
}
