import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import type { ThemeManifest } from '../../../src/engine/contract';
import { mergeTheme, safeTokenValue, settingsOverlay, themeToCssVars } from '../../../src/app/theme';
import { splitInfoBody, toInfoPage, toProfile } from '../../../src/app/dataSources';
import { parseLocation, setDomain } from '../../../src/app/boot';
import { app, venue } from '../../../src/state/stores';
import { withChunkTimeout, ChunkLoadError, CHUNK_TIMEOUT_MS } from '../../../src/engine/runtime/chunks';
import { normaliseSettings } from '../../../src/domain/settings';

const theme = (id: string): ThemeManifest => JSON.parse(readFileSync(`themes/${id}.json`, 'utf8'));

describe('themes at run time', () => {
  it('turns tokens into custom properties and schemes into roles', () => {
    const vars = themeToCssVars(theme('default'));
    expect(vars['--color-brand']).toBe('#0B5FA5');
    expect(vars['--space-md']).toBe('16px');
    expect(vars['--font-size-xl']).toBe('22px');
    expect(vars['--role-background']).toBe('var(--color-background)');
    expect(vars['--role-on-accent']).toBe('var(--color-on-brand)');
    expect(vars['--scheme-brand-background']).toBe('var(--color-brand)');
  });
  it('merges extends: night keeps default spacing and changes colours', () => {
    const night = mergeTheme(theme('default'), theme('night'));
    const vars = themeToCssVars(night);
    expect(vars['--color-background']).toBe('#0E0B17');
    expect(vars['--space-md']).toBe('16px');
  });
  it('overlays the venue settings colours and font sizes, refusing unsafe values', () => {
    const o = settingsOverlay({
      themeColor: '#112233',
      fontSize: 16,
      backgroundColor: 'url(javascript:x)',
      headerColor: '#000',
      headerFontColor: 'red;}',
    });
    const vars = themeToCssVars(theme('default'), o);
    expect(vars['--color-brand']).toBe('#112233');
    expect(vars['--font-size-md']).toBe('16px');
    expect(vars['--color-background']).toBe('#F6F7F9');
    expect(vars['--scheme-brand-background']).toBe('#000');
    expect(vars['--scheme-brand-text']).toBe('var(--color-on-brand)');
    expect(safeTokenValue('color', 'expression(alert(1))')).toBeNull();
  });
});

describe('venue info and profile', () => {
  it('splits infoBody on a bar into paragraphs', () => {
    expect(splitInfoBody('One|Two| |Three')).toEqual(['One', 'Two', 'Three']);
    expect(splitInfoBody(undefined)).toEqual([]);
  });
  it('picks the entry in the current language', () => {
    const entries = [
      {
        infoCode: 'about',
        infoHead: 'About',
        infoBody: 'A|B',
        title1: 'About',
        title2: '关于',
        body1: 'A|B',
        body2: '甲|乙',
        infoBottom: 'Bye',
      },
    ];
    expect(toInfoPage(entries, 'en-gb')).toEqual({
      code: 'about',
      head: 'About',
      paragraphs: ['A', 'B'],
      bottom: 'Bye',
    });
    expect(toInfoPage(entries, 'zh-hans')?.paragraphs).toEqual(['甲', '乙']);
    expect(toInfoPage([], 'en-gb')).toBeNull();
    expect(toInfoPage([{ infoCode: 'x' }], 'en-gb')).toBeNull();
  });
  it('keeps the profile fields and rejects an empty profile', () => {
    expect(toProfile({ phone: '07 1', email: 'a@b.c', logo: '/l.svg', address: 'X', company: 'C', extra: 1 })).toEqual({
      phone: '07 1',
      email: 'a@b.c',
      logo: '/l.svg',
      address: 'X',
      company: 'C',
    });
    expect(toProfile({})).toBeNull();
    expect(toProfile(null)).toBeNull();
  });
});

describe('bootstrap rules', () => {
  it('reads family and shop from the path', () => {
    expect(parseLocation('/shop/demo-cafe/page/about', ['shop', 'mobile'])).toEqual({
      family: 'shop',
      shop: 'demo-cafe',
    });
    expect(parseLocation('/404', ['shop'])).toEqual({ family: '', shop: '' });
  });
  it('changing the domain clears the selected category; shop forces left categories and no infinite scroll', async () => {
    await import('../../../src/app/venue'); // hands in the domain's layout rule
    venue.loaded = true;
    venue.settings = normaliseSettings({ categoryLayout: 'top', itemInfinityScroll: true, languages: [] });
    app.domain = 'mobile';
    app.selectedCategory = 'drinks';
    setDomain('mobile');
    expect(app.selectedCategory).toBe('drinks');
    setDomain('shop');
    expect(app.selectedCategory).toBeNull();
    expect(venue.settings.categoryLayout).toBe('left');
    expect(venue.settings.itemInfinityScroll).toBe(false);
  });
});

describe('chunk-load time-out', () => {
  it('a lazy import that has not settled in 120000 ms fails with ChunkLoadError', async () => {
    vi.useFakeTimers();
    const p = withChunkTimeout(new Promise(() => {}));
    const seen = p.catch((e) => e);
    vi.advanceTimersByTime(CHUNK_TIMEOUT_MS - 1);
    await Promise.resolve();
    vi.advanceTimersByTime(1);
    expect(await seen).toBeInstanceOf(ChunkLoadError);
    expect(CHUNK_TIMEOUT_MS).toBe(120000);
    vi.useRealTimers();
  });
});
