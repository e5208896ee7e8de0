// Route matching as react-router ranks it: every route with a path (or index) is a branch (the
// route and its parents); branches are scored (static segment 10, ':param' 3, empty 1, index +2,
// '*' -2, plus the number of segments), tried best first, and siblings of equal score in their
// order. Paths are case-insensitive unless caseSensitive; params are URL-decoded.
import { parsePath } from './path';
import type { Params, RouteMatch, RouteObject } from './types';

interface Meta<R> { rel: string; re: RegExp; names: string[]; at: number; route: R }
export interface Branch<R extends RouteObject = RouteObject> { score: number; metas: Meta<R>[] }

const joinPaths = (a: string, b: string) => `${a}/${b}`.replace(/\/\/+/g, '/');
const trimEnd = (p: string) => p.replace(/(.)\/+$/, '$1');

/** A path pattern as a regular expression and its param names ('*' for a splat). */
function compile(path: string, caseSensitive: boolean | undefined, end: boolean): [RegExp, string[]] {
  const names: string[] = [];
  let src = '^' + path.replace(/\/*\*?$/, '').replace(/^\/*/, '/').replace(/[\\.*+^${}|()[\]]/g, '\\$&')
    .replace(/\/:([\w-]+)/g, (_, name: string) => { names.push(name); return '/([^\\/]+)'; });
  if (path.endsWith('*')) {
    names.push('*');
    src += path === '*' || path === '/*' ? '(.*)$' : '(?:\\/(.+)|\\/*)$';
  } else if (end) src += '\\/*$';
  else if (path !== '' && path !== '/') src += '(?:(?=\\/|$))';
  return [new RegExp(src, caseSensitive ? undefined : 'i'), names];
}

function score(path: string, index: boolean | undefined): number {
  const segs = path.split('/');
  let s = segs.length + (segs.includes('*') ? -2 : 0) + (index ? 2 : 0);
  for (const seg of segs) if (seg !== '*') s += /^:[\w-]+$/.test(seg) ? 3 : seg === '' ? 1 : 10;
  return s;
}

function flatten<R extends RouteObject>(routes: R[], out: Branch<R>[], parents: Omit<Meta<R>, 're' | 'names'>[], parentPath: string): void {
  routes.forEach((route, at) => {
    let rel = route.path ?? '';
    if (rel.startsWith('/')) {
      if (!rel.startsWith(parentPath)) throw new Error(`Route path "${rel}" is not under "${parentPath}"`);
      rel = rel.slice(parentPath.length);
    }
    const path = joinPaths(parentPath, rel);
    const metas = [...parents, { rel, at, route }];
    if (route.children?.length) flatten(route.children as R[], out, metas, path);
    if (route.path == null && !route.index) return;
    out.push({
      score: score(path, route.index),
      metas: metas.map((m, i) => { const [re, names] = compile(m.rel, m.route.caseSensitive, i === metas.length - 1); return { ...m, re, names }; }),
    });
  });
}

/** The branches of a route tree, best first (compute once per tree, match many times). */
export function rankRoutes<R extends RouteObject>(routes: R[]): Branch<R>[] {
  const out: Branch<R>[] = [];
  flatten(routes, out, [], '');
  const siblings = (a: number[], b: number[]) => a.length === b.length && a.slice(0, -1).every((n, i) => n === b[i]);
  return out.sort((a, b) => {
    if (a.score !== b.score) return b.score - a.score;
    const x = a.metas.map((m) => m.at);
    const y = b.metas.map((m) => m.at);
    return siblings(x, y) ? x[x.length - 1] - y[y.length - 1] : 0;
  });
}

/** Each segment URL-decoded ('%2F' kept, so a decoded '/' never splits a param). */
function decodePath(p: string): string {
  try {
    return p.split('/').map((s) => decodeURIComponent(s).replace(/\//g, '%2F')).join('/');
  } catch {
    return p;
  }
}

function matchBranch<R extends RouteObject>(branch: Branch<R>, pathname: string): RouteMatch<R>[] | null {
  const params: Params = {};
  const matches: RouteMatch<R>[] = [];
  let done = '/';
  for (const meta of branch.metas) {
    const rest = done === '/' ? pathname : pathname.slice(done.length) || '/';
    const m = rest.match(meta.re);
    if (!m) return null;
    const matched = m[0];
    let base = trimEnd(matched);
    meta.names.forEach((name, i) => {
      const v = m[i + 1] ?? '';
      if (name === '*') base = trimEnd(matched.slice(0, matched.length - v.length));
      params[name] = v.replace(/%2F/g, '/');
    });
    matches.push({ params, pathname: joinPaths(done, matched), pathnameBase: joinPaths(done, base).replace(/\/+$/, '') || '/', route: meta.route });
    if (base !== '/') done = joinPaths(done, base);
  }
  return matches;
}

/** The first ranked branch that matches the pathname, as one match per level; null when none. */
export function matchBranches<R extends RouteObject>(branches: Branch<R>[], pathname: string): RouteMatch<R>[] | null {
  const decoded = decodePath(pathname);
  for (const b of branches) {
    const m = matchBranch(b, decoded);
    if (m) return m;
  }
  return null;
}

export function matchRoutes<R extends RouteObject>(routes: R[], location: string | { pathname: string }): RouteMatch<R>[] | null {
  return matchBranches(rankRoutes(routes), (typeof location === 'string' ? parsePath(location).pathname : location.pathname) || '/');
}
