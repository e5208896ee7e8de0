// @vitest-environment jsdom
// Managing saved themes in the studio (issue 32): rename in both languages (an empty or taken name
// refused in words on its field, nothing sent), versions of the open theme with restore as an
// undoable draft step, and a file imported as a new theme (the default) or into the open one (undoable).
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => ({
  list: vi.fn(),
  shipped: vi.fn(),
  open: vi.fn(),
  product: vi.fn(),
  rename: vi.fn(),
  versions: vi.fn(),
  version: vi.fn(),
}));
vi.mock('../../src/features/backoffice/studio/api', async (orig) => ({
  ...(await orig<typeof import('../../src/features/backoffice/studio/api')>()),
  listThemes: calls.list,
  shippedThemes: calls.shipped,
  openTheme: calls.open,
  firstProduct: calls.product,
  renameTheme: calls.rename,
  themeVersions: calls.versions,
  themeVersion: calls.version,
}));

import ThemeStudio from '../../src/components/ThemeStudio/ThemeStudio';
import { app } from '../../src/state/stores';
import day from '../../themes/default.json';
import type { ThemeManifest } from '../../src/engine/contract';
import { asNewTheme, freeId, nameProblem, replaceContent } from '../../src/features/backoffice/studio/manage';
import { renderInFamily } from './helpers';

const HARBOUR = {
  ...(day as unknown as ThemeManifest),
  id: 'harbour-dusk',
  name: { 'en-gb': 'Harbour dusk', 'zh-hans': '港湾黄昏' },
};
const LIST = {
  themes: [
    { id: 'harbour-dusk', name: HARBOUR.name, updatedAt: 1, updatedBy: 'u' },
    { id: 'reef', name: { 'en-gb': 'Reef', 'zh-hans': '礁' }, updatedAt: 1, updatedBy: 'u' },
  ],
  shipped: [{ id: 'default', name: day.name }],
  current: 'default',
};

beforeEach(() => {
  for (const f of Object.values(calls)) f.mockReset();
  calls.list.mockResolvedValue(LIST);
  calls.shipped.mockResolvedValue([day]);
  calls.product.mockResolvedValue('apple');
  calls.open.mockResolvedValue(HARBOUR);
  calls.versions.mockResolvedValue([]);
  app.shop = 'demo-store';
});

describe('theme management, pure', () => {
  it('a name is refused when empty, too long or taken in that language (its own name is fine)', () => {
    const others = LIST.themes;
    expect(nameProblem('reef', { 'en-gb': ' ', 'zh-hans': '礁' }, others)).toEqual({ lang: 'en-gb', problem: 'empty' });
    expect(nameProblem('reef', { 'en-gb': 'x'.repeat(61), 'zh-hans': '礁' }, others)).toMatchObject({
      problem: 'long',
    });
    expect(nameProblem('reef', { 'en-gb': 'harbour DUSK', 'zh-hans': '礁' }, others)).toEqual({
      lang: 'en-gb',
      problem: 'taken',
      id: 'harbour-dusk',
    });
    expect(nameProblem('reef', { 'en-gb': 'Reef', 'zh-hans': '礁' }, others)).toBeNull();
  });

  it('an import as new gets a free id; into the open theme it keeps the open id and names', () => {
    expect(freeId('reef', new Set(['reef', 'reef-copy']))).toBe('reef-copy-2');
    const n = asNewTheme(HARBOUR, new Set(['harbour-dusk']));
    expect(n.id).toBe('harbour-dusk-imported');
    expect(n.name['en-gb']).toBe('Harbour dusk (imported)');
    expect(asNewTheme(HARBOUR, new Set()).id).toBe('harbour-dusk');
    const r = replaceContent({ ...HARBOUR, id: 'reef', name: LIST.themes[1].name }, HARBOUR);
    expect([r.id, r.name['en-gb'], r.tokens]).toEqual(['reef', 'Reef', HARBOUR.tokens]);
  });
});

