// A modal dialog driven by the dialog.open / dialog.close actions: bind `open` to
// { "$state": "/dialogs/open" } (the list of open dialog ids) or to any boolean. Radix Dialog keeps
// the focus inside while open, returns it to where it was, closes on Escape and on a press outside;
// every way of closing emits 'close' (wire it to dialog.close), the manifest's state decides.
import { Dialog as RadixDialog } from 'radix-ui';
import { useTranslation } from '../../i18n';
import type { EngineProps } from '../../engine/runtime/registry';
import { asText } from '../propText';
import styles from './Dialog.module.css';
import type { DialogProps } from '../../generated/component-props';

export default function Dialog({ id, title, open, emit, children }: DialogProps & EngineProps) {
  const { t } = useTranslation();
  const isOpen = Array.isArray(open) ? open.includes(id) : Boolean(open);
  return (
    <RadixDialog.Root open={isOpen} onOpenChange={(next) => { if (!next) emit?.('close', { id }); }}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        {/* No description element: the body is the dialog's content, read after the title. */}
        <RadixDialog.Content className={styles.dialog} aria-describedby={undefined}>
          <div className={styles.head}>
            <RadixDialog.Title className={styles.title}>{asText(title)}</RadixDialog.Title>
            <RadixDialog.Close className={styles.close} aria-label={t('common.close')}>×</RadixDialog.Close>
          </div>
          <div className={styles.body}>{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
