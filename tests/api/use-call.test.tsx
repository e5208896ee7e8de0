// @vitest-environment jsdom
// useCall: the screens' one data hook, keyed by call name and params, polling with swr's
// refreshInterval until the screen says it is done, retrying a failed poll on its beat, mutate to re-read.
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { resetWorld, scriptedFetch } from './helpers';
import { accountGeneration, callKey, useCall, useCallAnswer } from '../../src/api/hooks';
import { ui } from '../../src/state/ui';
import { setToken } from '../../src/api/token-store';

const wrapper = ({ children }: { children: ReactNode }) =>
  createElement(SWRConfig, { value: { provider: () => new Map() } }, children);
const tick = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

beforeEach(() => {
  resetWorld();
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useCall', () => {
  it('useCallAnswer reads the table entry quietly, typed by its contract, keyed by call name and params: equal keys share one request', async () => {
    const { sent } = scriptedFetch({ body: { success: true, result: [{ transactionId: 't1' }] } });
    const both = renderHook(
      () => [
        useCallAnswer('orderTracking', { transactionIds: ['t1'] }),
        useCallAnswer('orderTracking', { transactionIds: ['t1'] }),
      ],
      { wrapper },
    );
    await waitFor(() => expect(both.result.current[1].data?.result).toEqual([{ transactionId: 't1' }]));
    expect(sent).toHaveLength(1);
    expect(new URL(sent[0].url).pathname).toBe('/pro/api/pos/orderTracking');
    expect(sent[0].payload).toEqual({ transactionIds: ['t1'] });
    expect(ui.loading).toBe(0);
    expect(callKey('orderTracking', { transactionIds: ['t1'] })).toEqual([
      'orderTracking',
      '{"transactionIds":["t1"]}',
      accountGeneration(),
    ]);
  });

  it('null params read nothing', async () => {
    const { sent } = scriptedFetch({ body: { success: true, result: [] } });
    const r = renderHook(() => useCallAnswer('orderBill', null), { wrapper });
    await tick(50);
    expect(r.result.current.data).toBeUndefined();
    expect(sent).toHaveLength(0);
  });

  it('polls every refreshInterval ms until the screen says it is done', async () => {
    let n = 0;
    const read = vi.fn(async () => ++n);
    const r = renderHook(
      () =>
        useCall(
          'orderTracking',
          { transactionIds: ['t1'] },
          { read, refreshInterval: (d) => (d !== undefined && d >= 3 ? 0 : 500) },
        ),
      { wrapper },
    );
    await waitFor(() => expect(r.result.current.data).toBe(1));
    await tick(500);
    await waitFor(() => expect(r.result.current.data).toBe(2));
    await tick(500);
    await waitFor(() => expect(r.result.current.data).toBe(3));
    await tick(2000);
    expect(read).toHaveBeenCalledTimes(3);
    expect(r.result.current.reads).toBe(3);
  });

  it('stops after maxReads, and a failed poll is read again on the beat (not swr backing off)', async () => {
    const read = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue('up');
    const r = renderHook(
      () => useCall('orderBill', { transactionId: 't1' }, { read, refreshInterval: 300, maxReads: 4 }),
      { wrapper },
    );
    await waitFor(() => expect(r.result.current.error).toBeTruthy());
    await tick(300);
    await waitFor(() => expect(r.result.current.data).toBe('up'));
    expect(r.result.current.error).toBeUndefined();
    await tick(300);
    await tick(300);
    await tick(3000);
    expect(read).toHaveBeenCalledTimes(4);
    expect(r.result.current.reads).toBe(4);
  });

  it('without polling a failed read waits for the screen (no retry of its own); mutate reads again', async () => {
    const read = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue('up');
    const r = renderHook(() => useCall('tableSessions', {}, { read }), { wrapper });
    await waitFor(() => expect(r.result.current.error).toBeTruthy());
    await tick(20_000);
    expect(read).toHaveBeenCalledTimes(1);
    await act(async () => {
      await r.result.current.mutate();
    });
    expect(r.result.current.data).toBe('up');
    expect(read).toHaveBeenCalledTimes(2);
  });
});

describe("one account's answers are not shown to the next", () => {
  it('a new token (sign-in, logout) empties the cache; a refresh of the same login keeps it', async () => {
    const read = vi.fn(async () => 'orders of u1');
    setToken('u1');
    const first = renderHook(() => useCall('onlinePosOrderRpt', { page: 1 }, { read }));
    await waitFor(() => expect(first.result.current.data).toBe('orders of u1'));
    first.unmount();
    setToken('u1-refreshed', true);
    read.mockImplementation(() => new Promise(() => undefined));
    const again = renderHook(() => useCall('onlinePosOrderRpt', { page: 1 }, { read }));
    expect(again.result.current.data).toBe('orders of u1');
    again.unmount();
    await act(async () => {
      setToken('u2');
    });
    const next = renderHook(() => useCall('onlinePosOrderRpt', { page: 1 }, { read }));
    expect(next.result.current.data).toBeUndefined();
  });

  it('a screen opened again right after the account changed reads afresh (not stuck on the old request)', async () => {
    // An expired login (401) signs out and the customer signs in again within swr's 2 s sharing window.
    let release!: (v: string) => void;
    const read = vi.fn(
      () =>
        new Promise<string>((r) => {
          release = r;
        }),
    );
    setToken('a1');
    const before = renderHook(() => useCall('getEntities', { shop: 'x' }, { read }));
    before.unmount();
    await act(async () => {
      setToken('');
    });
    await act(async () => {
      setToken('a2');
    });
    read.mockImplementation(async () => 'entities for a2');
    const after = renderHook(() => useCall('getEntities', { shop: 'x' }, { read }));
    release('entities for a1');
    await waitFor(() => expect(after.result.current.data).toBe('entities for a2'));
    expect(read).toHaveBeenCalledTimes(2);
  });
});

describe('the screens read through the data layer', () => {
  const root = `${process.cwd()}/`;
  const files = ['OrderStatus', 'OrderUpload', 'MyOrders', 'OrderPoster', 'TableSessions']
    .map((c) => `src/components/${c}/${c}.tsx`)
    .concat('src/features/ordering/components/payonlyUi.tsx');
  it.each(files)('%s has no polling loop of its own and reads with useCall (or useBill, on it)', (f) => {
    const text = readFileSync(root + f, 'utf8');
    expect(text).not.toMatch(/\bset(Interval|Timeout)\(/);
    expect(text).toMatch(/\buse(Call|Bill)\(/);
  });
});
