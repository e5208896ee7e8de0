// Table service on the reference server: the table session call (open, rejoin, unknown table, unknown,
// expired and other-table sessions, length from sessionExpire minutes, 3-hour default) and the order
// call's refusal of orders whose table session is unknown or expired (nothing written).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAFE, post, startServer, type TestServer } from './helpers';
import { CART, feeCalc, newKey, orderCount, orderRow, placeOrder } from './orderHelpers';
import { purgeTableSessions, TABLE_SESSION_KEEP_MS } from '../../server/routes/table';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(async () => {
  await s.close();
});

const open = (body: Record<string, unknown>, identity: { shopKey: string; siteId: string } = CAFE) =>
  post(s, '/api/table/session', body, { identity, format: 'b64' });

async function setSettings(shop: string, settings: Record<string, unknown>) {
  await s.db.query('UPDATE venues SET settings = settings || $2::jsonb WHERE shop_id = $1', [shop, settings]);
}

async function tableOrder(sessionId: string, cart: Record<string, unknown> = CART, key = newKey()) {
  const fee = await feeCalc(s, cart, 'cash');
  return placeOrder(s, {
    idempotencyKey: key,
    cart,
    payment: 'cash',
    expectedTotalCents: fee.body.result.totalCents,
    sessionId,
  });
}

