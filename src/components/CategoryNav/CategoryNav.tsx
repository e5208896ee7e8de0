// The menu's categories as links (category/<id>), sub-categories under their parent. Layout from
// the venue settings: 'top' (a wrapping row, categoryPerRow) or 'left' (a side list; the shop
// domain forces it; on a phone both are one sideways row). Names follow the UI language.
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n';
import { Link as RouterLink } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { useTarget } from '../../engine/runtime/family';
import { nameOf, useCatalogue, type Category, useLang, useShop } from '../../features/ordering';
import { app, venue } from '../../state/stores';
import styles from './CategoryNav.module.css';
import type { CategoryNavProps } from '../../generated/component-props';
import { Alert } from '../../ui/Alert/Alert';
import { Status } from '../../ui/Status/Status';

/**
 * In a sideways-scrolling row (the top layout on a phone), centres the active category by scrolling
 * the row only. `scrollIntoView` would scroll the page too: on back from a product it moved a
 * scrolled-down category page up to its pills, undoing the restored position.
 */
function centreInRow(link: HTMLElement): void {
  let row = link.parentElement;
  while (row && !(row.scrollWidth > row.clientWidth && /auto|scroll/.test(getComputedStyle(row).overflowX)))
    row = row.parentElement;
  if (!row || row === document.documentElement || row === document.body) return;
  const a = link.getBoundingClientRect();
  const r = row.getBoundingClientRect();
  row.scrollLeft += a.left + a.width / 2 - (r.left + r.width / 2);
}

function CatLink({
  cat,
  active,
  lang,
  showImage,
}: {
  cat: Category;
  active: boolean;
  lang: string;
  showImage: boolean;
}) {
  const to = useTarget(`category/${encodeURIComponent(cat.catId)}`);
  const name = nameOf(cat, lang);
  const ref = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (active && ref.current) centreInRow(ref.current);
  }, [active]);
  return (
    <RouterLink
      ref={ref}
      to={to}
      className={`${styles.link} ${active ? styles.active : ''}`}
      aria-current={active ? 'page' : undefined}
    >
      {showImage && cat.image ? <img className={styles.image} src={cat.image} alt="" loading="lazy" /> : null}
      <span>{name}</span>
    </RouterLink>
  );
}

export default function CategoryNav({ activeId, layout = 'auto', showImages = false }: CategoryNavProps) {
  const { t } = useTranslation();
  const shop = useShop();
  const lang = useLang();
  const { domain } = useSnapshot(app);
  const { settings } = useSnapshot(venue);
  const { data, error, isLoading, mutate } = useCatalogue(shop);
  const mode = layout !== 'auto' ? layout : domain === 'shop' || settings.categoryLayout === 'left' ? 'left' : 'top';
  const perRow = settings.categoryPerRow;
  if (isLoading)
    return (
      <Status as="p" className={styles.note}>
        {t('ordering.loadingMenu')}
      </Status>
    );
  if (error)
    return (
      <Alert tone="none" className={styles.note}>
        {t('ordering.menuError')}{' '}
        <button type="button" className={styles.retry} onClick={() => void mutate()}>
          {t('ordering.retry')}
        </button>
      </Alert>
    );
  const cats = data?.categories ?? [];
  if (!cats.length) return <p className={styles.note}>{t('ordering.noCategories')}</p>;
  return (
    <nav
      aria-label={t('ordering.categories')}
      className={`${styles.nav} ${styles[mode]}`}
      style={mode === 'grid' ? ({ '--per-row': perRow } as React.CSSProperties) : undefined}
    >
      <ul className={styles.list}>
        {cats.map((c) => (
          <li key={c.catId} className={styles.item}>
            <CatLink cat={c} active={c.catId === activeId} lang={lang} showImage={showImages} />
            {c.subCategory?.length ? (
              <ul className={styles.sub}>
                {c.subCategory.map((s) => (
                  <li key={s.catId}>
                    <CatLink cat={s} active={s.catId === activeId} lang={lang} showImage={false} />
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}
