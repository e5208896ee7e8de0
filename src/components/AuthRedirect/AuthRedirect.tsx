// /auth-redirect?redirect=<path>: the door to a page that needs a signed-in user. Signed in, the
// visitor goes straight to the page; signed out, to the sign-in screen of the page's family with
// the page as its `redirect`, so signing in (password, SMS or a new account) lands there. Only
// same-origin paths are followed (safeRedirect); anything else says so and offers the home page.
import { Navigate, Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { useTranslation } from '../../i18n';
import { user } from '../../state/stores';
import { safeRedirect } from '../LoginForm/safeRedirect';
import styles from './AuthRedirect.module.css';
import type { EngineProps } from '../../engine/runtime/registry';
import type { AuthRedirectProps } from '../../generated/component-props';
import { Alert } from '../../ui/Alert/Alert';
import { Status } from '../../ui/Status/Status';

/** Families whose prefix is /{family}/{shop} and whose sign-in route is 'login' (screens/families). */
const WITH_LOGIN = new Set([
  'shop',
  'mobile',
  'app',
  'reservation',
  'self',
  'account',
  'massage',
  'ticket',
  'partyroom',
  'ktv',
  'company',
  'merchant',
]);

/** The sign-in path for a target path, or null when its family has none. */
export function loginFor(target: string): string | null {
  const [family, shop] = target.split(/[?#]/)[0].split('/').filter(Boolean);
  if (!family || !shop || !WITH_LOGIN.has(family)) return null;
  return `/${family}/${shop}/login?redirect=${encodeURIComponent(target)}`;
}

export default function AuthRedirect({ param = 'redirect' }: AuthRedirectProps & EngineProps) {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  const { userId, roles } = useSnapshot(user);
  const target = safeRedirect(query.get(param));
  if (!target || target.startsWith('/auth-redirect')) {
    return (
      <div className={styles.wrap}>
        <Alert as="p" tone="none" className={styles.note}>
          {t('account.redirectInvalid')}
        </Alert>
        <RouterLink to="/" className={styles.link}>
          {t('account.goHome')}
        </RouterLink>
      </div>
    );
  }
  const signedIn = Boolean(userId) && roles.length > 0;
  const to = signedIn ? target : (loginFor(target) ?? target);
  return (
    <>
      <Status as="p" className={styles.note}>
        {t('account.redirecting')}
      </Status>
      <Navigate to={to} replace />
    </>
  );
}
