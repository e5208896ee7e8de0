// A confirm step before a destructive action (Radix AlertDialog): the question as its title, what
// will happen as its description, Cancel (focused first, so Enter or Space never destroys by
// accident) and the action. Escape and Cancel close it without acting; a press outside does nothing
// (an alert dialog must be answered). Focus stays inside while open and returns to where it was.
// A building block: load it lazily (React.lazy) from the component that needs it, so Radix stays
// off the screens that never confirm anything.
import { useRef } from 'react';
import { AlertDialog } from 'radix-ui';
import { useTranslation } from '../../i18n';
import dialog from './Dialog.module.css';
import styles from './ConfirmDialog.module.css';

export interface ConfirmDialogProps {
  open: boolean;
  /** false on Cancel, Escape or after the action ran. */
  onOpenChange: (open: boolean) => void;
  /** The question ('Clear the cart?'). */
  title: string;
  /** What the action does and that it cannot be undone. */
  description: string;
  /** The action's words ('Clear cart'). */
  confirmLabel: string;
  /** 'Cancel' when absent. */
  cancelLabel?: string;
  onConfirm: () => void;
  /** Where focus goes when the dialog closes after the action (the opener may be gone by then). */
  focusAfterConfirm?: () => HTMLElement | null | undefined;
  /** Where focus goes after Cancel or Escape: the opener (default: what had the focus when it opened). */
  focusAfterCancel?: () => HTMLElement | null | undefined;
}

export default function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  focusAfterConfirm,
  focusAfterCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const confirmed = useRef(false);
  // Opened without a Radix Trigger (the opener lives in a chunk without Radix), so the focus is
  // given back by hand: Radix would send it to its (absent) trigger.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={dialog.overlay} />
        <AlertDialog.Content
          className={`${dialog.dialog} ${styles.confirm}`}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(e) => {
            const target = confirmed.current ? focusAfterConfirm?.() : (focusAfterCancel?.() ?? opener.current);
            confirmed.current = false;
            if (target?.isConnected) {
              e.preventDefault();
              target.focus();
            }
          }}
        >
          <AlertDialog.Title className={dialog.title}>{title}</AlertDialog.Title>
          <AlertDialog.Description className={styles.description}>{description}</AlertDialog.Description>
          <div className={styles.actions}>
            <AlertDialog.Cancel className={styles.cancel}>{cancelLabel ?? t('common.cancel')}</AlertDialog.Cancel>
            <AlertDialog.Action
              className={styles.action}
              onClick={() => {
                confirmed.current = true;
                onConfirm();
              }}
            >
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
