// Shown when the venue configuration cannot load: a clear, translated message and a retry.
import { useRouteError } from 'react-router-dom';
import { useTranslation } from '../i18n';
import type { ValidationIssue } from '../engine/contract';
import styles from './shell.module.css';
import { Status } from '../ui/Status/Status';

export function BootError({ onRetry, detail, noShop }: { onRetry?: () => void; detail?: string; noShop?: boolean }) {
  const { t } = useTranslation();
  return (
    <main className={styles.bootError} id="main">
      <h1 className={styles.bootTitle}>{noShop ? t('screen.page404') : t('engine.configError')}</h1>
      <p>{noShop ? t('engine.noShop') : t('engine.configErrorDetail')}</p>
      {detail ? <p className={styles.detail}>{detail}</p> : null}
      {onRetry ? (
        <button type="button" className={styles.button} onClick={onRetry}>
          {t('common.retry')}
        </button>
      ) : null}
    </main>
  );
}

/** A ManifestError of src/engine/manifest/runtime.ts, recognised by shape so this file does not load that chunk. */
function manifestIssues(e: unknown): ValidationIssue[] | null {
  if (typeof e !== 'object' || e === null || (e as { name?: unknown }).name !== 'ManifestError') return null;
  const issues = (e as { issues?: unknown }).issues;
  return Array.isArray(issues) ? (issues as ValidationIssue[]) : null;
}

/** The router's error element: a screen whose manifest failed migrate -> validate (named by file and
 * JSON Pointer), a chunk that did not load (120 s time-out) or any other route error. */
export function RouteError() {
  const { t } = useTranslation();
  const issues = manifestIssues(useRouteError());
  if (issues) {
    const errors = issues.filter((i) => i.severity === 'error');
    return (
      <main className={styles.bootError} id="main">
        <h1 className={styles.bootTitle}>{t('engine.manifestError')}</h1>
        <p>{t('engine.manifestErrorDetail', { count: errors.length })}</p>
        <ul className={styles.detail} aria-label={t('engine.manifestError')}>
          {errors.map((i, n) => (
            <li key={n}>
              <code>{`${i.file}#${i.path}`}</code>
              {` ${i.code}: ${i.message}`}
            </li>
          ))}
        </ul>
      </main>
    );
  }
  return (
    <main className={styles.bootError} id="main">
      <h1 className={styles.bootTitle}>{t('engine.chunkError')}</h1>
      <button type="button" className={styles.button} onClick={() => window.location.reload()}>
        {t('common.retry')}
      </button>
    </main>
  );
}

/** While the first screen's chunks load: announced to screen readers, invisible otherwise. */
export function PagePending() {
  const { t } = useTranslation();
  return (
    <Status as="p" aria-live="polite" className="visually-hidden">
      {t('common.loadingPage')}
    </Status>
  );
}
