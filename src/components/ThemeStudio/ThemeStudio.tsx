// The theme studio (issue 18 part 2; route /merchant/{shop}/studio, the venue's administrators only:
// the server refuses anyone else and the screen says so). A designer starts from a shipped theme, from
// blank or from a theme the venue saved; edits tokens and roles with undo/redo (buttons, Ctrl+Z,
// Ctrl+Shift+Z); sees every contrast pair checked live with one-press fixes; previews real screens;
// imports and exports theme files; saves to the venue and makes the theme its default. A theme with
// failing contrast pairs is saved as a draft (named as such); making it the default is refused until
// every pair passes (the server refuses it too, and publishes the default as a configuration version).
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSnapshot } from 'valtio';
import { useTranslation } from '../../i18n';
import { useCall } from '../../api/hooks';
import { app } from '../../state/stores';
import { useUnsavedWork } from '../../shared/hooks';
import type { ThemeManifest } from '../../engine/contract';
import {
  applyFix,
  asNewTheme,
  blankTheme,
  freeId,
  replaceContent,
  deriveNight,
  dropNight,
  canRedo,
  deleteTheme,
  canUndo,
  contrastReport,
  exportTheme,
  firstProduct,
  fromShipped,
  listThemes,
  makeDefault,
  openTheme,
  record,
  redo,
  resetHistory,
  sameTheme,
  saveTheme,
  setMeta,
  setRole,
  setToken,
  shippedThemes,
  studioFailure,
  undo,
  type History,
  type ImportResult,
} from '../../features/backoffice/studio';
import TokenEditor from './TokenEditor';
import RoleEditor from './RoleEditor';
import ContrastPanel from './ContrastPanel';
import PreviewPane from './PreviewPane';
import ImagesPanel from './ImagesPanel';
import ImportDialog, { type ImportMode } from './ImportDialog';
import VersionsPanel from './VersionsPanel';
import StudioStart from './StudioStart';
import StudioToolbar, { useUndoKeys } from './StudioToolbar';
import StudioNotice, { type Notice } from './StudioNotice';
import ThemeDetails, { type Meta } from './ThemeDetails';
import { useAskBeforeClose } from './useAskBeforeClose';
import styles from './ThemeStudio.module.css';
import type { EngineProps } from '../../engine/runtime/registry';
import type { ThemeStudioProps } from '../../generated/component-props';
import { Button } from '../../ui/Button/Button';
import { Alert } from '../../ui/Alert/Alert';
import { Status } from '../../ui/Status/Status';

async function loadStudio(shop: string) {
  const list = await listThemes(shop);
  const [shipped, productId] = await Promise.all([
    shippedThemes(
      shop,
      list.shipped.map((s) => s.id),
    ),
    firstProduct(shop),
  ]);
  return { list, shipped, productId };
}

