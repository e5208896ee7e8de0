// Import a theme file (the kit's Radix dialog): choose a .json file; a bad file lists each problem with its
// JSON Pointer and changes nothing; a good one (or one whose only problems are contrast pairs, which
// the studio then names with fixes) opens as a new theme (the default: the open theme closes, the
// studio asking first when it holds unsaved changes) or, when chosen, replaces the open theme's
// content as one undoable step (its id and names kept).
import { useState } from 'react';
import { useTranslation } from '../../i18n';
import type { ThemeManifest } from '../../engine/contract';
import { importTheme, type ImportResult } from '../../features/backoffice/studio';
import { Field, formStyles } from '../../ui/Field';
import { Dialog } from '../../ui/Dialog/Dialog';
import { Alert } from '../../ui/Alert/Alert';
import styles from './ThemeStudio.module.css';

export interface ImportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  shipped: ThemeManifest[];
  /** A theme is open: the dialog offers to replace it instead of opening the file as a new theme. */
  canReplace: boolean;
  onImport: (theme: ThemeManifest, problems: ImportResult['problems'], mode: ImportMode) => void;
}

export const IMPORT_MODES = ['new', 'replace'] as const;
export type ImportMode = (typeof IMPORT_MODES)[number];

/** The largest theme file read (the shipped ones are under 3 KB). */
const MAX_FILE = 256 * 1024;

export default function ImportDialog({ open, onOpenChange, shipped, canReplace, onImport }: ImportDialogProps) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<ImportMode>('new');
  const [problems, setProblems] = useState<ImportResult['problems']>([]);
  const [name, setName] = useState('');

  const read = async (file: File | undefined) => {
    setProblems([]);
    if (!file) return;
    setName(file.name);
    if (file.size > MAX_FILE) return setProblems([{ path: '', code: 'file.size', message: t('studio.fileTooBig') }]);
    const r = importTheme(await file.text(), shipped);
    if (r.theme) {
      onImport(r.theme, r.problems, canReplace ? mode : 'new');
      // Next time the dialog starts over: no file, the default choice.
      setName('');
      setMode('new');
      onOpenChange(false);
    } else setProblems(r.problems);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        if (!o) {
          setProblems([]);
          setName('');
          setMode('new');
        }
        onOpenChange(o);
      }}
      title={t('studio.importTitle')}
      description={t('studio.importHelp')}
    >
      {canReplace ? (
        <fieldset className={formStyles.group}>
          <legend className={formStyles.legend}>{t('studio.importAs')}</legend>
          {IMPORT_MODES.map((m) => (
            <label key={m} className={styles.radio}>
              <input
                type="radio"
                name="studio-import-mode"
                value={m}
                checked={mode === m}
                onChange={() => setMode(m)}
              />{' '}
              {t(`studio.importAs_${m}`)}
            </label>
          ))}
        </fieldset>
      ) : null}
      <Field name="themeFile" id="studio-import-file" label={t('studio.importFile')}>
        {(control) => (
          <input
            {...control}
            className={formStyles.input}
            type="file"
            accept=".json,application/json"
            onChange={(e) => void read(e.target.files?.[0])}
          />
        )}
      </Field>
      {problems.length ? (
        <Alert appearance="box">
          <p className={styles.noMargin}>{t('studio.importProblems', { count: problems.length, file: name })}</p>
          <ul className={styles.problems}>
            {problems.map((p, i) => (
              <li key={i}>
                <code>{p.path || '/'}</code> {p.message}
              </li>
            ))}
          </ul>
        </Alert>
      ) : null}
    </Dialog>
  );
}
