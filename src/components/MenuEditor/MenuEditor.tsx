// The menu editor (issue 31; merchant family, route 'menu'): an administrator of the venue edits the
// menu part of the venue's draft — categories (names in both languages, order by drag or keyboard,
// visibility) and items (names, descriptions, price, options, category, visibility, sold out) —
// saves it, previews it on the customer's page and publishes it through the console's versions.
// Import and export of the whole menu as CSV or JSON. The server decides who may; this screen says so.
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useTranslation } from '../../i18n';
import { app } from '../../state/stores';
import {
  menuIssues,
  publish,
  saveMenu,
  useMenuState,
  useRefreshMenu,
  type MenuStateResult,
} from '../../features/backoffice';
import type { MenuDoc } from '../../domain/menu';
import { Alert } from '../../ui/Alert/Alert';
import { Button } from '../../ui/Button/Button';
import { Status } from '../../ui/Status/Status';
import { buttonClass } from '../../ui/Button/buttonClass';
import { CategoryList } from './CategoryList';
import { ItemList } from './ItemList';
import { ImportExport } from './ImportExport';
import { ProblemList } from './ProblemList';
import { menuFailure } from './menuFailure';
import { MenuLoadState } from './MenuLoadState';
import styles from './MenuEditor.module.css';
import type { MenuEditorProps } from '../../generated/component-props';

const ConfirmDialog = lazy(() => import('../../ui/Dialog/ConfirmDialog'));

export default function MenuEditor(_props: MenuEditorProps) {
  const { t } = useTranslation();
  const { shop } = useSnapshot(app);
  const state = useMenuState(shop);
  let body;
  if (state.error || !state.data)
    body = <MenuLoadState state={state} boxClass={styles.box} mutedClass={styles.muted} />;
  else body = <Editor shop={shop} state={state.data} />;
  return (
    <div className={styles.editor}>
      <h1 className={styles.h1}>{t('menuedit.title')}</h1>
      <p className={styles.muted}>{t('menuedit.intro', { venue: shop })}</p>
      {body}
    </div>
  );
}

function Editor({ shop, state }: { shop: string; state: MenuStateResult }) {
  const { t } = useTranslation();
  const refresh = useRefreshMenu(shop);
  const [menu, setMenu] = useState<MenuDoc>(state.menu);
  const [dirty, setDirty] = useState(false);
  const [busy, setBusy] = useState<'' | 'save' | 'publish'>('');
  const [failure, setFailure] = useState('');
  const [tried, setTried] = useState(false);
  const [notice, setNotice] = useState('');
  const [asking, setAsking] = useState(false);
  const [openCat, setOpenCat] = useState(state.menu.categories[0]?.id ?? '');
  const publishRef = useRef<HTMLButtonElement>(null);
  // A new state from the server (after an import, or another screen's save) replaces an unchanged copy.
  useEffect(() => {
    if (!dirty) setMenu(state.menu);
  }, [state.menu, dirty]);
  const edit = (next: MenuDoc) => {
    setMenu(next);
    setDirty(true);
  };
  const issues = menuIssues(menu);
  const announce = (text: string) => setNotice(text);

  const save = async (): Promise<boolean> => {
    setTried(true);
    setFailure('');
    if (issues.all.length) {
      setFailure(t('menuedit.fixFirst', { count: issues.all.length }));
      return false;
    }
    setBusy('save');
    try {
      await saveMenu(shop, menu);
      setDirty(false);
      await refresh();
      announce(t('menuedit.saved'));
      return true;
    } catch (e) {
      setFailure(menuFailure(t, e));
      return false;
    } finally {
      setBusy('');
    }
  };
  const go = async () => {
    if (dirty && !(await save())) return;
    setBusy('publish');
    setFailure('');
    try {
      const r = await publish(shop);
      await refresh();
      announce(t('menuedit.published', { version: r.version }));
    } catch (e) {
      setFailure(menuFailure(t, e));
    } finally {
      setBusy('');
    }
  };
  const draft = state.draft;
  const canPublish = dirty || Boolean(draft && (draft.changes.length || draft.otherChanges));
  return (
    <>
      <Status as="p" className={styles.notice} aria-live="polite">
        {notice}
      </Status>
      <div className={styles.bar}>
        <p className={styles.muted}>
          {state.latest ? t('menuedit.live', { version: state.latest }) : t('menuedit.liveNone')}{' '}
          {dirty
            ? t('menuedit.unsaved')
            : draft
              ? t('menuedit.draftChanges', { count: draft.changes.length })
              : t('menuedit.noDraft')}
        </p>
        <div className={styles.actions}>
          <Button variant="primary" disabled={Boolean(busy) || !dirty} onClick={() => void save()}>
            {busy === 'save' ? t('menuedit.saving') : t('menuedit.save')}
          </Button>
          {draft && !dirty ? (
            <a
              className={buttonClass('secondary')}
              href={`/${encodeURIComponent(shop)}?preview=${encodeURIComponent(draft.previewToken)}`}
              target="_blank"
              rel="noreferrer"
            >
              {t('menuedit.preview')}
            </a>
          ) : null}
          <Button
            variant="secondary"
            ref={publishRef}
            disabled={Boolean(busy) || !canPublish || state.stale}
            onClick={() => setAsking(true)}
          >
            {busy === 'publish' ? t('menuedit.publishing') : t('menuedit.publish')}
          </Button>
        </div>
      </div>
      {state.stale ? (
        <Alert as="p" tone="none" className={styles.warning}>
          {t('menuedit.stale')}
        </Alert>
      ) : null}
      {failure ? (
        <Alert tone="none" className={styles.failure}>
          <p>{failure}</p>
          {tried && issues.all.length ? <ProblemList menu={menu} problems={issues.all} /> : null}
        </Alert>
      ) : null}
      {!menu.categories.length ? (
        <Status as="p" className={styles.empty}>
          {t('menuedit.empty')}
        </Status>
      ) : null}
      <div className={styles.columns}>
        <CategoryList menu={menu} onChange={edit} open={openCat} onOpen={setOpenCat} announce={announce} />
        <ItemList
          shop={shop}
          menu={menu}
          category={openCat}
          soldOut={state.soldOut}
          live={state.live}
          onChange={edit}
          announce={announce}
          refresh={refresh}
        />
      </div>
      <ImportExport shop={shop} dirty={dirty} refresh={refresh} announce={announce} />
      {asking ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            onOpenChange={setAsking}
            title={t('menuedit.publishTitle', { version: Math.max(state.latest, 1) + 1 })}
            description={t('menuedit.publishText')}
            confirmLabel={t('menuedit.publish')}
            onConfirm={() => void go()}
            focusAfterCancel={() => publishRef.current}
          />
        </Suspense>
      ) : null}
    </>
  );
}
