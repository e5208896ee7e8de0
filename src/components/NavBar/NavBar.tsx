// A navigation landmark: a top bar, a bottom tab bar (mobile) or a side list. The link to the cart
// carries the cart badge (./CartBadge, its own chunk, loaded after the first paint): the item count,
// part of the link's accessible name, and a polite announcement when it changes.
import { lazy, Suspense, useEffect, useRef } from 'react';
import { NavLink } from 'react-router-dom';
import { useTranslation } from '../../i18n';
import { useFamily, currentTable } from '../../engine/runtime/family';
import { resolveTarget, withTableParams } from '../../engine/runtime/navigation';
import { asText } from '../propText';
import { Icon, type IconName } from './Icon';
import styles from './NavBar.module.css';
import type { NavBarProps } from '../../generated/component-props';

const CartBadge = lazy(() => import('./CartBadge'));

export interface NavItem {
  label: string | number;
  to: string;
  icon?: IconName;
}

const isCart = (to: unknown) => /(^|\/)cart\/?$/.test(String(to));

export default function NavBar({ items, label, variant = 'top' }: NavBarProps) {
  const { t } = useTranslation();
  const { base } = useFamily();
  const table = currentTable();
  const list = Array.isArray(items) ? items : [];
  const bar = useRef<HTMLElement>(null);
  // A bottom tab bar tells the page its height (scroll-padding-bottom in base.css).
  useEffect(() => {
    const el = bar.current;
    const root = document.documentElement;
    if (variant !== 'bottom' || !el || typeof ResizeObserver === 'undefined') return;
    const set = () => root.style.setProperty('--sticky-bottom', `${Math.ceil(el.getBoundingClientRect().height)}px`);
    set();
    const watch = new ResizeObserver(set);
    watch.observe(el);
    return () => {
      watch.disconnect();
      root.style.removeProperty('--sticky-bottom');
    };
  }, [variant]);
  return (
    <nav ref={bar} className={`${styles.nav} ${styles[variant]}`} aria-label={asText(label) || t('common.navigation')}>
      <ul className={styles.list}>
        {list.map((item, i) => (
          <li key={`${item.to}:${i}`} className={styles.item}>
            <NavLink
              className={({ isActive }) => `${styles.link} ${isActive ? styles.active : ''}`}
              to={withTableParams(resolveTarget(item.to, base), table)}
              end
            >
              {item.icon ? <Icon name={item.icon} /> : null}
              <span>{asText(item.label)}</span>
              {isCart(item.to) ? (
                <Suspense fallback={null}>
                  <CartBadge part="badge" />
                </Suspense>
              ) : null}
            </NavLink>
          </li>
        ))}
      </ul>
      {list.some((i) => isCart(i.to)) ? (
        <Suspense fallback={null}>
          <CartBadge part="status" />
        </Suspense>
      ) : null}
    </nav>
  );
}
