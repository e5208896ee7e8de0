// @vitest-environment jsdom
// The theme studio (src/components/ThemeStudio): loading, start from blank, a failing contrast pair
// named with its fix and saving refused until it passes, undo/redo by keyboard, save and make
// default, a refused theme's problems with their JSON Pointers, and another venue's admin refused.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => ({
  list: vi.fn(),
  shipped: vi.fn(),
  save: vi.fn(),
  def: vi.fn(),
  open: vi.fn(),
  product: vi.fn(),
}));
vi.mock('../../src/features/backoffice/studio/api', async (orig) => ({
  ...(await orig<typeof import('../../src/features/backoffice/studio/api')>()),
  listThemes: calls.list,
  shippedThemes: calls.shipped,
  saveTheme: calls.save,
  makeDefault: calls.def,
  openTheme: calls.open,
  firstProduct: calls.product,
}));

import ThemeStudio from '../../src/components/ThemeStudio/ThemeStudio';
import { ApiError } from '../../src/api/errors';
import { app } from '../../src/state/stores';
import day from '../../themes/default.json';
import { renderInFamily } from './helpers';

const LIST = {
  themes: [
    { id: 'harbour-dusk', name: { 'en-gb': 'Harbour dusk', 'zh-hans': '港湾黄昏' }, updatedAt: 1, updatedBy: 'u' },
  ],
  shipped: [{ id: 'default', name: day.name }],
  current: 'default',
};

beforeEach(() => {
  for (const f of Object.values(calls)) f.mockReset();
  calls.list.mockResolvedValue(LIST);
  calls.shipped.mockResolvedValue([day]);
  calls.product.mockResolvedValue('apple');
  app.shop = 'demo-store';
});

const open = async () => {
  await renderInFamily(<ThemeStudio />, '/merchant/demo-store/studio');
  fireEvent.click(await screen.findByRole('button', { name: 'Start from blank' }));
};
const hex = (token: string) => document.getElementById(`tok-color-${token}`) as HTMLInputElement;

describe('ThemeStudio', () => {
  it("lists where a theme can start, and the venue's own themes", async () => {
    await renderInFamily(<ThemeStudio />, '/merchant/demo-store/studio');
    expect(screen.getByText("Loading the venue's themes…")).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Start from Day' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Open Harbour dusk' })).toBeTruthy();
    expect(screen.getByText("The venue's default theme now: default")).toBeTruthy();
  });

  it('names a failing pair, saves it only as a draft, refuses the default, applies the fix; undo and redo by keyboard', async () => {
    // The server keeps the draft and answers the pairs it still fails (its own check, the same rules).
    const pair = { path: '/schemes/default/textMuted', code: 'theme.contrast', message: 'below 4.5:1' };
    const contrast = [pair, pair, pair];
    calls.save.mockResolvedValue({ id: 'my-theme', created: true, updatedAt: 1, contrast, version: null });
    await open();
    expect(screen.getByText(/All \d+ role pairs pass/)).toBeTruthy();
    fireEvent.change(hex('muted'), { target: { value: '#BBBBBB' } });
    expect(screen.getByText('“textMuted” on “background” (scheme default):', { exact: false })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: "Save and make it the venue's default" }));
    expect(
      (
        await screen.findAllByText(
          '3 contrast pairs fail: you can save it as a draft, but fix them before making it the default.',
        )
      ).length,
    ).toBeGreaterThan(0);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/before making it the default/));
    expect(calls.save).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Save to the venue' }));
    expect(await screen.findByText(/as a draft: 3 contrast pairs still fail/, {}, { timeout: 5000 })).toBeTruthy();
    expect(calls.save).toHaveBeenCalledTimes(1);
    expect(calls.def).not.toHaveBeenCalled();
    // The fixer's first option for the muted text keeps the brand: it changes the muted colour, with its ratio.
    const first = document.querySelector('[data-pair="default/textMuted/background"] button')!;
    expect(first.textContent).toMatch(/^Set muted to #[0-9A-F]{6} \(reaches \d+\.\d\d:1\)$/);
    act(() => {
      fireEvent.keyDown(window, { key: 'z', ctrlKey: true });
    });
    expect(hex('muted').value).toBe('#595959');
    act(() => {
      fireEvent.keyDown(window, { key: 'Z', ctrlKey: true, shiftKey: true });
    });
    expect(hex('muted').value).toBe('#BBBBBB');
    for (let i = 0; i < 5 && document.querySelector('[data-pair] button'); i++)
      fireEvent.click(document.querySelector('[data-pair] button')!);
    expect(screen.getByText(/All \d+ role pairs pass/)).toBeTruthy();
    expect(hex('muted').value).not.toBe('#BBBBBB');
  });

  it('saves and makes the theme the default; a refused theme lists each problem with its pointer', async () => {
    calls.save.mockRejectedValueOnce(
      new ApiError(422, 'http', 'The theme has 1 problem', {
        success: false,
        result: {
          code: 'theme.invalid',
          problems: [{ path: '/id', code: 'theme.id-shipped', message: '"default" is the id of a shipped theme.' }],
        },
      }),
    );
    calls.save.mockResolvedValue({ id: 'my-theme', created: true, updatedAt: 1, contrast: [], version: null });
    calls.def.mockResolvedValue({ shop: 'demo-store', theme: 'my-theme', version: 2 });
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'Save to the venue' }));
    expect(await screen.findByText('/id', {}, { timeout: 5000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: "Save and make it the venue's default" }));
    expect(await screen.findByText(/made it demo-store's default theme/, {}, { timeout: 5000 })).toBeTruthy();
    expect(calls.save).toHaveBeenLastCalledWith(
      'demo-store',
      expect.objectContaining({ id: 'my-theme', kind: 'theme' }),
    );
    expect(calls.def).toHaveBeenCalledWith('demo-store', 'my-theme');
  });

  it("another venue's admin or a customer is told the studio is for this venue's administrators", async () => {
    calls.list.mockRejectedValue(new ApiError(403, 'http'));
    await renderInFamily(<ThemeStudio />, '/merchant/demo-store/studio');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Only an administrator of this venue can use the theme studio.',
      ),
    );
    expect(screen.queryByRole('button', { name: 'Start from blank' })).toBeNull();
  });
});
