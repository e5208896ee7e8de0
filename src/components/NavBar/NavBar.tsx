// A navigation landmark: a top bar, a bottom tab bar (mobile) or a side list.
import { NavLink } from 'react-router';
import { useTranslation } from '../../i18n';
import { useFamily, currentTable } from '../../engine/runtime/family';
import { resolveTarget, withTableParams } from '../../engine/runtime/navigation';
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

export default function NavBar({ items, label, variant = 'top' }: NavBarProps) {
  const { t } = useTranslation();
  const { base } = useFamily();
  const table = currentTable();
  return (
    <nav className={`${styles.nav} ${styles[variant]}`} aria-label={asText(label) || t('common.navigation')}>
      <ul className={styles.list}>
        {(Array.isArray(items) ? items : []).map((item, i) => (
          <li key={`${item.to}:${i}`} className={styles.item}>
            <NavLink className={({ isActive }) => `${styles.link} ${isActive ? styles.active : ''}`} to={withTableParams(resolveTarget(item.to, base), table)} end>
              {item.icon ? <Icon name={item.icon} /> : null}
              <span>{asText(item.label)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
