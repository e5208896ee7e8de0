// @vitest-environment jsdom
// ProductGrid paging: pages of itemPerPage, Show more (focus to the first new item), the aria-live
// count, infinite scroll through an IntersectionObserver with the load-more distance, and the
// domain 'shop' rule that turns infinite scroll off.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ProductGrid from '../../src/components/ProductGrid/ProductGrid';
import { autoLoads, forgetShown, formatCount, nextShown } from '../../src/components/ProductGrid/paging';
import { normaliseSettings } from '../../src/domain/settings';
import { app } from '../../src/state/stores';
import { serveCatalogue, useVenue } from '../features/ordering/fixtures';
import { renderInFamily } from './helpers';

afterEach(() => {
  vi.unstubAllGlobals();
  forgetShown();
});

/** A catalogue with `big` items in category 'big' and 3 in 'small'. */
function bigCatalogue(big: number) {
  const plu = (i: number, catId: string) => ({
    pluId: `${catId}-${i}`,
    catId,
    pluName1: `${catId} item ${i}`,
    pluName2: `商品 ${i}`,
    priceCents: 100 + i,
  });
  return {
    success: true,
    result: {
      categories: [
        { catId: 'big', parentId: null, catName1: 'Big', catName2: '大', subCategory: [] },
        { catId: 'small', parentId: null, catName1: 'Small', catName2: '小', subCategory: [] },
      ],
      plus: [...Array.from({ length: big }, (_, i) => plu(i + 1, 'big')), ...[1, 2, 3].map((i) => plu(i, 'small'))],
    },
  };
}

/** A stand-in IntersectionObserver: records the options and lets the test report an intersection. */
function fakeObserver() {
  const made: { options?: IntersectionObserverInit; fire: (hit: boolean) => void; disconnected: boolean }[] = [];
  class FakeIO {
    rec: (typeof made)[number];
    constructor(cb: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.rec = {
        options,
        disconnected: false,
        fire: (hit) =>
          cb([{ isIntersecting: hit } as IntersectionObserverEntry], this as unknown as IntersectionObserver),
      };
      made.push(this.rec);
    }
    observe() {}
    disconnect() {
      this.rec.disconnected = true;
    }
    unobserve() {}
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeIO);
  return made;
}
const live = (made: ReturnType<typeof fakeObserver>) => made.filter((o) => !o.disconnected);
const cards = () => screen.getAllByRole('link');

describe('paging rules', () => {
  it('page size and distance come from the normalised settings, with the spec defaults', () => {
    expect(normaliseSettings({ itemPerPage: 12 }).itemPerPage).toBe(12);
    expect(normaliseSettings({}).itemPerPage).toBe(24);
    expect(normaliseSettings({ itemPerPage: 'x' }).itemPerPage).toBe(24);
    expect(normaliseSettings({}).loadMoreDistance).toBe(600);
    expect(normaliseSettings({ loadMoreDistance: 300 }).loadMoreDistance).toBe(300);
    expect(nextShown(24, 24, 1000)).toBe(48);
    expect(nextShown(990, 24, 1000)).toBe(1000);
    expect(formatCount(1000, 'en-gb')).toBe('1,000');
  });
  it('infinite scroll: asked by the screen or by itemInfinityScroll, never in domain shop', () => {
    expect(autoLoads({ requested: true, settings: { itemInfinityScroll: false }, domain: 'mobile' })).toBe(true);
    expect(autoLoads({ requested: true, settings: { itemInfinityScroll: true }, domain: 'shop' })).toBe(false);
    expect(autoLoads({ settings: { itemInfinityScroll: true }, domain: 'app' })).toBe(true);
    expect(autoLoads({ settings: { itemInfinityScroll: false }, domain: 'app' })).toBe(false);
    expect(autoLoads({ requested: false, settings: { itemInfinityScroll: true }, domain: 'app' })).toBe(false);
  });
});

