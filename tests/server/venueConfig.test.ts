// The admin call that decides a venue's screens (issue 15): what it accepts, what it refuses, and
// that the next configuration load and trading-hour check see the change (no restart, cache cleared).
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normaliseSettings } from '../../src/domain/settings';
import { CAFE, login, post, startServer, type TestServer } from './helpers';

let s: TestServer;
let admin: string;
beforeAll(async () => {
  // The venue cache on, as in production: the admin call must clear it.
  s = await startServer({ venueCacheMs: 60_000 });
  admin = (await login(s, { userName: 'admin@example.com', password: 'Admin1234!' })).token;
});
afterAll(async () => s.close());

const update = (payload: Record<string, unknown>, token = admin) =>
  post(s, '/pro/lot/config/update', payload, { token, format: 'plain' });
const config = async () =>
  (await post(s, '/api/spot/config', {}, { identity: CAFE })).body.result as {
    settings: Record<string, unknown>;
    licence: Record<string, unknown>;
  };

describe('POST /pro/lot/config/update', () => {
  it('kiosk mode on and off: the next configuration load shows it (cache cleared)', async () => {
    expect(normaliseSettings((await config()).settings).modes).toEqual(['online', 'table']);
    const on = await update({ shop: 'demo-cafe', settings: { kioskMode: 1 } });
    expect(on.body.result).toMatchObject({ rtn: 1, shop: 'demo-cafe' });
    const c = await config();
    expect(c.settings.kioskMode).toBe(1);
    expect(normaliseSettings(c.settings).modes).toEqual(['kiosk', 'table']);
    // Merged, not replaced: the rest of the settings stay.
    expect(c.settings).toMatchObject({ serviceTypes: ['shop', 'reservation'], delivery: 1, spotType: 2 });
    await update({ shop: 'demo-cafe', settings: { kioskMode: 0 } });
    expect(normaliseSettings((await config()).settings).modes).toEqual(['online', 'table']);
  });

  it('service types and ticket type are checked against spec 9', async () => {
    const bad = await update({ shop: 'demo-cafe', settings: { serviceTypes: ['shop', 'bowling'] } });
    expect(bad.status).toBe(400);
    expect(bad.body.dispMsg).toMatch(/serviceTypes/);
    expect((await update({ shop: 'demo-cafe', settings: { serviceTypes: [] } })).status).toBe(400);
    expect((await update({ shop: 'demo-cafe', settings: { ticketType: 'season' } })).status).toBe(400);
    expect((await update({ shop: 'demo-cafe', settings: { kioskMode: 'yes' } })).status).toBe(400);
    expect((await config()).settings.serviceTypes).toEqual(['shop', 'reservation']);
  });

  it('trading hours: a closed week makes the venue closed at once; a bad time zone or time is refused', async () => {
    const oc = async () =>
      (await post(s, '/pro/lot/openClose', { ordLot: 'demo-cafe', date: '2026-01-15', currentTime: '12:00' })).body;
    expect(await oc()).toMatchObject({ success: true, resultcode: 1 });
    expect((await update({ shop: 'demo-cafe', hours: { tz: 'Mars/Base', week: {} } })).status).toBe(400);
    expect(
      (await update({ shop: 'demo-cafe', hours: { tz: 'Australia/Brisbane', week: { mon: [['9am', '5pm']] } } }))
        .status,
    ).toBe(400);
    expect(
      (
        await update({
          shop: 'demo-cafe',
          hours: { tz: 'Australia/Brisbane', week: {}, closedMessage: 'Closed for renovation' },
        })
      ).status,
    ).toBe(200);
    expect(await oc()).toMatchObject({
      success: false,
      resultcode: 0,
      map: { rtn: 0, disp_msg: 'Closed for renovation' },
    });
    const always = Object.fromEntries(
      ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'].map((d) => [d, [['00:00', '24:00']]]),
    );
    await update({ shop: 'demo-cafe', hours: { tz: 'Australia/Brisbane', week: always, closedDates: [] } });
    expect(await oc()).toMatchObject({ success: true, resultcode: 1 });
  });

  it("licence: status and the licences string; a gtmCode only in the publisher's form", async () => {
    expect((await update({ shop: 'demo-cafe', licence: { licenses: '11abc' } })).status).toBe(400);
    expect((await update({ shop: 'demo-cafe', licence: { gtmCode: '"><script>' } })).status).toBe(400);
    expect((await update({ shop: 'demo-cafe', licence: { gtmCode: 'GTM-AB12CD' } })).status).toBe(200);
    expect((await config()).licence.gtmCode).toBe('GTM-AB12CD');
    await update({ shop: 'demo-cafe', licence: { gtmCode: '' } });
    expect((await config()).licence.gtmCode).toBe('');
  });

  it('an administrator of another venue, or a customer, changes nothing', async () => {
    const alice = (await login(s)).token;
    expect((await update({ shop: 'demo-cafe', settings: { kioskMode: 1 } }, alice)).status).toBe(403);
    expect((await config()).settings.kioskMode).toBe(0); // as the first test left it
  });
});

