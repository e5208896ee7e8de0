// Run with: npx vitest bench --run tests/domain
import { bench, describe } from 'vitest';
import { calculateCart } from '../../src/domain';
import { benchContext, benchSettings, bigCart } from './bigCart';

const fresh = bigCart(200);
const calculated = calculateCart(fresh, benchSettings, benchContext);

describe('calculateCart', () => {
  bench(
    '200-line cart with options (first calculation)',
    () => {
      calculateCart(fresh, benchSettings, benchContext);
    },
    { time: 2000 },
  );
  bench(
    '200-line cart with options (recalculation, as after each change)',
    () => {
      calculateCart(calculated, benchSettings, benchContext);
    },
    { time: 2000 },
  );
});
