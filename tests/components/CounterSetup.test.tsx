// @vitest-environment jsdom
// Kiosk, cashier and table service set up from the console (issue 30;
// src/components/OperatorConsole/setup/CounterSetup.tsx): a service-number range whose first number is
// after its last, or that overlaps another mode's, is named in words beside its field and nothing is
// saved; the kiosk's switches save into settings.kiosk and the ranges and tables into the counter part;
// the QR sheet lists one code per table with the address that opens the menu at it; axe; Chinese.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => ({ save: vi.fn() }));
vi.mock('../../src/features/backoffice/console/api', async (orig) => ({
  ...(await orig<typeof import('../../src/features/backoffice/console/api')>()),
  saveDraft: calls.save,
}));

import { CounterSetup } from '../../src/components/OperatorConsole/setup/CounterSetup';
import { DEMO_VENUES } from '../../server/seed/venues';
import { pickSnapshot, type ConfigSnapshot } from '../../src/domain/configVersions';
import { initI18n, loadNamespaces } from '../../src/i18n';
import { renderInFamily } from './helpers';

function live(): ConfigSnapshot {
  const s = pickSnapshot(DEMO_VENUES[0] as unknown as Record<string, unknown>);
  return { ...s, counter: { ranges: { kiosk: { first: 201, last: 300 } }, tables: [] } };
}

const refresh = vi.fn(async () => undefined);
const announce = vi.fn();

async function show(config = live()) {
  await renderInFamily(
    <CounterSetup
      shop="demo-cafe"
      state={{ live: config, latest: 3, draft: null, stale: false } as never}
      refresh={refresh}
      announce={announce}
    />,
    '/merchant/demo-cafe/console',
  );
  await loadNamespaces(['setup']);
  return screen.findByRole('region', { name: 'Kiosk, cashier and table service' });
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save setup in the draft' })));

beforeEach(() => {
  calls.save.mockReset();
  calls.save.mockResolvedValue(undefined);
  refresh.mockClear();
  announce.mockClear();
});

describe('console setup: kiosk, cashier and table service', () => {
  it('names a range whose first number is after its last, beside the field, and saves nothing', async () => {
    await show();
    type('First kiosk number', '300');
    type('Last kiosk number', '201');
    await save();
    expect(calls.save).not.toHaveBeenCalled();
    const first = screen.getByLabelText('First kiosk number');
    expect(first.getAttribute('aria-invalid')).toBe('true');
    const words = screen.getByText('The first number (300) is after the last (201): the first must be the smaller.');
    expect(first.getAttribute('aria-describedby')).toContain(words.closest('[id]')!.id);
    expect(screen.getByText('Some of the setup needs fixing first: see the marked fields.')).toBeTruthy();
  });

  it("names a range that overlaps another mode's numbers", async () => {
    await show();
    fireEvent.click(
      screen.getByRole('checkbox', { name: 'Orders placed at a table get numbers from their own range' }),
    );
    type('First table service number', '250');
    type('Last table service number', '350');
    await save();
    expect(calls.save).not.toHaveBeenCalled();
    expect(
      screen.getByText(
        'These numbers overlap the kiosk numbers (201–300): choose numbers no other way of ordering uses.',
      ),
    ).toBeTruthy();
    type('First table service number', '301');
    await save();
    expect(calls.save).toHaveBeenCalledTimes(1);
    const [shop, config, revision] = calls.save.mock.calls[0] as [string, ConfigSnapshot, number];
    expect(shop).toBe('demo-cafe');
    expect(revision).toBe(0);
    expect(config.counter.ranges).toEqual({ kiosk: { first: 201, last: 300 }, table: { first: 301, last: 350 } });
    expect(announce).toHaveBeenCalled();
  });

  it('saves the kiosk switches into the kiosk settings and the tables into the counter part', async () => {
    await show();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Offer a donation' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Print a receipt' }));
    type('Number of tables', '3');
    await save();
    const config = calls.save.mock.calls[0][1] as ConfigSnapshot;
    expect((config.settings.kiosk as Record<string, unknown>).donate).toBe(true);
    expect(config.settings.printReceipt).toBe(true);
    expect(config.counter.tables).toEqual([
      { tabNo: '1', tabName: 'Table 1' },
      { tabNo: '2', tabName: 'Table 2' },
      { tabNo: '3', tabName: 'Table 3' },
    ]);
  });

  it('a table number used twice is named at the table', async () => {
    await show();
    type('Number of tables', '2');
    type('Table 2: number', '1');
    await save();
    expect(calls.save).not.toHaveBeenCalled();
    expect(screen.getByText('Two tables have this number: give each its own.')).toBeTruthy();
    expect(screen.getByLabelText('Table 2: number').getAttribute('aria-invalid')).toBe('true');
  });

  it('the QR sheet lists one code per table with the address that opens the menu at it; Print prints', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    await show();
    type('Number of tables', '6');
    fireEvent.click(screen.getByRole('button', { name: 'Print the table QR codes' }));
    const sheet = await screen.findByRole('dialog', { name: 'QR codes for 6 tables' });
    const cards = sheet.querySelectorAll('li[data-table]');
    expect(cards.length).toBe(6);
    const links = within(sheet)
      .getAllByTestId('table-qr-link')
      .map((l) => l.textContent);
    expect(links).toEqual([1, 2, 3, 4, 5, 6].map((n) => `${window.location.origin}/shop/demo-cafe/home?tn=${n}`));
    expect(within(sheet).getAllByRole('img', { name: /^QR code for table \d$/ }).length).toBe(6);
    expect(within(sheet).getAllByText('Harbour Cafe').length).toBe(6);
    expect(within(sheet).getByText('You changed the tables and have not saved them yet.')).toBeTruthy();
    fireEvent.click(within(sheet).getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    fireEvent.click(within(sheet).getByRole('button', { name: 'Back to the setup' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByRole('region', { name: 'Kiosk, cashier and table service' })).toBeTruthy();
    print.mockRestore();
  });

  const axeBad = async () => {
    const axe = (await import('axe-core')).default;
    const r = await axe.run(document.body, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      rules: { 'color-contrast': { enabled: false } },
    });
    return r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
  };

  it('has no serious or critical axe violation, on the section and on the QR sheet; Escape closes the sheet', async () => {
    await show();
    type('Number of tables', '2');
    await save();
    expect(await axeBad()).toEqual([]);
    const open = screen.getByRole('button', { name: 'Print the table QR codes' });
    open.focus();
    fireEvent.click(open);
    const sheet = await screen.findByRole('dialog', { name: 'QR codes for 2 tables' });
    expect(await axeBad()).toEqual([]);
    fireEvent.keyDown(sheet, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(open));
  });

  it('says a bad range in Chinese', async () => {
    await initI18n('zh-hans');
    try {
      await renderInFamily(
        <CounterSetup
          shop="demo-cafe"
          state={{ live: live(), latest: 3, draft: null, stale: false } as never}
          refresh={refresh}
          announce={announce}
        />,
        '/merchant/demo-cafe/console',
      );
      await initI18n('zh-hans');
      await loadNamespaces(['setup']);
      await screen.findByRole('region', { name: '自助机、收银台和桌台点餐' });
      type('自助机起始号码', '300');
      type('自助机结束号码', '201');
      await act(async () => fireEvent.click(screen.getByRole('button', { name: /保存/ })));
      expect(screen.getByText('起始号码（300）大于结束号码（201）：起始号码应较小。')).toBeTruthy();
    } finally {
      await initI18n('en-gb');
    }
  });
});
