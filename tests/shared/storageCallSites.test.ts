// The app's storage call sites on the versioned storage: values saved by the app before versions
// still read after an update (a customer mid-checkout or at a table keeps their state), and what the
// app writes now is versioned and read back, including by another tab's storage event.
// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cartCount, resetCartCount, subscribeCartCount } from '../../src/features/ordering/cartCount';
import { readLastOrder, returnBase, returnUpload, saveReturnBase } from '../../src/features/ordering/checkout';
import { readCheckoutDraft } from '../../src/features/ordering/checkoutDraft';
import { readPayInfo } from '../../src/features/ordering/payonly';
import { readSavedTable } from '../../src/features/table/store';
import { readStoredToken, setToken } from '../../src/api/token-store';
import { session } from '../../src/state/stores';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetCartCount();
  session.payInfo = null;
});

describe('values written by the unversioned app', () => {
  it('checkout, pay-only and table state read as before, and are rewritten versioned', () => {
    localStorage.setItem('orderReturnUpload:cafe', '1');
    localStorage.setItem('orderReturn:cafe', '/shop/cafe');
    localStorage.setItem('lastOrder:cafe', '{"transactionId":"T1","paid":true,"totalCents":500}');
    localStorage.setItem('table:cafe', '{"table":"5","sessionId":"S-5","expiry":99,"tabName":"Table 5"}');
    sessionStorage.setItem(
      'checkoutDraft:cafe',
      JSON.stringify({
        orderType: 'pickup',
        payment: 'dps',
        promoCode: 'WELCOME10',
        notes: 'no ice',
        tableNo: '',
        address: '',
        zoneId: '',
        termsAccepted: true,
        promoValid: true,
      }),
    );
    sessionStorage.setItem(
      'payInfo',
      JSON.stringify({
        transactionId: 'T9',
        payUrl: '/sandbox/pay/T9',
        returnTo: '/pay/cafe/bill',
        receiptTo: '/pay/cafe/receipt',
        createdAt: 1,
      }),
    );
    expect(returnUpload('cafe')).toBe(true);
    expect(returnBase('cafe')).toBe('/shop/cafe');
    expect(readLastOrder('cafe')).toMatchObject({ transactionId: 'T1', totalCents: 500 });
    expect(readSavedTable('cafe')).toEqual({ table: '5', sessionId: 'S-5', expiry: 99, tabName: 'Table 5' });
    expect(readCheckoutDraft('cafe')).toMatchObject({
      payment: 'dps',
      promoCode: 'WELCOME10',
      notes: 'no ice',
      promoValid: true,
    });
    expect(readPayInfo()).toMatchObject({ transactionId: 'T9' });
    for (const k of ['orderReturnUpload:cafe', 'orderReturn:cafe', 'lastOrder:cafe', 'table:cafe'])
      expect(JSON.parse(localStorage.getItem(k)!).v, k).toBe(1);
    for (const k of ['checkoutDraft:cafe', 'payInfo']) expect(JSON.parse(sessionStorage.getItem(k)!).v, k).toBe(1);
  });
  it('a saved cart counts on the badge, old format or new', () => {
    localStorage.setItem('cart:old', JSON.stringify({ itemList: [{ quantity: 2 }], lastUpdate: Date.now() }));
    expect(cartCount('old')).toBe(2);
    localStorage.setItem(
      'cart:new',
      JSON.stringify({ v: 1, data: { itemList: [{ quantity: 4 }], lastUpdate: Date.now() } }),
    );
    expect(cartCount('new')).toBe(4);
  });
  it('the token saved before versions still signs the visitor in', async () => {
    await setToken('tok-123');
    const versioned = localStorage.getItem('user-token')!;
    const raw = JSON.parse(versioned).data as string; // what the unversioned app stored
    localStorage.setItem('user-token', raw);
    expect(await readStoredToken()).toBe('tok-123');
    expect(JSON.parse(localStorage.getItem('user-token')!)).toEqual({ v: 1, data: raw });
  });
});

describe('values written now', () => {
  it('are versioned and read back', () => {
    saveReturnBase('cafe', '/mobile/cafe');
    expect(JSON.parse(localStorage.getItem('orderReturn:cafe')!)).toEqual({ v: 1, data: '/mobile/cafe' });
    expect(returnBase('cafe')).toBe('/mobile/cafe');
  });
  it("another tab's versioned cart reaches the badge through the storage event", () => {
    expect(cartCount('tab')).toBe(0);
    const heard = vi.fn();
    const off = subscribeCartCount(heard);
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: 'cart:tab',
        newValue: JSON.stringify({ v: 1, data: { itemList: [{ quantity: 3 }], lastUpdate: Date.now() } }),
      }),
    );
    off();
    expect(heard).toHaveBeenCalled();
    expect(cartCount('tab')).toBe(3);
  });
  it('a corrupt checkout draft reads as none and is removed', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    sessionStorage.setItem('checkoutDraft:cafe', '{"orderType":');
    expect(readCheckoutDraft('cafe')).toBeNull();
    expect(sessionStorage.getItem('checkoutDraft:cafe')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});
