// Pushed updates (issue 28): the triggers of migration 031 raise an event in the change's own
// transaction, the process's one listener fans it out, and GET /api/events streams it to the screens
// that follow it, only to them: staff list (with a staff ticket), an order, a table session, the
// venue's configuration. On PGlite (unit) and again on Postgres (part pg).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAFE, login, post, startServer, type TestServer } from './helpers';
import { order } from './orderHelpers';
import { change, openStream, type SseStream } from './sseClient';

const ADMIN = { userName: 'admin@example.com', password: 'Admin1234!' };
const SHOP = 'demo-cafe';

let s: TestServer;
let base = '';
let admin: string;
const streams: SseStream[] = [];
const open = async (query: string) => {
  const st = await openStream(`${base}/api/events?${query}`);
  streams.push(st);
  return st;
};
beforeAll(async () => {
  s = await startServer();
  admin = (await login(s, ADMIN)).token;
  await s.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(s.app.server.address() as { port: number }).port}`;
});
afterAll(async () => {
  for (const st of streams) st.close();
  await s.close();
});

const ticket = async (token?: string) =>
  post(s, '/pro/kiosk/staffEvents', {}, { identity: CAFE, format: 'b64', token });

describe('GET /api/events', () => {
  it('refuses a stream that names nothing, a bad id, a staff stream without a valid ticket and an unknown venue', async () => {
    expect((await open(`shop=${SHOP}`)).status).toBe(400);
    expect((await open(`shop=${SHOP}&orders=a%20b`)).status).toBe(400);
    expect((await open(`shop=${SHOP}&staff=forged.ticket.1.x`)).status).toBe(403);
    expect((await open('shop=nowhere&config=1')).status).toBe(404);
    expect((await ticket()).status).toBe(401);
    const alice = (await login(s)).token;
    expect((await ticket(alice)).status).toBe(403);
    const t = (await ticket(admin)).body.result.ticket as string;
    // A ticket of one venue does not open another's staff stream.
    expect((await open(`shop=demo-shop&staff=${encodeURIComponent(t)}`)).status).toBe(403);
  });

  it('staff: a kiosk call and its acknowledgement reach the staff stream, not a customer stream', async () => {
    const t = (await ticket(admin)).body.result.ticket as string;
    const staff = await open(`shop=${SHOP}&staff=${encodeURIComponent(t)}`);
    const customer = await open(`shop=${SHOP}&config=1`);
    expect(staff.status).toBe(200);
    await staff.next((e) => e.event === 'ready');
    await customer.next((e) => e.event === 'ready');
    await s.db.query("INSERT INTO staff_calls (shop_id, device_id, table_no, created_at) VALUES ($1, 'k-1', '7', $2)", [
      SHOP,
      s.clock.t,
    ]);
    const e = await staff.next(change('staff'));
    expect(JSON.parse(e.data)).toEqual({ kind: 'staff', id: null });
    const callId = (await s.db.query<{ id: string }>('SELECT max(call_id)::text AS id FROM staff_calls'))[0].id;
    const ack = await post(s, '/pro/kiosk/staffCall/ack', { callId }, { identity: CAFE, format: 'b64', token: admin });
    expect(ack.status).toBe(200);
    await staff.next((x) => change('staff')(x) && x !== e);
    expect(staff.events.filter(change('staff'))).toHaveLength(2);
    expect(customer.events.some(change('staff'))).toBe(false);
  });

  it('order: a change to a followed order reaches its stream; another order does not', async () => {
    const mine = await order(s, 'cash');
    const other = await order(s, 'cash');
    const st = await open(`shop=${SHOP}&orders=${mine.transactionId}`);
    await st.next((e) => e.event === 'ready');
    await s.db.query('UPDATE orders SET status_at = status_at + 1 WHERE transaction_id = $1', [other.transactionId]);
    await s.db.query('UPDATE orders SET status_at = status_at + 1 WHERE transaction_id = $1', [mine.transactionId]);
    const e = await st.next(change('order'));
    expect(JSON.parse(e.data)).toEqual({ kind: 'order', id: mine.transactionId });
    expect(st.events.filter(change('order'))).toHaveLength(1);
  });

  it('session: staff closing a table session reaches the table stream', async () => {
    const ses = (await post(s, '/api/table/session', { tabNo: '3' }, { identity: CAFE, format: 'b64' })).body.result
      .sessionId as string;
    const st = await open(`shop=${SHOP}&session=${ses}`);
    await st.next((e) => e.event === 'ready');
    const closed = await post(
      s,
      '/api/table/session/close',
      { sessionId: ses },
      { identity: CAFE, format: 'b64', token: admin },
    );
    expect(closed.status).toBe(200);
    expect(JSON.parse((await st.next(change('session', ses))).data)).toEqual({ kind: 'session', id: ses });
  });

  it('config: a menu change reaches the kiosk stream; a rolled-back change raises nothing', async () => {
    const st = await open(`shop=${SHOP}&config=1`);
    await st.next((e) => e.event === 'ready');
    await s.db
      .tx(async (tx) => {
        await tx.query('UPDATE plus SET name1 = name1 WHERE shop_id = $1', [SHOP]);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await new Promise((r) => setTimeout(r, 300));
    expect(st.events.some(change('config'))).toBe(false);
    await s.db.query('UPDATE plus SET name1 = name1 WHERE shop_id = $1', [SHOP]);
    await st.next(change('config'));
    // Orders move the venue's order counter, never its configuration.
    const before = st.events.filter(change('config')).length;
    await order(s, 'cash');
    await new Promise((r) => setTimeout(r, 300));
    expect(st.events.filter(change('config')).length).toBe(before);
  });
});
