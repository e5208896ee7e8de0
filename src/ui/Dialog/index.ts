// Radix loads with this module: import it lazily (React.lazy) from screens whose first paint has no dialog.
export { Dialog, Sheet, DIALOG_PLACEMENTS, type DialogProps } from './Dialog';
export { useAfterPaint } from './useAfterPaint';
export { default as ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
