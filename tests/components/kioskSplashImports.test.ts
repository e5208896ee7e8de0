// The kiosk's splash downloads only what it draws (issue 25: the kiosk start at most 200 KB of
// JavaScript): the kiosk host, its first steps and the kiosk feature's index (which the app's start-up
// also imports on every kiosk-family page) reach none of the visit's code through static imports: not
// the ordering checkout (with the cart and SWR it brings), the cart, the sign-in code or the on-screen
// keyboard. Those come with the steps past the splash (features/kiosk/visit.ts) or at the first touch.
// (The walk follows every re-export of another feature's index, which the build drops when unused, so
// it names the visit's own files rather than every library they load.)
import { describe, expect, it } from 'vitest';
import { staticGraph } from '../architecture/staticGraph';

/** What the splash must not bring: the visit's modules and the libraries they load. */
const VISIT_FILES = [
  'src/features/kiosk/order.ts',
  'src/features/kiosk/member.ts',
  'src/features/kiosk/donation.ts',
  'src/features/kiosk/receipt.ts',
  'src/features/kiosk/reader.ts',
  'src/features/ordering/checkout.ts',
  'src/state/cart.ts',
  'src/state/auth.ts',
  'src/ui/Keypad/KeyboardDock.tsx',
  'src/ui/Keypad/TextKeyboard.tsx',
];

describe('the kiosk splash loads without the visit', () => {
  it.each([
    'src/features/kiosk/index.ts',
    'src/components/KioskFlow/KioskFlow.tsx',
    'src/components/KioskStep/KioskStep.tsx',
    'src/components/KioskStep/steps/Splash.tsx',
    'src/components/KioskStep/steps/Startup.tsx',
  ])('%s reaches none of the visit code', (entry) => {
    const { files } = staticGraph(entry);
    expect(VISIT_FILES.filter((f) => files.has(f))).toEqual([]);
  });

  it('the steps past the splash reach the visit through features/kiosk/visit.ts', () => {
    const menu = staticGraph('src/components/KioskStep/steps/Menu.tsx').files;
    expect(menu.has('src/features/kiosk/visit.ts')).toBe(true);
    const payment = staticGraph('src/components/KioskStep/steps/Payment.tsx').files;
    expect(payment.has('src/features/kiosk/order.ts')).toBe(true);
    expect(payment.has('src/state/cart.ts')).toBe(true);
  });
});
