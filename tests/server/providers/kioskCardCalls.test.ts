// The kiosk's card calls through the wire, as the kiosk app and the console send them (issue 26: the last
// calls no server test answered): an administrator registers the kiosk's reader (/pro/kiosk/device/reader)
// and revokes a kiosk (/pro/kiosk/device/revoke); the enrolled kiosk sends the order's amount to its reader
// (/pro/kiosk/card/start, signed b64 with its credential) and polls it (/pro/kiosk/card/state). Every
// answer, success or refusal, is held to its call's contract (schemas/calls/pro.kiosk.*.json) — by the
// server in test, and here again, with the refusal codes the contract lists.
import Stripe from 'stripe';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractOf } from '../../../server/wire/contracts';
import { CAFE, login, post, type TestServer } from '../helpers';
import { enrolKiosk, KIOSK_ADMIN } from '../kioskHelpers';
import { order, orderRow } from '../orderHelpers';
import { CONTRACT_KEY, type StripeContract } from './stripeContract';
import { startStripeVenue, type StripeVenue } from './stripeVenue';

const SHOP = 'demo-cafe';
const READER = 'tmr_contract0002';
const APPROVES = '4242424242424242';

let venue: StripeVenue;
let s: TestServer;
let c: StripeContract;
let helper: Stripe;
let admin: string;
let kiosk: Awaited<ReturnType<typeof enrolKiosk>>;

beforeAll(async () => {
  venue = await startStripeVenue([SHOP], {
    prepare: (k) =>
      k.readers.set(READER, { id: READER, object: 'terminal.reader', device_type: 'bbpos_wisepos_e', action: null }),
  });
  ({ s, c } = venue);
  helper = new Stripe(CONTRACT_KEY, { host: '127.0.0.1', port: c.port, protocol: 'http' });
  admin = (await login(s, KIOSK_ADMIN)).token;
  kiosk = await enrolKiosk(s, SHOP);
}, 240_000);
afterAll(() => venue?.close());

/** The answer, after checking it against the call's contract (schema and listed refusal codes). */
function held(path: string, r: { status: number; body: Record<string, any> }) {
  const contract = contractOf('POST', path)!;
  contract.checkAnswer(r.body, 'throw', {} as FastifyRequest);
  contract.checkRefusal(r.body, 'throw', {} as FastifyRequest);
  return r;
}

/** An administrator's call; `token` null: a caller without one. */
const reader = (payload: Record<string, unknown>, token: string | null = admin) =>
  post(s, '/pro/kiosk/device/reader', { shop: SHOP, ...payload }, { token: token ?? undefined }).then((r) =>
    held('/pro/kiosk/device/reader', r),
  );
const revoke = (deviceId: string, token: string | null = admin) =>
  post(s, '/pro/kiosk/device/revoke', { shop: SHOP, deviceId }, { token: token ?? undefined }).then((r) =>
    held('/pro/kiosk/device/revoke', r),
  );
/** A kiosk call: signed with the venue's shop key, b64, with the enrolled device's credential. */
const fromKiosk = (
  path: '/pro/kiosk/card/start' | '/pro/kiosk/card/state',
  payload: Record<string, unknown>,
  headers: Record<string, string> = kiosk.headers,
) => post(s, path, payload, { identity: CAFE, format: 'b64', headers }).then((r) => held(path, r));
const start = (transactionId: string, headers?: Record<string, string>) =>
  fromKiosk('/pro/kiosk/card/start', { transactionId }, headers);
const state = (transactionId: string, extra: Record<string, unknown> = {}) =>
  fromKiosk('/pro/kiosk/card/state', { transactionId, ...extra });
const refusal = (r: { status: number; body: Record<string, any> }) => ({
  status: r.status,
  success: r.body.success,
  code: r.body.result?.code,
});

describe('the kiosk reader set by an administrator (/pro/kiosk/device/reader)', () => {
  it('no reader yet: the kiosk is told card payment is not set up here, nothing is sent', async () => {
    const o = await order(s, 'dps');
    expect(refusal(await start(o.transactionId))).toEqual({ status: 409, success: false, code: 'reader.none' });
    expect(c.log.filter((l) => l.path.endsWith('/process_payment_intent'))).toEqual([]);
  });

  it('refuses an id that is not a Stripe reader, and a kiosk the venue does not have', async () => {
    const bad = await reader({ deviceId: kiosk.deviceId, readerId: 'not-a-reader' });
    expect(refusal(bad)).toEqual({ status: 400, success: false, code: 'reader.invalid' });
    expect(bad.body.dispMsg).toMatch(/tmr_/);
    const unknown = await reader({ deviceId: 'k-no-such-kiosk', readerId: READER });
    expect(refusal(unknown)).toEqual({ status: 404, success: false, code: 'device.unknown' });
  });

  it('only an administrator of the venue: a customer is refused, a caller without a token asked to log in', async () => {
    const customer = (await login(s)).token;
    expect((await reader({ deviceId: kiosk.deviceId, readerId: READER }, customer)).status).toBe(403);
    const anonymous = await reader({ deviceId: kiosk.deviceId, readerId: READER }, null);
    expect(anonymous.body).toMatchObject({ success: false, result: 'api.not.logged' });
  });

  it('sets the reader, shown in the venue’s kiosk list; an empty id removes it', async () => {
    const set = await reader({ deviceId: kiosk.deviceId, readerId: ` ${READER} ` });
    expect(set.body).toEqual({ success: true, result: { rtn: 1, deviceId: kiosk.deviceId, readerId: READER } });
    const cleared = await reader({ deviceId: kiosk.deviceId, readerId: '' });
    expect(cleared.body.result).toEqual({ rtn: 1, deviceId: kiosk.deviceId, readerId: null });
    await reader({ deviceId: kiosk.deviceId, readerId: READER });
    const list = await post(s, '/pro/kiosk/devices', { shop: SHOP }, { token: admin });
    expect(list.body.result.devices.find((d: { deviceId: string }) => d.deviceId === kiosk.deviceId)).toMatchObject({
      readerId: READER,
      active: true,
    });
  });
});

