// "Sign in to go on": a link to the family's sign-in screen that comes back here afterwards.
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useTranslation } from '../../i18n';
import { useTarget } from '../../engine/runtime/family';
import styles from '../styles/coupons.module.css';

export default function SignInFirst({ why }: { why: string }) {
  const { t } = useTranslation();
  const here = useLocation();
  const login = useTarget(`login?redirect=${encodeURIComponent(here.pathname + here.search)}`);
  return (
    <section className={styles.card} aria-labelledby="signin-first">
      <h2 id="signin-first" className={styles.title}>
        {t('coupons.signInTitle')}
      </h2>
      <p className={styles.muted}>{why}</p>
      <RouterLink to={login} className={styles.action}>
        {t('coupons.signIn')}
      </RouterLink>
    </section>
  );
}
