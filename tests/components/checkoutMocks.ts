// Mocks shared by the checkout page's tests (a test file's vi.mock factories import this module, so
// the file and its mocks hold the same ones): the order calls the checkout makes, and the live form's
// code arriving when the test lets it (a slow network). One gate per test file (its modules are its own).
import { vi } from 'vitest';

export const checkoutCalls = { feeCalc: vi.fn(), placeOrder: vi.fn() };

let open: () => void = () => undefined;
const opened = new Promise<void>((r) => (open = r));

/** Opens the gate: the live form's code arrives. */
export const openLiveForm = () => open();

/** vi.mock factory part: the ordering calls with feeCalc and placeOrder mocked. */
export const withCheckoutCalls = <T extends object>(real: T): T => ({ ...real, ...checkoutCalls });

/** vi.mock factory part: the live form's module, once the gate is open. */
export const afterGate = async <T>(load: () => Promise<T>): Promise<T> => {
  await opened;
  return load();
};