describe('card payment at the kiosk (/pro/kiosk/card/start and /pro/kiosk/card/state)', () => {
  it('approved on the reader: waiting with the amount, then approved, and the order is paid', async () => {
    const o = await order(s, 'dps');
    const started = await start(o.transactionId);
    expect(started.body).toEqual({
      success: true,
      result: { rtn: 1, state: 'waiting', amountCents: o.totalCents },
    });
    expect((await state(o.transactionId)).body.result).toEqual({
      rtn: 1,
      state: 'waiting',
      amountCents: o.totalCents,
    });
    await helper.testHelpers.terminal.readers.presentPaymentMethod(READER, { card_present: { number: APPROVES } });
    expect((await state(o.transactionId)).body.result).toEqual({ rtn: 1, state: 'approved' });
    expect((await orderRow(s, o.transactionId)).paid).toBe(true);
    // A paid order answers approved again, to a start as well (a second tap on "pay by card").
    expect((await start(o.transactionId)).body.result).toEqual({ rtn: 1, state: 'approved' });
  });

  it('the customer cancels at the kiosk: cancelled, the order stays unpaid', async () => {
    const o = await order(s, 'dps');
    await start(o.transactionId);
    expect((await state(o.transactionId, { cancel: true })).body.result).toEqual({ rtn: 1, state: 'cancelled' });
    expect((await state(o.transactionId)).body.result).toEqual({ rtn: 1, state: 'cancelled' });
    expect((await orderRow(s, o.transactionId)).paid).toBe(false);
  });

  it('an order that is not this venue’s, or has no card payment started, reads as not found', async () => {
    expect(refusal(await start('no-such-order'))).toEqual({ status: 404, success: false, code: 'reader.no-order' });
    expect(refusal(await state('no-such-order'))).toEqual({ status: 404, success: false, code: 'reader.no-order' });
    const o = await order(s, 'dps');
    expect(refusal(await state(o.transactionId))).toEqual({ status: 404, success: false, code: 'reader.no-order' });
  });

  it('the reader does not answer: a clear refusal, nothing charged, the order unpaid', async () => {
    const o = await order(s, 'dps');
    await reader({ deviceId: kiosk.deviceId, readerId: 'tmr_notregistered' });
    try {
      // Stripe does not know the reader (404): the attempt is closed, the kiosk offers another way to pay.
      expect(refusal(await start(o.transactionId))).toEqual({
        status: 503,
        success: false,
        code: 'reader.unavailable',
      });
      expect((await orderRow(s, o.transactionId)).paid).toBe(false);
    } finally {
      await reader({ deviceId: kiosk.deviceId, readerId: READER });
    }
  });

  it('only an enrolled kiosk of the venue: no credential, or another venue’s kiosk, is refused', async () => {
    const o = await order(s, 'dps');
    const none = await start(o.transactionId, {});
    expect(refusal(none)).toEqual({ status: 401, success: false, code: 'device.not-enrolled' });
    const other = await enrolKiosk(s, 'demo-kiosk');
    expect(refusal(await start(o.transactionId, other.headers))).toEqual({
      status: 401,
      success: false,
      code: 'device.not-enrolled',
    });
  });
});

describe('revoking a kiosk (/pro/kiosk/device/revoke)', () => {
  it('the kiosk is listed as revoked and its card calls are refused from then on', async () => {
    const gone = await enrolKiosk(s, SHOP);
    const r = await revoke(gone.deviceId);
    expect(r.body.success).toBe(true);
    expect(r.body.result.devices.find((d: { deviceId: string }) => d.deviceId === gone.deviceId)).toMatchObject({
      active: false,
    });
    const o = await order(s, 'dps');
    expect(refusal(await start(o.transactionId, gone.headers))).toMatchObject({ code: 'device.not-enrolled' });
  });

  it('a kiosk the venue does not have is not found; only an administrator may revoke', async () => {
    expect(refusal(await revoke('k-no-such-kiosk'))).toEqual({ status: 404, success: false, code: 'device.unknown' });
    const customer = (await login(s)).token;
    expect((await revoke(kiosk.deviceId, customer)).status).toBe(403);
    expect((await revoke(kiosk.deviceId, null)).body).toMatchObject({ result: 'api.not.logged' });
  });
});
