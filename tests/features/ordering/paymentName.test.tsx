// @vitest-environment jsdom
// usePaymentName: the venue names its methods in English; in Chinese the built-in ones take the app's
// own name, for customers (checkout) and for staff (the console's payment entries).
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, renderHook } from '@testing-library/react';
import { usePaymentName } from '../../../src/features/ordering';
import { initI18n, loadNamespaces } from '../../../src/i18n';
import { app } from '../../../src/state/stores';

afterEach(async () => {
  cleanup();
  app.lang = 'en-gb';
  await initI18n('en-gb');
});

async function namesIn(lang: string, forStaff: boolean) {
  app.lang = lang;
  await initI18n(lang);
  await loadNamespaces(['ordering']);
  const { result } = renderHook(() => usePaymentName(forStaff));
  const nameOf = result.current;
  return [
    nameOf({ sys: 'wechat', name: 'WeChat' }),
    nameOf({ sys: 'cash', name: 'Cash' }),
    nameOf({ sys: '', name: 'House account' }),
  ];
}

describe('usePaymentName', () => {
  it("keeps the venue's English names in English; cash reads as paying in store to customers", async () => {
    expect(await namesIn('en-gb', false)).toEqual(['WeChat', 'Cash / pay in store', 'House account']);
    expect(await namesIn('en-gb', true)).toEqual(['WeChat', 'Cash', 'House account']);
  });

  it("names built-in methods in Chinese for customers and staff; a venue's own method keeps its name", async () => {
    expect(await namesIn('zh-hans', false)).toEqual(['微信支付', '现金 / 到店付款', 'House account']);
    expect(await namesIn('zh-hans', true)).toEqual(['微信支付', '现金', 'House account']);
  });
});
