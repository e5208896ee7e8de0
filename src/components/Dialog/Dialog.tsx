// A modal dialog driven by the dialog.open / dialog.close actions: bind `open` to
// { "$state": "/dialogs/open" } (the list of open dialog ids) or to any boolean. The kit's Dialog
// (Radix) keeps the focus inside while open, returns it to where it was, closes on Escape and on a
// press outside; every way of closing emits 'close' (wire it to dialog.close), the manifest's state decides.
import type { EngineProps } from '../../engine/runtime/registry';
import { Dialog as KitDialog } from '../../ui/Dialog/Dialog';
import { asText } from '../propText';
import type { DialogProps } from '../../generated/component-props';

export default function Dialog({ id, title, open, emit, children }: DialogProps & EngineProps) {
  const isOpen = Array.isArray(open) ? open.includes(id) : Boolean(open);
  return (
    <KitDialog
      open={isOpen}
      onOpenChange={(next) => {
        if (!next) emit?.('close', { id });
      }}
      title={asText(title)}
    >
      {children}
    </KitDialog>
  );
}
