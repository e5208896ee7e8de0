// The whole menu to and from a file: export the draft (or live) menu as CSV or JSON; import a file,
// checked first — every problem listed by row and column and nothing changed — then made the draft.
// The columns are documented in docs/menu-import.md.
import { useId, useState } from 'react';
import { useTranslation } from '../../i18n';
import {
  exportMenu,
  fileBase64,
  importMenu,
  menuProblems,
  type MenuFileFormat,
  type MenuProblem,
} from '../../features/backoffice';
import { Button } from '../../ui/Button/Button';
import { Alert } from '../../ui/Alert/Alert';
import { ProblemList } from './ProblemList';
import { menuFailure } from './menuFailure';
import styles from './MenuEditor.module.css';

interface Props {
  shop: string;
  /** The editor holds changes not saved yet: an import would replace them, so it says so. */
  dirty: boolean;
  refresh: () => Promise<unknown>;
  announce: (text: string) => void;
}

const MAX_BYTES = 512 * 1024;

export function ImportExport({ shop, dirty, refresh, announce }: Props) {
  const { t } = useTranslation();
  const ids = useId();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  const [problems, setProblems] = useState<{ list: MenuProblem[]; total: number } | null>(null);
  const [checked, setChecked] = useState('');
  const format: MenuFileFormat = file && /\.json$/i.test(file.name) ? 'json' : 'csv';

  const run = async (check: boolean) => {
    if (!file) return setFailure(t('menuedit.chooseFile'));
    setFailure('');
    setProblems(null);
    setChecked('');
    if (file.size > MAX_BYTES) return setFailure(t('menuedit.fileTooBig', { kb: Math.ceil(file.size / 1024) }));
    setBusy(true);
    try {
      const r = await importMenu(shop, format, await fileBase64(file), check);
      if (check && 'checked' in r) setChecked(t('menuedit.fileOk', { categories: r.categories, items: r.items }));
      else {
        await refresh();
        announce(t('menuedit.imported'));
      }
    } catch (e) {
      setFailure(menuFailure(t, e));
      const found = menuProblems(e);
      if (found) setProblems(found);
    } finally {
      setBusy(false);
    }
  };
  const download = async (f: MenuFileFormat) => {
    setFailure('');
    try {
      const r = await exportMenu(shop, f, 'draft');
      const url = URL.createObjectURL(new Blob([r.text], { type: r.contentType }));
      const a = document.createElement('a');
      a.href = url;
      a.download = r.fileName;
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
      announce(t('menuedit.exported', { file: r.fileName }));
    } catch (e) {
      setFailure(menuFailure(t, e));
    }
  };

  return (
    <section aria-labelledby={`${ids}-h`} className={styles.card}>
      <h2 id={`${ids}-h`} className={styles.h2}>
        {t('menuedit.files')}
      </h2>
      <p className={styles.muted}>{t('menuedit.filesHint')}</p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => void download('csv')}>
          {t('menuedit.exportCsv')}
        </Button>
        <Button variant="secondary" onClick={() => void download('json')}>
          {t('menuedit.exportJson')}
        </Button>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${ids}-file`}>{t('menuedit.file')}</label>
        <input
          id={`${ids}-file`}
          type="file"
          accept=".csv,.json,text/csv,application/json"
          onChange={(e) => {
            setFile(e.target.files?.[0] ?? null);
            setProblems(null);
            setChecked('');
            setFailure('');
          }}
        />
      </div>
      {dirty ? <p className={styles.muted}>{t('menuedit.importReplaces')}</p> : null}
      <div className={styles.actions}>
        <Button variant="secondary" disabled={busy || !file} onClick={() => void run(true)}>
          {t('menuedit.checkFile')}
        </Button>
        <Button variant="primary" disabled={busy || !file} onClick={() => void run(false)}>
          {t('menuedit.importFile')}
        </Button>
      </div>
      {checked ? (
        <p className={styles.ok} role="status">
          {checked}
        </p>
      ) : null}
      {failure ? (
        <Alert tone="none" className={styles.failure}>
          <p>{failure}</p>
          {problems ? <ProblemList file={problems.list} total={problems.total} /> : null}
        </Alert>
      ) : null}
    </section>
  );
}
