// The cart badge of the navigation's cart link, loaded after the first paint (its own chunk, so the
// menu route's initial JavaScript stays within budget). `part="badge"` draws the count inside the
// link (visible number, plus ', items: N' for screen readers, making it part of the link's name);
// `part="status"` is the polite status region beside the list that says the new count once it has
// changed from what the page opened with. The count comes from src/features/ordering/cartCount (never the
// cart store or the domain). While the cart holds items, the badge warms the cart and checkout routes'
// code (src/engine/runtime/warm.ts, loaded then; it waits until the page is interactive), so they
// still open once the connection has dropped.
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useSnapshot } from 'valtio';
import { useTranslation } from '../../i18n';
import { CART_ROUTES, cartCount, subscribeCartCount } from '../../features/ordering';
import { useFamily } from '../../engine/runtime/family';
import { app, venue } from '../../state/stores';
import styles from './NavBar.module.css';
import { Status } from '../../ui/Status/Status';

/** The current shop's cart item count, live (saved carts expire after the venue's cartExpiryHours). */
function useCartCount(): number {
  const { shop } = useSnapshot(app);
  const hours = venue.settings.cartExpiryHours;
  return useSyncExternalStore(
    subscribeCartCount,
    () => cartCount(shop, (hours > 0 ? hours : 1) * 3_600_000),
    () => 0,
  );
}

export default function CartBadge({ part }: { part: 'badge' | 'status' }) {
  const { t } = useTranslation();
  const count = useCartCount();
  const { family } = useFamily();
  const filled = part === 'badge' && count > 0;
  useEffect(() => {
    // The warming code loads only once there is something in the cart (not on an empty menu); it
    // waits until the page is interactive: start-up (the cart's own first paint) goes first.
    if (filled)
      void import('../../engine/runtime/warm').then((m) => m.warmRoutes(family, CART_ROUTES)).catch(() => undefined);
  }, [filled, family]);
  const first = useRef(count);
  if (count !== first.current) first.current = -1;
  if (part === 'status') {
    return (
      <Status as="span" className={styles.sr} aria-live="polite">
        {first.current < 0 ? t('ordering.cartNowHolds', { count }) : ''}
      </Status>
    );
  }
  if (count <= 0) return null;
  return (
    <>
      <span className={styles.badge} aria-hidden="true" data-testid="cart-badge">
        {count > 99 ? '99+' : count}
      </span>
      <span className={styles.sr}>{t('ordering.cartBadge', { count })}</span>
    </>
  );
}
