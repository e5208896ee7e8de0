// Unsaved work (issue 25): a screen with edits that leaving would throw away (the operator console's
// draft, the theme studio, a half-filled checkout) says so while it holds them. The app's leave guard
// (src/app/LeaveGuard.tsx, drawn by the root route) asks before an in-app navigation to another page
// then, and the browser asks before a reload or closing the tab (beforeunload).
import { useCallback, useEffect, useRef } from 'react';

/**
 * What the leave question says for a screen, as i18n keys: the default says the changes are lost;
 * a screen that keeps its work elsewhere (the checkout keeps its choices in the tab) says what is
 * true for it.
 */
export interface LeaveQuestion {
  title: string;
  text: string;
}

/** The screens holding unsaved work now (one token per mounted holder), each with its question. */
const holders = new Map<symbol, LeaveQuestion | undefined>();

/** True while some screen holds unsaved work. */
export const hasUnsavedWork = (): boolean => holders.size > 0;

/** The question of the screen that took hold last (undefined: the default question). */
export const unsavedWorkQuestion = (): LeaveQuestion | undefined => [...holders.values()].pop();

/** The browser's own "Leave site?" question for a reload or a closed tab; its words are the browser's. */
function askBeforeUnload(e: BeforeUnloadEvent): void {
  e.preventDefault();
  // Older Chromium and Safari ask only when returnValue is set.
  e.returnValue = '';
}

function drop(token: symbol): void {
  holders.delete(token);
  if (holders.size === 0) window.removeEventListener('beforeunload', askBeforeUnload);
}

/**
 * While `dirty`, leaving the page asks first. Returns `release`: the work is done (an order placed,
 * a payment page to open), so the move that follows at once is not asked about.
 */
export function useUnsavedWork(dirty: boolean, question?: LeaveQuestion): () => void {
  const held = useRef<symbol | null>(null);
  const title = question?.title;
  const text = question?.text;
  useEffect(() => {
    if (!dirty) return undefined;
    const token = Symbol('unsaved');
    held.current = token;
    holders.set(token, title && text ? { title, text } : undefined);
    window.addEventListener('beforeunload', askBeforeUnload);
    return () => {
      if (held.current === token) held.current = null;
      drop(token);
    };
  }, [dirty, title, text]);
  return useCallback(() => {
    if (held.current) drop(held.current);
  }, []);
}
