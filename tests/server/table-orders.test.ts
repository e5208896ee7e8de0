// Table service, issue 5 gaps: the items already ordered in a table session (the cart's balancedList,
// POST /api/table/session/orders) and staff closing a session early (POST /api/table/sessions,
// POST /api/table/session/close): staff-only, idempotent, a closed session refused like an expired one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAFE, login, post, startServer, type TestServer } from './helpers';
import { feeCalc, newKey, orderCount, placeOrder } from './orderHelpers';

let s: TestServer;
let staff = '';
let customer = '';
beforeAll(async () => {
  s = await startServer();
  staff = (await login(s, { userName: 'admin@example.com', password: 'Admin1234!' })).token;
  customer = (await login(s)).token;
});
afterAll(async () => {
  await s.close();
});

const open = async (tabNo: string) =>
  (await post(s, '/api/table/session', { tabNo }, { identity: CAFE, format: 'b64' })).body.result.sessionId as string;
const ordered = (tabNo: string, sessionId: string) =>
  post(s, '/api/table/session/orders', { tabNo, sessionId }, { identity: CAFE, format: 'b64' });
const list = (token?: string) => post(s, '/api/table/sessions', {}, { identity: CAFE, format: 'b64', token });
const close = (sessionId: string, token?: string) =>
  post(s, '/api/table/session/close', { sessionId }, { identity: CAFE, format: 'b64', token });

async function tableOrder(sessionId: string, cart: Record<string, unknown>, payment = 'cash') {
  const fee = await feeCalc(s, cart, payment);
  const r = await placeOrder(s, {
    idempotencyKey: newKey(),
    cart,
    payment,
    expectedTotalCents: fee.body.result.totalCents,
    sessionId,
  });
  expect(r.status).toBe(200);
  return r.body.result as { transactionId: string; orderNo: string; totalCents: number };
}

const LATTE = {
  itemList: [
    {
      pluId: 'flat-white',
      quantity: 2,
      attrs: [{ attrId: 'size', optionId: 'large', quantity: 1 }],
      mealPlus: [],
      removedIngredients: [],
    },
  ],
  orderType: 'eatin',
  tableNo: '5',
};
const BREAD = {
  itemList: [
    { pluId: 'banana-bread', quantity: 1, attrs: [], mealPlus: [], removedIngredients: [], notes: 'warm please' },
  ],
  orderType: 'eatin',
  tableNo: '5',
};

describe('POST /api/table/session/orders (already ordered)', () => {
  it('lists every order placed in the session, with quantities, options and notes, oldest first', async () => {
    const ses = await open('5');
    expect((await ordered('5', ses)).body.result).toMatchObject({
      rtn: 1,
      sessionId: ses,
      tabNo: '5',
      orders: [],
      itemList: [],
    });
    const first = await tableOrder(ses, LATTE);
    s.clock.t += 60_000;
    const second = await tableOrder(ses, BREAD);
    const r = await ordered('5', ses);
    expect(r.status).toBe(200);
    const res = r.body.result;
    expect(res.orders.map((o: { transactionId: string }) => o.transactionId)).toEqual([
      first.transactionId,
      second.transactionId,
    ]);
    expect(res.orders[0]).toMatchObject({ orderNo: first.orderNo, status: 'placed' });
    expect(res.itemList).toHaveLength(2);
    expect(res.itemList[0]).toMatchObject({
      pluId: 'flat-white',
      quantity: 2,
      attrs: [{ attrId: 'size:large', quantity: 1 }],
    });
    expect(res.itemList[0].attrs[0].name).toBeTruthy();
    expect(res.itemList[0].amount).toBeGreaterThan(0);
    expect(Number.isInteger(res.itemList[0].amount)).toBe(true);
    expect(res.itemList[1]).toMatchObject({ pluId: 'banana-bread', quantity: 1, notes: 'warm please', attrs: [] });
    // The two lines are what the two orders charged, in cents.
    const sum = res.itemList.reduce((n: number, l: { amount: number }) => n + l.amount, 0);
    expect(sum).toBeLessThanOrEqual(first.totalCents + second.totalCents);
  });

  it('does not list orders of another session of the same table, nor of another table', async () => {
    const mine = await open('6');
    const other = await open('6');
    const elsewhere = await open('7');
    await tableOrder(other, { ...BREAD, tableNo: '6' });
    await tableOrder(elsewhere, { ...LATTE, tableNo: '7' });
    const r = await ordered('6', mine);
    expect(r.body.result.orders).toEqual([]);
    expect((await ordered('7', elsewhere)).body.result.itemList.map((l: { pluId: string }) => l.pluId)).toEqual([
      'flat-white',
    ]);
    // Naming another table's session is refused, as the session call does.
    expect((await ordered('6', elsewhere)).body).toMatchObject({ success: false, result: { code: 'session.table' } });
  });

  it('leaves out an online order still waiting for its payment', async () => {
    const ses = await open('9');
    await tableOrder(ses, { ...LATTE, tableNo: '9' }, 'dps');
    expect((await ordered('9', ses)).body.result.orders).toEqual([]);
  });

  it('refuses an expired and an unknown session', async () => {
    const ses = await open('5');
    await tableOrder(ses, BREAD);
    s.clock.t += 180 * 60_000;
    try {
      const r = await ordered('5', ses);
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({ success: false, result: { rtn: -830004, code: 'session.expired' } });
      expect(r.body.dispMsg).toBe('Your table session has expired. Please scan the table QR again or contact staff.');
    } finally {
      s.clock.t -= 180 * 60_000;
    }
    expect((await ordered('5', 'nope')).body.result.code).toBe('session.unknown');
  });
});