describe('ThemeStudio theme management', () => {
  it('renames in both languages: an empty or taken name is refused in words and nothing is sent', async () => {
    calls.rename.mockResolvedValue({ id: 'reef', name: { 'en-gb': 'Coral reef', 'zh-hans': '珊瑚礁' }, version: null });
    await renderInFamily(<ThemeStudio />, '/merchant/demo-store/studio');
    fireEvent.click(await screen.findByRole('button', { name: 'Rename Reef' }));
    const dialog = await screen.findByRole('dialog');
    const en = within(dialog).getByLabelText('Name in English', { exact: false }) as HTMLInputElement;
    const zh = within(dialog).getByLabelText('Name in Chinese', { exact: false }) as HTMLInputElement;
    fireEvent.change(en, { target: { value: '  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save the names' }));
    expect(await within(dialog).findByText('The English name is empty: give the theme a name.')).toBeTruthy();
    fireEvent.change(en, { target: { value: 'Harbour Dusk' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save the names' }));
    expect(await within(dialog).findByText(/already the name of the theme "harbour-dusk"/)).toBeTruthy();
    expect(calls.rename).not.toHaveBeenCalled();
    fireEvent.change(en, { target: { value: 'Coral reef' } });
    fireEvent.change(zh, { target: { value: '珊瑚礁' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save the names' }));
    expect(await screen.findByText('The theme reef is now called "Coral reef".')).toBeTruthy();
    expect(calls.rename).toHaveBeenCalledWith('demo-store', 'reef', { 'en-gb': 'Coral reef', 'zh-hans': '珊瑚礁' });
  });

  it('lists the open theme’s versions and restores one as the draft; undo takes it back', async () => {
    calls.versions.mockResolvedValue([
      { version: 2, savedAt: Date.UTC(2026, 10, 27, 9, 30), savedBy: 'admin@example.com', name: HARBOUR.name },
      { version: 1, savedAt: Date.UTC(2026, 10, 26, 9, 30), savedBy: 'admin@example.com', name: HARBOUR.name },
    ]);
    const old = { ...HARBOUR, tokens: { ...HARBOUR.tokens, color: { ...HARBOUR.tokens.color, brand: '#0A4A80' } } };
    calls.version.mockResolvedValue(old);
    await renderInFamily(<ThemeStudio />, '/merchant/demo-store/studio');
    fireEvent.click(await screen.findByRole('button', { name: 'Open Harbour dusk' }));
    const panel = (await screen.findByRole('heading', { name: 'Versions of this theme' })).closest('section')!;
    await waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(2));
    expect(within(panel).getAllByRole('listitem')[0].textContent).toMatch(/Version 2 · .* · by admin@example.com/);
    const brand = () => (document.getElementById('tok-color-brand') as HTMLInputElement).value;
    const before = brand();
    fireEvent.click(within(panel).getByRole('button', { name: 'Restore version 1 as the draft' }));
    await waitFor(() => expect(brand()).toBe('#0A4A80'));
    expect(calls.version).toHaveBeenCalledWith('demo-store', 'harbour-dusk', 1);
    expect(screen.getByText(/Version 1 is now the draft/)).toBeTruthy();
    act(() => {
      fireEvent.keyDown(window, { key: 'z', ctrlKey: true });
    });
    expect(brand()).toBe(before);
  });

  it('imports a file as a new theme by default, or into the open theme as an undoable step', async () => {
    await renderInFamily(<ThemeStudio />, '/merchant/demo-store/studio');
    fireEvent.click(await screen.findByRole('button', { name: 'Open Harbour dusk' }));
    await screen.findByRole('heading', { name: 'Theme studio: Harbour dusk' });
    const file = (brand: string) =>
      new File(
        [JSON.stringify({ ...HARBOUR, tokens: { ...HARBOUR.tokens, color: { ...HARBOUR.tokens.color, brand } } })],
        'theme.json',
        { type: 'application/json' },
      );
    const importFile = async (f: File, replace: boolean) => {
      fireEvent.click(screen.getAllByRole('button', { name: 'Import a theme file' })[0]);
      const dialog = await screen.findByRole('dialog');
      const choices = within(dialog).getAllByRole('radio') as HTMLInputElement[];
      expect(choices[0].checked).toBe(true);
      if (replace) fireEvent.click(choices[1]);
      fireEvent.change(dialog.querySelector('input[type=file]')!, { target: { files: [f] } });
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    };
    const brand = () => (document.getElementById('tok-color-brand') as HTMLInputElement).value;
    const idField = () => (document.querySelector('input[name=id]') as HTMLInputElement).value;
    const before = brand();
    await importFile(file('#114477'), true);
    expect(brand()).toBe('#114477');
    expect(idField()).toBe('harbour-dusk');
    act(() => {
      fireEvent.keyDown(window, { key: 'z', ctrlKey: true });
    });
    expect(brand()).toBe(before);
    await importFile(file('#225588'), false);
    expect(brand()).toBe('#225588');
    expect(idField()).toBe('harbour-dusk-imported');
  });
});
