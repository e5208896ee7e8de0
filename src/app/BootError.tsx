// Shown when the venue configuration cannot load: a clear, translated message and a retry.
import { useTranslation } from '../i18n';
import styles from './shell.module.css';

export function BootError({ onRetry, detail, noShop }: { onRetry?: () => void; detail?: string; noShop?: boolean }) {
  const { t } = useTranslation();
  return (
    <main className={styles.bootError} id="main">
      <h1 className={styles.bootTitle}>{noShop ? t('screen.page404') : t('engine.configError')}</h1>
      <p>{noShop ? t('engine.noShop') : t('engine.configErrorDetail')}</p>
      {detail ? <p className={styles.detail}>{detail}</p> : null}
      {onRetry ? <button type="button" className={styles.button} onClick={onRetry}>{t('common.retry')}</button> : null}
    </main>
  );
}

/** The router's error element: a chunk that did not load (120 s time-out) or any route error. */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <main className={styles.bootError} id="main">
      <h1 className={styles.bootTitle}>{t('engine.chunkError')}</h1>
      <button type="button" className={styles.button} onClick={() => window.location.reload()}>{t('common.retry')}</button>
    </main>
  );
}

/** While the first screen's chunks load: announced to screen readers, invisible otherwise. */
export function PagePending() {
  const { t } = useTranslation();
  return <p role="status" aria-live="polite" className="visually-hidden">{t('common.loadingPage')}</p>;
}
