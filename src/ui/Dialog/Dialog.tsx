// A modal dialog on Radix Dialog: the focus stays inside while open and returns to where it was, Escape
// and a press outside close it, the title names it. Sheet is the same dialog docked to the bottom edge.
// Radix is about 20 KB gzip: import this from a module that is itself loaded when the dialog is about
// to open (React.lazy), never from a first paint.
// `instant`: a tap's answer within the kiosk's 100 ms (issue 34). The dialog's frame (overlay, title,
// close) is drawn at once as plain elements, hidden from assistive technology, and the modal dialog
// replaces it after that first paint: its focus move (a forced layout of the new dialog), the page's
// scroll lock (the whole page laid out again) and the hiding of the page from screen readers run
// outside the tap's interaction. Focus still moves into the dialog, Escape closes it, focus returns.
import { useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Dialog as RadixDialog } from 'radix-ui';
import { useTranslation } from '../../i18n';
import { useAfterPaint } from './useAfterPaint';
import styles from './Dialog.module.css';

/** center; bottom (a sheet); full: the whole screen, large title and close (a kiosk's item dialog). */
export const DIALOG_PLACEMENTS = ['center', 'bottom', 'full'] as const;

export interface DialogProps {
  open: boolean;
  /** Every way of closing (×, Escape, press outside) calls this with false. */
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** A line under the title that describes the dialog (read with it); none by default. */
  description?: ReactNode;
  placement?: (typeof DIALOG_PLACEMENTS)[number];
  className?: string;
  children?: ReactNode;
  /** Draw the frame in the tap's own paint and become modal after it (see above). */
  instant?: boolean;
}

const placementClass = (placement: DialogProps['placement'], className?: string) =>
  [styles.dialog, placement === 'bottom' && styles.sheet, placement === 'full' && styles.full, className]
    .filter(Boolean)
    .join(' ');

export function Dialog(props: DialogProps) {
  return props.instant && props.open ? <InstantDialog {...props} /> : <ModalDialog {...props} />;
}

function InstantDialog(props: DialogProps) {
  const painted = useAfterPaint();
  return painted ? <ModalDialog {...props} /> : <DialogFrame {...props} />;
}

/** What the dialog looks like before it is modal: the overlay, title and close, inert. */
function DialogFrame({ title, placement = 'center', className }: DialogProps) {
  return createPortal(
    <div aria-hidden="true" inert>
      <div className={styles.overlay} />
      <div className={placementClass(placement, className)}>
        <div className={styles.head}>
          <h2 className={styles.title}>{title}</h2>
          <span className={[styles.close, styles.frameClose].join(' ')}>×</span>
        </div>
      </div>
    </div>,
    document.body,
  );
}

function ModalDialog({
  open,
  onOpenChange,
  title,
  description,
  placement = 'center',
  className,
  children,
}: DialogProps) {
  const { t } = useTranslation();
  // The dialog has no Radix Trigger (it is opened from state), so Radix would return the focus to
  // nothing: it goes back to what had it when the dialog opened (e.g. the item tile tapped).
  const returnTo = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        {/* Without a description the body is the dialog's content, read after the title. */}
        <RadixDialog.Content
          className={placementClass(placement, className)}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={() => {
            returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(e) => {
            const el = returnTo.current;
            if (el?.isConnected) {
              e.preventDefault();
              el.focus({ preventScroll: true });
            }
          }}
        >
          <div className={styles.head}>
            <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
            <RadixDialog.Close className={styles.close} aria-label={t('common.close')}>
              ×
            </RadixDialog.Close>
          </div>
          {description ? (
            <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description>
          ) : null}
          <div className={styles.body}>{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** A dialog docked to the bottom edge: choices and short forms on a phone. */
export function Sheet(props: Omit<DialogProps, 'placement'>) {
  return <Dialog {...props} placement="bottom" />;
}
