// The saved draft before it goes live: its changes, the customer's home with the draft applied in a
// phone-size frame (390 × 844; the page asks the server for the venue with ?preview=<draft token>,
// which it honours for this venue's administrators only), and Publish behind a confirmation.
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from '../../i18n';
import { publish, type ConsoleStateResult } from '../../features/backoffice';
import { ChangeList } from './ChangeList';
import styles from './OperatorConsole.module.css';
import { Button } from '../../ui/Button/Button';
import { Alert } from '../../ui/Alert/Alert';
import { Status } from '../../ui/Status/Status';
import { consoleFailure } from './consoleFailure';

const ConfirmDialog = lazy(() => import('../../ui/Dialog/ConfirmDialog'));

interface Props {
  shop: string;
  state: ConsoleStateResult;
  refresh: () => Promise<unknown>;
  announce: (text: string) => void;
}

export function PreviewPublish({ shop, state, refresh, announce }: Props) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  const [reloads, setReloads] = useState(0);
  const publishRef = useRef<HTMLButtonElement>(null);
  const draft = state.draft;
  if (!draft)
    return (
      <Status as="p" className={styles.muted}>
        {t('backoffice.previewNone')}
      </Status>
    );
  const next = Math.max(state.latest, 1) + 1;

  const go = async () => {
    setBusy(true);
    setFailure('');
    try {
      const r = await publish(shop);
      await refresh();
      announce(t('backoffice.published', { version: r.version }));
    } catch (e) {
      setFailure(consoleFailure(t, e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.previewPane}>
      <section aria-labelledby="console-changes" className={styles.card}>
        <h2 id="console-changes" className={styles.h2}>
          {t('backoffice.changesTitle')}
        </h2>
        {draft.changes.length ? (
          <ChangeList changes={draft.changes} label={t('backoffice.changesTitle')} />
        ) : (
          <p className={styles.muted}>{t('backoffice.noChanges')}</p>
        )}
        {state.stale ? (
          <Alert as="p" tone="none" className={styles.warning}>
            {t('backoffice.draftStale')}
          </Alert>
        ) : null}
        {failure ? (
          <Alert as="p" tone="none" className={styles.failure}>
            {failure}
          </Alert>
        ) : null}
        <div className={styles.actions}>
          <Button
            variant="primary"
            ref={publishRef}
            disabled={busy || !draft.changes.length || state.stale}
            onClick={() => setAsking(true)}
          >
            {busy ? t('backoffice.publishing') : t('backoffice.publish')}
          </Button>
        </div>
      </section>
      <section aria-labelledby="console-preview" className={styles.card}>
        <h2 id="console-preview" className={styles.h2}>
          {t('backoffice.previewTitle')}
        </h2>
        <p className={styles.muted}>{t('backoffice.previewHint', { venue: shop })}</p>
        <Button variant="secondary" onClick={() => setReloads((n) => n + 1)}>
          {t('backoffice.reloadPreview')}
        </Button>
        <div className={styles.phone}>
          <iframe
            key={`${draft.previewToken}-${draft.updatedAt}-${reloads}`}
            title={t('backoffice.previewFrame')}
            className={styles.frame}
            src={`/${encodeURIComponent(shop)}?preview=${encodeURIComponent(draft.previewToken)}`}
            width={390}
            height={844}
          />
        </div>
      </section>
      {asking ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            onOpenChange={setAsking}
            title={t('backoffice.publishTitle', { version: next })}
            description={t('backoffice.publishText', { count: draft.changes.length })}
            confirmLabel={t('backoffice.publish')}
            onConfirm={() => void go()}
            focusAfterCancel={() => publishRef.current}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
