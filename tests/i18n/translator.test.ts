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

describe('translator on i18next', () => {
  const make = (warnMissing = false) => {
    const tr = createTranslator({ language: 'en-gb', fallback: 'en-gb', warnMissing });
    tr.addResources('en-gb', 'ordering', {
      itemCount_one: '1 item',
      itemCount_other: '{{count}} items',
      onlyEn: 'Only in English',
      note: 'Say {{what}}',
    });
    tr.addResources('zh-hans', 'ordering', { itemCount_other: '{{count}} 件商品' });
    return tr;
  };
  it('picks the plural form by count: one/other in en-gb, other only in zh-hans', () => {
    const tr = make();
    expect([0, 1, 2, 21].map((count) => tr.t('ordering.itemCount', { count }))).toEqual([
      '0 items',
      '1 item',
      '2 items',
      '21 items',
    ]);
    tr.changeLanguage('zh-hans');
    expect([0, 1, 2].map((count) => tr.t('ordering.itemCount', { count }))).toEqual([
      '0 件商品',
      '1 件商品',
      '2 件商品',
    ]);
  });
  it('honours defaultValue for a missing key, with interpolation, and not over an existing text', () => {
    const tr = make();
    expect(tr.t('ordering.nope', { defaultValue: 'Only {{n}} left', n: 2 })).toBe('Only 2 left');
    expect(tr.t('ordering.nope', { defaultValue: '' })).toBe('');
    expect(tr.t('ordering.onlyEn', { defaultValue: 'other' })).toBe('Only in English');
    expect(tr.t('not a key', { defaultValue: 'shown' })).toBe('shown');
  });
  it('falls back from zh-hans to en-gb for a key zh-hans lacks', () => {
    const tr = make();
    tr.changeLanguage('zh-hans');
    expect(tr.t('ordering.onlyEn')).toBe('Only in English');
    expect(tr.exists('ordering.onlyEn')).toBe(true);
  });
  it('inserts values as they are (React escapes), never as HTML entities', () => {
    const tr = make();
    expect(tr.t('ordering.note', { what: 'Fish & <chips>' })).toBe('Say Fish & <chips>');
  });
  it('logs a missing key once in development and never when warnMissing is off (production)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const dev = make(true);
      expect(dev.t('ordering.missing')).toBe('ordering.missing');
      dev.t('ordering.missing');
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0][0])).toContain('ordering.missing');
      const prod = make(false);
      expect(prod.t('ordering.missing2')).toBe('ordering.missing2');
      expect(warn).toHaveBeenCalledTimes(1);
    } finally {
      warn.mockRestore();
    }
  });
});
