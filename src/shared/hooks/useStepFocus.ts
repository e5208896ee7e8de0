// Every step change of a multi-step flow (issue 33) takes the focus to the new step's heading (or
// first field) and scrolls it below the sticky header: the page keeps its scroll position when a
// long step gives way to a short one, which left the PIN field and Pay under the header.
import { useEffect, useRef } from 'react';

/** The sticky header's height as the page's scroll padding says (0 when none). */
function stickyTop(): number {
  if (typeof window === 'undefined') return 0;
  return parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
}

/** Focuses the element without the browser's own scroll, then brings it to just below the header. */
export function revealStep(el: HTMLElement | null): void {
  if (!el) return;
  el.focus({ preventScroll: true });
  const top = el.getBoundingClientRect().top;
  // Under the header, or so low that the step's fields and button fall below the screen.
  if (top < stickyTop() || top > window.innerHeight * 0.5) el.scrollIntoView?.({ block: 'start' });
}

/**
 * A ref for the step's heading (give it tabIndex={-1}); when `step` changes it takes the focus and
 * comes into view. `onMount`: also when the component first draws (a step that is its own component,
 * drawn in place of the previous one: the stored-value PIN pad). `firstField`: the ref is the flow's
 * wrapper and the new step's first field takes the focus.
 */
export function useStepFocus<T extends HTMLElement>(step: unknown, { onMount = false, firstField = false } = {}) {
  const ref = useRef<T>(null);
  const first = useRef(!onMount);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const el = ref.current;
    revealStep(firstField ? (el?.querySelector<HTMLElement>('input, select, textarea') ?? el) : el);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per step change
  }, [step]);
  return ref;
}
