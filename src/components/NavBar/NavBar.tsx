// A navigation landmark: a top bar, a bottom tab bar (mobile) or a side list. The link to the cart
// carries the cart badge: the item count (from src/ordering/cartCount, never the cart store, so the
// menu routes stay light), part of the link's accessible name, and a polite announcement when it
// changes.
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { NavLink } from 'react-router';
import { useSnapshot } from 'valtio';
import { useTranslation } from '../../i18n';
import { useFamily, currentTable } from '../../engine/runtime/family';
import { resolveTarget, withTableParams } from '../../engine/runtime/navigation';
import { cartCount, subscribeCartCount } from '../../ordering/cartCount';
import { app, venue } from '../../state/stores';
import { asText } from '../safeUrl';
import { Icon, type IconName } from './Icon';
import styles from './NavBar.module.css';

export interface NavItem {
  label: string | number;
  to: string;
  icon?: IconName;
}

export interface NavBarProps {
  items: NavItem[];
  label?: string | number;
  variant?: 'top' | 'bottom' | 'side';
}

const isCart = (to: string) => /^(\/?[^?#]*\/)?cart\/?$/.test(to);

/** The current shop's cart item count, live. */
function useCartCount(): number {
  const { shop } = useSnapshot(app);
  const hours = Number(useSnapshot(venue).settings.cartExpiryHours);
  const maxAge = (hours > 0 ? hours : 1) * 3_600_000;
  return useSyncExternalStore(subscribeCartCount, () => cartCount(shop, maxAge), () => 0);
}

/** Says the new count politely after a change (not on the first render). */
function useAnnouncement(count: number, text: string): string {
  const [said, setSaid] = useState('');
  const first = useRef(true);
  const last = useRef(count);
  useEffect(() => {
    if (first.current) { first.current = false; last.current = count; return; }
    if (last.current !== count) { last.current = count; setSaid(text); }
  }, [count, text]);
  return said;
}

export default function NavBar({ items, label, variant = 'top' }: NavBarProps) {
  const { t } = useTranslation();
  const { base } = useFamily();
  const table = currentTable();
  const list = Array.isArray(items) ? items : [];
  const hasCart = list.some((i) => isCart(String(i.to)));
  const count = useCartCount();
  const countText = t('ordering.cartBadge', { count });
  const said = useAnnouncement(hasCart ? count : 0, t('ordering.cartNowHolds', { count }));
  return (
    <nav className={`${styles.nav} ${styles[variant]}`} aria-label={asText(label) || t('common.navigation')}>
      <ul className={styles.list}>
        {list.map((item, i) => {
          const cart = isCart(String(item.to));
          return (
            <li key={`${item.to}:${i}`} className={styles.item}>
              <NavLink className={({ isActive }) => `${styles.link} ${isActive ? styles.active : ''}`} to={withTableParams(resolveTarget(item.to, base), table)} end>
                {item.icon ? <Icon name={item.icon} /> : null}
                <span>{asText(item.label)}</span>
                {cart && count > 0 ? (
                  <>
                    <span className={styles.badge} aria-hidden="true" data-testid="cart-badge">{count > 99 ? '99+' : count}</span>
                    <span className={styles.sr}>{`, ${countText}`}</span>
                  </>
                ) : null}
              </NavLink>
            </li>
          );
        })}
      </ul>
      {hasCart ? <span className={styles.sr} role="status" aria-live="polite">{said}</span> : null}
    </nav>
  );
}
