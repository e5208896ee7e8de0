// @vitest-environment jsdom
// Links, NavLink, Navigate, the hooks and the memory router with <Routes> (src/shared/router).
import type { ReactElement } from 'react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { Link, MemoryRouter, Navigate, NavLink, Outlet, Route, Routes, useLocation, useNavigate, useParams, useSearchParams } from '../../../src/shared/router';

afterEach(() => cleanup());

function Where() {
  const l = useLocation();
  return <output>{`${l.pathname}${l.search}${l.hash}|${JSON.stringify(l.state)}`}</output>;
}
const where = () => screen.getByRole('status').textContent!.split('|')[0];
const at = (path: string, ui: ReactElement) => render(<MemoryRouter initialEntries={[path]}>{ui}<Where /></MemoryRouter>);

describe('Link', () => {
  it('is a real link with the resolved address', () => {
    at('/shop/demo/cart', <><Link to="/shop/demo/home">Home</Link><Link to="checkout?x=1">Next</Link></>);
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/shop/demo/home');
    expect(screen.getByRole('link', { name: 'Next' }).getAttribute('href')).toBe('/shop/demo/cart/checkout?x=1');
  });
  it('a plain left click moves inside the app, with the state given', async () => {
    at('/a', <Link to="/b#top" state={{ from: 'a' }}>Go</Link>);
    await act(async () => { fireEvent.click(screen.getByRole('link', { name: 'Go' })); });
    expect(screen.getByRole('status').textContent).toBe('/b#top|{"from":"a"}');
  });
  it.each([
    ['ctrl', { ctrlKey: true }], ['meta', { metaKey: true }], ['shift', { shiftKey: true }], ['alt', { altKey: true }], ['middle button', { button: 1 }],
  ])('a %s click is left to the browser', async (_, init) => {
    at('/a', <Link to="/b">Go</Link>);
    const link = screen.getByRole('link', { name: 'Go' });
    const ev = new MouseEvent('click', { bubbles: true, cancelable: true, ...init });
    await act(async () => { link.dispatchEvent(ev); });
    expect(ev.defaultPrevented).toBe(false);
    expect(where()).toBe('/a');
  });
  it('target=_blank, an outside address and a prevented click are left alone', async () => {
    let prevented = 0;
    at('/a', <>
      <Link to="/b" target="_blank" rel="noopener">Tab</Link>
      <Link to="https://elsewhere.example/x">Out</Link>
      <Link to="/c" onClick={(e) => { prevented++; e.preventDefault(); }}>Mine</Link>
    </>);
    expect(screen.getByRole('link', { name: 'Out' }).getAttribute('href')).toBe('https://elsewhere.example/x');
    for (const name of ['Tab', 'Out', 'Mine']) await act(async () => { fireEvent.click(screen.getByRole('link', { name })); });
    expect(prevented).toBe(1);
    expect(where()).toBe('/a');
  });
  it('an absolute address of this origin is an in-app link', async () => {
    at('/a', <Link to={`${window.location.origin}/b?q=1`}>Same</Link>);
    expect(screen.getByRole('link', { name: 'Same' }).getAttribute('href')).toBe('/b?q=1');
    await act(async () => { fireEvent.click(screen.getByRole('link', { name: 'Same' })); });
    expect(where()).toBe('/b?q=1');
  });
  it('a link to where the app already is replaces the entry', async () => {
    function Back() { const navigate = useNavigate(); return <button type="button" onClick={() => void navigate(-1)}>Back</button>; }
    at('/first', <><Link to="/a">A</Link><Back /></>);
    await act(async () => { fireEvent.click(screen.getByRole('link', { name: 'A' })); });
    await act(async () => { fireEvent.click(screen.getByRole('link', { name: 'A' })); });
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Back' })); });
    expect(where()).toBe('/first');
  });
});

describe('NavLink', () => {
  it('marks the current page: aria-current="page", the active class or className({ isActive })', () => {
    at('/shop/demo/cart', <>
      <NavLink to="/shop/demo/cart?tn=4" className={({ isActive }) => (isActive ? 'on' : 'off')}>Cart</NavLink>
      <NavLink to="/shop/demo/home" className={({ isActive }) => (isActive ? 'on' : 'off')}>Home</NavLink>
      <NavLink to="/shop/demo" className="link">Shop</NavLink>
      <NavLink to="/shop/demo" end>Exact</NavLink>
    </>);
    const cart = screen.getByRole('link', { name: 'Cart' });
    expect(cart.getAttribute('aria-current')).toBe('page');
    expect(cart.className).toBe('on');
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('link', { name: 'Home' }).className).toBe('off');
    expect(screen.getByRole('link', { name: 'Shop' }).className).toBe('link active'); // below it counts without `end`
    expect(screen.getByRole('link', { name: 'Exact' }).getAttribute('aria-current')).toBeNull();
  });
});

describe('hooks and memory routes', () => {
  it('useSearchParams reads the query and sets it (replace keeps the history length)', async () => {
    function Filter() {
      const [q, setQ] = useSearchParams();
      return <button type="button" onClick={() => setQ((prev) => { prev.set('people', '3'); return prev; }, { replace: true })}>{q.get('date') ?? 'none'}</button>;
    }
    at('/book?date=2026-01-02', <Filter />);
    expect(screen.getByRole('button').textContent).toBe('2026-01-02');
    await act(async () => { fireEvent.click(screen.getByRole('button')); });
    expect(where()).toBe('/book?date=2026-01-02&people=3');
  });
  it('Navigate moves once drawn', async () => {
    at('/old', <Routes><Route path="/old" element={<Navigate to="/new?x=1" replace />} /><Route path="/new" element={<p>New</p>} /></Routes>);
    expect(await screen.findByText('New')).toBeTruthy();
    expect(where()).toBe('/new?x=1');
  });
  it('Routes draws nested routes, index routes and params through Outlet', () => {
    function Page() { return <p>page {useParams().id}</p>; }
    const ui = <Routes>
      <Route path="/a" element={<section><h1>Shell</h1><Outlet /></section>}>
        <Route index element={<p>Index</p>} />
        <Route path="p/:id" element={<Page />} />
      </Route>
      <Route path="*" element={<p>Other</p>} />
    </Routes>;
    at('/a', ui);
    expect(screen.getByText('Index')).toBeTruthy();
    cleanup();
    at('/a/p/7', ui);
    expect(screen.getByText('Shell')).toBeTruthy();
    expect(screen.getByText('page 7')).toBeTruthy();
    cleanup();
    at('/zzz', ui);
    expect(screen.getByText('Other')).toBeTruthy();
  });
  it('renders on the server (renderToString)', () => {
    const html = renderToString(<MemoryRouter initialEntries={['/x']}><Link to="y">Y</Link></MemoryRouter>);
    expect(html).toContain('href="/x/y"');
  });
  it('hooks outside a router say so', () => {
    const spy = () => { try { render(<Where />); return ''; } catch (e) { return (e as Error).message; } };
    const orig = console.error;
    console.error = () => {};
    expect(spy()).toMatch(/No <RouterProvider> or <MemoryRouter> here/);
    console.error = orig;
  });
});