export default function ThemeStudio(_props: ThemeStudioProps & EngineProps) {
  const { t, i18n } = useTranslation();
  const { shop, venueHome } = useSnapshot(app);
  const data = useCall('venueThemeList', shop ? { shop } : null, {
    read: () => loadStudio(shop),
    revalidateOnFocus: false,
  });
  const [history, setHistory] = useState<History<ThemeManifest> | null>(null);
  const [savedAs, setSavedAs] = useState<ThemeManifest | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);
  const [importing, setImporting] = useState(false);
  // Bumped when a picture changes: the preview frame reloads to show it.
  const [pictures, setPictures] = useState(0);
  // Bumped after each save: the versions list is read again.
  const [saves, setSaves] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const draft = history?.present ?? null;
  const shipped = data.data?.shipped ?? [];
  const report = useMemo(() => (draft ? contrastReport(draft) : null), [draft]);
  // Edits not saved to the venue: a theme opened from the venue and changed since, or a new one with
  // at least one step. Leaving the studio, or closing the theme in it, asks first.
  const unsaved = !!history && !!draft && (savedAs ? !sameTheme(savedAs, draft) : history.past.length > 0);
  useUnsavedWork(unsaved);
  const closing = useAskBeforeClose(unsaved, () => heading.current);
  const form = useForm<Meta>({ defaultValues: { id: '', en: '', zh: '' }, mode: 'onChange', shouldFocusError: false });

  const change = useCallback((next: (t: ThemeManifest) => ThemeManifest, mergeKey?: string) => {
    setHistory((h) => (h ? record(h, next(h.present), mergeKey, sameTheme) : h));
    setNotice(null);
  }, []);
  const start = (theme: ThemeManifest, saved = false) => {
    setHistory(resetHistory(theme));
    setSavedAs(saved ? theme : null);
    form.reset({ id: theme.id, en: theme.name['en-gb'], zh: theme.name['zh-hans'] });
    setNotice(null);
    requestAnimationFrame(() => heading.current?.focus());
  };

  // The details form follows undo and redo; what is typed there is a step of its own.
  useEffect(() => {
    if (!draft) return;
    const v = form.getValues();
    if (v.id !== draft.id || v.en !== draft.name['en-gb'] || v.zh !== draft.name['zh-hans'])
      form.reset({ id: draft.id, en: draft.name['en-gb'], zh: draft.name['zh-hans'] }, { keepErrors: false });
  }, [draft, form]);
  useEffect(() => {
    const sub = form.watch((v, { name }) => {
      if (!name) return;
      change(
        (th) => setMeta(th, { id: v.id ?? th.id, en: v.en ?? th.name['en-gb'], zh: v.zh ?? th.name['zh-hans'] }),
        `meta.${name}`,
      );
    });
    return () => sub.unsubscribe();
  }, [form, change]);

  const undoStep = useCallback(() => setHistory((h) => h && undo(h)), []);
  const redoStep = useCallback(() => setHistory((h) => h && redo(h)), []);
  useUndoKeys(undoStep, redoStep);

  const failed = (e: unknown) => {
    const err = studioFailure(e);
    setNotice({
      tone: 'bad',
      text: t(`studio.fail_${err.reason}`, { message: err.serverMessage }),
      problems: err.problems,
    });
  };
  const publish = async (asDefault: boolean) => {
    if (!draft || busy) return;
    let failing = report?.failures.length ?? 0;
    if (asDefault && failing) {
      setNotice({ tone: 'bad', text: t('studio.blocked', { count: failing }) });
      return;
    }
    setBusy(true);
    try {
      if (!savedAs || !sameTheme(savedAs, draft)) {
        // The server's own check of the kept draft: the contrast pairs it still fails.
        failing = (await saveTheme(shop, draft)).contrast.length;
        setSavedAs(draft);
      }
      setSaves((n) => n + 1);
      if (asDefault) await makeDefault(shop, draft.id);
      setNotice(
        !asDefault && failing
          ? { tone: 'bad', text: t('studio.savedDraft', { id: draft.id, shop, count: failing }) }
          : { tone: 'good', text: t(asDefault ? 'studio.madeDefault' : 'studio.saved', { id: draft.id, shop }) },
      );
      void data.mutate();
    } catch (e) {
      failed(e);
    } finally {
      setBusy(false);
    }
  };
  const open = async (id: string) => {
    try {
      start(await openTheme(shop, id), true);
    } catch (e) {
      failed(e);
    }
  };
  // A copy of a saved theme under a new id, opened as a new unsaved theme.
  const duplicate = async (id: string) => {
    try {
      const th = await openTheme(shop, id);
      const copyId = freeId(`${id}-copy`, takenIds());
      start(
        setMeta(
          { ...th, id: copyId },
          { id: copyId, en: `${th.name['en-gb']} (copy)`, zh: `${th.name['zh-hans']}（副本）` },
        ),
      );
    } catch (e) {
      failed(e);
    }
  };
  const remove = async (id: string) => {
    try {
      await deleteTheme(shop, id);
      setNotice({ tone: 'good', text: t('studio.deleted', { id }) });
      void data.mutate();
    } catch (e) {
      failed(e);
    }
  };
  const download = () => {
    if (!draft) return;
    const url = URL.createObjectURL(new Blob([exportTheme(draft)], { type: 'application/json' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = `${draft.id}.json`;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  const takenIds = () => new Set([...(data.data?.list.themes ?? []).map((x) => x.id), ...shipped.map((x) => x.id)]);
  // As a new theme (a free id; the open theme closes, asked first when it holds unsaved changes) or
  // into the open theme as one undoable step.
  const imported = (theme: ThemeManifest, problems: ImportResult['problems'], mode: ImportMode) => {
    const replace = mode === 'replace' && !!draft;
    const done = () =>
      setNotice({
        tone: problems.length ? 'bad' : 'good',
        text: problems.length
          ? t('studio.importedWithContrast', { count: problems.length })
          : t(replace ? 'studio.importedReplace' : 'studio.imported', { id: theme.id }),
      });
    if (replace) {
      change((th) => replaceContent(th, theme));
      done();
    } else
      closing.ask(() => {
        start(asNewTheme(theme, takenIds()));
        done();
      });
  };
  const restored = (theme: ThemeManifest, version: number) => {
    change(() => theme);
    setNotice({ tone: 'good', text: t('studio.versionRestored', { version }) });
  };

  if (data.error && !data.isValidating) {
    const { reason, serverMessage } = studioFailure(data.error);
    return (
      <section className={styles.studio}>
        <h1 className={styles.h1}>{t('studio.title')}</h1>
        <Alert as="p" tone="none" className={styles.bad}>
          {t(`studio.fail_${reason}`, { message: serverMessage })}
        </Alert>
        {reason !== 'forbidden' ? (
          <Button variant="secondary" onClick={() => void data.mutate()}>
            {t('studio.retry')}
          </Button>
        ) : null}
      </section>
    );
  }
  if (!data.data)
    return (
      <section className={styles.studio} aria-busy="true">
        <h1 className={styles.h1}>{t('studio.title')}</h1>
        <Status as="p">{t('studio.loading')}</Status>
      </section>
    );

  const lang = i18n.language === 'zh-hans' ? 'zh-hans' : 'en-gb';
  return (
    <section className={styles.studio}>
      <h1 className={styles.h1} ref={heading} tabIndex={-1}>
        {draft ? t('studio.editing', { name: draft.name[lang] }) : t('studio.title')}
      </h1>
      {!draft ? <StudioNotice notice={notice} /> : null}
      {!draft ? (
        <StudioStart
          shop={shop}
          list={data.data.list}
          shipped={shipped}
          lang={lang}
          onBlank={() => start(blankTheme(shipped.find((s) => s.id === 'default') ?? shipped[0]))}
          onShipped={(s) => start(fromShipped(s, `${s.id}-copy`))}
          onOpen={(id) => void open(id)}
          onImport={() => setImporting(true)}
          onDuplicate={(id) => void duplicate(id)}
          onDelete={(id) => void remove(id)}
          onRenamed={(id, name) => {
            setNotice({ tone: 'good', text: t('studio.renamed', { id, name: name[lang] }) });
            void data.mutate();
          }}
        />
      ) : (
        <>
          <StudioToolbar
            canUndo={canUndo(history!)}
            canRedo={canRedo(history!)}
            onUndo={undoStep}
            onRedo={redoStep}
            onImport={() => setImporting(true)}
            onExport={download}
            onStartOver={() =>
              closing.ask(() => {
                setHistory(null);
                setNotice(null);
              })
            }
          />
          <div className={styles.columns}>
            <div className={styles.editor}>
              <ThemeDetails
                form={form}
                busy={busy}
                failing={report?.failures.length ?? 0}
                notice={notice}
                onSave={() => void publish(false)}
                onMakeDefault={() => void publish(true)}
              />
              <ContrastPanel
                theme={draft}
                total={report!.pairs.length}
                failures={report!.failures}
                onFix={(o) => change((th) => applyFix(th, o))}
              />
              <TokenEditor
                theme={draft}
                onToken={(g, n, v, field) => change((th) => setToken(th, g, n, v), field)}
                onNight={(derive) => change((th) => (derive ? deriveNight(th) : dropNight(th)))}
              />
              <RoleEditor theme={draft} onRole={(s, r, ref) => change((th) => setRole(th, s, r, ref))} />
              {savedAs ? (
                <VersionsPanel shop={shop} themeId={savedAs.id} lang={lang} reload={saves} onRestore={restored} />
              ) : null}
              <ImagesPanel shop={shop} onChanged={() => setPictures((n) => n + 1)} />
            </div>
            <PreviewPane
              shop={shop}
              draft={draft}
              shipped={shipped}
              productId={data.data.productId}
              venueHome={venueHome}
              reload={pictures}
            />
          </div>
        </>
      )}
      <ImportDialog
        open={importing}
        onOpenChange={setImporting}
        shipped={shipped}
        canReplace={!!draft}
        onImport={imported}
      />
      {closing.dialog}
    </section>
  );
}
