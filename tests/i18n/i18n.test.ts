import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { catalogueName, dateLocale, dayjsLocale, initI18n, setLanguage, translateMessage, i18n } from '../../src/i18n';

const dir = 'src/i18n/locales';

describe('locale files', () => {
  // A plural key is one key whatever forms its language needs: en-gb has key_one and key_other,
  // zh-hans only key_other (Intl.PluralRules), so the suffixes are taken off before comparing.
  const forms = (lang: string) => new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
  const keysOf = (lang: string, file: string) => {
    const keys = Object.keys(JSON.parse(readFileSync(`${dir}/${lang}/${file}`, 'utf8')));
    const plural = new RegExp(`_(${forms(lang).join('|')})$`);
    const bases = new Map<string, string[]>();
    for (const k of keys) {
      const m = plural.exec(k);
      const base = m ? k.slice(0, m.index) : k;
      bases.set(base, [...(bases.get(base) ?? []), ...(m ? [m[1]] : [])]);
    }
    return bases;
  };
  it('en-gb and zh-hans define the same keys in every namespace (plural suffixes normalised)', () => {
    const en = readdirSync(`${dir}/en-gb`).sort();
    const zh = readdirSync(`${dir}/zh-hans`).sort();
    expect(zh).toEqual(en);
    for (const f of en) {
      const a = keysOf('en-gb', f);
      const b = keysOf('zh-hans', f);
      expect([...b.keys()].sort(), f).toEqual([...a.keys()].sort());
      // Every plural key has exactly the forms its language uses.
      for (const [lang, keys] of [
        ['en-gb', a],
        ['zh-hans', b],
      ] as const) {
        for (const [k, got] of keys)
          if (got.length) expect(got.sort(), `${lang}/${f} ${k}`).toEqual([...forms(lang)].sort());
      }
    }
  });
  it('counts with plural texts in both languages', async () => {
    await setLanguage('en-gb');
    expect(i18n.t('ordering.cartBadge', { count: 1 })).toBe('(1 item)');
    expect(i18n.t('ordering.itemCount', { count: 3 })).toBe('3 items');
    expect(i18n.t('tablesvc.ordersSummary', { count: 1, total: '$8.00' })).toBe('1 order · $8.00');
    await setLanguage('zh-hans');
    expect(i18n.t('ordering.itemCount', { count: 1 })).toBe('1 件商品');
    expect(i18n.t('ordering.itemCount', { count: 3 })).toBe('3 件商品');
    await setLanguage('en-gb');
  });
  it('names every screen of spec 2 and the section 8 messages', () => {
    const screen = JSON.parse(readFileSync(`${dir}/en-gb/screen.json`, 'utf8'));
    for (const k of [
      'login',
      'signUp',
      'home',
      'cart',
      'itemAdded',
      'myOrders',
      'termsAndConditions',
      'privacy',
      'page404',
      'tokenExpired',
      'ktv',
      'dateAndTime',
      'splash',
      'callStaff',
      'advertisement',
    ])
      expect(screen[k], k).toBeTruthy();
    const message = JSON.parse(readFileSync(`${dir}/en-gb/message.json`, 'utf8'));
    expect(message.shopClosed).toBe('This restaurant is closed, ordering is currently unavailable');
    expect(message.kioskOrderFailed).toBe('Order failed, please see cashier.');
    expect(message.checkoutReply).toBe('Staff will be with you shortly...');
  });
});

describe('translator setup', () => {
  it('translates ns.key, switches language, and shows unknown keys as text', async () => {
    await initI18n('en-gb');
    expect(i18n.t('screen.cart')).toBe('Cart');
    expect(i18n.t('engine.capability_ordering')).toBe('ordering');
    expect(translateMessage('message.shopClosed')).toBe('This restaurant is closed, ordering is currently unavailable');
    expect(translateMessage('Server says no. Sorry')).toBe('Server says no. Sorry');
    expect(translateMessage('ordering.cartNowHolds', { count: 2 })).toBe('Cart updated: 2 items in your cart');
    await setLanguage('zh-hans');
    expect(i18n.t('screen.cart')).toBe('购物车');
    expect(i18n.t('engine.planned', { capability: '点餐' })).toContain('点餐');
    await setLanguage('en-gb');
  });
});

describe('date locale and catalogue names', () => {
  it('maps en-gb to en and zh-hans to cn (dayjs zh-cn)', () => {
    expect(dateLocale('en-gb')).toBe('en');
    expect(dateLocale('zh-hans')).toBe('cn');
    expect(dayjsLocale('cn')).toBe('zh-cn');
  });
  it('chooses pluName1 or pluName2 by language and flags', () => {
    const item = { pluName1: 'Fried rice', pluName2: '炒饭' };
    expect(catalogueName(item, 'en-gb')).toBe('Fried rice');
    expect(catalogueName(item, 'zh-hans')).toBe('炒饭');
    expect(catalogueName(item, 'zh-hans', { showSecondName: 0 })).toBe('Fried rice');
    expect(catalogueName(item, 'en-gb', { showDefaultName: '0' })).toBe('炒饭');
    expect(catalogueName({ pluName1: 'Tea', pluName2: '' }, 'zh-hans')).toBe('Tea');
    expect(catalogueName({ displayName: 'X' }, 'en-gb')).toBe('X');
  });
});
