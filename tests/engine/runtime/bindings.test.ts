import { describe, expect, it } from 'vitest';
import { resolveValue, BindingError } from '../../../src/engine/runtime/bindings';
import { evalCondition } from '../../../src/engine/runtime/conditions';
import { getAt, setAt } from '../../../src/engine/runtime/pointer';

const ctx = {
  state: { cart: { itemList: [{ n: 1 }] }, user: { name: 'Ann' } },
  config: { enableMember: 1, itemsPerRow: 3, lang: 'en' },
  licence: { status: 1, licenses: '00001' },
  data: { info: { head: 'Hello' } },
  params: { id: 'about' },
  query: new URLSearchParams('tn=5'),
  item: { title: 'T' },
  t: (k: string, v?: Record<string, unknown>) => (k === 'screen.cart' ? 'Cart' : v ? `${k}:${JSON.stringify(v)}` : k),
};

describe('pointers', () => {
  it('reads and writes, refusing prototype keys', () => {
    expect(getAt({ a: { 'b/c': 1 } }, '/a/b~1c')).toBe(1);
    expect(getAt({}, '/__proto__')).toBeUndefined();
    expect(getAt({ a: 1 }, 'a')).toBeUndefined();
    const o: Record<string, unknown> = {};
    expect(setAt(o, '/x/y', 2)).toBe(true);
    expect(o).toEqual({ x: { y: 2 } });
    expect(setAt(o, '/__proto__/polluted', 1)).toBe(false);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('bindings', () => {
  it('resolves every binding kind', () => {
    expect(resolveValue({ $state: '/user/name' }, ctx)).toBe('Ann');
    expect(resolveValue({ $config: '/itemsPerRow' }, ctx)).toBe(3);
    expect(resolveValue({ $licence: '/licenses' }, ctx)).toBe('00001');
    expect(resolveValue({ $data: '/info/head' }, ctx)).toBe('Hello');
    expect(resolveValue({ $param: 'id' }, ctx)).toBe('about');
    expect(resolveValue({ $query: 'tn' }, ctx)).toBe('5');
    expect(resolveValue({ $item: '/title' }, ctx)).toBe('T');
    expect(resolveValue({ $t: 'screen.cart' }, ctx)).toBe('Cart');
    expect(resolveValue({ $t: 'x', values: { n: { $param: 'id' } } }, ctx)).toBe('x:{"n":"about"}');
  });
  it('resolves nested objects and arrays, keeping literals', () => {
    expect(resolveValue({ a: [1, { $param: 'id' }], b: 'lit' }, ctx)).toEqual({ a: [1, 'about'], b: 'lit' });
  });
  it('rejects a binding whose target is not a string', () => {
    expect(() => resolveValue({ $state: 5 } as never, ctx)).toThrow(BindingError);
  });
});

describe('conditions', () => {
  it('evaluates comparisons and combinators', () => {
    expect(evalCondition({ $state: '/cart/itemList', notEmpty: true }, ctx)).toBe(true);
    expect(evalCondition({ $config: '/itemsPerRow', gt: 2, lte: 3 }, ctx)).toBe(true);
    expect(evalCondition({ $config: '/lang', eq: 'zh' }, ctx)).toBe(false);
    expect(evalCondition({ $licence: '/status', eq: '1' }, ctx)).toBe(true);
    expect(evalCondition({ $config: '/missing', exists: false }, ctx)).toBe(true);
    expect(evalCondition({ $and: [true, { $not: { $config: '/missing' } }] }, ctx)).toBe(true);
    expect(evalCondition({ $or: [false, { $config: '/lang', in: ['en', 'cn'] }] }, ctx)).toBe(true);
    expect(evalCondition(undefined, ctx)).toBe(true);
  });
  it('throws on malformed conditions', () => {
    expect(() => evalCondition({ foo: 1 } as never, ctx)).toThrow(BindingError);
    expect(() => evalCondition({ $and: 3 } as never, ctx)).toThrow(BindingError);
  });
});
