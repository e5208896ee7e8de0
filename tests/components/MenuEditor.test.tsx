// @vitest-environment jsdom
// The menu editor (src/components/MenuEditor): the empty state, a category and an item with an option
// group built and saved into the draft (the menu document sent whole), problems named beside their
// field before anything is sent, keyboard reordering announced, publish behind a confirmation, an
// import refused with its problems by row and column, refusals said clearly, both languages.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => ({
  read: vi.fn(),
  save: vi.fn(),
  importMenu: vi.fn(),
  soldOut: vi.fn(),
  publish: vi.fn(),
}));
vi.mock('../../src/features/backoffice/menu/api', async (orig) => ({
  ...(await orig<typeof import('../../src/features/backoffice/menu/api')>()),
  readMenu: calls.read,
  saveMenu: calls.save,
  importMenu: calls.importMenu,
  switchSoldOut: calls.soldOut,
}));
vi.mock('../../src/features/backoffice/console/api', async (orig) => ({
  ...(await orig<typeof import('../../src/features/backoffice/console/api')>()),
  publish: calls.publish,
}));

import MenuEditor from '../../src/components/MenuEditor/MenuEditor';
import { ApiError, refusedError } from '../../src/api/errors';
import type { MenuDoc } from '../../src/domain/menu';
import { initI18n, loadNamespaces } from '../../src/i18n';
import { app } from '../../src/state/stores';
import { renderInFamily } from './helpers';

const EMPTY: MenuDoc = { categories: [], items: [] };
const state = (menu: MenuDoc, extra: object = {}) => ({
  live: menu,
  menu,
  draft: null,
  stale: false,
  latest: 1,
  soldOut: [],
  ...extra,
});
const TWO: MenuDoc = {
  categories: [
    { id: 'drinks', parentId: null, name: { 'en-gb': 'Drinks', 'zh-hans': '饮品' }, visible: true, image: null },
    { id: 'food', parentId: null, name: { 'en-gb': 'Food', 'zh-hans': '食物' }, visible: true, image: null },
  ],
  items: [],
};

beforeEach(async () => {
  for (const c of Object.values(calls)) c.mockReset();
  app.shop = 'demo-cafe';
  await initI18n('en-gb');
  await loadNamespaces(['menuedit']);
});

