// Matching and ranking as react-router does it (src/shared/router/match.ts).
import { describe, expect, it } from 'vitest';
import { matchRoutes, type RouteObject } from '../../../src/shared/router';

const flat = (...paths: string[]): RouteObject[] => paths.map((path) => ({ id: path, path }));
const winner = (routes: RouteObject[], url: string) => matchRoutes(routes, url)?.at(-1)?.route.id ?? null;

describe('matchRoutes: ranking', () => {
  const routes = flat('*', '/shop/*', '/shop/:shop/*', '/shop/:shop/:page', '/shop/:shop/home', '/shop/demo/home', '/:a/:b/:c', '/404');
  it.each([
    ['/shop/demo/home', '/shop/demo/home'], // all static beats params
    ['/shop/other/home', '/shop/:shop/home'], // static segment beats a param
    ['/shop/other/cart', '/shop/:shop/:page'], // params beat a splat
    ['/x/y/z', '/:a/:b/:c'],
    ['/shop/other/cart/12', '/shop/:shop/*'], // the longer splat prefix wins
    ['/shop', '/shop/*'],
    ['/nothing', '*'],
    ['/404', '/404'],
  ])('%s -> %s', (url, route) => {
    expect(winner(routes, url)).toBe(route);
  });
  it('is independent of the order routes are listed in', () => {
    expect(winner([...routes].reverse(), '/shop/other/home')).toBe('/shop/:shop/home');
  });
  it('siblings of equal score are tried in their order', () => {
    expect(winner([{ id: 'first', path: '/a/:x' }, { id: 'second', path: '/a/:y' }], '/a/1')).toBe('first');
  });
  it('an index route matches its parent path and beats a sibling splat', () => {
    const tree: RouteObject[] = [{ id: 'fam', path: '/shop/:shop', children: [{ id: 'idx', index: true }, { id: 'home', path: 'home' }, { id: 'splat', path: '*' }] }];
    expect(matchRoutes(tree, '/shop/demo')?.map((m) => m.route.id)).toEqual(['fam', 'idx']);
    expect(winner(tree, '/shop/demo/')).toBe('idx');
    expect(winner(tree, '/shop/demo/home')).toBe('home');
    expect(winner(tree, '/shop/demo/zzz')).toBe('splat');
  });
  it('pathless layout routes are part of the match; absolute child paths under them work', () => {
    const tree: RouteObject[] = [{ id: 'root', children: [{ id: 'layout', children: [{ id: 'nf', path: '/404' }] }] }];
    expect(matchRoutes(tree, '/404')?.map((m) => m.route.id)).toEqual(['root', 'layout', 'nf']);
    expect(matchRoutes(tree, '/405')).toBeNull();
  });
  it('a pathless route alone is never a match', () => {
    expect(matchRoutes([{ id: 'x' }], '/')).toBeNull();
  });
});

describe('matchRoutes: params and paths', () => {
  it('decodes params, keeping an encoded slash inside its param', () => {
    const m = matchRoutes(flat('/p/:name/:rest'), '/p/caf%C3%A9%20au%20lait/a%2Fb');
    expect(m?.[0].params).toEqual({ name: 'café au lait', rest: 'a/b' });
  });
  it('a malformed escape leaves the path as it is', () => {
    expect(matchRoutes(flat('/p/:name'), '/p/%E0%A4%A')?.[0].params.name).toBe('%E0%A4%A');
  });
  it('a splat gives the rest of the path as "*"', () => {
    const m = matchRoutes(flat('/redirect/*'), '/redirect/shop/demo/cart');
    expect(m?.[0].params['*']).toBe('shop/demo/cart');
    expect(m?.[0].pathnameBase).toBe('/redirect');
  });
  it('is case-insensitive unless caseSensitive, and ignores a trailing slash', () => {
    expect(winner(flat('/Shop/Home'), '/shop/home/')).toBe('/Shop/Home');
    expect(matchRoutes([{ path: '/Shop', caseSensitive: true }], '/shop')).toBeNull();
  });
  it('every level sees all params of the match, with its own pathname', () => {
    const tree: RouteObject[] = [{ id: 'f', path: '/shop/:shop', children: [{ id: 'l', children: [{ id: 'p', path: 'page/:id' }] }] }];
    const m = matchRoutes(tree, '/shop/demo/page/7?x=1')!;
    // as react-router: a pathless level's pathname is its parent's plus '/', its base the parent's
    expect(m.map((x) => x.pathname)).toEqual(['/shop/demo', '/shop/demo/', '/shop/demo/page/7']);
    expect(m.map((x) => x.pathnameBase)).toEqual(['/shop/demo', '/shop/demo', '/shop/demo/page/7']);
    expect(m[0].params).toEqual({ shop: 'demo', id: '7' });
    expect(m[0].params).toBe(m[2].params);
  });
  it('special characters in a path are literal', () => {
    expect(winner(flat('/a.b'), '/aXb')).toBeNull();
    expect(winner(flat('/a.b'), '/a.b')).toBe('/a.b');
  });
});
