// No focused field under a sticky part (issue 33): the sticky header publishes its height as the
// page's scroll padding (--sticky-top, see Header), so the browser's own scrolling keeps focused
// fields clear of it; a field that receives the focus while covered anyway (focused by a script with
// preventScroll, or already "in view" behind the header) is scrolled clear here.
function covered(el: Element): boolean {
  const r = el.getBoundingClientRect();
  if (r.height === 0 && r.width === 0) return false;
  const cs = getComputedStyle(document.documentElement);
  const top = parseFloat(cs.scrollPaddingTop) || 0;
  const bottom = parseFloat(cs.scrollPaddingBottom) || 0;
  return r.top < top - 1 || r.bottom > window.innerHeight - bottom + 1;
}

/** Installs the listener once; returns its removal (tests). */
export function installFocusGuard(doc: Document = document): () => void {
  const onFocus = (e: FocusEvent) => {
    const el = e.target;
    if (!(el instanceof HTMLElement) || el === doc.body) return;
    // Inside a dialog or sheet the page behind does not scroll.
    if (el.closest('[role="dialog"], header, nav')) return;
    if (covered(el)) el.scrollIntoView?.({ block: 'nearest' });
  };
  doc.addEventListener('focusin', onFocus);
  return () => doc.removeEventListener('focusin', onFocus);
}
