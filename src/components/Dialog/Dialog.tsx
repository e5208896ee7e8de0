// A modal dialog driven by the dialog.open / dialog.close actions: bind `open` to
// { "$state": "/dialogs/open" } (the list of open dialog ids) or to any boolean. Native <dialog>
// gives focus handling and Escape; closing emits 'close' (wire it to dialog.close).
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from '../../i18n';
import type { EngineProps } from '../../engine/runtime/registry';
import { asText } from '../safeUrl';
import styles from './Dialog.module.css';

export interface DialogProps extends EngineProps {
  id: string;
  title: string | number;
  open?: boolean | string[];
  children?: ReactNode;
}

export default function Dialog({ id, title, open, emit, children }: DialogProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const isOpen = Array.isArray(open) ? open.includes(id) : Boolean(open);
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (isOpen && !d.open) {
      if (typeof d.showModal === 'function') d.showModal();
      else d.setAttribute('open', '');
    } else if (!isOpen && d.open) {
      if (typeof d.close === 'function') d.close();
      else d.removeAttribute('open');
    }
  }, [isOpen]);
  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      onCancel={(e) => { e.preventDefault(); emit?.('close', { id }); }}
    >
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>{asText(title)}</h2>
        <button type="button" className={styles.close} aria-label={t('common.close')} onClick={() => emit?.('close', { id })}>×</button>
      </div>
      <div className={styles.body}>{isOpen ? children : null}</div>
    </dialog>
  );
}