describe('migration 016_venue_config.sql', () => {
  it('gives venues stored without service types the ones their family column names', async () => {
    await s.db.query(
      `UPDATE venues SET settings = settings - 'serviceTypes' - 'ticketType' - 'kioskMode' WHERE shop_id IN ('demo-massage', 'demo-passes', 'demo-kiosk', 'demo-store', 'demo-parking')`,
    );
    await s.db.exec(readFileSync(new URL('../../server/db/migrations/016_venue_config.sql', import.meta.url), 'utf8'));
    const rows = await s.db.query<{ shop_id: string; settings: Record<string, unknown> }>(
      `SELECT shop_id, settings FROM venues WHERE shop_id LIKE 'demo-%' ORDER BY shop_id`,
    );
    const by = Object.fromEntries(rows.map((r) => [r.shop_id, normaliseSettings(r.settings)]));
    expect(by['demo-massage'].serviceTypes).toEqual(['massage']);
    expect(by['demo-passes']).toMatchObject({ serviceTypes: ['ticket'], ticketType: 'daterange' });
    expect(by['demo-parking']).toMatchObject({ serviceTypes: ['ticket'], ticketType: 'parking' });
    expect(by['demo-kiosk'].modes).toEqual(['kiosk']);
    expect(by['demo-store'].serviceTypes).toEqual(['shop']);
    expect(by['demo-cafe'].serviceTypes).toEqual(['shop', 'reservation']);
  });
});

describe('Content-Security-Policy and tracking', () => {
  it('allows scripts from the tag manager host only; no other directive names an outside host', async () => {
    const res = await s.app.inject({ method: 'GET', url: '/shop/demo-cafe/home' });
    const csp = String(res.headers['content-security-policy'] ?? '');
    const directives = Object.fromEntries(
      csp
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([k, ...v]) => [k, v]),
    );
    expect(directives['script-src']).toEqual(["'self'", 'https://www.googletagmanager.com']);
    // connect-src adds the kiosk's own machine only (the local print service, issue 34)
    const loopback = ['http://127.0.0.1:*', 'http://localhost:*'];
    expect(directives['connect-src']).toEqual(["'self'", ...loopback]);
    for (const [k, v] of Object.entries(directives))
      if (k !== 'script-src')
        expect(
          v.filter((x) => /^https?:|\*/.test(x) && !(k === 'connect-src' && loopback.includes(x))),
          k,
        ).toEqual([]);
    // The built page's own policy (index.html's meta) says the same for scripts.
    const meta = /http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(
      readFileSync(new URL('../../index.html', import.meta.url), 'utf8'),
    )![1];
    expect(/script-src ([^;]+)/.exec(meta)![1].split(' ')).toEqual(["'self'", 'https://www.googletagmanager.com']);
    expect(/connect-src ([^;]+)/.exec(meta)![1].split(' ')).toEqual(["'self'", ...loopback]);
    expect(meta.replace(/(script|connect)-src [^;]+/g, '')).not.toMatch(/https?:|\*/);
  });
});
