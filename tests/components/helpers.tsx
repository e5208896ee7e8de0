// Shared set-up for component tests: i18n in en-gb, a memory router and a family scope.
import { cleanup, render } from '@testing-library/react';
import { afterEach } from 'vitest';
import { useState, type ReactElement, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { FamilyContext } from '../../src/engine/runtime/family';
import { initI18n } from '../../src/i18n';
import type { ResolvedFamily } from '../../src/engine/contract';

afterEach(() => cleanup());

// Radix's radio and checkbox measure themselves; jsdom has no ResizeObserver (browsers all do).
if (typeof window !== 'undefined' && !('ResizeObserver' in window)) {
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

export const shopFamily: ResolvedFamily = {
  id: 'shop',
  prefix: '/shop/:shop',
  layout: 'shop',
  home: 'home',
  loginRoute: 'login',
  routes: [{ path: 'home', screen: 'home', family: 'shop', fullPath: '/shop/:shop/home', layout: 'shop' }],
};

/** A cache of the data layer (swr) of one render, so answers never leak between tests. */
export function FreshCache({ children }: { children: ReactNode }) {
  const [cache] = useState(() => new Map());
  return <SWRConfig value={{ provider: () => cache }}>{children}</SWRConfig>;
}

/** Renders in the shop family, with a cache of its own; a list of paths is a history, at its last entry. */
export async function renderInFamily(ui: ReactElement, path: string | string[] = '/shop/demo/home') {
  await initI18n('en-gb');
  return render(
    <FreshCache>
      <MemoryRouter initialEntries={typeof path === 'string' ? [path] : path}>
        <FamilyContext.Provider value={{ family: shopFamily, base: '/shop/demo' }}>{ui}</FamilyContext.Provider>
      </MemoryRouter>
    </FreshCache>,
  );
}
