// The bad-input corpus: generated malformed bodies (fast-check, fixed seed) for every POST and GET
// call the server registers (read from the app, not a hand list) and every field each call's schema
// declares, plus bodies broken in their encoding. Nothing may answer 5xx, and a refused call (4xx)
// may write no row of any table (row-level triggers on every table count writes).
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredCalls, registeredRoutes, type CallDef } from '../../../server/wire/define';
import { login, startServer, type TestServer } from '../helpers';
import { installWriteCounter, writeCount } from '../writeWatch';
import { brokenBodies, encodeText, jsonText, malformedValue, type RawBody } from './malformed';
import {
  fieldPaths,
  parseJson,
  placedOrder,
  type SampleContext,
  samplePayload,
  setPath,
  tokenFor,
  withCallIdentity,
} from './samples';

const SEED = 20261124;
/** Malformed values per field, and broken encodings per call. */
const PER_FIELD = 13;
const PER_CALL_ENCODINGS = 30;
/**
 * POST routes outside registerCall (HTML forms) and the fields they read; a new such route fails
 * the enumeration test until it is listed here.
 */
const FORM_ROUTES: Record<string, { url: (txn: string) => string; fields: string[] }> = {
  '/sandbox/pay/:transactionId/decide': {
    url: (txn) => `/sandbox/pay/${txn}/decide`,
    fields: ['decision', 'ref', 'lang', 'cardNumber', 'expiry', 'cvc'],
  },
  // The first-run page that creates the platform administrator (server/setup/setupRoutes.ts).
  '/setup': { url: () => '/setup', fields: ['lang', 'token', 'email', 'password', 'confirm'] },
  // The invitation page where a venue administrator sets a password (server/venues/inviteRoutes.ts).
  '/invite': { url: () => '/invite', fields: ['lang', 'token', 'username', 'password', 'confirm'] },
};

/** POST routes that take browser reports (not JSON calls): every malformed body, in each report type. */
const REPORT_ROUTES: Record<string, string[]> = {
  '/csp-report': ['application/csp-report', 'application/reports+json'],
};
/** Payment providers' notifications (issue 35): the route, and a real address of it to send bodies to. */
const WEBHOOK_ROUTES: Record<string, string> = {
  '/api/payments/:provider/webhook/:shopId': '/api/payments/stripe/webhook/demo-cafe',
};

interface Outcome {
  call: string;
  what: string;
  status: number;
  dispMsg?: string;
}

let s: TestServer;
let ctx: SampleContext;
const fivexx: Outcome[] = [];
const writes: Outcome[] = [];
const figures = { bodies: 0, calls: 0, callFields: 0, refused: 0, accepted: 0 };

beforeAll(async () => {
  s = await startServer();
  const token = (await login(s)).token;
  const admin = (await login(s, { userName: 'admin@example.com', password: 'Admin1234!' })).token;
  ctx = { token, admin, txn: await placedOrder(s) };
  await installWriteCounter(s.db);
  written = await writeCount(s.db);
});
afterAll(async () => {
  // The figures the hardening report quotes.
  console.log(
    `corpus: ${figures.bodies} bodies, ${figures.calls} calls, ${figures.callFields} call x field pairs, ${figures.refused} refused (4xx), ${figures.accepted} answered 2xx/3xx, ${fivexx.length} 5xx, ${writes.length} writes by refused calls`,
  );
  await s.close();
});

/** Rows written so far: read once after each body, which is also the next body's "before". */
let written = 0;

/** Sends one body and checks it: no 5xx; a 4xx wrote nothing. */
async function check(
  call: string,
  what: string,
  send: () => Promise<{ statusCode: number; body: string }>,
): Promise<void> {
  const before = written;
  const res = await send();
  written = await writeCount(s.db);
  figures.bodies++;
  const out: Outcome = { call, what, status: res.statusCode, dispMsg: parseJson(res.body)?.dispMsg };
  if (res.statusCode >= 500) fivexx.push(out);
  if (res.statusCode >= 400 && res.statusCode < 500) {
    figures.refused++;
    if (written !== before) writes.push(out);
  } else if (res.statusCode < 400) figures.accepted++;
}

