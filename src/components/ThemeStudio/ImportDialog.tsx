// Import a theme file (the kit's Radix dialog): choose a .json file; a bad file lists each problem with its
// JSON Pointer and changes nothing; a good one (or one whose only problems are contrast pairs, which
// the studio then names with fixes) replaces the draft.
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
  onImport: (theme: ThemeManifest, problems: ImportResult['problems']) => void;
}

/** The largest theme file read (the shipped ones are under 3 KB). */
const MAX_FILE = 256 * 1024;

export default function ImportDialog({ open, onOpenChange, shipped, onImport }: ImportDialogProps) {
  const { t } = useTranslation();
  const [problems, setProblems] = useState<ImportResult['problems']>([]);
  const [name, setName] = useState('');

  const read = async (file: File | undefined) => {
    setProblems([]);
    if (!file) return;
    setName(file.name);
    if (file.size > MAX_FILE) return setProblems([{ path: '', code: 'file.size', message: t('studio.fileTooBig') }]);
    const r = importTheme(await file.text(), shipped);
    if (r.theme) {
      onImport(r.theme, r.problems);
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
        }
        onOpenChange(o);
      }}
      title={t('studio.importTitle')}
      description={t('studio.importHelp')}
    >
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
