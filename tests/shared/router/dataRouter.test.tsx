// @vitest-environment jsdom
// The data router (src/shared/router/createRouter.ts, RouterProvider): lazy-then-commit, the first
// load's fallback, errors to the nearest errorElement, patchRoutesOnNavigation, back/forward, replace.
import type { ReactElement } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createBrowserRouter, createMemoryRouter, Outlet, RouterProvider, useLocation, useParams, useRouteError, type RouteObject,
} from '../../../src/shared/router';

afterEach(() => cleanup());

/** A promise settled from outside (a route's code arriving when the test says). */
function later<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => { resolve = res; reject = rej; });
  return { promise, resolve, reject };
}

const text = (s: string) => <p>{s}</p>;
const Where = () => { const l = useLocation(); return <output>{l.pathname + l.search + l.hash}</output>; };
const ShowError = () => { const e = useRouteError(); return <p role="alert">{e instanceof Error ? e.message : String(e)}</p>; };

describe('lazy routes load before the navigation commits', () => {
  it('keeps the previous screen (and location) until the next one has loaded', async () => {
    const gate = later<{ Component: () => ReactElement }>();
    const lazy = vi.fn(() => gate.promise);
    const router = createMemoryRouter([
      { path: '/', element: <><Where /><Outlet /></>, children: [{ path: 'a', element: text('Screen A') }, { path: 'b', lazy }] },
    ], { initialEntries: ['/a'] });
    render(<RouterProvider router={router} />);
    expect(screen.getByText('Screen A')).toBeTruthy();
    let done = false;
    await act(async () => { void router.navigate('/b?x=1').then(() => { done = true; }); await Promise.resolve(); });
    expect(lazy).toHaveBeenCalledTimes(1);
    expect(done).toBe(false);
    expect(screen.getByText('Screen A')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/a');
    await act(async () => { gate.resolve({ Component: () => text('Screen B') }); await gate.promise; });
    expect(await screen.findByText('Screen B')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('/b?x=1');
    expect(done).toBe(true);
    // loaded once: the next visit does not ask again
    await act(async () => { await router.navigate('/a'); await router.navigate('/b'); });
    expect(lazy).toHaveBeenCalledTimes(1);
  });

  it('a first load shows the hydrateFallbackElement until its routes have loaded', async () => {
    const gate = later<{ Component: () => ReactElement }>();
    const router = createMemoryRouter([
      { id: 'root', element: <Outlet />, hydrateFallbackElement: text('Loading page'), children: [{ path: '/x', lazy: () => gate.promise }] },
    ], { initialEntries: ['/x'] });
    render(<RouterProvider router={router} />);
    expect(screen.getByText('Loading page')).toBeTruthy();
    expect(router.state.initialized).toBe(false);
    await act(async () => { gate.resolve({ Component: () => text('Screen X') }); await gate.promise; });
    expect(await screen.findByText('Screen X')).toBeTruthy();
    expect(screen.queryByText('Loading page')).toBeNull();
  });

  it('without lazy routes the first location draws at once', () => {
    const router = createMemoryRouter([{ path: '/', element: text('Home') }]);
    expect(router.state.initialized).toBe(true);
    render(<RouterProvider router={router} />);
    expect(screen.getByText('Home')).toBeTruthy();
  });

  it('a newer navigation wins over one still loading', async () => {
    const slow = later<{ Component: () => ReactElement }>();
    const router = createMemoryRouter([{ path: '/', element: text('Home') }, { path: '/slow', lazy: () => slow.promise }, { path: '/fast', element: text('Fast') }]);
    render(<RouterProvider router={router} />);
    await act(async () => { void router.navigate('/slow'); await router.navigate('/fast'); });
    await act(async () => { slow.resolve({ Component: () => text('Slow') }); await slow.promise; });
    expect(screen.getByText('Fast')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/fast');
  });
});

describe('errors', () => {
  it('a route that fails to load shows the nearest errorElement with the error (useRouteError)', async () => {
    const router = createMemoryRouter([
      { id: 'root', element: <Outlet />, errorElement: <ShowError />, children: [
        { path: '/shell', element: <><p>Shell</p><Outlet /></>, children: [{ path: 'broken', lazy: () => Promise.reject(new Error('chunk failed')) }] },
      ] },
    ], { initialEntries: ['/shell/broken'] });
    render(<RouterProvider router={router} />);
    expect((await screen.findByRole('alert')).textContent).toBe('chunk failed');
    expect(screen.queryByText('Shell')).toBeNull();
    expect(router.state.errors).toEqual({ root: expect.any(Error) });
  });
  it('a render error is caught by the errorElement and cleared by the next navigation', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Boom = () => { throw new Error('render failed'); };
    const router = createMemoryRouter([
      { element: <Outlet />, errorElement: <ShowError />, children: [{ path: '/boom', element: <Boom /> }, { path: '/ok', element: text('Fine') }] },
    ], { initialEntries: ['/boom'] });
    render(<RouterProvider router={router} />);
    expect((await screen.findByRole('alert')).textContent).toBe('render failed');
    await act(async () => { await router.navigate('/ok'); });
    expect(await screen.findByText('Fine')).toBeTruthy();
  });
  it('no matching route at all is a 404 error on the top route', async () => {
    const router = createMemoryRouter([{ path: '/', element: text('Home'), errorElement: <ShowError /> }], { initialEntries: ['/nope'] });
    render(<RouterProvider router={router} />);
    expect((await screen.findByRole('alert')).textContent).toContain('/nope');
  });
});

describe('patchRoutesOnNavigation', () => {
  const tree = (): RouteObject[] => [{ id: 'root', element: <Outlet />, children: [{ path: '/shop/:shop/home', element: text('Shop home') }, { path: '*', element: text('Not found') }] }];
  it('adds children under a route id before matching, once per id', async () => {
    const calls: string[] = [];
    const router = createMemoryRouter(tree(), {
      initialEntries: ['/shop/demo/home'],
      patchRoutesOnNavigation: async ({ path, patch }) => {
        calls.push(path);
        if (path.startsWith('/mobile/')) patch('root', [{ id: 'mobile', path: '/mobile/:shop/home', lazy: async () => ({ Component: () => text('Mobile home') }) }]);
      },
    });
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('Shop home')).toBeTruthy();
    await act(async () => { await router.navigate('/mobile/demo/home'); });
    expect(await screen.findByText('Mobile home')).toBeTruthy();
    await act(async () => { await router.navigate('/mobile/demo/home'); });
    expect(router.routes[0].children?.filter((r) => r.id === 'mobile')).toHaveLength(1);
    expect(calls).toEqual(['/shop/demo/home', '/mobile/demo/home', '/mobile/demo/home']);
  });
  it('a static match does not ask', async () => {
    const ask = vi.fn();
    createMemoryRouter([{ path: '/a', element: text('A') }], { initialEntries: ['/a'], patchRoutesOnNavigation: ask });
    expect(ask).not.toHaveBeenCalled();
  });
});

describe('history', () => {
  const routes = (): RouteObject[] => [{ path: '/:page', element: <Where />, children: [] }];
  it('navigate(-1) and navigate(1) move through the entries (memory)', async () => {
    const router = createMemoryRouter(routes(), { initialEntries: ['/a'] });
    render(<RouterProvider router={router} />);
    await act(async () => { await router.navigate('/b'); await router.navigate('/c'); });
    await act(async () => { await router.navigate(-2); });
    expect(router.state.location.pathname).toBe('/a');
    await act(async () => { await router.navigate(1); });
    expect(screen.getByRole('status').textContent).toBe('/b');
  });
  it('replace swaps the entry, state and a new key come with the location', async () => {
    const router = createMemoryRouter(routes(), { initialEntries: ['/a'] });
    const keys = [router.state.location.key];
    await router.navigate('/b', { replace: true, state: { from: 'a' } });
    keys.push(router.state.location.key);
    expect(router.state.location.state).toEqual({ from: 'a' });
    await router.navigate('/c');
    await router.navigate(-1); // as react-router: the move back commits after its routes have loaded
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/b'));
    expect(keys[0]).toBe('default');
    expect(keys[1]).not.toBe('default');
  });
  it('relative targets resolve against the current path', async () => {
    const router = createMemoryRouter([{ path: '*', element: <Where /> }], { initialEntries: ['/shop/demo/cart'] });
    await router.navigate('?tn=5');
    expect(router.state.location.pathname + router.state.location.search).toBe('/shop/demo/cart?tn=5');
    await router.navigate('../home#top');
    expect(router.state.location.pathname + router.state.location.hash).toBe('/shop/demo/home#top');
  });
  it('browser: push writes the address, popstate (back) loads then commits, subscribers hear each commit', async () => {
    window.history.replaceState(null, '', '/start');
    const gate = later<{ Component: () => ReactElement }>();
    const router = createBrowserRouter([{ path: '/start', lazy: () => gate.promise }, { path: '/next/:id', element: <Params /> }]);
    const seen: string[] = [];
    router.subscribe((s) => seen.push(s.location.pathname));
    render(<RouterProvider router={router} />);
    await act(async () => { gate.resolve({ Component: () => text('Start') }); await gate.promise; });
    expect(await screen.findByText('Start')).toBeTruthy();
    await act(async () => { await router.navigate('/next/café', { state: { n: 1 } }); }); // encoded as the address bar holds it
    expect(window.location.pathname).toBe('/next/caf%C3%A9');
    expect(router.state.location.pathname).toBe('/next/caf%C3%A9');
    expect(window.history.state).toMatchObject({ usr: { n: 1 } });
    expect(screen.getByText('café')).toBeTruthy();
    await act(async () => { window.history.back(); await new Promise((r) => window.addEventListener('popstate', r, { once: true })); });
    expect(await screen.findByText('Start')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/start');
    expect(seen).toEqual(['/start', '/next/caf%C3%A9', '/start']);
    router.dispose();
  });
});

function Params() {
  return <p>{useParams().id}</p>;
}
