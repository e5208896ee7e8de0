// The draft's action bar (Save draft, Discard) sticks to the bottom of the screen: it publishes its
// height as --sticky-actions, which the page's scroll padding adds (src/app/base.css), so a field
// scrolled to or focused (the focus guard, src/app/focusGuard.ts) is never left under it on a phone.
import { useEffect, useRef } from 'react';

export function useStickyActions<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return undefined;
    const root = document.documentElement;
    const set = () => root.style.setProperty('--sticky-actions', `${Math.ceil(el.getBoundingClientRect().height)}px`);
    set();
    const watch = new ResizeObserver(set);
    watch.observe(el);
    return () => {
      watch.disconnect();
      root.style.removeProperty('--sticky-actions');
    };
  }, []);
  return ref;
}
