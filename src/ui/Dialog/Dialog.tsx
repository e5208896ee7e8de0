// A modal dialog on Radix Dialog: the focus stays inside while open and returns to where it was, Escape
// and a press outside close it, the title names it. Sheet is the same dialog docked to the bottom edge.
// Radix is about 20 KB gzip: import this from a module that is itself loaded when the dialog is about
// to open (React.lazy), never from a first paint.
import type { ReactNode } from 'react';
import { Dialog as RadixDialog } from 'radix-ui';
import { useTranslation } from '../../i18n';
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
}

export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  placement = 'center',
  className,
  children,
}: DialogProps) {
  const { t } = useTranslation();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        {/* Without a description the body is the dialog's content, read after the title. */}
        <RadixDialog.Content
          className={[
            styles.dialog,
            placement === 'bottom' && styles.sheet,
            placement === 'full' && styles.full,
            className,
          ]
            .filter(Boolean)
            .join(' ')}
          {...(description ? {} : { 'aria-describedby': undefined })}
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
