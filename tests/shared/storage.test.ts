// The versioned browser storage (src/shared/storage): every key of the registry reads the raw value
// the app wrote before values carried a version, drops a corrupt one with one console line, and a
// storage that refuses writes (quota, private mode) degrades to memory.
// @vitest-environment jsdom
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  readStored,
  removeStored,
  setStorageArea,
  storageName,
  STORAGE_KEYS,
  writeStored,
  type KeySpec,
  type StorageKey,
} from '../../src/shared/storage';
import { decode, encode } from '../../src/shared/storage/envelope';

const areaOf = (key: StorageKey) => (STORAGE_KEYS[key].area === 'local' ? localStorage : sessionStorage);

// Each key with a value as the unversioned app wrote it (its raw text) and the data it reads as.
const PREVIOUS: Record<StorageKey, { raw: string; data: unknown }> = {
  cart: {
    raw: '{"cartId":"c1","itemList":[{"quantity":2}],"lastUpdate":1000}',
    data: { cartId: 'c1', itemList: [{ quantity: 2 }], lastUpdate: 1000 },
  },
  lastOrder: { raw: '{"transactionId":"T1","paid":true}', data: { transactionId: 'T1', paid: true } },
  orderReturnUpload: { raw: '1', data: '1' },
  orderReturn: { raw: '/shop/demo-cafe', data: '/shop/demo-cafe' },
  lastVenue: { raw: 'shop/demo-cafe', data: 'shop/demo-cafe' },
  lang: { raw: 'zh-hans', data: 'zh-hans' },
  theme: { raw: 'night', data: 'night' },
  themeChoice: { raw: 'night', data: 'night' },
  userToken: { raw: 'U2FsdGVkX1+abc/def==', data: 'U2FsdGVkX1+abc/def==' },
  deviceId: { raw: '0f8e2a4c-5b6d-4e7f-8a9b-0c1d2e3f4a5b', data: '0f8e2a4c-5b6d-4e7f-8a9b-0c1d2e3f4a5b' },
  deviceSecret: {
    raw: 'c2VjcmV0LWRldmljZS1wcm9vZi0zMi1ieXRlcy1sb25n',
    data: 'c2VjcmV0LWRldmljZS1wcm9vZi0zMi1ieXRlcy1sb25n',
  },
  userProfile: { raw: '{"firstName":"Ada","userStatus":1}', data: { firstName: 'Ada', userStatus: 1 } },
  franchisee: { raw: 'c2VjcmV0Y2FyZA==', data: 'c2VjcmV0Y2FyZA==' },
  table: {
    raw: '{"table":"5","sessionId":"S-5","expiry":1000,"tabName":"Table 5"}',
    data: { table: '5', sessionId: 'S-5', expiry: 1000, tabName: 'Table 5' },
  },
  checkoutKey: { raw: 'key-aaaaaaaa', data: 'key-aaaaaaaa' },
  checkoutSent: { raw: '{"itemList":[],"orderType":"takeaway"}', data: '{"itemList":[],"orderType":"takeaway"}' },
  checkoutAttempt: {
    raw: '{"key":"key-aaaaaaaa","sent":"{}","txn":"T1"}',
    data: { key: 'key-aaaaaaaa', sent: '{}', txn: 'T1' },
  },
  checkoutDraft: {
    raw: '{"orderType":"takeaway","payment":"cash","promoCode":"","notes":"","tableNo":"","address":"","zoneId":"","termsAccepted":true,"promoValid":false}',
    data: {
      orderType: 'takeaway',
      payment: 'cash',
      promoCode: '',
      notes: '',
      tableNo: '',
      address: '',
      zoneId: '',
      termsAccepted: true,
      promoValid: false,
    },
  },
  checkoutExtras: {
    raw: '{"key":"key-aaaaaaaa","preorderTime":null,"giftCards":[]}',
    data: { key: 'key-aaaaaaaa', preorderTime: null, giftCards: [] },
  },
  payInfo: {
    raw: '{"transactionId":"T9","payUrl":"https://pay.test/x","returnTo":"/pay/a","receiptTo":"/pay/b","createdAt":1}',
    data: { transactionId: 'T9', payUrl: 'https://pay.test/x', returnTo: '/pay/a', receiptTo: '/pay/b', createdAt: 1 },
  },
  singlePayKey: { raw: 'key-bbbbbbbb', data: 'key-bbbbbbbb' },
  ticketDraft: {
    raw: '{"poolId":"pk-standard","kind":"parking","quantity":1,"key":"tk-1"}',
    data: { poolId: 'pk-standard', kind: 'parking', quantity: 1, key: 'tk-1' },
  },
  bookingAttempt: {
    raw: '{"choice":"1|2||||deposit","key":"bk-1","at":1}',
    data: { choice: '1|2||||deposit', key: 'bk-1', at: 1 },
  },
  topupAttempt: {
    raw: '{"cardNum":"M1","amountCents":2000,"key":"tu-1","at":1}',
    data: { cardNum: 'M1', amountCents: 2000, key: 'tu-1', at: 1 },
  },
  walletTopup: {
    raw: '{"transactionId":"T7","cardNum":"M1","returnTo":"/shop/a/mywallet"}',
    data: { transactionId: 'T7', cardNum: 'M1', returnTo: '/shop/a/mywallet' },
  },
  systemConfig: { raw: 'AAECAwQFBgcICQoLDA0ODxAREhM=', data: 'AAECAwQFBgcICQoLDA0ODxAREhM=' },
  kioskServiceNumber: { raw: 'AAECAwQFBgcICQoLDA0ODxA=', data: 'AAECAwQFBgcICQoLDA0ODxA=' },
  kioskDevice: { raw: 'AAECAwQFBgcICQoLDA0ODxAR', data: 'AAECAwQFBgcICQoLDA0ODxAR' },
  kioskPending: { raw: '{"key":"k-1","payment":"cash"}', data: { key: 'k-1', payment: 'cash' } },
  deviceKeyMaterial: {
    raw: 'bWF0ZXJpYWwtb2YtdGhpcy1kZXZpY2UtMzItYnl0ZXM=',
    data: 'bWF0ZXJpYWwtb2YtdGhpcy1kZXZpY2UtMzItYnl0ZXM=',
  },
};
// A value each key cannot use: broken JSON for data, the wrong kind of data, a version from the future.
const corrupt = (key: StorageKey): string[] =>
  STORAGE_KEYS[key].kind === 'json'
    ? ['{"cartId":', '"just text"', '{"v":1,"data":[1,2]}', '{"v":9,"data":{}}']
    : ['{"v":1,"data":5}', '{"v":9,"data":"x"}'];

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  warn.mockRestore();
  vi.restoreAllMocks();
  setStorageArea('local', null);
  setStorageArea('session', null);
});

