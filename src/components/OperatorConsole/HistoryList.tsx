// The versions, newest first, each with what it changed against the one before, and a one-click
// (confirmed) rollback to any version but the live one.
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from '../../i18n';
import { formatDateTimeInZone } from '../../domain';
import { rollback, useVersionHistory, type ConsoleVersionEntry } from '../../features/backoffice';
import { ChangeList } from './ChangeList';
import { Loading, LoadFailed } from './States';
import styles from './OperatorConsole.module.css';
import { Button } from '../../ui/Button/Button';
import { Alert } from '../../ui/Alert/Alert';
import { Status } from '../../ui/Status/Status';
import { consoleFailure } from './consoleFailure';

const ConfirmDialog = lazy(() => import('../../ui/Dialog/ConfirmDialog'));

export function HistoryList({
  shop,
  tz,
  refresh,
  announce,
}: {
  shop: string;
  /** The venue's time zone: times are shown in it. */
  tz: string;
  refresh: () => Promise<unknown>;
  announce: (text: string) => void;
}) {
  const { t } = useTranslation();
  const history = useVersionHistory(shop);
  const [target, setTarget] = useState<number | null>(null);
  const [failure, setFailure] = useState('');
  const opener = useRef<HTMLButtonElement | null>(null);
  if (history.error) return <LoadFailed retry={() => void history.mutate()} error={history.error} />;
  if (!history.data) return <Loading />;
  const versions: ConsoleVersionEntry[] = history.data;
  if (!versions.length)
    return (
      <Status as="p" className={styles.muted}>
        {t('backoffice.historyEmpty')}
      </Status>
    );
  const live = versions[0].version;

  const go = async (version: number) => {
    setFailure('');
    try {
      const r = await rollback(shop, version);
      await refresh();
      announce(t('backoffice.rolledBack', { version: r.version }));
    } catch (e) {
      setFailure(consoleFailure(t, e));
    }
  };

  return (
    <>
      {failure ? (
        <Alert as="p" tone="none" className={styles.failure}>
          {failure}
        </Alert>
      ) : null}
      <ol className={styles.versions}>
        {versions.map((v) => (
          <li key={v.version} className={styles.card} data-version={v.version}>
            <h2 className={styles.h2}>
              {t('backoffice.version', { version: v.version })}
              {v.version === live ? <span className={styles.badge}>{t('backoffice.current')}</span> : null}
            </h2>
            <p className={styles.muted}>
              {t(`backoffice.kind_${v.kind}`, { source: v.source ?? '' })} ·{' '}
              {t('backoffice.byWhen', { who: v.createdBy, when: formatDateTimeInZone(v.createdAt, tz) })}
            </p>
            <ChangeList changes={v.changes} label={t('backoffice.version', { version: v.version })} />
            {v.version !== live ? (
              <Button
                variant="secondary"
                onClick={(e) => {
                  opener.current = e.currentTarget;
                  setTarget(v.version);
                }}
              >
                {t('backoffice.rollback', { version: v.version })}
              </Button>
            ) : null}
          </li>
        ))}
      </ol>
      {target !== null ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            onOpenChange={(o) => {
              if (!o) setTarget(null);
            }}
            title={t('backoffice.rollbackTitle', { version: target })}
            description={t('backoffice.rollbackText', { version: target })}
            confirmLabel={t('backoffice.rollback', { version: target })}
            onConfirm={() => void go(target)}
            focusAfterCancel={() => opener.current}
          />
        </Suspense>
      ) : null}
    </>
  );
}
