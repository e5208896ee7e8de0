// The end of a paged list: an aria-live count ('Showing 24 of 1,000'), a Show more button for
// keyboard and screen-reader users, and — when the list scrolls infinitely — an invisible marker
// that loads the next page once it comes within `distance` px of the viewport.
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n';
import { formatCount } from './paging';
import styles from './ProductGrid.module.css';
import { Status } from '../../ui/Status/Status';

export interface LoadMoreProps {
  shown: number;
  total: number;
  lang: string;
  /** Load the next page by itself near the end (IntersectionObserver, rootMargin = distance). */
  auto: boolean;
  distance: number;
  onMore: (how: 'button' | 'scroll') => void;
}

export default function LoadMore({ shown, total, lang, auto, distance, onMore }: LoadMoreProps) {
  const { t } = useTranslation();
  const marker = useRef<HTMLDivElement>(null);
  const more = shown < total;
  const onMoreRef = useRef(onMore);
  onMoreRef.current = onMore;

  useEffect(() => {
    const el = marker.current;
    if (!auto || !more || !el || typeof IntersectionObserver === 'undefined') return;
    // A new observer per page: its first report says whether the end is still near (a short page).
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          io.disconnect();
          onMoreRef.current('scroll');
        }
      },
      { rootMargin: `${distance}px 0px` },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [auto, more, distance, shown]);

  if (total <= 0) return null;
  return (
    <div className={styles.pager}>
      {auto && more ? (
        <div ref={marker} className={styles.marker} aria-hidden="true" data-testid="load-more-marker" />
      ) : null}
      <Status as="p" aria-live="polite" className={styles.count}>
        {more
          ? t('paging.showing', { shown: formatCount(shown, lang), total: formatCount(total, lang) })
          : t('paging.allShown', { total: formatCount(total, lang) })}
      </Status>
      {more ? (
        <button type="button" className={styles.more} onClick={() => onMore('button')}>
          {t('paging.showMore')}
        </button>
      ) : null}
    </div>
  );
}