function injectBody(def: CallDef, b: RawBody, token: string | undefined) {
  return () =>
    s.app.inject({
      method: 'POST',
      url: def.path,
      headers: { ...b.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      payload: b.body,
    });
}

function injectQuery(def: CallDef, payload: Record<string, unknown>, token: string | undefined) {
  const q = Object.entries(payload)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeQueryValue(v)}`)
    .join('&');
  return () =>
    s.app.inject({
      method: 'GET',
      url: `${def.path}?${q}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
}

/** Query and form values percent-encoded by code point; a lone surrogate as the three bytes a naive encoder writes (not UTF-8). */
function encodeQueryValue(v: unknown): string {
  const text = typeof v === 'string' ? v : jsonText(v);
  return [...text]
    .map((ch) => {
      const c = ch.charCodeAt(0);
      if (ch.length === 1 && c >= 0xd800 && c <= 0xdfff)
        return [0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f)]
          .map((b) => `%${b.toString(16).toUpperCase()}`)
          .join('');
      return encodeURIComponent(ch);
    })
    .join('');
}

describe('the corpus covers what the server registers', () => {
  it('every POST route is a registered call or a listed form route', () => {
    const calls = new Set(registeredCalls(s.app).map((d) => `${d.method} ${d.path}`));
    const unlisted = registeredRoutes(s.app).filter(
      (r) =>
        r.method === 'POST' &&
        !calls.has(`POST ${r.url}`) &&
        !(r.url in FORM_ROUTES) &&
        !(r.url in REPORT_ROUTES) &&
        !(r.url in WEBHOOK_ROUTES),
    );
    expect(unlisted).toEqual([]);
    // And the route list is whole (the recorder saw every registered call), so the check above is not empty by accident.
    const routes = new Set(registeredRoutes(s.app).map((r) => `${r.method} ${r.url}`));
    expect([...calls].filter((c) => !routes.has(c))).toEqual([]);
    expect(registeredCalls(s.app).filter((d) => d.method === 'POST').length).toBeGreaterThan(50);
  });
});

