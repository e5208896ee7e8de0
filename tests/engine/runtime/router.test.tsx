// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { proxy } from 'valtio';
import type { FamilyManifest, LayoutManifest, ScreenManifest } from '../../../src/engine/contract';
import { resolveFamilies } from '../../../src/engine/manifest/resolve';
import { buildRoutes, familyPatcher, goToLogin, setRouterNavigate } from '../../../src/engine/runtime/router';
import { clearRegistry, registerComponents } from '../../../src/engine/runtime/registry';
import { registerStateSlice } from '../../../src/engine/runtime/state';
import { ChunkLoadError } from '../../../src/engine/runtime/chunks';

const who = proxy({ roles: [] as string[], admin: 0 as 0 | 1 });
const venue = proxy({
  settings: {} as Record<string, unknown>,
  licence: { status: 1, licenses: '0000' } as Record<string, unknown>,
});

beforeAll(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  clearRegistry();
  registerComponents([
    { type: 'Outlet', load: async () => ({ default: () => <Outlet /> }) },
    { type: 'Text', load: async () => ({ default: ({ text }: { text: string }) => <p>{text}</p> }) },
    {
      type: 'Box',
      load: async () => ({ default: ({ children }: { children?: React.ReactNode }) => <div>{children}</div> }),
    },
  ]);
  registerStateSlice('user', who);
  registerStateSlice('venue', venue);
});
afterEach(() => cleanup());
beforeEach(() => {
  who.roles = [];
  who.admin = 0;
  venue.licence = { status: 1, licenses: '0000' };
});

const families: FamilyManifest[] = [
  {
    kind: 'family',
    schemaVersion: 1,
    id: 'shop',
    prefix: '/shop/:shop',
    layout: 'main',
    home: 'home',
    loginRoute: 'login',
    routes: [
      { path: 'home', screen: 'home' },
      { path: 'login', screen: 'login' },
      { path: 'myorders', screen: 'orders', roles: ['user'] },
      { path: 'reports', screen: 'reports', roles: ['staff'] },
      { path: 'booking', screen: 'booking', requires: { licence: ['reservation'] } },
      { path: 'page/:id', screen: 'page' },
      { path: 'broken', screen: 'broken' },
    ],
  },
  {
    kind: 'family',
    schemaVersion: 1,
    id: 'general',
    prefix: '',
    layout: 'blank',
    routes: [
      { path: '404', screen: 'not-found' },
      { path: '403', screen: 'forbidden' },
    ],
  },
];

const text = (id: string, words: string, extra: Partial<ScreenManifest> = {}): ScreenManifest => ({
  kind: 'screen',
  schemaVersion: 1,
  id,
  title: words,
  root: 'root',
  elements: { root: { type: 'Text', props: { text: words } } },
  ...extra,
});
const screens: Record<string, ScreenManifest> = {
  home: {
    kind: 'screen',
    schemaVersion: 1,
    id: 'home',
    title: 'Home',
    root: 'root',
    elements: {
      root: { type: 'Box', children: ['hello', 'secret', 'staff'] },
      hello: { type: 'Text', props: { text: 'Home screen' } },
      secret: { type: 'Text', roles: ['user'], props: { text: 'For users' } },
      staff: { type: 'Text', roles: ['staff'], props: { text: 'For staff' } },
    },
  },
  login: text('login', 'Login screen'),
  orders: text('orders', 'Orders screen'),
  reports: text('reports', 'Reports screen'),
  booking: text('booking', 'Booking screen'),
  page: { ...text('page', ''), elements: { root: { type: 'Text', props: { text: { $param: 'id' } } } } },
  'not-found': text('not-found', 'Not found screen'),
  forbidden: text('forbidden', 'Forbidden screen'),
  'not-offered': text('not-offered', 'Not offered screen'),
};
/** Screens and layouts asked for, in order (the guard runs before a screen's code loads). */
const asked: string[] = [];
const layouts: Record<string, LayoutManifest> = {
  main: {
    kind: 'layout',
    schemaVersion: 1,
    id: 'main',
    root: 'shell',
    elements: {
      shell: { type: 'Box', children: ['brand', 'outlet'] },
      brand: { type: 'Text', props: { text: 'Shop shell' } },
      outlet: { type: 'Outlet' },
    },
  },
  blank: { kind: 'layout', schemaVersion: 1, id: 'blank', root: 'o', elements: { o: { type: 'Outlet' } } },
};

