import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { catalogueName, dateLocale, dayjsLocale, initI18n, setLanguage, translateMessage, i18n } from '../../src/i18n';

const dir = 'src/i18n/locales';

describe('locale files', () => {
  it('en-gb and zh-hans define the same keys in the engine namespaces', () => {
    const en = readdirSync(`${dir}/en-gb`).sort();
    const zh = readdirSync(`${dir}/zh-hans`).sort();
    expect(zh).toEqual(en);
    for (const f of ['screen.json', 'common.json', 'message.json', 'engine.json']) {
      const a = Object.keys(JSON.parse(readFileSync(`${dir}/en-gb/${f}`, 'utf8'))).sort();
      const b = Object.keys(JSON.parse(readFileSync(`${dir}/zh-hans/${f}`, 'utf8'))).sort();
      expect(b, f).toEqual(a);
    }
  });
  it('names every screen of spec 2 and the section 8 messages', () => {
    const screen = JSON.parse(readFileSync(`${dir}/en-gb/screen.json`, 'utf8'));
    for (const k of ['login', 'signUp', 'home', 'cart', 'itemAdded', 'myOrders', 'termsAndConditions', 'privacy', 'page404', 'tokenExpired', 'ktv', 'dateAndTime', 'splash', 'callStaff', 'advertisement']) expect(screen[k], k).toBeTruthy();
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
