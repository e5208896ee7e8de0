// Paths and targets: split, join, and resolve a target against the current path.
import type { Location, Path, To } from './types';

/** '/a?b=1#c' -> its parts; a part that is absent stays undefined (so '?x' keeps the current path). */
export function parsePath(path: string): Partial<Path> {
  const out: Partial<Path> = {};
  const h = path.indexOf('#');
  if (h >= 0) { out.hash = path.slice(h); path = path.slice(0, h); }
  const q = path.indexOf('?');
  if (q >= 0) { out.search = path.slice(q); path = path.slice(0, q); }
  if (path) out.pathname = path;
  return out;
}

export const createPath = ({ pathname, search, hash }: Path): string => pathname + search + hash;

const part = (s: string | undefined, mark: string) => (!s || s === mark ? '' : s[0] === mark ? s : mark + s);

/** Joins a relative path to a directory path: '..' climbs a segment, '.' stays. */
function join(relative: string, from: string): string {
  const out = from.replace(/\/+$/, '').split('/');
  for (const s of relative.split('/')) {
    if (s === '..') { if (out.length > 1) out.pop(); } else if (s !== '.') out.push(s);
  }
  return out.length > 1 ? out.join('/') : '/';
}

/**
 * A target made absolute against the current pathname: '/x' stays, 'x' and '../x' join it,
 * '?q' and '#h' keep it. react-router resolves against the route's path, the same for every route
 * of this app (leaf routes, whose path is the whole pathname).
 */
export function resolveTo(to: To, from: string): Path {
  const t = typeof to === 'string' ? parsePath(to) : to;
  const p = t.pathname;
  return { pathname: !p ? from : p[0] === '/' ? p : join(p, from), search: part(t.search, '?'), hash: part(t.hash, '#') };
}

export const newKey = () => Math.random().toString(36).slice(2, 10);

export const makeLocation = (path: Path, state: unknown = null, key = newKey()): Location => ({ ...path, state, key });
