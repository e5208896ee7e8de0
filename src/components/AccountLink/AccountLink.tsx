// The header's way into the account (issue 33): "Sign in" for a guest, returning to the page the
// customer is on; "Account" once signed in, to the family's account screen (wallet, orders, bookings
// or tickets, profile, sign out). Reads who is signed in from the user store only (no data layer), so
// every first screen can carry it.
import { NavLink, useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { useTranslation } from '../../i18n';
import { user } from '../../state/stores';
import { useFamily } from '../../engine/runtime/family';
import { resolveTarget } from '../../engine/runtime/navigation';
import { Icon } from '../NavBar/Icon';
import styles from './AccountLink.module.css';
import type { EngineProps } from '../../engine/runtime/registry';
import type { AccountLinkProps } from '../../generated/component-props';

export default function AccountLink({ loginTo = 'login', accountTo = 'me' }: AccountLinkProps & EngineProps) {
  const { t } = useTranslation();
  const { base, family } = useFamily();
  const here = useLocation();
  const { userId, roles } = useSnapshot(user);
  const signedIn = Boolean(userId) && (roles ?? []).length > 0;
  const paths = new Set((family?.routes ?? []).map((r) => r.path));
  if (signedIn) {
    if (!paths.has(accountTo)) return null;
    return (
      <NavLink
        to={resolveTarget(accountTo, base)}
        className={({ isActive }) => `${styles.link} ${isActive ? styles.active : ''}`}
        data-testid="account-link"
      >
        <Icon name="user" />
        <span>{t('custnav.account')}</span>
      </NavLink>
    );
  }
  if (!paths.has(loginTo)) return null;
  const onLogin = here.pathname.endsWith(`/${loginTo}`) || here.pathname.endsWith('/signup');
  const back = onLogin ? '' : `?redirect=${encodeURIComponent(here.pathname + here.search)}`;
  return (
    <NavLink
      to={`${resolveTarget(loginTo, base)}${back}`}
      className={({ isActive }) => `${styles.link} ${isActive ? styles.active : ''}`}
      data-testid="account-link"
    >
      <Icon name="user" />
      <span>{t('custnav.signIn')}</span>
    </NavLink>
  );
}
