// react-hook-form and Radix load only with the screens that use them: the static import graph of the
// catalogue's components (home, category, product) never reaches them, and a login form of text
// fields does not reach Radix. Dynamic imports (lazy chunks) are not followed.
import { describe, expect, it } from 'vitest';
import { staticGraph } from '../architecture/staticGraph';

/** Every package a module reaches through static imports. */
const packagesReached = (entry: string): Set<string> => staticGraph(entry).packages;

describe('form and dialog libraries load with their screens only', () => {
  it.each(['ProductDetail', 'ProductGrid', 'CategoryNav', 'CartView', 'Header', 'NavBar', 'SearchBox'])(
    '%s reaches neither react-hook-form nor radix-ui',
    (type) => {
      const reached = packagesReached(`src/components/${type}/${type}.tsx`);
      expect(reached.has('react-hook-form')).toBe(false);
      expect(reached.has('radix-ui')).toBe(false);
    },
  );
  it('the login page loads react-hook-form on first use (its live form reaches it, the page does not), never Radix; the live checkout and the dialog reach Radix', () => {
    const page = packagesReached('src/components/LoginForm/LoginForm.tsx');
    expect(page.has('react-hook-form')).toBe(false);
    const live = packagesReached('src/components/LoginForm/LiveLoginForm.tsx');
    expect(live.has('react-hook-form')).toBe(true);
    expect(live.has('radix-ui')).toBe(false);
    expect(packagesReached('src/components/CheckoutForm/LiveCheckoutForm.tsx').has('radix-ui')).toBe(true);
    expect(packagesReached('src/components/Dialog/Dialog.tsx').has('radix-ui')).toBe(true);
  });
  it.each(['Button', 'Alert', 'Status', 'Card', 'Stack', 'NumberField'])(
    "the UI kit's %s reaches neither (a first paint may draw it)",
    (part) => {
      const reached = packagesReached(`src/ui/${part}/index.ts`);
      expect(reached.has('react-hook-form')).toBe(false);
      expect(reached.has('radix-ui')).toBe(false);
    },
  );
  // swr too, in the build (scripts/size-network.mjs): this graph follows the ordering index's
  // re-exports, which the bundler leaves out when nothing uses them.
  it('the checkout page loads its form layer and Radix on first use: its stand-in reaches neither', () => {
    const page = packagesReached('src/components/CheckoutForm/CheckoutForm.tsx');
    for (const pkg of ['react-hook-form', 'radix-ui']) expect(page.has(pkg), pkg).toBe(false);
    const live = packagesReached('src/components/CheckoutForm/LiveCheckoutForm.tsx');
    for (const pkg of ['react-hook-form', 'radix-ui', 'swr']) expect(live.has(pkg), pkg).toBe(true);
  });
  it("single pay's request variant (a bill) does not load the form layer", () => {
    expect(packagesReached('src/components/SinglePay/SinglePay.tsx').has('react-hook-form')).toBe(false);
  });
});
