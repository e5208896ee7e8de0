// Issue 27 finding 12: every configuration value has bounds (schemas/venue-settings.schema.json, and
// server/backoffice/configBounds.ts for the rest), checked on every path that writes configuration:
// /pro/lot/config/update, the console's draft save, and publish and rollback (for drafts and versions
// stored before). A huge session length stored before no longer breaks sign-in; a card surcharge that
// is switched off is not charged whatever its rate, and PayPal's fixed amount (rate, in cents) is read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configOutOfBounds } from '../../server/backoffice/configBounds';
import { ALICE, login, post, startServer, type TestServer } from './helpers';
import { CART, feeCalc } from './orderHelpers';

describe('configuration bounds', () => {
  let s: TestServer;
  let admin: string;
  beforeAll(async () => {
    s = await startServer();
    admin = (await login(s, { userName: 'admin@example.com', password: 'Admin1234!' })).token;
  }, 120_000);
  afterAll(async () => s?.close());

  const update = (payload: Record<string, unknown>) =>
    post(s, '/pro/lot/config/update', { shop: 'demo-cafe', ...payload }, { token: admin });
  const consoleCall = (path: string, payload: Record<string, unknown> = {}) =>
    post(s, `/pro/backoffice/config/${path}`, { shop: 'demo-cafe', ...payload }, { token: admin });

  it('every seeded venue is within the bounds', async () => {
    const rows = await s.db.query<Record<string, unknown>>(
      'SELECT shop_id, settings, payments, branding, profile, licence, languages FROM venues',
    );
    expect(rows.length).toBeGreaterThanOrEqual(8);
    for (const r of rows) expect([r.shop_id, configOutOfBounds(r)]).toEqual([r.shop_id, null]);
  });

  it.each([
    ['settings.sessionExpire', { settings: { sessionExpire: 1e20 } }, 43200],
    ['settings.serviceFeeRate', { settings: { serviceFeeRate: 1e29 } }, 100],
    ['settings.otherChargeRate', { settings: { otherChargeRate: '1e29' } }, 100],
    ['settings.gstRate', { settings: { gstRate: -5 } }, 0],
    ['settings.shopName', { settings: { shopName: 'x'.repeat(201) } }, 200],
    ['settings.somethingNew', { settings: { somethingNew: 'y'.repeat(5001) } }, 5000],
    ['settings.maxBookingPeople', { settings: { maxBookingPeople: 'lots' } }, undefined],
    [
      'payments.0.rate',
      { payments: [{ name: 'Card', payment: 'dps', code: 201, surcharge: 1, surchargeType: 1, rate: 150 }] },
      100,
    ],
    [
      'payments.0.rate',
      { payments: [{ name: 'PayPal', payment: 'paypal', code: 204, surcharge: 1, surchargeType: 2, rate: 1e12 }] },
      100000,
    ],
    ['branding.name', { branding: { name: 'z'.repeat(5001) } }, 5000],
  ])('the API refuses %s out of bounds with a field-level 400', async (field, change, limit) => {
    const r = await update(change);
    expect(r.status).toBe(400);
    expect(r.body.result).toMatchObject({ code: 'config.bounds', field, ...(limit !== undefined ? { limit } : {}) });
    expect(r.body.dispMsg).toContain(field);
  });

  it('the API takes values within the bounds (numbers as text too)', async () => {
    expect((await update({ settings: { sessionExpire: 240, serviceFeeRate: '2.5' } })).status).toBe(200);
    expect((await update({ settings: { sessionExpire: 180, serviceFeeRate: 0 } })).status).toBe(200);
  });

  it('the console refuses a draft out of bounds, and will not publish one stored before the bounds', async () => {
    const live = (await consoleCall('state')).body.result.live;
    const bad = await consoleCall('draft/save', {
      config: { ...live, settings: { ...live.settings, sessionExpire: 1e20 } },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.result).toMatchObject({ code: 'config.bounds', field: 'settings.sessionExpire' });
    expect((await consoleCall('state')).body.result.draft).toBeNull();
    // A draft written before the bounds (straight into the table) is refused at publish; nothing goes live.
    expect(
      (await consoleCall('draft/save', { config: { ...live, settings: { ...live.settings, sessionExpire: 200 } } }))
        .status,
    ).toBe(200);
    await s.db.query(
      `UPDATE config_drafts SET config = jsonb_set(config, '{settings,otherChargeRate}', '1e29') WHERE shop_id = 'demo-cafe'`,
    );
    const pub = await consoleCall('publish');
    expect(pub.body.result).toMatchObject({ code: 'config.bounds', field: 'settings.otherChargeRate' });
    const row = (
      await s.db.query<{ settings: Record<string, unknown> }>(`SELECT settings FROM venues WHERE shop_id = 'demo-cafe'`)
    )[0];
    expect(row.settings.otherChargeRate).not.toBe(1e29);
    await consoleCall('draft/discard');
  });

  it('a huge session length stored before the bounds no longer breaks sign-in at the venue', async () => {
    await s.db.query(
      `UPDATE venues SET settings = settings || '{"sessionExpire": 1e20}'::jsonb WHERE shop_id = 'demo-cafe'`,
    );
    const r = await login(s, ALICE, { shop: 'demo-cafe' });
    expect(r.token).toMatch(/.+/);
    await s.db.query(
      `UPDATE venues SET settings = settings || '{"sessionExpire": 180}'::jsonb WHERE shop_id = 'demo-cafe'`,
    );
  });

  it("a card surcharge switched off is not charged whatever its rate; PayPal's fixed amount is its rate in cents", async () => {
    const payments = (
      await s.db.query<{ payments: Record<string, unknown>[] }>(
        `SELECT payments FROM venues WHERE shop_id = 'demo-cafe'`,
      )
    )[0].payments;
    // Stored as the console's issue describes it (a rate of 150 with the switch off), straight into the row.
    const off = payments.map((p) => (p.payment === 'dps' ? { ...p, surcharge: 0, rate: 150 } : p));
    await s.db.query(`UPDATE venues SET payments = $1::text::jsonb WHERE shop_id = 'demo-cafe'`, [JSON.stringify(off)]);
    const card = await feeCalc(s, CART, 'dps');
    expect(card.body.result.cart).toMatchObject({ surchargeAmount: 0, totalAmount: 1900 });
    const paypal = await feeCalc(s, CART, 'paypal');
    expect(paypal.body.result.cart).toMatchObject({ surchargeAmount: 30 });
    await s.db.query(`UPDATE venues SET payments = $1::text::jsonb WHERE shop_id = 'demo-cafe'`, [
      JSON.stringify(payments),
    ]);
  });
});
