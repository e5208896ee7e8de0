// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import Link from '../../src/components/Link/Link';
import { setTableSource } from '../../src/engine/runtime/family';
import { renderInFamily } from './helpers';

afterEach(() => setTableSource(() => ({ spotType: 4, table: '', sessionId: '' })));

describe('Link', () => {
  it('resolves relative targets inside the family', async () => {
    await renderInFamily(<Link label="Cart" to="cart" />);
    expect(screen.getByRole('link', { name: 'Cart' }).getAttribute('href')).toBe('/shop/demo/cart');
  });
  it('adds tn and ses for table service', async () => {
    setTableSource(() => ({ spotType: 2, table: '12', sessionId: 'S9' }));
    await renderInFamily(<Link label="Cart" to="cart" />);
    expect(screen.getByRole('link', { name: 'Cart' }).getAttribute('href')).toBe('/shop/demo/cart?tn=12&ses=S9');
  });
  it('refuses javascript: addresses for external links', async () => {
    await renderInFamily(<Link label="Bad" to="javascript:alert(1)" external />);
    expect(screen.queryByRole('link', { name: 'Bad' })).toBeNull();
    expect(screen.getByText('Bad')).toBeTruthy();
  });
});
