// A real <a href>. A plain left click (no modifier key, no other target, same origin) moves inside
// the app; anything else is left to the browser (new tab, download, outside address). Clicking a
// link to where the app already is replaces the entry instead of pushing a copy.
import type { ComponentPropsWithRef, MouseEvent } from 'react';
import { useNavigation } from './hooks';
import { createPath, resolveTo } from './path';
import type { To } from './types';

export interface LinkProps extends Omit<ComponentPropsWithRef<'a'>, 'href'> {
  to: To;
  replace?: boolean;
  state?: unknown;
}

const ABSOLUTE = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

export function Link({ to, replace, state, target, onClick, ...rest }: LinkProps) {
  const { location, navigate } = useNavigation();
  let inApp = true;
  if (typeof to === 'string' && ABSOLUTE.test(to)) {
    // An absolute address of this very origin is still an in-app link.
    inApp = false;
    try {
      const url = new URL(to, window.location.href);
      if (url.origin === window.location.origin) { to = url.pathname + url.search + url.hash; inApp = true; }
    } catch { /* not a URL, or no window (server render) */ }
  }
  const href = inApp ? createPath(resolveTo(to, location.pathname)) : (to as string);
  const click = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (!inApp || e.defaultPrevented || e.button !== 0 || (target && target !== '_self') || e.metaKey || e.altKey || e.ctrlKey || e.shiftKey) return;
    e.preventDefault();
    void navigate(href, { replace: replace ?? createPath(location) === href, state });
  };
  // eslint-disable-next-line jsx-a11y/anchor-has-content -- the link's text is its children, passed in rest
  return <a {...rest} href={href} target={target} onClick={click} />;
}

export interface NavLinkRenderProps { isActive: boolean }

export interface NavLinkProps extends Omit<LinkProps, 'className'> {
  /** Active only on this very path, not on the paths below it. */
  end?: boolean;
  caseSensitive?: boolean;
  className?: string | ((p: NavLinkRenderProps) => string | undefined);
}

/** A Link that knows whether it points at the current page: aria-current="page" and the 'active' class (or className({ isActive })). */
export function NavLink({ end, caseSensitive, className = '', 'aria-current': current = 'page', ...rest }: NavLinkProps) {
  const { location } = useNavigation();
  let here = location.pathname;
  let to = resolveTo(rest.to, here).pathname;
  if (!caseSensitive) { here = here.toLowerCase(); to = to.toLowerCase(); }
  const slash = to !== '/' && to.endsWith('/') ? to.length - 1 : to.length;
  const p = { isActive: here === to || (!end && here.startsWith(to) && here.charAt(slash) === '/') };
  const cls = typeof className === 'function' ? className(p) : [className, p.isActive ? 'active' : ''].filter(Boolean).join(' ');
  return <Link {...rest} aria-current={p.isActive ? current : undefined} className={cls} />;
}
