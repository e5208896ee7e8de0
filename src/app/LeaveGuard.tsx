// Asks before an in-app navigation would throw away unsaved work (issue 25): while a screen holds
// some (useUnsavedWork), a move to another page is held by react-router's blocker and a confirm
// dialog asks (in the screen's own words when it gives them). Stay keeps the screen and its edits; Leave goes on with the navigation (a link, a
// button, back or forward alike). A change of the query alone (a tab, a filter) stays on the page
// and is never held, nor is a replace: that is the app's own redirect (an expired table session to
// its notice, a 401 to the login, an order placed to its screen), where staying has nothing to keep.
// Drawn once by the root route (RouterDeps.guard).
import { lazy, Suspense, useRef } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router-dom';
import { useTranslation } from '../i18n';
import { hasUnsavedWork, unsavedWorkQuestion } from '../shared/hooks';

// Radix loads only when the question is asked.
const ConfirmDialog = lazy(() => import('../ui/Dialog/ConfirmDialog'));

/**
 * The history state of a move the app makes on its own, not the visitor: the API client's redirects
 * (a 401 to the login, where the session is gone and staying keeps nothing). Never held.
 */
export const APP_REDIRECT = { appRedirect: true } as const;

const isAppRedirect = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as { appRedirect?: unknown }).appRedirect === true;

/** Held: the visitor's move (push, back, forward) to another page while a screen holds unsaved work. Read at navigation time. */
export const leavesUnsavedWork: BlockerFunction = ({ currentLocation, nextLocation, historyAction }) =>
  hasUnsavedWork() &&
  historyAction !== 'REPLACE' &&
  !isAppRedirect(nextLocation.state) &&
  currentLocation.pathname !== nextLocation.pathname;

export function LeaveGuard() {
  const { t } = useTranslation();
  const blocker = useBlocker(leavesUnsavedWork);
  // Leave closes the dialog too: that close must not cancel the navigation it just let go (the
  // held location of the question answered Leave).
  const leaving = useRef<unknown>(null);
  if (blocker.state !== 'blocked') return null;
  const held = blocker.location;
  const question = unsavedWorkQuestion();
  return (
    <Suspense fallback={null}>
      <ConfirmDialog
        open
        onOpenChange={(open) => {
          if (!open && leaving.current !== held) blocker.reset();
        }}
        title={t(question?.title ?? 'common.leaveTitle')}
        description={t(question?.text ?? 'common.leaveText')}
        confirmLabel={t('common.leave')}
        cancelLabel={t('common.stay')}
        onConfirm={() => {
          leaving.current = held;
          blocker.proceed();
        }}
      />
    </Suspense>
  );
}
