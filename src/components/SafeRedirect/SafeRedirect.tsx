// /redirect/{path*}: a safe in-app redirect. Only same-origin paths of the app are followed
// (safeRedirectTarget); an address with a scheme, '//host', a backslash or a server path goes to
// the family home, or — with no home known (a link opened cold) — says it was not followed.
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from '../../i18n';
import { safeRedirectTarget } from '../../shared/url';
import styles from './SafeRedirect.module.css';
import type { SafeRedirectProps } from '../../generated/component-props';
import { Status } from '../../ui/Status/Status';

export default function SafeRedirect({ path, home }: SafeRedirectProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { pathname, search } = location;
  // The splat as the browser sent it (still encoded) when no path is given: '/redirect/<path>'.
  const splat = path !== undefined ? String(path) : pathname.replace(/^\/redirect\/?/, '');
  const target = safeRedirectTarget(splat, search);
  const fallback = typeof home === 'string' && home.startsWith('/') && !home.startsWith('//') ? home : '';
  const to = target ?? fallback;
  // Once per visit of a /redirect/ address: after the move this element may still be mounted for a
  // moment with the new address (ignored), and a next /redirect/ visit can arrive before it unmounts
  // (followed). A visit is the router's location object, new on every navigation: the location key
  // is not enough, since addresses pushed outside the router (history.pushState) all share 'default'.
  // A path given as a prop is followed once.
  const visit: object | string = path !== undefined ? 'prop' : /^\/redirect(\/|$)/.test(pathname) ? location : '';
  const done = useRef<object | string>('');
  useEffect(() => {
    if (to && visit && done.current !== visit) {
      done.current = visit;
      navigate(to, { replace: true });
    }
  }, [to, visit, navigate]);
  if (to)
    return (
      <Status as="p" className={styles.note}>
        {t('payonly.redirecting')}
      </Status>
    );
  return (
    <section className={styles.box} aria-labelledby="redirect-title">
      <h1 id="redirect-title" className={styles.title}>
        {t('payonly.redirectNotice')}
      </h1>
    </section>
  );
}