describe('MenuEditor', () => {
  it('builds a category and an item with options from an empty menu and saves the menu whole', async () => {
    calls.read.mockResolvedValue(state(EMPTY));
    calls.save.mockImplementation(async (_shop: string, menu: MenuDoc) => state(menu, { draft: null }));
    await renderInFamily(<MenuEditor />, '/merchant/demo-cafe/menu');
    expect(await screen.findByText(/The menu is empty/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add a category' }));
    const en = screen.getByLabelText('Name in English') as HTMLInputElement;
    fireEvent.change(en, { target: { value: 'Coffee' } });
    fireEvent.change(screen.getByLabelText('Name in Chinese'), { target: { value: '咖啡' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add an item' }));
    const form = screen.getByRole('group', { name: 'New item' });
    // The form replaced the button: the keyboard goes on in its first field.
    await waitFor(() => expect(document.activeElement).toBe(within(form).getAllByLabelText('Name in English')[0]));
    // Kept empty: each problem beside its field, nothing saved.
    fireEvent.change(within(form).getByLabelText('Price ($)'), { target: { value: 'abc' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Keep this item' }));
    expect(await within(form).findAllByText('Required.')).toHaveLength(2);
    expect(within(form).getByText('Enter a price in dollars, e.g. 4.50.')).toBeTruthy();
    expect(within(form).getByLabelText('Price ($)').getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(within(form).getAllByLabelText('Name in English')[0], { target: { value: 'Flat white' } });
    fireEvent.change(within(form).getAllByLabelText('Name in Chinese')[0], { target: { value: '馥芮白' } });
    fireEvent.change(within(form).getByLabelText('Price ($)'), { target: { value: '4.5' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add an option group' }));
    const names = within(form).getAllByLabelText('Name in English');
    fireEvent.change(names[1], { target: { value: 'Milk' } });
    fireEvent.change(within(form).getAllByLabelText('Name in Chinese')[1], { target: { value: '奶' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add an option to Milk' }));
    fireEvent.change(within(form).getAllByLabelText('Name in English')[2], { target: { value: 'Oat' } });
    fireEvent.change(within(form).getAllByLabelText('Name in Chinese')[2], { target: { value: '燕麦' } });
    fireEvent.change(within(form).getByLabelText('Added price ($)'), { target: { value: '0.6' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Keep this item' }));
    expect(await screen.findByText(/Flat white is in the draft/)).toBeTruthy();
    // ... and back on "Add an item" once the form is gone.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add an item' })));
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(calls.save).toHaveBeenCalledTimes(1));
    const [shop, menu] = calls.save.mock.calls[0] as [string, MenuDoc];
    expect(shop).toBe('demo-cafe');
    expect(menu.categories).toEqual([
      { id: 'c1', parentId: null, name: { 'en-gb': 'Coffee', 'zh-hans': '咖啡' }, visible: true, image: null },
    ]);
    expect(menu.items[0]).toMatchObject({
      id: 'i1',
      categoryId: 'c1',
      name: { 'en-gb': 'Flat white', 'zh-hans': '馥芮白' },
      priceCents: 450,
      optionGroups: [{ name: { 'en-gb': 'Milk', 'zh-hans': '奶' }, min: 0, max: 1, options: [{ priceCents: 60 }] }],
    });
    expect(await screen.findByText(/Draft saved/)).toBeTruthy();
  }, 60_000);

  it('moves a category with the arrow keys and says where it went; publishes after confirming', async () => {
    calls.read.mockResolvedValue(state(TWO));
    calls.save.mockImplementation(async (_shop: string, menu: MenuDoc) =>
      state(menu, {
        draft: {
          changes: [{ key: 'menu.categories' }],
          otherChanges: 0,
          previewToken: 'p'.repeat(32),
          updatedBy: 'a',
          updatedAt: 1,
        },
      }),
    );
    calls.publish.mockResolvedValue({ version: 2, changes: [] });
    await renderInFamily(<MenuEditor />, '/merchant/demo-cafe/menu');
    const handle = await screen.findByRole('button', { name: 'Move Drinks (position 1 of 2)' });
    fireEvent.keyDown(handle, { key: 'ArrowDown' });
    expect(await screen.findByText('Drinks moved to position 2 of 2.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Move Drinks (position 2 of 2)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Publish version 2?', {}, { timeout: 8000 })).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Publish', hidden: true }).at(-1)!);
    await waitFor(() => expect(calls.publish).toHaveBeenCalledWith('demo-cafe'));
    // Unsaved changes are saved first, in their new order.
    expect((calls.save.mock.calls[0][1] as MenuDoc).categories.map((c) => c.id)).toEqual(['food', 'drinks']);
    expect(await screen.findByText('Version 2 is live.')).toBeTruthy();
  });

  it('refuses a category with items in it', async () => {
    calls.read.mockResolvedValue(state({ ...TWO, items: [{ ...blank('latte', 'drinks') }] }));
    await renderInFamily(<MenuEditor />, '/merchant/demo-cafe/menu');
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Drinks' }));
    expect(
      await screen.findByText('Drinks still has items or sub-categories. Move or remove them first.'),
    ).toBeTruthy();
  });

  it('lists an import refusal by row and column, nothing changed', async () => {
    calls.read.mockResolvedValue(state(TWO));
    calls.importMenu.mockRejectedValue(
      refusedError(
        'menu.import',
        {
          problems: [
            { row: 3, column: 'price', message: 'The price "abc" is not dollars.' },
            { row: 5, column: 'category_code', message: 'Unknown category "cakes".' },
          ],
          total: 2,
        },
        'The file has 2 problem(s)',
      ),
    );
    await renderInFamily(<MenuEditor />, '/merchant/demo-cafe/menu');
    const input = (await screen.findByLabelText(/Menu file to import/)) as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], 'menu.csv', { type: 'text/csv' })] } });
    fireEvent.click(screen.getByRole('button', { name: 'Check the file' }));
    expect(await screen.findByText('The file has 2 problems; nothing was changed.')).toBeTruthy();
    const table = screen.getByRole('table', { name: /2 problems in the file/ });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]).getByText('3')).toBeTruthy();
    expect(within(rows[1]).getByText('price')).toBeTruthy();
    expect(within(rows[2]).getByText('Unknown category "cakes".')).toBeTruthy();
    expect(calls.importMenu.mock.calls[0].slice(0, 2)).toEqual(['demo-cafe', 'csv']);
    expect(calls.importMenu.mock.calls[0][3]).toBe(true);
  });

  it('shows a file problem by its code in the screen language (Chinese words, not the English message)', async () => {
    calls.read.mockResolvedValue(state(TWO));
    calls.importMenu.mockRejectedValue(
      refusedError(
        'menu.import',
        {
          problems: [
            { row: 3, column: 'price', code: 'csv.price', values: { text: 'abc' }, message: 'The price "abc" is not.' },
            {
              row: 4,
              column: 'item_code',
              code: 'menu.duplicate',
              values: {},
              message: 'Item code "x" is used twice.',
            },
          ],
          total: 2,
        },
        'The file has 2 problem(s)',
      ),
    );
    app.lang = 'zh-hans';
    try {
      await renderInFamily(<MenuEditor />, '/merchant/demo-cafe/menu');
      await initI18n('zh-hans');
      await loadNamespaces(['menuedit']);
      await screen.findByRole('heading', { level: 1, name: '菜单' });
      const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
      fireEvent.change(input, { target: { files: [new File(['x'], 'menu.csv', { type: 'text/csv' })] } });
      fireEvent.click(screen.getByRole('button', { name: '检查文件' }));
      expect(await screen.findByText('“abc”不是价格：请以元为单位填写，例如 4.50。')).toBeTruthy();
      expect(screen.getByText('此编码重复使用了。')).toBeTruthy();
      expect(screen.queryByText(/is not\.|used twice/)).toBeNull();
    } finally {
      app.lang = 'en-gb';
      await initI18n('en-gb');
    }
  });

  it("says sign in, or not this venue's admin", async () => {
    calls.read.mockRejectedValue(new ApiError(403, 'http'));
    const { unmount } = await renderInFamily(<MenuEditor />, '/merchant/demo-cafe/menu');
    expect(await screen.findByText(/not an administrator of this venue/)).toBeTruthy();
    unmount();
    calls.read.mockRejectedValue(new ApiError(401, 'not-logged'));
    await renderInFamily(<MenuEditor />, '/merchant/demo-cafe/menu');
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeTruthy();
  });

  it('in Chinese', async () => {
    calls.read.mockResolvedValue(state(TWO));
    app.lang = 'zh-hans';
    try {
      await renderInFamily(<MenuEditor />, '/merchant/demo-cafe/menu');
      await initI18n('zh-hans');
      await loadNamespaces(['menuedit']);
      expect(await screen.findByRole('heading', { level: 1, name: '菜单' })).toBeTruthy();
      expect(screen.getByRole('button', { name: '移动 饮品（第 1 位，共 2 个）' })).toBeTruthy();
      expect(screen.getByRole('button', { name: '保存草稿' })).toBeTruthy();
    } finally {
      app.lang = 'en-gb';
      await initI18n('en-gb');
    }
  });
});

function blank(id: string, categoryId: string) {
  return {
    id,
    categoryId,
    name: { 'en-gb': 'Latte', 'zh-hans': '拿铁' },
    description: { 'en-gb': '', 'zh-hans': '' },
    priceCents: 500,
    optionGroups: [],
    stock: null,
    hidden: false,
    notesAllowed: true,
    loyalty: true,
    discount: true,
    image: null,
    keep: {},
  };
}
