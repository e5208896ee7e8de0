// @vitest-environment jsdom
// An element subscribes only to the state it binds: a cart change must not re-render a
// catalogue row that binds only the catalogue.
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { proxy } from 'valtio';
import type { ScreenManifest } from '../../../src/engine/contract';
import { EngineContext, defaultServices } from '../../../src/engine/runtime/context';
import { DocumentView } from '../../../src/engine/runtime/Renderer';
import { clearRegistry, registerComponents } from '../../../src/engine/runtime/registry';
import { registerStateSlice } from '../../../src/engine/runtime/state';

const cart = proxy({ itemList: [] as string[], total: 0 });
const catalogue = proxy({ items: [{ name: 'Tea' }, { name: 'Cake' }] });
const renders: Record<string, number> = {};

beforeAll(() => {
  clearRegistry();
  registerComponents([
    {
      type: 'Box',
      load: async () => ({ default: ({ children }: { children?: React.ReactNode }) => <div>{children}</div> }),
    },
    {
      type: 'Row',
      load: async () => ({
        default: ({ text, tag }: { text: string; tag: string }) => {
          renders[tag] = (renders[tag] ?? 0) + 1;
          return <p>{text}</p>;
        },
      }),
    },
  ]);
  registerStateSlice('cart', cart, { writable: true });
  registerStateSlice('catalogue', catalogue);
});
afterEach(() => cleanup());

const doc: Pick<ScreenManifest, 'root' | 'elements'> = {
  root: 'page',
  elements: {
    page: { type: 'Box', children: ['row', 'count'] },
    row: {
      type: 'Row',
      repeat: { over: { $state: '/catalogue/items' } },
      props: { text: { $item: '/name' }, tag: 'row' },
    },
    count: { type: 'Row', props: { text: { $state: '/cart/total' }, tag: 'cart' } },
  },
};

describe('state subscriptions', () => {
  it('a cart change re-renders the cart element, not the catalogue rows', async () => {
    const view = render(
      <EngineContext.Provider value={defaultServices}>
        <DocumentView doc={doc as ScreenManifest} file="x.json" />
      </EngineContext.Provider>,
    );
    await act(async () => {
      await new Promise((r) => setTimeout(r, 10));
    });
    expect(view.getByText('Tea')).toBeTruthy();
    const rowsBefore = renders.row;
    const cartBefore = renders.cart;
    await act(async () => {
      cart.total = 12;
      cart.itemList.push('tea');
      await new Promise((r) => setTimeout(r, 10));
    });
    expect(view.getByText('12')).toBeTruthy();
    expect(renders.cart).toBeGreaterThan(cartBefore);
    expect(renders.row).toBe(rowsBefore);
    await act(async () => {
      catalogue.items[0].name = 'Green tea';
      await new Promise((r) => setTimeout(r, 10));
    });
    expect(view.getByText('Green tea')).toBeTruthy();
  });
});