describe('POST /api/table/session', () => {
  it('opens a session for a known table with expiry = now + 180 minutes (the venue setting)', async () => {
    const r = await open({ tabNo: '5' });
    expect(r.status).toBe(200);
    expect(r.body.success).toBe(true);
    const res = r.body.result;
    expect(res).toMatchObject({
      rtn: 1,
      tabNo: '5',
      tabName: 'Table 5',
      created: true,
      createdAt: s.clock.t,
      expiresAt: s.clock.t + 180 * 60_000,
      remainingMs: 180 * 60_000,
      sessionMinutes: 180,
    });
    expect(res.sessionId).toMatch(/^[0-9a-f]{24}$/);
    const row = (
      await s.db.query<Record<string, any>>('SELECT * FROM table_sessions WHERE session_id = $1', [res.sessionId])
    )[0];
    expect(row).toMatchObject({ shop_id: 'demo-cafe', table_no: '5' });
    expect(Number(row.expires_at)).toBe(s.clock.t + 10_800_000);
  });

  it('accepts the table number as an integer and opens a new session for every scan', async () => {
    const a = (await open({ tabNo: 7 })).body.result;
    const b = (await open({ tabNo: '7' })).body.result;
    expect(a.tabNo).toBe('7');
    expect(a.sessionId).not.toBe(b.sessionId);
  });

  it('answers an existing live session (a reload) with the time left, without a new row', async () => {
    const first = (await open({ tabNo: '3' })).body.result;
    const before = Number((await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM table_sessions'))[0].n);
    s.clock.t += 60 * 60_000;
    try {
      const again = await open({ tabNo: '3', sessionId: first.sessionId });
      expect(again.body.result).toMatchObject({
        rtn: 1,
        sessionId: first.sessionId,
        created: false,
        expiresAt: first.expiresAt,
        remainingMs: 120 * 60_000,
      });
      expect(Number((await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM table_sessions'))[0].n)).toBe(
        before,
      );
    } finally {
      s.clock.t -= 60 * 60_000;
    }
  });

  it('refuses an unknown table with a clear message and writes nothing', async () => {
    const before = Number((await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM table_sessions'))[0].n);
    const r = await open({ tabNo: '99' });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ success: false, result: { rtn: -830002, code: 'table.unknown' } });
    expect(r.body.dispMsg).toBe('There is no table 99 at this venue. Please scan the table QR again or contact staff.');
    expect(Number((await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM table_sessions'))[0].n)).toBe(
      before,
    );
  });

  it('refuses unknown, expired and other-table sessions', async () => {
    expect((await open({ tabNo: '5', sessionId: 'nope123' })).body.result.code).toBe('session.unknown');
    const live = (await open({ tabNo: '5' })).body.result;
    expect((await open({ tabNo: '6', sessionId: live.sessionId })).body.result.code).toBe('session.table');
    s.clock.t += 180 * 60_000 - 1;
    try {
      expect((await open({ tabNo: '5', sessionId: live.sessionId })).body.result.remainingMs).toBe(1);
      s.clock.t += 1;
      const r = await open({ tabNo: '5', sessionId: live.sessionId });
      expect(r.body).toMatchObject({ success: false, result: { rtn: -830004, code: 'session.expired' } });
      expect(r.body.dispMsg).toBe('Your table session has expired. Please scan the table QR again or contact staff.');
    } finally {
      s.clock.t -= 180 * 60_000;
    }
  });

  it('refuses a session of another venue as unknown', async () => {
    await setSettings('demo-store', { spotType: 2 });
    await s.db.query(
      `UPDATE venues SET tables = '[{"tabNo":"5","tabName":"Table 5"}]'::jsonb, licence = licence || '{"spotType":2}'::jsonb WHERE shop_id = 'demo-store'`,
    );
    const store = { shopKey: 'key-demo-store', siteId: 'site-store' };
    const other = (await open({ tabNo: '5' }, store)).body.result;
    expect(other.rtn).toBe(1);
    expect((await open({ tabNo: '5', sessionId: other.sessionId })).body.result.code).toBe('session.unknown');
  });

  it('refuses a venue without table service', async () => {
    const r = await open({ tabNo: '1' }, { shopKey: 'key-demo-kiosk', siteId: 'site-kiosk' });
    expect(r.body).toMatchObject({ success: false, result: { code: 'table.service-off' } });
  });

  it('takes the length from sessionExpire minutes x 60000, and 3 hours when it is missing or not positive', async () => {
    await setSettings('demo-cafe', { sessionExpire: 30 });
    expect((await open({ tabNo: '1' })).body.result.expiresAt).toBe(s.clock.t + 1_800_000);
    await setSettings('demo-cafe', { sessionExpire: 0 });
    expect((await open({ tabNo: '1' })).body.result.expiresAt).toBe(s.clock.t + 10_800_000);
    await s.db.query(`UPDATE venues SET settings = settings - 'sessionExpire' WHERE shop_id = 'demo-cafe'`);
    expect((await open({ tabNo: '1' })).body.result.remainingMs).toBe(10_800_000);
    await setSettings('demo-cafe', { sessionExpire: 180 });
  });

  it('is a signed call: an unsigned body is refused', async () => {
    const r = await post(s, '/api/table/session', { tabNo: '5' }, { identity: CAFE, format: 'b64', signed: false });
    expect(r.status).toBe(400);
  });
});

describe('orders in a table session', () => {
  it('places an order at the session table and links it to the session', async () => {
    const ses = (await open({ tabNo: '5' })).body.result.sessionId;
    const r = await tableOrder(ses);
    expect(r.status).toBe(200);
    const row = await orderRow(s, r.body.result.transactionId);
    expect(row).toMatchObject({ table_no: '5', order_type: 'eatin', session_id: ses });
  });

  it('puts an eat-in order without a table at the session table', async () => {
    const ses = (await open({ tabNo: '12' })).body.result.sessionId;
    const r = await tableOrder(ses, { ...CART, tableNo: undefined });
    expect(r.status).toBe(200);
    expect(await orderRow(s, r.body.result.transactionId)).toMatchObject({ table_no: '12', session_id: ses });
  });

  it('refuses an expired session with session.expired and writes nothing', async () => {
    const ses = (await open({ tabNo: '5' })).body.result.sessionId;
    const fee = await feeCalc(s, CART, 'cash');
    const before = await orderCount(s);
    s.clock.t += 180 * 60_000;
    try {
      const key = newKey();
      const r = await placeOrder(s, {
        idempotencyKey: key,
        cart: CART,
        payment: 'cash',
        expectedTotalCents: fee.body.result.totalCents,
        sessionId: ses,
      });
      expect(r.status).toBe(422);
      expect(r.body).toMatchObject({ success: false, result: { code: 'session.expired' } });
      expect(r.body.dispMsg).toBe('Your table session has expired. Please scan the table QR again or contact staff.');
      expect(await orderCount(s)).toBe(before);
      const keys = await s.db.query('SELECT 1 FROM idempotency_keys WHERE idem_key = $1', [key]);
      expect(keys).toEqual([]);
    } finally {
      s.clock.t -= 180 * 60_000;
    }
  });

  it('refuses an unknown session and a session of another table, writing nothing', async () => {
    const before = await orderCount(s);
    const unknown = await tableOrder('not-a-session');
    expect(unknown.status).toBe(422);
    expect(unknown.body.result.code).toBe('session.unknown');
    const ses = (await open({ tabNo: '8' })).body.result.sessionId;
    const other = await tableOrder(ses, { ...CART, tableNo: '5' });
    expect(other.status).toBe(422);
    expect(other.body.result.code).toBe('session.table');
    expect(await orderCount(s)).toBe(before);
  });

  it('replays an order already placed even after its session expired', async () => {
    const ses = (await open({ tabNo: '5' })).body.result.sessionId;
    const key = newKey();
    const first = await tableOrder(ses, CART, key);
    expect(first.status).toBe(200);
    s.clock.t += 181 * 60_000;
    try {
      const again = await tableOrder(ses, CART, key);
      expect(again.status).toBe(200);
      expect(again.body.result.transactionId).toBe(first.body.result.transactionId);
    } finally {
      s.clock.t -= 181 * 60_000;
    }
  });

  it('leaves orders without a session as they were (staff and take-away orders)', async () => {
    const fee = await feeCalc(s, CART, 'cash');
    const r = await placeOrder(s, {
      idempotencyKey: newKey(),
      cart: CART,
      payment: 'cash',
      expectedTotalCents: fee.body.result.totalCents,
    });
    expect(r.status).toBe(200);
    expect(await orderRow(s, r.body.result.transactionId)).toMatchObject({ table_no: '5', session_id: null });
  });
});

describe('purging old table sessions', () => {
  it('deletes sessions expired over a day ago with no order, keeps those with orders and the live ones', async () => {
    const empty = (await open({ tabNo: '11' })).body.result.sessionId as string;
    const used = (await open({ tabNo: '12' })).body.result.sessionId as string;
    const placed = await tableOrder(used, { ...CART, orderType: 'eatin', tableNo: '12' });
    expect(placed.body.success).toBe(true);
    const live = (await open({ tabNo: '13' })).body.result.sessionId as string;
    const old = s.clock.t - TABLE_SESSION_KEEP_MS - 1;
    await s.db.query('UPDATE table_sessions SET created_at = $2, expires_at = $3 WHERE session_id = ANY($1::text[])', [
      [empty, used],
      old - 3_600_000,
      old,
    ]);
    const gone = await purgeTableSessions(s.db, s.clock.t);
    expect(gone).toBeGreaterThanOrEqual(1);
    const left = (
      await s.db.query<{ session_id: string }>(
        'SELECT session_id FROM table_sessions WHERE session_id = ANY($1::text[])',
        [[empty, used, live]],
      )
    )
      .map((r) => r.session_id)
      .sort();
    expect(left).toEqual([used, live].sort());
    expect(await purgeTableSessions(s.db, s.clock.t)).toBe(0);
  });
});
