// Event batches are bounded (events per batch, bytes per event, bytes per request) and limited per
// device and per address in the database, so the limits hold over two server processes.
import { describe, expect, it } from 'vitest';
import {
  EVENT_BATCH_MAX_BYTES,
  EVENT_BATCH_MAX_EVENTS,
  EVENT_BATCHES_PER_ADDRESS,
  EVENT_BATCHES_PER_DEVICE,
  EVENT_MAX_BYTES,
} from '../../server/routes/eventBatches';
import { CAFE, T0, type TestServer } from './helpers';
import { signedFrom, twoProcesses } from './limitsHelpers';

let s: TestServer;
let s2: TestServer;
twoProcesses({}, (a, b) => {
  s = a;
  s2 = b;
});

const send = (srv: TestServer, events: object[], o: { ip?: string; device?: string; batchId?: string } = {}) =>
  signedFrom(
    srv,
    '/api/sync/eventInBatch',
    { events, batchId: o.batchId ?? 'b' },
    { ip: o.ip ?? '10.2.0.1', identity: { ...CAFE, device: o.device ?? 'kiosk-1' }, nest: true },
  );
const stored = async (batchId: string) =>
  Number(
    (await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM events WHERE batch_id = $1', [batchId]))[0].n,
  );
const event = (bytes: number) => ({ type: 'page', pad: 'x'.repeat(bytes - '{"type":"page","pad":""}'.length) });

describe('event batch bounds', () => {
  it(`more than ${EVENT_BATCH_MAX_EVENTS} events in a batch: 400 naming the limit, nothing stored`, async () => {
    const r = await send(
      s,
      Array.from({ length: EVENT_BATCH_MAX_EVENTS + 1 }, () => ({ type: 'tap' })),
      { batchId: 'too-many', ip: '10.2.1.1' },
    );
    expect(r.status).toBe(400);
    expect(r.body.dispMsg).toContain(String(EVENT_BATCH_MAX_EVENTS));
    expect(await stored('too-many')).toBe(0);
    const full = await send(
      s,
      Array.from({ length: EVENT_BATCH_MAX_EVENTS }, () => ({ type: 'tap' })),
      { batchId: 'full', ip: '10.2.1.1' },
    );
    expect(full.body.result).toMatchObject({ rtn: 1, count: EVENT_BATCH_MAX_EVENTS });
  });

  it('an event over 4 KB: 413 naming the limit, nothing of the batch stored', async () => {
    expect(Buffer.byteLength(JSON.stringify(event(EVENT_MAX_BYTES)))).toBe(EVENT_MAX_BYTES);
    const ok = await send(s, [event(EVENT_MAX_BYTES)], { batchId: 'edge', ip: '10.2.2.1' });
    expect(ok.body.result).toMatchObject({ rtn: 1, count: 1 });
    const r = await send(s, [{ type: 'a' }, event(EVENT_MAX_BYTES + 1)], { batchId: 'big-event', ip: '10.2.2.1' });
    expect(r.status).toBe(413);
    expect(r.body).toMatchObject({
      success: false,
      result: { code: 'events.event-too-large', limit: EVENT_MAX_BYTES },
    });
    expect(r.body.dispMsg).toBe(
      `Event 2 is too large (${EVENT_MAX_BYTES + 1} bytes): at most ${EVENT_MAX_BYTES} bytes per event.`,
    );
    expect(await stored('big-event')).toBe(0);
  });

  it('a request over 64 KB of events: 413 naming the limit, nothing stored (the 675 KB batch of the finding is refused)', async () => {
    const r = await send(
      s,
      Array.from({ length: 17 }, () => event(4000)),
      { batchId: 'big-batch', ip: '10.2.3.1' },
    );
    expect(r.status).toBe(413);
    expect(r.body).toMatchObject({ result: { code: 'events.batch-too-large', limit: EVENT_BATCH_MAX_BYTES } });
    expect(r.body.dispMsg).toMatch(/at most 65536 bytes of events per request\.$/);
    expect(await stored('big-batch')).toBe(0);
    const fits = await send(
      s,
      Array.from({ length: 16 }, () => event(4000)),
      { batchId: 'fits', ip: '10.2.3.1' },
    );
    expect(fits.body.result).toMatchObject({ rtn: 1, count: 16 });
  });
});

describe('event batch rate limits across processes', () => {
  it(`one device: ${EVENT_BATCHES_PER_DEVICE} batches per 10 minutes over both processes, then 429; another device is not affected`, async () => {
    for (let i = 0; i < EVENT_BATCHES_PER_DEVICE; i++)
      expect((await send(i % 2 ? s2 : s, [{ type: 't' }], { device: 'kiosk-9', ip: `10.2.4.${i}` })).status).toBe(200);
    const r = await send(s2, [{ type: 't' }], { device: 'kiosk-9', ip: '10.2.4.200', batchId: 'device-over' });
    expect(r.status).toBe(429);
    expect(r.body).toMatchObject({ result: { code: 'events.rate-limited', limit: EVENT_BATCHES_PER_DEVICE } });
    expect(r.body.dispMsg).toBe(
      `Too many event batches from this device: at most ${EVENT_BATCHES_PER_DEVICE} in 10 minutes.`,
    );
    expect(await stored('device-over')).toBe(0);
    expect((await send(s, [{ type: 't' }], { device: 'kiosk-10', ip: '10.2.4.201' })).status).toBe(200);
    s.clock.t = T0 + 10 * 60_000 + 1;
    try {
      expect((await send(s, [{ type: 't' }], { device: 'kiosk-9', ip: '10.2.4.202' })).status).toBe(200);
    } finally {
      s.clock.t = T0;
    }
  });

  it(`one address: ${EVENT_BATCHES_PER_ADDRESS} batches per 10 minutes over many devices and both processes, then 429; another address is not affected`, async () => {
    const ip = '10.2.5.1';
    for (let i = 0; i < EVENT_BATCHES_PER_ADDRESS; i++)
      expect((await send(i % 2 ? s2 : s, [{ type: 't' }], { device: `pos-${i}`, ip })).status).toBe(200);
    const r = await send(s, [{ type: 't' }], { device: 'pos-new', ip });
    expect(r.status).toBe(429);
    expect(r.body.dispMsg).toBe(
      `Too many event batches from this address: at most ${EVENT_BATCHES_PER_ADDRESS} in 10 minutes.`,
    );
    expect((await send(s2, [{ type: 't' }], { device: 'pos-new', ip: '10.2.5.2' })).status).toBe(200);
  });
});