const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) =>
    statSync(join(dir, f)).isDirectory() ? sources(join(dir, f)) : /\.tsx?$/.test(f) ? [join(dir, f)] : [],
  );

describe('the key registry', () => {
  it('is the only way into browser storage: no other file in src/ calls it', () => {
    const raw =
      /\b(localStorage|sessionStorage)\s*\.|globalThis\.(localStorage|sessionStorage)|\bwindow\.(localStorage|sessionStorage)/;
    const users = sources('src').filter(
      (f) => !f.startsWith(join('src', 'shared', 'storage')) && raw.test(readFileSync(f, 'utf8')),
    );
    expect(users).toEqual([]);
  });
  it('names every key once; scoped keys end with a separator', () => {
    const names = Object.values(STORAGE_KEYS).map((s) => `${s.area}:${s.name}`);
    expect(new Set(names).size).toBe(names.length);
    for (const s of Object.values(STORAGE_KEYS) as KeySpec[]) if (s.scoped) expect(s.name, s.name).toMatch(/:$/);
    expect(Object.keys(PREVIOUS).sort()).toEqual(Object.keys(STORAGE_KEYS).sort());
  });
});

describe.each(Object.keys(STORAGE_KEYS) as StorageKey[])('key %s', (key) => {
  const scope = STORAGE_KEYS[key].scoped ? 'demo-cafe' : '';
  const name = storageName(key, scope);
  it('reads the value the unversioned app wrote and writes it back versioned', () => {
    areaOf(key).setItem(name, PREVIOUS[key].raw);
    expect(readStored(key, scope)).toEqual(PREVIOUS[key].data);
    expect(JSON.parse(areaOf(key).getItem(name)!)).toEqual({ v: 1, data: PREVIOUS[key].data });
    expect(readStored(key, scope)).toEqual(PREVIOUS[key].data);
    expect(warn).not.toHaveBeenCalled();
  });
  it('writes { v, data } and reads it back; remove forgets it', () => {
    writeStored(key, PREVIOUS[key].data as never, scope);
    expect(JSON.parse(areaOf(key).getItem(name)!)).toEqual({ v: 1, data: PREVIOUS[key].data });
    expect(readStored(key, scope)).toEqual(PREVIOUS[key].data);
    removeStored(key, scope);
    expect(areaOf(key).getItem(name)).toBeNull();
    expect(readStored(key, scope)).toBeNull();
  });
  it('drops a corrupt value with one console line, never an exception', () => {
    for (const bad of corrupt(key)) {
      warn.mockClear();
      areaOf(key).setItem(name, bad);
      expect(readStored(key, scope), bad).toBeNull();
      expect(areaOf(key).getItem(name), bad).toBeNull();
      expect(warn, bad).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0][0])).toContain(name);
    }
  });
});

