// Toasts of spec 8: an announcement icon; 'auto' sits at the top on small screens and centred
// otherwise; login notices are centred; error notices sit bottom right. Duration 0 stays with a
// close button. Messages are translation keys or plain text, always rendered as text.
import { useEffect } from 'react';
import { useTranslation } from '../i18n';
import { useSnapshot } from 'valtio';
import { translateMessage } from '../i18n';
import { dismissToast, ui } from '../state/ui';
import styles from './shell.module.css';

function Announcement() {
  return (
    <svg
      className={styles.toastIcon}
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M3 10v4h4l6 4V6L7 10H3zM16 9a4 4 0 010 6M19 6a8 8 0 010 12" />
    </svg>
  );
}

export function Toasts() {
  const { toasts } = useSnapshot(ui);
  const { t } = useTranslation();
  useEffect(() => {
    if (!toasts.length) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && ui.toasts.length) dismissToast(ui.toasts[ui.toasts.length - 1].id);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [toasts.length]);
  const groups: Record<string, (typeof toasts)[number][]> = { auto: [], center: [], 'bottom-right': [] };
  for (const toast of toasts) (groups[toast.position] ?? groups.auto).push(toast);
  return (
    <>
      {Object.entries(groups).map(([pos, list]) => (
        <div key={pos} className={`${styles.toasts} ${styles[`pos-${pos}`]}`} aria-live="polite">
          {list.map((toast) => (
            <div
              key={toast.id}
              className={`${styles.toast} ${styles[`tone-${toast.tone}`]}`}
              role={toast.tone === 'error' ? 'alert' : 'status'}
              aria-live={toast.tone === 'error' ? 'assertive' : 'polite'}
            >
              <Announcement />
              <span className={styles.toastText}>{translateMessage(toast.message, toast.values)}</span>
              {toast.duration === 0 ? (
                <button
                  type="button"
                  className={styles.toastClose}
                  onClick={() => dismissToast(toast.id)}
                  aria-label={t('common.close')}
                >
                  ×
                </button>
              ) : null}
            </div>
          ))}
        </div>
      ))}
    </>
  );
}
