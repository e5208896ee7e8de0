// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { resetWorld, scriptedFetch } from './helpers';
import { useMemberPoints, useShopPayments, useSource } from '../../src/api/sourceHooks';
import { readSource, SOURCES, isSourceName, sourceParams } from '../../src/api/sources';
import { user } from '../../src/state/stores';
import { CALLS } from '../../src/api/calls';
import { ui } from '../../src/state/ui';

// A fresh cache per test so answers do not leak between tests.
const wrapper = ({ children }: { children: ReactNode }) =>
  createElement(SWRConfig, { value: { provider: () => new Map(), dedupingInterval: 0 } }, children);

beforeEach(() => {
  resetWorld();
});
afterEach(() => cleanup());

describe('swr hooks', () => {
  it('useShopPayments reads GET /api/shop/payments quietly', async () => {
    const { sent } = scriptedFetch({ body: { success: true, result: [{ name: 'Cash', payment: 'cash', code: 200 }] } });
    const { result } = renderHook(() => useShopPayments({ lang: 'en' }), { wrapper });
    await waitFor(() => expect(result.current.data?.result).toEqual([{ name: 'Cash', payment: 'cash', code: 200 }]));
    expect(sent[0].method).toBe('GET');
    expect(new URL(sent[0].url).pathname).toBe('/api/shop/payments');
    expect(ui.loading).toBe(0);
  });

  it('null params skip the request; errors surface as swr errors', async () => {
    const { sent } = scriptedFetch({ status: 404, body: {} });
    const skipped = renderHook(() => useMemberPoints(null), { wrapper });
    const failing = renderHook(() => useSource('plu.tags', { siteId: 'S001' }), { wrapper });
    await waitFor(() => expect(failing.result.current.error).toBeTruthy());
    expect(skipped.result.current.data).toBeUndefined();
    expect(sent.map((s) => new URL(s.url).pathname)).toEqual(['/pro/pos/plu/tags/list']);
  });
});

describe('read sources', () => {
  it('every source is a function of the call table', () => {
    const names = new Set<string>(CALLS.map((c) => c.name));
    for (const [key, fn] of Object.entries(SOURCES)) expect(names.has(fn.name), key).toBe(true);
    expect(isSourceName('shop.payments')).toBe(true);
    expect(isSourceName('toString')).toBe(false);
  });

  it('fills the venue and user context a manifest leaves out', async () => {
    user.userId = 'u9';
    expect(sourceParams('lot.info', { infoCode: 'terms' })).toEqual({ siteId: 'S001', infoCode: 'terms' });
    expect(sourceParams('user.detail')).toEqual({ siteId: 'S001', userId: 'u9', deviceId: 'dev-0001' });
    expect(sourceParams('wallet.cards', { siteId: 'other' })).toEqual({
      siteId: 'other',
      userId: 'u9',
      pageSize: 1,
      cardTypeRange: 'LOYALTY;',
      startRow: 0,
    });
    const { sent } = scriptedFetch({ body: { success: true, result: [] } });
    await readSource('lot.info', { infoCode: 'terms' });
    expect(sent[0].payload).toEqual({ siteId: 'S001', infoCode: 'terms' });
  });

  it('readSource is quiet by default', async () => {
    scriptedFetch({ body: { success: true, result: {} } });
    const p = readSource('spot.config', { spotId: 'demo' });
    expect(ui.loading).toBe(0);
    await p;
  });
});
