// The studio's toolbar over an open theme: undo and redo (also Ctrl+Z, Ctrl+Shift+Z or Ctrl+Y anywhere
// on the studio), import, export and start over.
import { useEffect } from 'react';
import { useTranslation } from '../../i18n';
import { Button } from '../../ui/Button/Button';
import styles from './ThemeStudio.module.css';

export interface StudioToolbarProps {
  canUndo: boolean;
  canRedo: boolean;
  onUndo: () => void;
  onRedo: () => void;
  onImport: () => void;
  onExport: () => void;
  onStartOver: () => void;
}

/** Ctrl+Z undoes, Ctrl+Shift+Z (or Ctrl+Y) redoes, anywhere on the page while the studio is open. */
export function useUndoKeys(onUndo: () => void, onRedo: () => void) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || e.altKey) return;
      const k = e.key.toLowerCase();
      if (k !== 'z' && k !== 'y') return;
      e.preventDefault();
      if (k === 'y' || e.shiftKey) onRedo();
      else onUndo();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onUndo, onRedo]);
}

export default function StudioToolbar(p: StudioToolbarProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.toolbar} role="toolbar" aria-label={t('studio.tools')}>
      <Button variant="secondary" disabled={!p.canUndo} onClick={p.onUndo} aria-keyshortcuts="Control+Z">
        {t('studio.undo')}
      </Button>
      <Button variant="secondary" disabled={!p.canRedo} onClick={p.onRedo} aria-keyshortcuts="Control+Shift+Z">
        {t('studio.redo')}
      </Button>
      <Button variant="secondary" onClick={p.onImport}>
        {t('studio.import')}
      </Button>
      <Button variant="secondary" onClick={p.onExport}>
        {t('studio.export')}
      </Button>
      <Button variant="secondary" onClick={p.onStartOver}>
        {t('studio.startOver')}
      </Button>
    </div>
  );
}