describe('staff closing a table session', () => {
  it('refuses the list and the close without a token (401), with a customer token (403), and with a staff token of another venue (403)', async () => {
    const ses = await open('4');
    const none = await close(ses);
    expect(none.status).toBe(401);
    expect(none.body).toMatchObject({ success: false, result: { code: 'staff.login' } });
    expect(none.body.dispMsg).toBe('Sign in with a staff account of this venue to manage table sessions.');
    expect((await list()).status).toBe(401);
    const cust = await close(ses, customer);
    expect(cust.status).toBe(403);
    expect(cust.body.dispMsg).toBe('Only staff of this venue may manage table sessions.');
    expect((await list(customer)).status).toBe(403);
    const bad = await close(ses, 'not-a-token');
    expect(bad.status).toBe(401);
    await s.db.query(
      `UPDATE users SET admin = 1, admin_shops = '["demo-store"]'::jsonb WHERE email = 'bob@example.com'`,
    );
    const bob = (await login(s, { userName: 'bob@example.com', password: 'Demo1234!' })).token;
    expect((await close(ses, bob)).status).toBe(403);
    // Nothing was closed by the refused calls.
    expect(
      (await post(s, '/api/table/session', { tabNo: '4', sessionId: ses }, { identity: CAFE, format: 'b64' })).body
        .result.rtn,
    ).toBe(1);
  });

  it('lists the open sessions with their orders, closes one (idempotent), and a closed session is refused everywhere', async () => {
    const ses = await open('14');
    const placed = await tableOrder(ses, { ...BREAD, tableNo: '14' });
    const before = (await list(staff)).body.result.sessions.find((x: { sessionId: string }) => x.sessionId === ses);
    expect(before).toMatchObject({
      tabNo: '14',
      tabName: 'Table 14',
      orderCount: 1,
      totalCents: placed.totalCents,
      remainingMs: 180 * 60_000,
    });

    const first = await close(ses, staff);
    expect(first.status).toBe(200);
    expect(first.body.result).toMatchObject({
      rtn: 1,
      sessionId: ses,
      tabNo: '14',
      closed: true,
      changed: true,
      closedAt: s.clock.t,
    });
    const again = await close(ses, staff);
    expect(again.body.result).toMatchObject({ closed: true, changed: false, closedAt: s.clock.t });
    const row = (
      await s.db.query<{ closed_by: string }>('SELECT closed_by FROM table_sessions WHERE session_id = $1', [ses])
    )[0];
    expect(row.closed_by).toBeTruthy();

    expect((await list(staff)).body.result.sessions.some((x: { sessionId: string }) => x.sessionId === ses)).toBe(
      false,
    );
    const rejoin = await post(
      s,
      '/api/table/session',
      { tabNo: '14', sessionId: ses },
      { identity: CAFE, format: 'b64' },
    );
    expect(rejoin.body).toMatchObject({ success: false, result: { rtn: -830006, code: 'session.closed' } });
    expect(rejoin.body.dispMsg).toBe(
      'Staff have closed this table session. Please scan the table QR again or contact staff.',
    );
    expect((await ordered('14', ses)).body.result.code).toBe('session.closed');
    const n = await orderCount(s);
    const fee = await feeCalc(s, { ...BREAD, tableNo: '14' }, 'cash');
    const refused = await placeOrder(s, {
      idempotencyKey: newKey(),
      cart: { ...BREAD, tableNo: '14' },
      payment: 'cash',
      expectedTotalCents: fee.body.result.totalCents,
      sessionId: ses,
    });
    expect(refused.status).toBe(422);
    expect(refused.body.result.code).toBe('session.closed');
    expect(await orderCount(s)).toBe(n);
    // A new scan of the table opens a new, live session.
    const fresh = await open('14');
    expect(fresh).not.toBe(ses);
    expect((await ordered('14', fresh)).body.result.rtn).toBe(1);
  });

  it('closing an expired session changes nothing; an unknown session is 404', async () => {
    const ses = await open('15');
    s.clock.t += 181 * 60_000;
    try {
      // (the staff token of beforeAll has expired by now too: sign in again)
      const later = (await login(s, { userName: 'admin@example.com', password: 'Admin1234!' })).token;
      const r = await close(ses, later);
      expect(r.body.result).toMatchObject({ closed: true, changed: false, closedAt: null });
    } finally {
      s.clock.t -= 181 * 60_000;
    }
    const unknown = await close('no-such-session', staff);
    expect(unknown.status).toBe(404);
    expect(unknown.body.dispMsg).toBe('There is no such table session at this venue.');
  });
});