describe('ProductGrid paging', () => {
  it('shows the first page, counts aloud, and Show more adds a page and moves focus to its first item', async () => {
    serveCatalogue(bigCatalogue(1000));
    useVenue('page-1', { itemPerPage: 24 });
    await renderInFamily(<ProductGrid categoryId="big" />);
    await screen.findByRole('link', { name: /big item 1\b/ });
    expect(cards()).toHaveLength(24);
    const status = screen.getByText('Showing 24 of 1,000');
    expect(status.getAttribute('role')).toBe('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(cards()).toHaveLength(48);
    expect(screen.getByText('Showing 48 of 1,000')).toBeTruthy();
    expect(document.activeElement).toBe(cards()[24]);
    expect(cards()[24].textContent).toContain('big item 25');
  });

  it('back to a history entry shows the pages it was left with (the restored scroll needs them); a new entry starts at one', async () => {
    serveCatalogue(bigCatalogue(1000));
    useVenue('page-back', { itemPerPage: 24 });
    const first = await renderInFamily(<ProductGrid categoryId="big" />);
    await screen.findByText('Showing 24 of 1,000');
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(cards()).toHaveLength(72);
    // Leaving the entry unmounts the grid; coming back to the same entry ('default') draws it again.
    first.unmount();
    const again = await renderInFamily(<ProductGrid categoryId="big" />);
    await screen.findByText('Showing 72 of 1,000');
    expect(cards()).toHaveLength(72);
    again.unmount();
    // The same list in another entry (a new visit to the same address) starts at its first page.
    await renderInFamily(<ProductGrid categoryId="big" />, ['/shop/demo/home', '/shop/demo/home']);
    await screen.findByText('Showing 24 of 1,000');
  });

  it('says when everything is shown and drops the button', async () => {
    serveCatalogue(bigCatalogue(5));
    useVenue('page-2', { itemPerPage: 2 });
    await renderInFamily(<ProductGrid categoryId="big" />);
    await screen.findByText('Showing 2 of 5');
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(cards()).toHaveLength(5);
    expect(screen.getByText('All 5 shown')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('a list of one page has no pager', async () => {
    serveCatalogue(bigCatalogue(5));
    useVenue('page-3', { itemPerPage: 24 });
    await renderInFamily(<ProductGrid categoryId="big" />);
    await screen.findByRole('link', { name: /big item 5/ });
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(screen.queryByText(/Showing/)).toBeNull();
  });

  it('the infinity list loads the next page when its end nears (rootMargin = load-more distance), grouped by category', async () => {
    const made = fakeObserver();
    serveCatalogue(bigCatalogue(30));
    useVenue('page-4', { itemPerPage: 24 });
    await renderInFamily(<ProductGrid mode="all" infinite />);
    await screen.findByRole('heading', { name: 'Big' });
    expect(cards()).toHaveLength(24);
    expect(screen.queryByRole('heading', { name: 'Small' })).toBeNull();
    // The observer is set up in a passive effect, which may run a moment after the commit.
    await waitFor(() => expect(live(made)).toHaveLength(1));
    expect(live(made)[0].options?.rootMargin).toBe('600px 0px');
    act(() => live(made)[0].fire(false));
    expect(cards()).toHaveLength(24);
    act(() => live(made)[0].fire(true));
    expect(cards()).toHaveLength(33);
    expect(screen.getByRole('heading', { name: 'Small' })).toBeTruthy();
    expect(screen.getByText('All 33 shown')).toBeTruthy();
    expect(live(made)).toHaveLength(0);
    // Scrolling does not move focus.
    expect(document.activeElement).toBe(document.body);
  });

  it('a category follows itemInfinityScroll and a new category starts at its first page', async () => {
    const made = fakeObserver();
    serveCatalogue(bigCatalogue(100));
    useVenue('page-5', { itemPerPage: 10, itemInfinityScroll: 1, loadMoreDistance: 300 });
    let setCat: (id: string) => void = () => undefined;
    function Switch() {
      const [id, set] = useState('big');
      setCat = set;
      return <ProductGrid categoryId={id} />;
    }
    await renderInFamily(<Switch />);
    await screen.findByText('Showing 10 of 100');
    await waitFor(() => expect(live(made)).toHaveLength(1));
    expect(live(made)[0].options?.rootMargin).toBe('300px 0px');
    act(() => live(made)[0].fire(true));
    await screen.findByText('Showing 20 of 100');
    // A short page keeps loading: each page gets a fresh observer that reports again.
    await waitFor(() => expect(live(made)).toHaveLength(1));
    act(() => setCat('small'));
    expect(await screen.findByRole('link', { name: /small item 3/ })).toBeTruthy();
    act(() => setCat('big'));
    expect(await screen.findByText('Showing 10 of 100')).toBeTruthy();
  });

  it('domain shop never scrolls infinitely: no observer, the Show more button stays', async () => {
    const made = fakeObserver();
    serveCatalogue(bigCatalogue(100));
    useVenue('page-6', { itemPerPage: 10, itemInfinityScroll: 1 });
    app.domain = 'shop';
    await renderInFamily(<ProductGrid mode="all" infinite />);
    await screen.findByText('Showing 10 of 103');
    expect(made).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Show more' })).toBeTruthy();
  });

  it('counts in Chinese too', async () => {
    serveCatalogue(bigCatalogue(1000));
    useVenue('page-7', { itemPerPage: 24 });
    const { initI18n } = await import('../../src/i18n');
    await renderInFamily(<ProductGrid categoryId="big" />);
    await act(async () => {
      await initI18n('zh-hans');
      app.lang = 'zh-hans';
    });
    expect(await screen.findByText('显示 24 / 1,000')).toBeTruthy();
    await act(async () => {
      await initI18n('en-gb');
      app.lang = 'en-gb';
    });
  });
});