describe('malformed bodies answer 4xx (never 5xx) and refused calls write nothing', () => {
  it('one malformed field at a time, every call, every field', async () => {
    const from = { fivexx: fivexx.length, writes: writes.length };
    let seed = SEED;
    for (const def of registeredCalls(s.app)) {
      figures.calls++;
      const token = tokenFor(def, ctx);
      const paths = [
        ...fieldPaths({ type: 'object', ...def.schema }),
        ['zzUnknownField'],
        ...(def.signed ? [['id'], ['device'], ['tm'], ['sign']] : []),
      ];
      for (const path of paths) {
        figures.callFields++;
        const values = fc.sample(malformedValue, { seed: seed++, numRuns: PER_FIELD });
        for (const [i, value] of values.entries()) {
          const payload = withCallIdentity(def, samplePayload(def, ctx), s.clock.t);
          setPath(payload, path, value);
          const what = `${path.join('.')} = ${jsonText(value).slice(0, 80)}`;
          if (def.method === 'GET') await check(`GET ${def.path}`, what, injectQuery(def, payload, token));
          else
            await check(
              `POST ${def.path}`,
              what,
              injectBody(def, encodeText(jsonText(payload), (['plain', 'aes', 'b64'] as const)[i % 3]), token),
            );
        }
      }
    }
    expect(fivexx.slice(from.fivexx)).toEqual([]);
    expect(writes.slice(from.writes)).toEqual([]);
  }, 600_000);

  it('bodies broken in their encoding, every POST call', async () => {
    const from = { fivexx: fivexx.length, writes: writes.length };
    let seed = SEED + 1_000_000;
    for (const def of registeredCalls(s.app).filter((d) => d.method === 'POST')) {
      const payload = withCallIdentity(def, samplePayload(def, ctx), s.clock.t);
      for (const b of brokenBodies(payload, seed++, PER_CALL_ENCODINGS))
        await check(`POST ${def.path}`, b.kind, injectBody(def, b, tokenFor(def, ctx)));
    }
    expect(fivexx.slice(from.fivexx)).toEqual([]);
    expect(writes.slice(from.writes)).toEqual([]);
  }, 600_000);

  it('the form routes, every field they read', async () => {
    const from = { fivexx: fivexx.length, writes: writes.length };
    let seed = SEED + 2_000_000;
    for (const [route, form] of Object.entries(FORM_ROUTES)) {
      for (const field of form.fields) {
        for (const value of fc.sample(malformedValue, { seed: seed++, numRuns: PER_FIELD })) {
          const f: Record<string, string> = {
            decision: 'approve',
            ref: 'ref-1',
            lang: 'en-gb',
            cardNumber: '4242424242424242',
            expiry: '12/30',
            cvc: '123',
          };
          f[field] = typeof value === 'string' ? value : jsonText(value);
          const body = Object.entries(f)
            .map(([k, v]) => `${k}=${encodeQueryValue(v)}`)
            .join('&');
          await check(`POST ${route}`, `${field} = ${f[field].slice(0, 80)}`, () =>
            s.app.inject({
              method: 'POST',
              url: form.url(ctx.txn),
              headers: { 'content-type': 'application/x-www-form-urlencoded' },
              payload: body,
            }),
          );
        }
      }
    }
    expect(fivexx.slice(from.fivexx)).toEqual([]);
    expect(writes.slice(from.writes)).toEqual([]);
  }, 120_000);

  it('the report routes, every malformed body in each report type', async () => {
    const from = { fivexx: fivexx.length, writes: writes.length };
    let seed = SEED + 3_000_000;
    for (const [route, types] of Object.entries(REPORT_ROUTES)) {
      for (const type of types) {
        for (const value of fc.sample(malformedValue, { seed: seed++, numRuns: PER_FIELD * 4 })) {
          const body =
            typeof value === 'string'
              ? value
              : jsonText({ 'csp-report': { 'document-uri': value, 'violated-directive': value } });
          await check(`POST ${route}`, `${type}: ${body.slice(0, 80)}`, () =>
            s.app.inject({ method: 'POST', url: route, headers: { 'content-type': type }, payload: body }),
          );
        }
      }
    }
    expect(fivexx.slice(from.fivexx)).toEqual([]);
    expect(writes.slice(from.writes)).toEqual([]);
  }, 120_000);

  it('provider webhooks: unsigned and malformed notifications are refused and write nothing', async () => {
    const from = { fivexx: fivexx.length, writes: writes.length };
    let seed = SEED + 4_000_000;
    for (const url of Object.values(WEBHOOK_ROUTES)) {
      for (const value of fc.sample(malformedValue, { seed: seed++, numRuns: PER_FIELD * 4 })) {
        const body = typeof value === 'string' ? value : jsonText({ type: 'checkout.session.completed', data: value });
        let status = 0;
        await check(`POST ${url}`, `json: ${body.slice(0, 80)}`, async () => {
          const r = await s.app.inject({
            method: 'POST',
            url,
            headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
            payload: body,
          });
          status = r.statusCode;
          return r;
        });
        expect(status, body.slice(0, 80)).toBeGreaterThanOrEqual(400);
      }
    }
    expect(fivexx.slice(from.fivexx)).toEqual([]);
    expect(writes.slice(from.writes)).toEqual([]);
  }, 120_000);

  it('sent at least 10,000 bodies', () => {
    expect(figures.bodies).toBeGreaterThanOrEqual(10_000);
  });
});
