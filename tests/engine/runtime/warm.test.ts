// Warming routes (src/engine/runtime/warm.ts): the code of a family's cart and checkout loaded ahead
// of a visit, through the same loaders the router uses, once; a failed load may be warmed again.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ResolvedFamily } from '../../../src/engine/contract';
import { clearRegistry, registerComponents } from '../../../src/engine/runtime/registry';
import { setRouteLoaders } from '../../../src/engine/runtime/routeLoaders';
import { warmRoutes } from '../../../src/engine/runtime/warm';

// Warming waits until the page is interactive (whenInteractive.ts, tested on its own): here the test says when.
let interactive = true;
const waiting: (() => void)[] = [];
vi.mock('../../../src/engine/runtime/whenInteractive', () => ({
  whenInteractive: (fn: () => void) => (interactive ? fn() : waiting.push(fn)),
}));

const family: ResolvedFamily = {
  id: 'shop',
  prefix: '/shop/:shop',
  layout: 'main',
  routes: [
    { path: 'cart', screen: 'cart', family: 'shop', fullPath: '/shop/:shop/cart', layout: 'main' },
    { path: 'checkout', screen: 'checkout', family: 'shop', fullPath: '/shop/:shop/checkout', layout: 'main' },
    { path: 'basket', screen: '', redirect: 'cart', family: 'shop', fullPath: '/shop/:shop/basket', layout: 'main' },
  ],
} as ResolvedFamily;

const doc = (type: string) => ({ kind: 'screen', elements: { root: { type } } });
let loadScreen: ReturnType<typeof vi.fn>;
let loadLayout: ReturnType<typeof vi.fn>;
type Chunk = () => Promise<{ default: () => null }>;
let chunks: Record<string, ReturnType<typeof vi.fn<Chunk>>>;

beforeEach(() => {
  clearRegistry();
  const chunk = () => vi.fn<Chunk>(async () => ({ default: () => null }));
  chunks = { CartView: chunk(), CheckoutForm: chunk(), Header: chunk() };
  registerComponents(Object.entries(chunks).map(([type, load]) => ({ type, load })));
  loadScreen = vi.fn(async (id: string) => doc(id === 'cart' ? 'CartView' : 'CheckoutForm'));
  loadLayout = vi.fn(async () => doc('Header'));
  setRouteLoaders({ loadScreen, loadLayout } as never); // as buildRoutes does with the route table's
  performance.clearMarks();
  interactive = true;
  waiting.length = 0;
});

describe('warmRoutes', () => {
  it("loads each route's screen, layout and component chunks once, and marks it warmed", async () => {
    await warmRoutes(family, ['cart', 'checkout']);
    await warmRoutes(family, ['cart', 'checkout']);
    expect(loadScreen.mock.calls.map((c) => c[0])).toEqual(['cart', 'checkout']);
    expect(loadLayout).toHaveBeenCalledWith('main');
    for (const load of Object.values(chunks)) expect(load).toHaveBeenCalledTimes(1);
    expect(
      performance
        .getEntriesByType('mark')
        .map((m) => m.name)
        .sort(),
    ).toEqual(['warmed shop:cart', 'warmed shop:checkout']);
  });

  it('loads nothing before the page is interactive', async () => {
    interactive = false;
    const done = warmRoutes(family, ['cart']);
    await Promise.resolve();
    expect(loadScreen).not.toHaveBeenCalled();
    for (const fn of waiting.splice(0)) fn();
    await done;
    expect(loadScreen).toHaveBeenCalledTimes(1);
    expect(performance.getEntriesByName('warmed shop:cart')).toHaveLength(1);
  });

  it('skips paths the family does not have and redirects; does nothing without a family', async () => {
    await warmRoutes(family, ['basket', 'nowhere']);
    await warmRoutes(null, ['cart']);
    expect(loadScreen).not.toHaveBeenCalled();
  });

  it('a load that failed (offline) is warmed again next time', async () => {
    loadScreen.mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'));
    await warmRoutes(family, ['cart']);
    expect(performance.getEntriesByName('warmed shop:cart')).toHaveLength(0);
    await warmRoutes(family, ['cart']);
    expect(loadScreen).toHaveBeenCalledTimes(2);
    expect(performance.getEntriesByName('warmed shop:cart')).toHaveLength(1);
  });
});
