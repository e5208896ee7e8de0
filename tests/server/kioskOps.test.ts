// Kiosk operations on the reference server (issue 19): reports computed from the venue's real
// orders of its local day, admin-only refusals (403, nothing changes), cash in and out, the call
// for staff with its staff list and acknowledgement, and the advert play-list.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAFE, login, post, startServer, T0, type TestServer } from './helpers';
import { enrolKiosk, enrolmentCode } from './kioskHelpers';
import { plainFrom } from './limitsHelpers';
import { order } from './orderHelpers';

const ADMIN = { userName: 'admin@example.com', password: 'Admin1234!' };
const KIOSK = { shopKey: 'key-demo-kiosk', siteId: 'site-kiosk' };

let s: TestServer;
let admin: string;
let alice: string;
beforeAll(async () => {
  s = await startServer();
  admin = (await login(s, ADMIN)).token;
  alice = (await login(s)).token;
});
afterAll(async () => {
  await s.close();
});

const call = (path: string, body: Record<string, unknown>, token?: string, identity = CAFE) =>
  post(s, path, body, { identity, format: 'b64', token });
const report = (r: string, token?: string, date?: string) =>
  call('/pro/kiosk/report', { report: r, ...(date ? { date } : {}) }, token);
const moveCount = async () =>
  Number((await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM kiosk_cash_moves'))[0].n);

describe('reports from the real orders of the day', () => {
  it('daily, transaction and sales reports add up the orders placed today, and not yesterday', async () => {
    const before = (await report('daily', admin)).body.result;
    s.clock.t = T0 - 24 * 3600_000;
    await order(s, 'cash');
    s.clock.t = T0;
    const a = await order(s, 'cash');
    const b = await order(s, 'cash');
    const daily = await report('daily', admin);
    expect(daily.status).toBe(200);
    const d = daily.body.result;
    expect(d).toMatchObject({ report: 'daily', date: '2026-01-15', timeZone: 'Australia/Brisbane' });
    expect(d.orders).toBe(before.orders + 2);
    expect(d.totalCents).toBe(before.totalCents + a.totalCents + b.totalCents);
    expect(d.byPayment.find((p: { key: string }) => p.key === 'cash').totalCents).toBeGreaterThanOrEqual(
      a.totalCents + b.totalCents,
    );

    const t = (await report('transaction', admin)).body.result;
    expect(t.transactions.map((x: { orderNo: string }) => x.orderNo)).toEqual(
      expect.arrayContaining([a.orderNo, b.orderNo]),
    );
    expect(t.count).toBe(d.orders);
    const sales = (await report('sales', admin)).body.result;
    const flat = sales.items.find((i: { pluId: string }) => i.pluId === 'flat-white');
    expect(flat.quantity).toBeGreaterThanOrEqual(4);
    expect(Number.isInteger(flat.amountCents)).toBe(true);
    const yesterday = (await report('daily', admin, '2026-01-14')).body.result;
    expect(yesterday.orders).toBe(1);
  });

  it('cash in and out: moves recorded by staff feed the cash report; a replayed key records once', async () => {
    const before = (await report('cash', admin)).body.result;
    const key = 'cash-move-key-1';
    const m1 = await call(
      '/pro/kiosk/cash/move',
      { direction: 'in', amountCents: 10_000, reason: 'Float', idempotencyKey: key },
      admin,
    );
    const m2 = await call(
      '/pro/kiosk/cash/move',
      { direction: 'in', amountCents: 10_000, reason: 'Float', idempotencyKey: key },
      admin,
    );
    expect(m1.body.result.moveId).toBe(m2.body.result.moveId);
    expect(m2.body.result.replayed).toBe(true);
    await call('/pro/kiosk/cash/move', { direction: 'out', amountCents: 2_550, reason: 'Milk' }, admin);
    const c = (await report('cash', admin)).body.result;
    expect(c.cashInCents).toBe(before.cashInCents + 10_000);
    expect(c.cashOutCents).toBe(before.cashOutCents + 2_550);
    expect(c.drawerCents).toBe(c.cashSalesCents + c.cashInCents - c.cashOutCents);
    expect(c.moves.at(-1)).toMatchObject({ direction: 'out', amountCents: 2_550, reason: 'Milk' });
  });

  it('refuses every admin-only report to a customer with 403 and changes nothing; without a token 401', async () => {
    const moves = await moveCount();
    for (const r of ['daily', 'transaction', 'sales', 'cash']) {
      const x = await report(r, alice);
      expect(x.status).toBe(403);
      expect(x.body.result.code).toBe('staff.only');
      expect(x.body.result.orders).toBeUndefined();
      expect((await report(r)).status).toBe(401);
    }
    expect((await call('/pro/kiosk/cash/move', { direction: 'in', amountCents: 500 }, alice)).status).toBe(403);
    expect(await moveCount()).toBe(moves);
  });

  it('a report whose flag the venue turned off is served to any signed-in user', async () => {
    await s.db.query(
      `UPDATE venues SET settings = settings || '{"salesReportAdminOnly": 0}'::jsonb WHERE shop_id = 'demo-cafe'`,
    );
    try {
      expect((await report('sales', alice)).status).toBe(200);
      expect((await report('daily', alice)).status).toBe(403);
    } finally {
      await s.db.query(
        `UPDATE venues SET settings = settings || '{"salesReportAdminOnly": 1}'::jsonb WHERE shop_id = 'demo-cafe'`,
      );
    }
  });

  it('refuses a bad date or report name with 400', async () => {
    expect((await report('daily', admin, '2026-02-31x')).status).toBe(400);
    expect((await report('profit', admin)).status).toBe(400);
    expect((await call('/pro/kiosk/cash/move', { direction: 'in', amountCents: 0 }, admin)).status).toBe(400);
  });
});

describe('call staff', () => {
  it('the kiosk calls, staff see it and acknowledge it; one open call per device', async () => {
    const kiosk = await enrolKiosk(s);
    const callStaff = () =>
      post(
        s,
        '/pro/kiosk/callStaff',
        {},
        { identity: { ...KIOSK, device: 'payload-id-is-ignored' }, format: 'b64', headers: kiosk.headers },
      );
    const c1 = await callStaff();
    expect(c1.status).toBe(200);
    expect(c1.body.result).toMatchObject({ open: true, created: true, deviceId: kiosk.deviceId });
    const c2 = await callStaff();
    expect(c2.body.result).toMatchObject({ callId: c1.body.result.callId, created: false });
    const list = await call('/pro/kiosk/staffCalls', {}, admin, KIOSK);
    expect(
      list.body.result.calls.filter((c: { open: boolean }) => c.open).map((c: { callId: string }) => c.callId),
    ).toContain(c1.body.result.callId);
    expect((await call('/pro/kiosk/staffCalls', {}, alice, KIOSK)).status).toBe(403);
    expect((await call('/pro/kiosk/staffCall/ack', { callId: c1.body.result.callId }, alice, KIOSK)).status).toBe(403);
    const ack = await call('/pro/kiosk/staffCall/ack', { callId: c1.body.result.callId }, admin, KIOSK);
    expect(ack.body.result).toMatchObject({ open: false, changed: true });
    expect(
      (await call('/pro/kiosk/staffCall/ack', { callId: c1.body.result.callId }, admin, KIOSK)).body.result.changed,
    ).toBe(false);
    // Another venue's call is not found here.
    expect((await call('/pro/kiosk/staffCall/ack', { callId: c1.body.result.callId }, admin, CAFE)).status).toBe(404);
    expect((await callStaff()).body.result.created).toBe(true);
  });

  it('made-up device ids cannot fill the open calls: only enrolled kiosks call (before: 50 ids blocked real kiosks with 429)', async () => {
    for (let i = 0; i < 60; i++) {
      const r = await post(
        s,
        '/pro/kiosk/callStaff',
        {},
        { identity: { ...KIOSK, device: `fake-${i}` }, format: 'b64' },
      );
      expect(r.status).toBe(401);
      expect(r.body.result.code).toBe('device.not-enrolled');
    }
    const real = await enrolKiosk(s);
    const r = await post(s, '/pro/kiosk/callStaff', {}, { identity: KIOSK, format: 'b64', headers: real.headers });
    expect(r.status).toBe(200);
    expect(r.body.result.created).toBe(true);
  });
});

describe('kiosk enrolment', () => {
  it('a code is single use, for its venue, for 30 minutes; wrong codes are limited per address, right ones are not counted', async () => {
    const code = await enrolmentCode(s);
    expect(code).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    expect((await post(s, '/pro/kiosk/enrol', { shop: 'demo-cafe', code })).body.result.code).toBe('device.enrol-code'); // another venue
    const first = await post(s, '/pro/kiosk/enrol', {
      shop: 'demo-kiosk',
      code: `${code.slice(0, 4)}-${code.slice(4).toLowerCase()}`,
    });
    expect(first.body.result).toMatchObject({
      rtn: 1,
      deviceId: expect.stringMatching(/^k[0-9a-f]{20}$/),
      credential: expect.stringMatching(/^kd1\./),
    });
    expect((await post(s, '/pro/kiosk/enrol', { shop: 'demo-kiosk', code })).body.result.code).toBe(
      'device.enrol-code',
    ); // used
    const late = await enrolmentCode(s);
    s.clock.t = T0 + 30 * 60_000;
    try {
      expect((await post(s, '/pro/kiosk/enrol', { shop: 'demo-kiosk', code: late })).body.result.code).toBe(
        'device.enrol-code',
      );
    } finally {
      s.clock.t = T0;
    }
    // Customers cannot make codes; the venue's administrators list and revoke kiosks.
    expect((await post(s, '/pro/kiosk/enrolment/code', { shop: 'demo-kiosk' }, { token: alice })).status).toBe(403);
    const devices = await post(s, '/pro/kiosk/devices', { shop: 'demo-kiosk' }, { token: admin });
    expect(devices.body.result.devices.map((d: { deviceId: string }) => d.deviceId)).toContain(
      first.body.result.deviceId,
    );
    // Wrong codes: 10 per address in 15 minutes, then 429 even for a right code; another address may.
    const good = await enrolmentCode(s);
    const enrol = (code: string, ip: string) => plainFrom(s, '/pro/kiosk/enrol', { shop: 'demo-kiosk', code }, ip);
    expect((await enrol(good, '10.7.0.9')).body.result.rtn).toBe(1);
    expect((await enrol(await enrolmentCode(s), '10.7.0.9')).body.result.rtn).toBe(1); // right codes are not counted
    for (let i = 0; i < 10; i++)
      expect((await enrol('AAAAAAAA', '10.7.0.1')).body.result.code).toBe('device.enrol-code');
    const code2 = await enrolmentCode(s);
    const blocked = await enrol(code2, '10.7.0.1');
    expect(blocked.status).toBe(429);
    expect(blocked.body.result.code).toBe('device.enrol-rate-limited');
    expect((await enrol(code2, '10.7.0.2')).body.result.rtn).toBe(1);
  });
});

describe('advert play-list of demo-kiosk', () => {
  it('lists images and a video with an 8 s timer, and serves every file by the resource call', async () => {
    const r = await post(s, '/pro/sign/playlist/loadPlaylist', { shop: 'demo-kiosk' }, { format: 'aes' });
    expect(r.status).toBe(200);
    const items = r.body.result.flatMap((x: { playList: { fileName: string; fileType: string }[] }) => x.playList);
    expect(r.body.result[0].timer).toBe(8);
    expect(items.some((i: { fileType: string }) => i.fileType === 'video')).toBe(true);
    expect(items.filter((i: { fileType: string }) => i.fileType === 'image').length).toBeGreaterThanOrEqual(2);
    for (const i of items) {
      const f = await s.app.inject({
        method: 'GET',
        url: `/pro/common/download/resource?name=${encodeURIComponent(i.fileName)}`,
      });
      expect(f.statusCode, i.fileName).toBe(200);
    }
  });

  it('sends an advert in the customer’s language when the venue has that version, else the picture itself', async () => {
    const get = async (q: string) =>
      (await s.app.inject({ method: 'GET', url: `/pro/common/download/resource?${q}` })).body;
    const zh = await get('name=advert-kiosk-burger.svg&lang=zh-hans');
    expect(zh).toMatch(/双层汉堡特惠/);
    expect(zh).not.toMatch(/Double Burger/);
    expect(await get('name=advert-kiosk-burger.svg&lang=en-gb')).toMatch(/Double Burger Deal/);
    expect(await get('name=advert-kiosk-burger.svg')).toMatch(/Double Burger Deal/);
    // a picture without a Chinese version, and a language part that is no language, fall back
    expect(await get('name=pay-svc.svg&lang=zh-hans')).toMatch(/aria-label="Stored-value card"/);
    expect(await get('name=advert-kiosk-burger.svg&lang=..%2Fx')).toMatch(/Double Burger Deal/);
    // no words are drawn on the adverts' English versions for the call to touch (the page prints it)
    expect(await get('name=advert-kiosk-icecream.svg')).not.toMatch(/Touch the screen/);
  });
});

describe('exit password (exitPasswordCtrl)', () => {
  it("takes the signed-in staff member's own password; refuses a wrong one and a customer", async () => {
    const exit = (password: string, token?: string) => call('/pro/kiosk/exit', { password }, token, KIOSK);
    expect((await exit('Admin1234!', admin)).body.result.rtn).toBe(1);
    const wrong = await exit('nope-nope', admin);
    expect(wrong.status).toBe(200);
    expect(wrong.body).toMatchObject({ success: false, result: { rtn: -821001 } });
    expect((await exit('Demo1234!', alice)).status).toBe(403);
    expect((await exit('Admin1234!')).status).toBe(401);
  });
});

describe('installable kiosk', () => {
  it('serves a full-screen web app manifest per venue and family, scoped to it', async () => {
    const r = await s.app.inject({ method: 'GET', url: '/kiosk.webmanifest?shop=demo-kiosk&family=self' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toMatch(/application\/manifest\+json/);
    const m = r.json();
    expect(m).toMatchObject({
      name: 'Burger Kiosk',
      display: 'fullscreen',
      scope: '/self/demo-kiosk/',
      start_url: '/self/demo-kiosk/home',
    });
    for (const i of m.icons) expect((await s.app.inject({ method: 'GET', url: i.src })).statusCode).toBe(200);
    expect((await s.app.inject({ method: 'GET', url: '/kiosk.webmanifest?shop=nowhere&family=self' })).statusCode).toBe(
      404,
    );
    expect(
      (await s.app.inject({ method: 'GET', url: '/kiosk.webmanifest?shop=demo-kiosk&family=shop' })).statusCode,
    ).toBe(404);
  });
});
