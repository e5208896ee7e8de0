import { describe, expect, it, vi } from 'vitest';
import { createTranslator } from '../../src/i18n/translator';

describe('translator', () => {
  const make = () => {
    const tr = createTranslator({ language: 'en-gb', fallback: 'en-gb' });
    tr.addResources('en-gb', 'screen', { cart: 'Cart', hello: 'Hello {{name}}, {{ count }} items' });
    tr.addResources('zh-hans', 'screen', { cart: '购物车' });
    return tr;
  };
  it('looks up namespace.key and interpolates {{name}} markers as text', () => {
    const tr = make();
    expect(tr.t('screen.cart')).toBe('Cart');
    expect(tr.t('screen.hello', { name: '<b>Ann</b>', count: 3 })).toBe('Hello <b>Ann</b>, 3 items');
    expect(tr.t('screen.hello', { name: 'Ann' })).toBe('Hello Ann, {{ count }} items');
  });
  it('returns unknown keys as the key itself and says so in exists()', () => {
    const tr = make();
    expect(tr.t('screen.nope')).toBe('screen.nope');
    expect(tr.t('Server says no. Sorry')).toBe('Server says no. Sorry');
    expect(tr.exists('screen.cart')).toBe(true);
    expect(tr.exists('screen.nope')).toBe(false);
    expect(tr.exists('nodot')).toBe(false);
  });
  it('switches language, falls back to the default language, and signals changes', () => {
    const tr = make();
    const listener = vi.fn();
    const off = tr.subscribe(listener);
    const v0 = tr.version;
    tr.changeLanguage('zh-hans');
    expect(tr.language).toBe('zh-hans');
    expect(tr.t('screen.cart')).toBe('购物车');
    expect(tr.t('screen.hello', { name: 'A', count: 1 })).toBe('Hello A, 1 items'); // fallback en-gb
    expect(listener).toHaveBeenCalledTimes(1);
    expect(tr.version).toBeGreaterThan(v0);
    tr.changeLanguage('zh-hans'); // no change, no signal
    expect(listener).toHaveBeenCalledTimes(1);
    off();
    tr.changeLanguage('en-gb');
    expect(listener).toHaveBeenCalledTimes(1);
  });
  it('merges resources added later into the same namespace', () => {
    const tr = make();
    tr.addResources('en-gb', 'screen', { home: 'Home' });
    expect(tr.t('screen.home')).toBe('Home');
    expect(tr.t('screen.cart')).toBe('Cart');
    expect(tr.hasLanguage('zh-hans')).toBe(true);
    expect(tr.hasLanguage('fr')).toBe(false);
  });
});
