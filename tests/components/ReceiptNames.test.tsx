// @vitest-environment jsdom
// Receipt names in the visitor's language (issue 5): items and their options (the bill's optionNames)
// show the second (Chinese) name in zh-hans, the first name when there is no second one, and the first
// names in English; an older bill without optionNames shows its stored options.
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => ({ loadBill: vi.fn() }));
vi.mock('../../src/features/ordering/payonly', async (orig) => ({
  ...(await orig<typeof import('../../src/features/ordering/payonly')>()),
  loadBill: calls.loadBill,
}));

import Receipt from '../../src/components/Receipt/Receipt';
import { setLanguage } from '../../src/i18n';
import { app } from '../../src/state/stores';
import { bill } from './payonlyFixtures';
import { renderInFamily } from './helpers';

const LINES = [
  {
    name1: 'Flat white',
    name2: '馥芮白',
    quantity: 2,
    priceCents: 550,
    amountCents: 1100,
    options: ['Regular', 'Oat milk'],
    optionNames: [
      { name1: 'Regular', name2: '中杯' },
      { name1: 'Oat milk', name2: '' },
    ],
    notes: '',
  },
  {
    name1: 'Scone',
    name2: '',
    quantity: 1,
    priceCents: 800,
    amountCents: 800,
    options: ['Jam'],
    optionNames: [{ name1: 'Jam', name2: '果酱' }],
    notes: '',
  },
];

beforeEach(() => calls.loadBill.mockReset());
afterEach(async () => {
  await setLanguage('en-gb');
  app.lang = 'en-gb';
});

describe("Receipt names in the visitor's language", () => {
  it('zh-hans: item and option names in Chinese, the first name where there is no Chinese one', async () => {
    app.lang = 'zh-hans';
    await setLanguage('zh-hans');
    calls.loadBill.mockResolvedValue(bill({ lines: LINES }));
    await renderInFamily(<Receipt txn="txn_1" />);
    expect(await screen.findByText('馥芮白')).toBeTruthy();
    expect(screen.getByText('中杯，Oat milk')).toBeTruthy();
    expect(screen.getByText('Scone')).toBeTruthy(); // no Chinese name: the first one
    expect(screen.getByText('果酱')).toBeTruthy();
    expect(screen.queryByText(/Regular/)).toBeNull();
  });

  it('en-gb: the first names', async () => {
    calls.loadBill.mockResolvedValue(bill({ lines: LINES }));
    await renderInFamily(<Receipt txn="txn_1" />);
    expect(await screen.findByText('Flat white')).toBeTruthy();
    expect(screen.getByText('Regular, Oat milk')).toBeTruthy();
    expect(screen.getByText('Jam')).toBeTruthy();
    expect(screen.queryByText(/中杯/)).toBeNull();
  });

  it('a bill without optionNames (older server) shows its stored options', async () => {
    app.lang = 'zh-hans';
    await setLanguage('zh-hans');
    calls.loadBill.mockResolvedValue(bill());
    await renderInFamily(<Receipt txn="txn_1" />);
    expect(await screen.findByText('馥芮白')).toBeTruthy();
    expect(screen.getByText('Regular')).toBeTruthy();
  });
});
