// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ProductGrid from '../../src/components/ProductGrid/ProductGrid';
import { serveCatalogue, useVenue } from '../features/ordering/fixtures';
import { renderInFamily } from './helpers';

afterEach(() => vi.unstubAllGlobals());

describe('ProductGrid', () => {
  it('lists a category with its sub-categories, images with alt text, prices', async () => {
    serveCatalogue();
    useVenue('grid-1');
    await renderInFamily(<ProductGrid categoryId="coffee" />);
    const link = await screen.findByRole('link', { name: /Latte/ });
    expect(link.getAttribute('href')).toBe('/shop/demo/product/latte');
    expect(screen.getByRole('img', { name: 'Latte' }).getAttribute('src')).toBe('/assets/images/plu-latte.svg');
    expect(screen.getByText('$5.00')).toBeTruthy();
  });
  it('searches, and says when nothing matches', async () => {
    serveCatalogue();
    useVenue('grid-2');
    const { unmount } = await renderInFamily(<ProductGrid mode="search" query="burg" />);
    expect(await screen.findByRole('link', { name: /Beef burger/ })).toBeTruthy();
    unmount();
    await renderInFamily(<ProductGrid mode="search" query="pizza" />);
    expect(await screen.findByText(/Nothing matches/)).toBeTruthy();
  });
  it('shows stock when the venue does, and pages by itemPerPage', async () => {
    serveCatalogue();
    useVenue('grid-3', { showStock: 1, itemPerPage: 1 });
    await renderInFamily(<ProductGrid mode="all" />);
    expect(await screen.findByText('Showing 1 of 3')).toBeTruthy();
    expect(screen.queryByText('Sold out')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByText('Sold out')).toBeTruthy();
  });
  it('says when a category is unknown', async () => {
    serveCatalogue();
    useVenue('grid-4');
    await renderInFamily(<ProductGrid categoryId="nope" />);
    expect(await screen.findByRole('alert')).toBeTruthy();
  });
});

describe('ProductGrid and the cart', () => {
  it('a cart change does not re-render the catalogue rows', async () => {
    const { Profiler } = await import('react');
    const { act } = await import('@testing-library/react');
    const { addToCart, startCart } = await import('../../src/state/cart');
    serveCatalogue();
    useVenue('grid-5');
    startCart('grid-5');
    let renders = 0;
    await renderInFamily(
      <Profiler
        id="grid"
        onRender={() => {
          renders++;
        }}
      >
        <ProductGrid categoryId="burgers" />
      </Profiler>,
    );
    await screen.findByRole('link', { name: /Beef burger/ });
    await act(async () => {
      await new Promise((r) => setTimeout(r, 50));
    });
    const before = renders;
    await act(async () => {
      addToCart({ itemId: 'latte', price: 500 });
      await new Promise((r) => setTimeout(r, 50));
    });
    expect(renders).toBe(before);
  });
});