describe('storage that refuses', () => {
  it('a quota error keeps the value in memory for the page, with one console line', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => writeStored('cart', { itemList: [{ quantity: 1 }] }, 'q')).not.toThrow();
    expect(() => writeStored('cart', { itemList: [{ quantity: 2 }] }, 'q')).not.toThrow();
    expect(readStored('cart', 'q')).toEqual({ itemList: [{ quantity: 2 }] });
    expect(localStorage.getItem('cart:q')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toContain('QuotaExceededError');
    removeStored('cart', 'q');
    expect(readStored('cart', 'q')).toBeNull();
  });
  it('a storage that throws on access (private mode) degrades to memory', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    setStorageArea('session', blocked);
    expect(readStored('payInfo')).toBeNull();
    writeStored('checkoutKey', 'key-1', 'x');
    expect(readStored('checkoutKey', 'x')).toBe('key-1');
    expect(() => removeStored('checkoutKey', 'x')).not.toThrow();
    expect(readStored('checkoutKey', 'x')).toBeNull();
  });
});

describe('upgrades', () => {
  const spec: KeySpec = {
    area: 'local',
    name: 'demo:',
    scoped: true,
    kind: 'json',
    upgrades: [
      (d) => ({ ...(d as object), tabName: '' }),
      (d) => ({ ...(d as { table: string }), table: Number((d as { table: string }).table) }),
    ],
    valid: (d) => typeof (d as { table?: unknown }).table === 'number',
  };
  it('runs every step from the stored version to the current one', () => {
    expect(encode(spec, { table: 1 })).toBe('{"v":3,"data":{"table":1}}');
    expect(decode(spec, '{"table":"5"}')).toEqual({ ok: true, upgraded: true, data: { table: 5, tabName: '' } });
    expect(decode(spec, '{"v":2,"data":{"table":"6","tabName":"T"}}')).toEqual({
      ok: true,
      upgraded: true,
      data: { table: 6, tabName: 'T' },
    });
    expect(decode(spec, '{"v":3,"data":{"table":7}}')).toEqual({ ok: true, upgraded: false, data: { table: 7 } });
    expect(decode(spec, '{"v":4,"data":{"table":7}}').ok).toBe(false);
  });
});