function mount(path: string) {
  const { families: resolved, issues } = resolveFamilies(families);
  expect(issues).toEqual([]);
  const router = createMemoryRouter(
    buildRoutes({
      families: resolved,
      loadScreen: async (id) => {
        asked.push(id);
        if (id === 'broken') throw new ChunkLoadError();
        return screens[id];
      },
      loadLayout: async (id) => {
        asked.push(`layout:${id}`);
        return layouts[id];
      },
      errorElement: <p>Chunk error, retry</p>,
    }),
    { initialEntries: [path] },
  );
  setRouterNavigate((to, opts) => void router.navigate(to, opts));
  render(<RouterProvider router={router} />);
  return router;
}

describe('router (memory router, jsdom)', () => {
  it('redirects the empty family path to home, inside the family layout', async () => {
    const router = mount('/shop/demo');
    expect(await screen.findByText('Home screen')).toBeTruthy();
    expect(screen.getByText('Shop shell')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/shop/demo/home');
  });
  it('sends an unknown path inside a family to /404', async () => {
    const router = mount('/shop/demo/no-such-screen');
    expect(await screen.findByText('Not found screen')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/404');
  });
  it('sends an unknown top-level path to /404', async () => {
    const router = mount('/nothing/here/at/all');
    expect(await screen.findByText('Not found screen')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/404');
  });
  it('passes route params to bindings', async () => {
    mount('/shop/demo/page/about');
    expect(await screen.findByText('about')).toBeTruthy();
  });
  it('role filter: a guest is sent to the family login for a user route, a user can open it', async () => {
    const r1 = mount('/shop/demo/myorders');
    expect(await screen.findByText('Login screen')).toBeTruthy();
    expect(r1.state.location.pathname).toBe('/shop/demo/login');
    cleanup();
    who.roles = ['user'];
    mount('/shop/demo/myorders');
    expect(await screen.findByText('Orders screen')).toBeTruthy();
  });
  it('role filter: a user cannot open a staff route, admin sees all', async () => {
    who.roles = ['user'];
    mount('/shop/demo/reports');
    expect(await screen.findByText('Forbidden screen')).toBeTruthy();
    cleanup();
    who.admin = 1;
    mount('/shop/demo/reports');
    expect(await screen.findByText('Reports screen')).toBeTruthy();
  });
  it('permission rule hides elements by role for guest, user and admin', async () => {
    mount('/shop/demo/home');
    await screen.findByText('Home screen');
    expect(screen.queryByText('For users')).toBeNull();
    expect(screen.queryByText('For staff')).toBeNull();
    cleanup();
    who.roles = ['user'];
    mount('/shop/demo/home');
    await screen.findByText('For users');
    expect(screen.queryByText('For staff')).toBeNull();
    cleanup();
    who.roles = [];
    who.admin = 1;
    mount('/shop/demo/home');
    await screen.findByText('For staff');
    expect(screen.getByText('For users')).toBeTruthy();
  });
  it('licence guard: reservation needs the 5th licence character', async () => {
    asked.length = 0;
    mount('/shop/demo/booking');
    expect(await screen.findByText('Not offered screen')).toBeTruthy();
    // The route's own screen never loaded; the family is offered, so its layout draws around it.
    expect(asked).not.toContain('booking');
    expect(screen.getByText('Shop shell')).toBeTruthy();
    cleanup();
    venue.licence = { status: 1, licenses: '00001' };
    mount('/shop/demo/booking');
    expect(await screen.findByText('Booking screen')).toBeTruthy();
  });
  it('scrolls to the top on a new navigation and back to where the entry was left on back', async () => {
    const spy = vi.fn();
    window.scrollTo = spy as unknown as typeof window.scrollTo;
    const scrollY = vi.spyOn(window, 'scrollY', 'get');
    try {
      const router = mount('/shop/demo/home');
      await screen.findByText('Home screen');
      // The visitor scrolled the home screen down 640 px, then opens a page.
      scrollY.mockReturnValue(640);
      await act(async () => {
        await router.navigate('/shop/demo/page/x');
      });
      await screen.findByText('x');
      expect(spy).toHaveBeenLastCalledWith(0, 0);
      scrollY.mockReturnValue(0);
      await act(async () => {
        await router.navigate(-1);
      });
      await screen.findByText('Home screen');
      expect(spy).toHaveBeenLastCalledWith(0, 640);
      // Forward again: a page seen at the top comes back at the top.
      await act(async () => {
        await router.navigate(1);
      });
      await screen.findByText('x');
      expect(spy).toHaveBeenLastCalledWith(0, 0);
    } finally {
      scrollY.mockRestore();
    }
  });
  it('a screen chunk that fails to load shows the chunk-load error element', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mount('/shop/demo/broken');
    expect(await screen.findByText('Chunk error, retry')).toBeTruthy();
  });
  it('a 401 goes to the login route of the current family', async () => {
    const router = mount('/shop/demo/home');
    await screen.findByText('Home screen');
    await act(async () => {
      expect(goToLogin()).toBe(true);
    });
    expect(await screen.findByText('Login screen')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/shop/demo/login');
  });
});

describe('route table that grows per family (familyPatcher)', () => {
  const withMobile: FamilyManifest[] = [
    ...families,
    {
      kind: 'family',
      schemaVersion: 1,
      id: 'mobile',
      prefix: '/mobile/:shop',
      layout: 'main',
      home: 'home',
      routes: [{ path: 'home', screen: 'mhome' }],
    },
  ];
  function mountOnly(path: string) {
    const { families: resolved } = resolveFamilies(withMobile);
    const deps = {
      families: resolved,
      loadScreen: async (id: string) => (id === 'mhome' ? text('mhome', 'Mobile home screen') : screens[id]),
      loadLayout: async (id: string) => layouts[id],
    };
    const only = new Set(['shop']);
    const router = createMemoryRouter(buildRoutes(deps, only), {
      initialEntries: [path],
      patchRoutesOnNavigation: familyPatcher(deps, only),
    });
    setRouterNavigate((to, opts) => void router.navigate(to, opts));
    render(<RouterProvider router={router} />);
    return router;
  }
  const familyIds = (router: ReturnType<typeof createMemoryRouter>) =>
    (router.routes[0].children ?? []).map((r) => r.id).filter((id) => id?.startsWith('family:'));

  it('starts with the page family and the general one, and adds another family on the first navigation into it', async () => {
    const router = mountOnly('/shop/demo/home');
    expect(await screen.findByText('Home screen')).toBeTruthy();
    expect(familyIds(router)).toEqual(['family:shop', 'family:general']);
    await act(async () => {
      await router.navigate('/mobile/demo/home');
    });
    expect(await screen.findByText('Mobile home screen')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/mobile/demo/home');
    expect(familyIds(router)).toContain('family:mobile');
    // once: going back and forth does not add it again
    await act(async () => {
      await router.navigate('/shop/demo/home');
    });
    await act(async () => {
      await router.navigate('/mobile/demo/home');
    });
    expect(familyIds(router).filter((id) => id === 'family:mobile')).toHaveLength(1);
  });
  it('a first load inside a family left out of the table still finds its screen; unknown prefixes still go to /404', async () => {
    const router = mountOnly('/mobile/demo/home');
    expect(await screen.findByText('Mobile home screen')).toBeTruthy();
    cleanup();
    const r2 = mountOnly('/nothing/here');
    expect(await screen.findByText('Not found screen')).toBeTruthy();
    expect(r2.state.location.pathname).toBe('/404');
    expect(router).toBeTruthy();
  });
  it('a family whose manifest is not loaded yet: the navigation waits for every family, then finds its routes', async () => {
    const { families: resolved } = resolveFamilies(withMobile);
    const loaded = resolved.filter((f) => f.id !== 'mobile');
    let loads = 0;
    const deps = {
      families: loaded,
      loadScreen: async (id: string) => (id === 'mhome' ? text('mhome', 'Mobile home screen') : screens[id]),
      loadLayout: async (id: string) => layouts[id],
      loadAllFamilies: async () => {
        loads++;
        if (!loaded.some((f) => f.id === 'mobile')) loaded.push(...resolved.filter((f) => f.id === 'mobile'));
      },
    };
    const only = new Set(['shop']);
    const router = createMemoryRouter(buildRoutes(deps, only), {
      initialEntries: ['/shop/demo/home'],
      patchRoutesOnNavigation: familyPatcher(deps, only),
    });
    setRouterNavigate((to, opts) => void router.navigate(to, opts));
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('Home screen')).toBeTruthy();
    expect(loads).toBe(0);
    await act(async () => {
      await router.navigate('/mobile/demo/home');
    });
    expect(await screen.findByText('Mobile home screen')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/mobile/demo/home');
    expect(loads).toBe(1);
  });
  it('a navigation overtaken while the families load (its patch dropped) does not stop the next one from patching', async () => {
    const { families: resolved } = resolveFamilies(withMobile);
    const loaded = resolved.filter((f) => f.id !== 'mobile');
    const deps = {
      families: loaded,
      loadScreen: async () => screens.home,
      loadLayout: async (id: string) => layouts[id],
      loadAllFamilies: async () => {
        if (!loaded.some((f) => f.id === 'mobile')) loaded.push(...resolved.filter((f) => f.id === 'mobile'));
      },
    };
    const patcher = familyPatcher(deps, new Set(['shop']));
    const patched: string[] = [];
    const patch = (_id: string | null, children: { id?: string }[]) => patched.push(...children.map((c) => c.id ?? ''));
    const overtaken = new AbortController();
    overtaken.abort();
    await patcher({ path: '/mobile/demo/home', patch, signal: overtaken.signal });
    expect(patched).toEqual([]);
    await patcher({ path: '/mobile/demo/home', patch, signal: new AbortController().signal });
    expect(patched).toEqual(['family:mobile']);
  });
});

describe('venue guard on families (requires.configIn)', () => {
  const fams: FamilyManifest[] = [
    {
      kind: 'family',
      schemaVersion: 1,
      id: 'massage',
      prefix: '/massage/:shop',
      layout: 'main',
      home: 'home',
      requires: { configIn: { '/serviceTypes': ['massage'] } },
      routes: [{ path: 'home', screen: 'home' }],
    },
  ];
  const mountFam = (path: string) => {
    const { families: resolved } = resolveFamilies(fams);
    const router = createMemoryRouter(
      buildRoutes({
        families: resolved,
        loadScreen: async (id) => {
          asked.push(id);
          return screens[id];
        },
        loadLayout: async (id) => {
          asked.push(`layout:${id}`);
          return layouts[id];
        },
      }),
      { initialEntries: [path] },
    );
    render(<RouterProvider router={router} />);
    return router;
  };
  it('a family the venue does not offer shows the not-offered screen in the blank layout, loading neither its screen nor its layout', async () => {
    asked.length = 0;
    venue.settings = { serviceTypes: ['shop'] };
    mountFam('/massage/demo/home');
    expect(await screen.findByText('Not offered screen')).toBeTruthy();
    expect(screen.queryByText('Shop shell')).toBeNull();
    expect(asked).toEqual(expect.arrayContaining(['layout:blank', 'not-offered']));
    expect(asked).not.toContain('home');
    expect(asked).not.toContain('layout:main');
  });
  it('the same family opens when the configuration offers it', async () => {
    venue.settings = { serviceTypes: ['shop', 'massage'] };
    mountFam('/massage/demo/home');
    expect(await screen.findByText('Home screen')).toBeTruthy();
    expect(screen.getByText('Shop shell')).toBeTruthy();
    venue.settings = {};
  });
});
