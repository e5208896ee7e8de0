// The studio's own moves that close the open theme (Close this theme, a file opened as a new theme)
// ask first while it holds changes not saved to the venue, as leaving the page does: Keep editing
// keeps the theme and its undo steps, Close without saving goes on.
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n';

const ConfirmDialog = lazy(() => import('../../ui/Dialog/ConfirmDialog'));

export interface AskBeforeClose {
  /** Runs `close` at once, or after the question when the open theme holds unsaved changes. */
  ask: (close: () => void) => void;
  /** The question while it is asked (draw it anywhere in the studio). */
  dialog: ReactNode;
}

/** `unsaved`: the open theme has changes not saved to the venue. `focusAfter`: where the focus goes once closed. */
export function useAskBeforeClose(unsaved: boolean, focusAfter: () => HTMLElement | null): AskBeforeClose {
  const { t } = useTranslation();
  const [pending, setPending] = useState<(() => void) | null>(null);
  const ask = (close: () => void) => {
    if (unsaved) setPending(() => close);
    else close();
  };
  const dialog = pending ? (
    <Suspense fallback={null}>
      <ConfirmDialog
        open
        onOpenChange={(open) => {
          if (!open) setPending(null);
        }}
        title={t('studio.closeUnsavedTitle')}
        description={t('studio.closeUnsavedText')}
        confirmLabel={t('studio.closeUnsaved')}
        cancelLabel={t('studio.keepEditing')}
        onConfirm={pending}
        focusAfterConfirm={focusAfter}
      />
    </Suspense>
  ) : null;
  return { ask, dialog };
}
