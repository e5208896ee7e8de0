// The staff's calls (src/api/staffCalls.ts) are not in the customer pages' API chunk: a staff call made
// before their table is here is sent once it arrives, exactly as the table says; a customer page's
// call never waits for it.
import { beforeEach, describe, expect, it } from 'vitest';
import * as api from '../../src/api';
import { CUSTOMER_CALLS } from '../../src/api/customerCalls';
import { STAFF_CALLS } from '../../src/api/staffCalls';
import { CALLS } from '../../src/api/calls';
import { ui } from '../../src/state/ui';
import { resetWorld, scriptedFetch } from './helpers';

beforeEach(() => {
  resetWorld();
});

describe('the staff call table', () => {
  it('joins the customer table into the one table, each call in one part only', () => {
    expect(CALLS.map((c) => c.name)).toEqual([...CUSTOMER_CALLS, ...STAFF_CALLS].map((c) => c.name));
    const customer = new Set<string>(CUSTOMER_CALLS.map((c) => c.name));
    expect(STAFF_CALLS.filter((c) => customer.has(c.name))).toEqual([]);
    expect(STAFF_CALLS.map((c) => c.name)).toEqual(
      expect.arrayContaining(['kioskEnrol', 'consoleState', 'venueThemeSave']),
    );
    // What every venue page calls at start-up stays in the customer part.
    expect([...customer]).toEqual(
      expect.arrayContaining(['spotConfig', 'shopCatalogue', 'shopTheme', 'deviceRegister']),
    );
  });

  it('a staff call made before the table is fetched is sent as the table says once it arrives', async () => {
    const { sent } = scriptedFetch({ body: { success: true, result: [] } });
    const call = api.venueThemeSave({ shop: 'demo-shop', probe: 'x' } as never);
    expect(sent).toHaveLength(0);
    await call;
    expect(sent).toHaveLength(1);
    expect(new URL(sent[0].url).pathname).toBe('/pro/theme/venue/save');
    expect(sent[0].payload.probe).toBe('x');
    expect(ui.loading).toBe(0);
    // The table is here now: the next staff call starts at once, its loading bar with it.
    const next = api.venueThemeDelete({ shop: 'demo-shop' } as never);
    expect(ui.loading).toBe(1);
    await next;
    expect(sent.map((s) => new URL(s.url).pathname)).toEqual(['/pro/theme/venue/save', '/pro/theme/venue/delete']);
  });
});
