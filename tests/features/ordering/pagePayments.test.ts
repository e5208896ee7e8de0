// @vitest-environment jsdom
// loadPagePayments: the checkout stand-in's payment methods, read once per shop without swr. A read
// that failed (the connection dropped) is asked again when the browser is back online, so the
// stand-in does not say "Loading payment methods…" for ever; another shop's methods are never shown.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';

const shopPayments = vi.hoisted(() => vi.fn());
vi.mock('../../../src/api/calls/config', async (orig) => ({
  ...(await orig<typeof import('../../../src/api/calls/config')>()),
  shopPayments,
}));

import { loadPagePayments } from '../../../src/features/ordering/pagePayments';
import { app, venue } from '../../../src/state/stores';

const CASH = { code: 200, name: 'Pay in store', payment: 'cash', visible: 1 };
const CARD = { code: 201, name: 'Credit card', payment: 'dps', visible: 1 };

beforeEach(() => {
  shopPayments.mockReset();
});

describe('loadPagePayments', () => {
  it('reads the methods again once back online after a failed read', async () => {
    app.shop = 'offline-cafe';
    venue.payments = [];
    shopPayments.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await loadPagePayments()).toBe(false);
    expect(venue.payments).toEqual([]);

    shopPayments.mockResolvedValue({ result: [CASH, CARD] });
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(venue.payments.map((m) => m.payment)).toEqual(['cash', 'dps']));
    expect(shopPayments).toHaveBeenCalledTimes(2);
    // Read: the page asks no more (one read per shop).
    expect(await loadPagePayments()).toBe(true);
    expect(shopPayments).toHaveBeenCalledTimes(2);
  });

  it("starts another shop's checkout without the last shop's methods", async () => {
    app.shop = 'second-cafe';
    let answer: (v: unknown) => void = () => undefined;
    shopPayments.mockReturnValueOnce(new Promise((r) => (answer = r)));
    const done = loadPagePayments();
    expect(venue.payments).toEqual([]);
    answer({ result: [CARD] });
    expect(await done).toBe(true);
    expect(venue.payments.map((m) => m.payment)).toEqual(['dps']);
  });
});
