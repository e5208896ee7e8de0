// Run with: npx vitest bench --run tests/domain
import { bench, describe } from 'vitest';
import { calculateCart } from '../../src/domain';
import { benchContext, benchSettings, bigCart } from './bigCart';

const cart = bigCart(200);

describe('calculateCart', () => {
  bench('200-line cart with options', () => {
    calculateCart(cart, benchSettings, benchContext);
  }, { time: 2000 });
});
