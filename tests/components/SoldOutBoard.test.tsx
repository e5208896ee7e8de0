// @vitest-environment jsdom
// Staff's sold-out board (src/components/SoldOutBoard): the live items with a search, one tap marks
// an item sold out (the switch call) and says so; an empty live menu and a refusal said in words.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => ({ read: vi.fn(), soldOut: vi.fn() }));
vi.mock('../../src/features/backoffice/menu/api', async (orig) => ({
  ...(await orig<typeof import('../../src/features/backoffice/menu/api')>()),
  readMenu: calls.read,
  switchSoldOut: calls.soldOut,
}));

import SoldOutBoard from '../../src/components/SoldOutBoard/SoldOutBoard';
import { ApiError } from '../../src/api/errors';
import type { MenuDoc, MenuItem } from '../../src/domain/menu';
import { loadNamespaces } from '../../src/i18n';
import { app } from '../../src/state/stores';
import { renderInFamily } from './helpers';

const item = (id: string, en: string, zh: string): MenuItem => ({
  id,
  categoryId: 'drinks',
  name: { 'en-gb': en, 'zh-hans': zh },
  description: { 'en-gb': '', 'zh-hans': '' },
  priceCents: 450,
  optionGroups: [],
  stock: null,
  hidden: false,
  notesAllowed: true,
  loyalty: true,
  discount: true,
  image: null,
  keep: {},
});
const MENU: MenuDoc = {
  categories: [
    { id: 'drinks', parentId: null, name: { 'en-gb': 'Drinks', 'zh-hans': '饮品' }, visible: true, image: null },
  ],
  items: [item('latte', 'Latte', '拿铁'), item('mocha', 'Mocha', '摩卡')],
};
const state = (soldOut: string[], menu = MENU) => ({ live: menu, menu, draft: null, stale: false, latest: 2, soldOut });

beforeEach(async () => {
  for (const c of Object.values(calls)) c.mockReset();
  app.shop = 'demo-cafe';
  await loadNamespaces(['menuedit']);
});

describe('SoldOutBoard', () => {
  it('finds an item and marks it sold out with one tap', async () => {
    calls.read.mockResolvedValueOnce(state([])).mockResolvedValue(state(['mocha']));
    calls.soldOut.mockResolvedValue({ itemId: 'mocha', soldOut: true });
    await renderInFamily(<SoldOutBoard />, '/merchant/demo-cafe/soldout');
    expect(await screen.findByRole('switch', { name: 'Latte sold out' })).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Find an item' }), { target: { value: 'moc' } });
    expect(screen.queryByRole('switch', { name: 'Latte sold out' })).toBeNull();
    const mocha = screen.getByRole('switch', { name: 'Mocha sold out' });
    expect(mocha.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(mocha);
    await waitFor(() => expect(calls.soldOut).toHaveBeenCalledWith('demo-cafe', 'mocha', true));
    expect(await screen.findByText(/Mocha is sold out now/)).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Mocha sold out' }).getAttribute('aria-checked')).toBe('true'),
    );
    fireEvent.change(screen.getByRole('searchbox', { name: 'Find an item' }), { target: { value: 'zzz' } });
    expect(screen.getByText('No item matches “zzz”.')).toBeTruthy();
  });

  it('an empty live menu, and a refusal in words', async () => {
    calls.read.mockResolvedValue(state([], { categories: [], items: [] }));
    const { unmount } = await renderInFamily(<SoldOutBoard />, '/merchant/demo-cafe/soldout');
    expect(await screen.findByText('The live menu has no items yet.')).toBeTruthy();
    unmount();
    calls.read.mockRejectedValue(new ApiError(404, 'network'));
    await renderInFamily(<SoldOutBoard />, '/merchant/demo-cafe/soldout');
    expect(await screen.findByText(/The server could not be reached/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
