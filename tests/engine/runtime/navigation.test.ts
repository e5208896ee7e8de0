import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createNavigator, resolveTarget, withTableParams } from '../../../src/engine/runtime/navigation';

describe('withTableParams', () => {
  it('adds tn and ses for spot type 2 with a table', () => {
    expect(withTableParams('/shop/a/cart', { spotType: 2, table: '12', sessionId: 's1' })).toBe(
      '/shop/a/cart?tn=12&ses=s1',
    );
    expect(withTableParams('/shop/a/cart?x=1#top', { spotType: '2', table: '7', sessionId: 'abc' })).toBe(
      '/shop/a/cart?x=1&tn=7&ses=abc#top',
    );
  });
  it('leaves targets alone for other spot types or without a table', () => {
    expect(withTableParams('/shop/a/cart', { spotType: 4, table: '12', sessionId: 's1' })).toBe('/shop/a/cart');
    expect(withTableParams('/shop/a/cart', { spotType: 2, table: '', sessionId: 's1' })).toBe('/shop/a/cart');
    expect(withTableParams('/shop/a/cart', { spotType: 2, table: null, sessionId: 's1' })).toBe('/shop/a/cart');
  });
  it('replaces existing tn and ses instead of doubling them', () => {
    expect(withTableParams('/x?tn=1&ses=old', { spotType: 2, table: '3', sessionId: 'new' })).toBe('/x?tn=3&ses=new');
  });
});

describe('resolveTarget', () => {
  it('joins relative targets to the family base', () => {
    expect(resolveTarget('cart', '/shop/demo')).toBe('/shop/demo/cart');
    expect(resolveTarget('/404', '/shop/demo')).toBe('/404');
    expect(resolveTarget('', '/shop/demo/')).toBe('/shop/demo');
  });
});

describe('createNavigator', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const make = (spotType: number) => {
    const calls: unknown[][] = [];
    const nav = createNavigator({
      navigate: (...a) => calls.push(a),
      table: () => ({ spotType, table: '9', sessionId: 'S' }),
      base: () => '/mobile/demo',
    });
    return { nav, calls };
  };
  it('push and replace go at once without a delay', () => {
    const { nav, calls } = make(2);
    nav.push('cart');
    nav.replace('home');
    expect(calls).toEqual([['/mobile/demo/cart?tn=9&ses=S'], ['/mobile/demo/home?tn=9&ses=S', { replace: true }]]);
  });
  it('honours delays for push, replace and back', () => {
    const { nav, calls } = make(4);
    nav.push('cart', 500);
    nav.replace('home', 1000);
    nav.back(1500);
    expect(calls).toEqual([]);
    vi.advanceTimersByTime(499);
    expect(calls).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(calls).toEqual([['/mobile/demo/cart']]);
    vi.advanceTimersByTime(500);
    expect(calls[1]).toEqual(['/mobile/demo/home', { replace: true }]);
    vi.advanceTimersByTime(500);
    expect(calls[2]).toEqual([-1]);
  });
});

describe('family paths', async () => {
  const { fillPrefix, familyHomePath } = await import('../../../src/engine/runtime/family');
  it('fills prefixes and finds the home of families with and without one', () => {
    expect(fillPrefix('/shop/:shop', { shop: 'demo cafe' })).toBe('/shop/demo%20cafe');
    expect(familyHomePath({ home: 'home', routes: [] }, '/shop/demo')).toBe('/shop/demo/home');
    expect(familyHomePath({ routes: [{ path: 'login' }, { path: 'ticket/:ticket/home' }] }, '/ktv/demo')).toBe(
      '/ktv/demo/ticket/all/home',
    );
    expect(familyHomePath({ routes: [{ path: 'x' }] }, '/callback/demo')).toBe('');
    expect(familyHomePath(null, '/x')).toBe('');
  });
});
