// Staff: the venue's open table sessions (merchant family, route 'tables'), each with table, when
// it opened, time left and what was ordered in it, and a Close button behind a confirmation dialog.
// Closing ends the session at once on the venue (POST /api/table/session/close): the customers'
// next call with it is refused and they land on the token-expired screen; the next scan of the
// table QR opens a new session. The venue decides who is staff (401 sign in, 403 not staff).
import { useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from '../../i18n';
import { useTarget } from '../../engine/runtime/family';
import { useCall } from '../../api/hooks';
import {
  closeSession,
  listOpenSessions,
  staffFailure,
  staffServerMessage,
  type OpenSession,
  type StaffFailure,
} from '../../features/table';
import { useMoney } from '../../shared/hooks';
import Dialog from '../Dialog/Dialog';
import styles from '../styles/booking.module.css';
import type { TableSessionsProps } from '../../generated/component-props';
import { Button } from '../../ui/Button/Button';
import { buttonClass } from '../../ui/Button/buttonClass';
import { Alert } from '../../ui/Alert/Alert';
import { Status } from '../../ui/Status/Status';

type Phase =
  | { kind: 'loading' }
  | { kind: 'ready'; sessions: OpenSession[] }
  | { kind: 'failed'; reason: StaffFailure; message: string };

const reasonOf = (e: unknown): StaffFailure => staffFailure(e);

export default function TableSessions({ refreshSeconds = 30 }: TableSessionsProps) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const loginTo = useTarget('login');
  const [confirm, setConfirm] = useState<OpenSession | null>(null);
  const [closing, setClosing] = useState(false);
  const [closeError, setCloseError] = useState('');
  const [notice, setNotice] = useState('');
  // A close refused because the account is not (or no longer) staff replaces the list.
  const [denied, setDenied] = useState<unknown>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The list is read again every refreshSeconds, but not while a close is being confirmed.
  const list = useCall(
    'tableSessions',
    {},
    { read: () => listOpenSessions(), refreshInterval: confirm || !(refreshSeconds > 0) ? 0 : refreshSeconds * 1000 },
  );
  const failure = denied ?? (list.error && !list.isValidating ? list.error : null);
  const phase: Phase = failure
    ? {
        kind: 'failed',
        reason: reasonOf(failure),
        message: staffServerMessage(failure),
      }
    : list.data
      ? { kind: 'ready', sessions: list.data }
      : { kind: 'loading' };
  /** Refresh and Retry: the list goes and comes back (loading); after a close it is re-read quietly. */
  const load = () => {
    setDenied(null);
    void list.mutate(undefined, { revalidate: true });
  };

  const time = (ms: number) =>
    new Intl.DateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit' }).format(new Date(ms));

  const ask = (s: OpenSession, button: HTMLElement) => {
    returnFocus.current = button;
    setCloseError('');
    setConfirm(s);
  };
  const dismiss = () => {
    setConfirm(null);
    setCloseError('');
    const el = returnFocus.current;
    if (el && el.isConnected) el.focus();
  };
  const doClose = async () => {
    if (!confirm || closing) return;
    setClosing(true);
    setCloseError('');
    try {
      const r = await closeSession(confirm.sessionId);
      setNotice(t(r.changed ? 'tablesvc.closedDone' : 'tablesvc.closedAlready', { table: confirm.tabName }));
      setConfirm(null);
      await list.mutate();
      headingRef.current?.focus();
    } catch (e) {
      const reason = reasonOf(e);
      if (reason === 'login' || reason === 'forbidden') {
        setConfirm(null);
        setDenied(e);
      } else
        setCloseError(
          t(
            reason === 'network'
              ? 'tablesvc.networkFailed'
              : reason === 'unknown'
                ? 'tablesvc.closeUnknown'
                : 'tablesvc.closeFailed',
          ),
        );
    } finally {
      setClosing(false);
    }
  };

  const head = (
    <div className={styles.head}>
      <h1 className={styles.title} ref={headingRef} tabIndex={-1}>
        {t('tablesvc.tablesTitle')}
      </h1>
      <Button
        variant="secondary"
        onClick={() => {
          setNotice('');
          load();
        }}
        disabled={phase.kind === 'loading'}
      >
        {t('tablesvc.refresh')}
      </Button>
    </div>
  );

  if (phase.kind === 'loading')
    return (
      <section className={styles.box} aria-busy="true" aria-label={t('tablesvc.tablesTitle')}>
        {head}
        <Status as="p" className={styles.note}>
          {t('tablesvc.loading')}
        </Status>
      </section>
    );
  if (phase.kind === 'failed')
    return (
      <section className={styles.box} aria-label={t('tablesvc.tablesTitle')}>
        {head}
        <Alert tone="none" className={styles.alert}>
          <p>{t(`tablesvc.failed_${phase.reason}`)}</p>
          {phase.reason === 'login' ? (
            <RouterLink to={loginTo} className={buttonClass('primary')}>
              {t('tablesvc.signIn')}
            </RouterLink>
          ) : null}
          {phase.reason === 'network' || phase.reason === 'error' ? (
            <Button variant="primary" onClick={load}>
              {t('tablesvc.retry')}
            </Button>
          ) : null}
        </Alert>
      </section>
    );

  const sessions = phase.sessions;
  return (
    <section className={styles.box} aria-label={t('tablesvc.tablesTitle')}>
      {head}
      <p className={styles.note}>{t('tablesvc.tablesIntro')}</p>
      <Status as="p" className={styles.done}>
        {notice}
      </Status>
      {sessions.length === 0 ? (
        <p className={styles.empty}>{t('tablesvc.noSessions')}</p>
      ) : (
        <ul className={styles.list} aria-label={t('tablesvc.openSessions', { count: sessions.length })}>
          {sessions.map((s) => (
            <li
              key={s.sessionId}
              className={styles.item}
              data-testid={`table-session-${s.tabNo}`}
              data-session={s.sessionId}
            >
              <div className={styles.info}>
                <span className={styles.table}>{s.tabName}</span>
                <span className={styles.meta}>
                  {t('tablesvc.openedAt', { time: time(s.createdAt) })} ·{' '}
                  {t('tablesvc.endsIn', { minutes: Math.max(1, Math.ceil(s.remainingMs / 60_000)) })}
                </span>
                <span className={styles.meta}>
                  {t('tablesvc.ordersSummary', { count: s.orderCount, total: money(s.totalCents) })}
                </span>
              </div>
              <Button
                variant="dangerOutline"
                onClick={(e) => ask(s, e.currentTarget)}
                aria-label={t('tablesvc.closeNamed', { table: s.tabName })}
              >
                {t('tablesvc.close')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Dialog
        id="close-table-session"
        title={confirm ? t('tablesvc.confirmTitle', { table: confirm.tabName }) : ''}
        open={!!confirm}
        emit={(ev) => {
          if (ev === 'close') dismiss();
        }}
      >
        {confirm ? (
          <div className={styles.dialogBody}>
            <p>{t('tablesvc.confirmText')}</p>
            {closeError ? <Alert as="p">{closeError}</Alert> : null}
            <div className={styles.actions}>
              <Button variant="danger" onClick={() => void doClose()} busy={closing}>
                {closing ? t('tablesvc.closing') : t('tablesvc.confirmYes')}
              </Button>
              {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the confirm panel opens on the safe choice, so Enter does not close a table */}
              <Button variant="secondary" onClick={dismiss} autoFocus>
                {t('tablesvc.keepOpen')}
              </Button>
            </div>
          </div>
        ) : null}
      </Dialog>
    </section>
  );
}
