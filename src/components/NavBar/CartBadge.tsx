// The cart badge of the navigation's cart link, loaded after the first paint (its own chunk, so the
// menu route's initial JavaScript stays within budget). `part="badge"` draws the count inside the
// link (visible number, plus ', items: N' for screen readers, making it part of the link's name);
// `part="status"` is the polite status region beside the list that says the new count once it has
// changed from what the page opened with. The count comes from src/features/ordering/cartCount (never the
// cart store or the domain).
import { useRef, useSyncExternalStore } from 'react';
import { useSnapshot } from 'valtio';
import { useTranslation } from '../../i18n';
import { cartCount, subscribeCartCount } from '../../features/ordering';
import { app, venue } from '../../state/stores';
import styles from './NavBar.module.css';

/** The current shop's cart item count, live (saved carts expire after the venue's cartExpiryHours). */
function useCartCount(): number {
  const { shop } = useSnapshot(app);
  const hours = venue.settings.cartExpiryHours;
  return useSyncExternalStore(subscribeCartCount, () => cartCount(shop, (hours > 0 ? hours : 1) * 3_600_000), () => 0);
}

export default function CartBadge({ part }: { part: 'badge' | 'status' }) {
  const { t } = useTranslation();
  const count = useCartCount();
  const first = useRef(count);
  if (count !== first.current) first.current = -1;
  if (part === 'status') {
    return <span className={styles.sr} role="status" aria-live="polite">{first.current < 0 ? t('ordering.cartNowHolds', { count }) : ''}</span>;
  }
  if (count <= 0) return null;
  return (
    <>
      <span className={styles.badge} aria-hidden="true" data-testid="cart-badge">{count > 99 ? '99+' : count}</span>
      <span className={styles.sr}>{t('ordering.cartBadge', { count })}</span>
    </>
  );
}
