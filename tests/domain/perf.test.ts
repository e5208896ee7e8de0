// A coarse guard against gross slow-downs of calculateCart (the real figure comes from cart.bench.ts).
import { describe, expect, it } from 'vitest';
import { calculateCart } from '../../src/domain';
import { benchContext, benchSettings, bigCart } from './bigCart';

describe('calculateCart speed', () => {
  it('a 200-line cart with options: median under 2 ms', () => {
    const cart = bigCart(200);
    expect(cart.itemList).toHaveLength(200);
    for (let i = 0; i < 200; i++) calculateCart(cart, benchSettings, benchContext); // warm up the JIT
    const times: number[] = [];
    for (let i = 0; i < 301; i++) {
      const t = performance.now();
      calculateCart(cart, benchSettings, benchContext);
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    const median = times[150];
    console.log(`calculateCart 200 lines: median ${(median * 1000).toFixed(1)} µs`);
    expect(median).toBeLessThan(2);
  });
});
