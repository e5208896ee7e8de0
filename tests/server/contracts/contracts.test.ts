// One contract per call (schemas/calls/): every route registered on the server has its contract file,
// the file's who/sign/venue match the registration, and every bound of every payload schema is refused
// with the door's 400 naming the field by JSON Pointer, before any handler runs.
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import contracts from '../../../src/generated/call-contracts.json';
import { callsWithoutContract } from '../../../server/wire/contracts';
import { type CallDef, registerCall, registeredCalls } from '../../../server/wire/define';
import { login, startServer, type TestServer } from '../helpers';
import {
  placedOrder,
  type SampleContext,
  sampleOf,
  samplePayload,
  sendPayload,
  setPath,
  tokenFor,
  withCallIdentity,
} from '../corpus/samples';
import { boundCases, unboundedFields } from './bounds';

/** Fields the schema-derived sample misses (a pattern, an object's required parts), so only the broken bound is wrong. */
const FILL: Record<string, Record<string, unknown>> = {
  'POST /api/booking/slots': { date: '2026-01-20' },
  'POST /api/parking/bookingTopup': { bookingId: 'tb_abc123' },
  'POST /pro/lot/config/update': { hours: { tz: 'Australia/Brisbane', week: {} } },
  // The venue document (schemas/venue-config.schema.json, a $ref the sampler does not follow): its required parts.
  'POST /pro/backoffice/config/draft/save': {
    config: {
      ...{ settings: {}, licence: {}, theme: 'default', branding: {}, profile: {}, payments: [], languages: [] },
      hours: { tz: 'Australia/Brisbane', week: {} },
    },
  },
};

type Contract = { who: string; signed: boolean; venue: string; payload: Record<string, unknown> };
const table = contracts as unknown as Record<string, Contract>;

let s: TestServer;
let ctx: SampleContext;
beforeAll(async () => {
  s = await startServer();
  const token = (await login(s)).token;
  const admin = (await login(s, { userName: 'admin@example.com', password: 'Admin1234!' })).token;
  ctx = { token, admin, txn: await placedOrder(s) };
}, 300_000);
afterAll(async () => s.close());

describe('every registered call has its contract', () => {
  it('no route of the app is registered without a schemas/calls/ file', () => {
    expect(registeredCalls(s.app).length).toBeGreaterThan(100);
    expect(callsWithoutContract(s.app)).toEqual([]);
  });

  it('a route registered without a contract is listed (the check is real)', async () => {
    const app = Fastify();
    registerCall(app, { db: s.db } as never, {
      method: 'POST',
      path: '/api/no/contract/yet',
      who: 'anyone',
      schema: { properties: {} },
      handler: async () => ({ success: true }),
    });
    expect(callsWithoutContract(app)).toEqual(['POST /api/no/contract/yet']);
    await app.close();
  });

  it('every contract names a registered call, with the same who, sign and venue', () => {
    const defs = new Map(registeredCalls(s.app).map((d) => [`${d.method} ${d.path}`, d]));
    for (const [key, c] of Object.entries(table)) {
      const d = defs.get(key);
      expect(d, `${key} has a contract but no route`).toBeDefined();
      expect({ key, who: c.who, signed: c.signed, venue: c.venue }).toEqual({
        key,
        who: d!.who,
        signed: !!d!.signed,
        venue: d!.venue ?? 'none',
      });
    }
  });
});

/** A valid item around a broken value (an anyOf's first branch's required fields filled too). */
const sampleItem = (s: Record<string, any>) =>
  sampleOf({ ...s, required: [...(s.required ?? []), ...(s.anyOf?.[0]?.required ?? [])] }, '', {
    token: '',
    admin: '',
    txn: '',
  });

describe('each bound of each payload is refused before the handler', () => {
  const cases = Object.entries(table).flatMap(([key, c]) =>
    boundCases(c.payload, c.signed, sampleItem).map((b) => ({ key, ...b, field: b.pointer.join('.') })),
  );
  it('the contracts declare bounds to test', () => expect(cases.length).toBeGreaterThan(1500));

  it('every payload field has a bound (length, range, item or key count, enum)', () => {
    const open = Object.entries(table).flatMap(([key, c]) => unboundedFields(c.payload).map((f) => `${key} ${f}`));
    expect(open).toEqual([]);
  });

  it.each(cases)('$key: $field past $bound -> 400 at /$field', async ({ key, path, pointer, value }) => {
    const def = registeredCalls(s.app).find((d) => `${d.method} ${d.path}` === key) as CallDef;
    const base = { ...samplePayload({ ...def, schema: table[key].payload }, ctx), ...structuredClone(FILL[key]) };
    setPath(base, path, value);
    const sent = await sendPayload(s.app, def, withCallIdentity(def, base, s.clock.t), { token: tokenFor(def, ctx) });
    expect(sent.status).toBe(400);
    expect(sent.body?.result).toMatchObject({ code: 'payload.invalid', pointer: `/${pointer.join('/')}` });
    expect(typeof sent.body?.dispMsg).toBe('string');
  });
});
