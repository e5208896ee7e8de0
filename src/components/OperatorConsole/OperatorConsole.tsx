// The operator console (issue 18 part 1; merchant family, route 'console'): an administrator of the
// venue edits a draft of its configuration (every group of spec 3), previews it on a phone, publishes
// it as a numbered version, reads the history with its diffs, rolls back to any version, and reads
// the audit log. The server decides who may (401 sign in, 403 another venue's admin or a customer);
// this screen only says so. Admin-only code: a lazy registry entry, its texts a deferred namespace.
// Its tabs are one page: opening another tab while the open one holds unsaved work (the draft's edits,
// payment keys, a kiosk's reader) asks first, as leaving the page does (the tab's form goes with it).
import { lazy, Suspense, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { useTranslation } from '../../i18n';
import { app } from '../../state/stores';
import { hasUnsavedWork } from '../../shared/hooks';
import { useTarget } from '../../engine/runtime/family';
import { consoleErrorOf, useConsoleState, useRefreshConsole } from '../../features/backoffice';
import Tabs from '../../ui/Tabs/Tabs';
import { Loading, LoadFailed } from './States';
import { CONSOLE_SECTIONS, SECTION_VIEWS } from './consoleSections';
import styles from './OperatorConsole.module.css';
import type { OperatorConsoleProps } from '../../generated/component-props';
import { buttonClass } from '../../ui/Button/buttonClass';
import { Alert } from '../../ui/Alert/Alert';
import { Status } from '../../ui/Status/Status';

const ConfirmDialog = lazy(() => import('../../ui/Dialog/ConfirmDialog'));

export default function OperatorConsole(_props: OperatorConsoleProps) {
  const { t } = useTranslation();
  const { shop } = useSnapshot(app);
  const loginTo = useTarget('login');
  const state = useConsoleState(shop);
  const refresh = useRefreshConsole(shop);
  const [tab, setTab] = useState('draft');
  // The tab asked for while the open one holds unsaved edits: Stay keeps them, Leave opens it.
  const [asked, setAsked] = useState<string | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const openTab = () => root.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
  const [notice, setNotice] = useState('');
  const pickTab = (next: string) => {
    if (next !== tab && hasUnsavedWork()) setAsked(next);
    else setTab(next);
  };

  let body;
  if (state.error) {
    const code = consoleErrorOf(state.error).code;
    body =
      code === 'login' ? (
        <Alert tone="none" className={styles.failureBox}>
          <p>{t('backoffice.needLogin')}</p>
          <RouterLink to={loginTo} className={buttonClass('primary')}>
            {t('backoffice.signIn')}
          </RouterLink>
        </Alert>
      ) : code === 'forbidden' ? (
        <Alert as="p" tone="none" className={styles.failureBox}>
          {t('backoffice.forbidden')}
        </Alert>
      ) : (
        <LoadFailed error={state.error} retry={() => void state.mutate()} />
      );
  } else if (!state.data) body = <Loading />;
  else {
    const s = state.data;
    const props = { shop, state: s, refresh, announce: setNotice };
    const tz = String(s.live.hours.tz ?? '');
    body = (
      <>
        <p className={styles.live}>
          {s.latest ? t('backoffice.live', { version: s.latest }) : t('backoffice.liveNone')}
        </p>
        <Tabs
          label={t('backoffice.tabs')}
          value={tab}
          onValueChange={pickTab}
          items={CONSOLE_SECTIONS.map((id) => ({
            value: id,
            label: t(`backoffice.tab_${id}`),
            content: SECTION_VIEWS[id]({ ...props, tz }),
          }))}
        />
      </>
    );
  }
  return (
    <div className={styles.console} ref={root}>
      <h1 className={styles.h1}>{t('backoffice.screen_console')}</h1>
      <p className={styles.muted}>{t('backoffice.intro', { venue: shop })}</p>
      <ConsoleLinks />
      <Status as="p" className={styles.notice} aria-live="polite">
        {notice}
      </Status>
      {body}
      {asked ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            onOpenChange={(open) => {
              if (!open) setAsked(null);
            }}
            // The open tab holds the work: the draft's edits, or keys or a reader typed on another tab.
            title={t(tab === 'draft' ? 'backoffice.leaveTabTitle' : 'backoffice.leaveTabOtherTitle')}
            description={t(tab === 'draft' ? 'backoffice.leaveTabText' : 'backoffice.leaveTabOtherText')}
            confirmLabel={t('common.leave')}
            cancelLabel={t('common.stay')}
            onConfirm={() => setTab(asked)}
            // The focus goes to the open tab: after Stay not back to the one asked for (a tab opens on
            // focus), after Leave not to the page (the opener is the tab it left).
            focusAfterCancel={openTab}
            focusAfterConfirm={openTab}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

/** The other back-office screens of this venue: its menu editor, and its venues and administrators. */
function ConsoleLinks() {
  const { t } = useTranslation();
  const menuTo = useTarget('menu');
  const venuesTo = useTarget('venues');
  return (
    <nav aria-label={t('backoffice.linksLabel')} className={styles.links}>
      <RouterLink to={menuTo} className={buttonClass('secondary')}>
        {t('backoffice.linkMenu')}
      </RouterLink>
      <RouterLink to={venuesTo} className={buttonClass('secondary')}>
        {t('backoffice.linkVenues')}
      </RouterLink>
    </nav>
  );
}
