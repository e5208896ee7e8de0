// Production mode (server/mode.ts): every development route is gone, the notify key is the real
// secret, demo passwords are refused; the demo still serves everything the e2e tests use.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/auth/passwords';
import { DEV_TOKEN_SECRET } from '../../server/auth/tokens';
import {
  DEMO_PASSWORD_REFUSAL,
  DEMO_PASSWORDS,
  accountsWithRefusedPasswords,
  demoMode,
  productionMode,
  resolveMode,
  SECRET_ENV,
} from '../../server/mode';
import { DEV_PAYMENT_NOTIFY_SECRET, signResult } from '../../server/payments/provider';
import { ALICE, login, post, startServer, type TestServer } from './helpers';

// Real-looking secrets: production refuses low-entropy ones (issue 27), so these are random hex.
const SECRETS = {
  paymentNotify: '768e9f7f615e3426454fad15d525d6b90e4ba29c7f0eb24b6928483eebc7fdf8',
  token: 'fddd57d95ff5dbe69335ce790e0013c61cc57530c8c55152eb4060a3c33b24a7',
};
type Route = { method: string; url: string; bodyTypes?: readonly string[] };

let demo: TestServer;
let prod: TestServer;
const demoRoutes: Route[] = [];
const prodRoutes: Route[] = [];
const collect = (into: Route[]) => (r: { method: string | string[]; url: string; bodyTypes?: readonly string[] }) => {
  for (const m of [r.method].flat()) if (m !== 'HEAD') into.push({ method: m, url: r.url, bodyTypes: r.bodyTypes });
};

beforeAll(async () => {
  demo = await startServer({ onRoute: collect(demoRoutes) });
  prod = await startServer({ mode: productionMode(SECRETS), onRoute: collect(prodRoutes) });
});
afterAll(async () => {
  await demo?.close();
  await prod?.close();
});

const key = (r: Route) => `${r.method} ${r.url}`;
/** The routes the demo has and production does not: read from the route table, not written here. */
const devOnly = () => demoRoutes.filter((r) => !prodRoutes.some((p) => key(p) === key(r)));
/**
 * A concrete request to a route: parameters filled, an empty body of the type the route takes in the
 * demo (JSON unless it names others). In production the route is gone, so any non-JSON body would
 * stop at the type gate (415) before routing: production requests are sent as JSON.
 */
async function hit(s: TestServer, r: Route, query = '') {
  const url = r.url.replace(/:[A-Za-z]+/g, 'txn_0123456789abcdef') + query;
  const type = (s === demo && r.bodyTypes?.[0]) || 'application/json';
  const body = { headers: { 'content-type': type }, payload: type === 'application/json' ? '{}' : '' };
  const res = await s.app.inject({ method: r.method as 'GET' | 'POST', url, ...(r.method === 'POST' ? body : {}) });
  return { status: res.statusCode, body: res.body };
}
const NOT_A_ROUTE = /No such call/;

describe('production mode: development doors closed', () => {
  it('the only routes production drops are the /dev and sandbox ones, and it drops all of those', () => {
    const dropped = devOnly().map(key).sort();
    // The payment link keeps its path in production for the venue's real provider (issue 35,
    // routes/providerPayments.ts): it answers 404 without one and never shows the sandbox.
    const isLink = (r: Route) => key(r) === 'GET /sandbox/pay/:transactionId';
    const devAndSandbox = demoRoutes
      .filter((r) => /^\/(dev|sandbox)\//.test(r.url) && !isLink(r))
      .map(key)
      .sort();
    expect(dropped).toEqual(devAndSandbox);
    // The ones the findings name are among them (outbox page and JSON, kitchen offline, sandbox page, its decision).
    expect(dropped).toEqual(
      expect.arrayContaining([
        'GET /dev/outbox',
        'POST /dev/kitchen/offline',
        'POST /sandbox/pay/:transactionId/decide',
      ]),
    );
    expect(prodRoutes.filter((r) => /^\/(dev|sandbox)\//.test(r.url)).map(key)).toEqual([
      'GET /sandbox/pay/:transactionId',
    ]);
  });

  it('every development route answers 404 "No such call" in production, and is served in the demo', async () => {
    const routes = devOnly();
    expect(routes.length).toBeGreaterThanOrEqual(4);
    for (const r of routes) {
      for (const query of r.url === '/dev/outbox' ? ['', '?format=json'] : ['']) {
        const p = await hit(prod, r, query);
        expect({ route: key(r) + query, status: p.status }).toEqual({ route: key(r) + query, status: 404 });
        expect(p.body).toMatch(NOT_A_ROUTE);
        // The demo's own handler answers (for a made-up order: its own 404 page), not the not-found handler nor the type gate.
        const d = await hit(demo, r, query);
        expect(d.body, key(r) + query).not.toMatch(NOT_A_ROUTE);
        expect(d.status, key(r) + query).not.toBe(415);
      }
    }
    const outbox = await demo.app.inject({ method: 'GET', url: '/dev/outbox?format=json' });
    expect(outbox.statusCode).toBe(200);
    expect(outbox.json().success).toBe(true);
  });

  it('production checks provider notifications with its own secret; the source constant no longer signs', async () => {
    const n = {
      transactionId: 'txn_0123456789abcdef',
      amountCents: 100,
      result: 'approved',
      providerRef: 'sbx_000000000000000000000000',
    };
    const notify = (s: TestServer, secret: string) =>
      s.app.inject({
        method: 'POST',
        url: '/api/payments/notify',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ ...n, signature: signResult(n, secret) }),
      });
    const forged = await notify(prod, DEV_PAYMENT_NOTIFY_SECRET);
    expect(forged.statusCode).toBe(400);
    expect(forged.json().dispMsg).toBe('The signature does not match.');
    // The real key passes the signature (and then finds no such attempt).
    expect((await notify(prod, SECRETS.paymentNotify)).json().dispMsg).toBe('No such payment attempt.');
    expect((await notify(demo, DEV_PAYMENT_NOTIFY_SECRET)).json().dispMsg).toBe('No such payment attempt.');
  });
});

describe('production mode: demo passwords', () => {
  const refused = { rtn: DEMO_PASSWORD_REFUSAL.rtn, dispMsg: DEMO_PASSWORD_REFUSAL.dispMsg };

  it('refuses a demo password on register, reset and change; the demo accepts it', async () => {
    for (const [s, mobile] of [
      [prod, '0411000001'],
      [demo, '0411000002'],
    ] as const) {
      await post(s, '/account/getUserIdentifyCode', { mobile });
      const r = await post(s, '/account/register', {
        mobile,
        code: s.lastCode(mobile),
        password: 'Demo1234!',
        acceptTerms: true,
      });
      if (s === prod) expect(r.body.result).toMatchObject(refused);
      else expect(r.body.result.rtn).toBe(1);
    }
    await post(prod, '/account/getUserIdentifyCode', { mobile: '0400000002' });
    const reset = await post(prod, '/account/resetPwd', {
      mobile: '0400000002',
      code: prod.lastCode('0400000002'),
      password: 'Admin1234!',
    });
    expect(reset.body.result).toMatchObject(refused);
    const { token } = await login(prod, ALICE);
    const change = await post(prod, '/account/changePwd', { oldPwd: ALICE.password, newPwd: 'Admin1234!' }, { token });
    expect(change.body.result).toMatchObject(refused);
    const fine = await post(
      prod,
      '/account/changePwd',
      { oldPwd: ALICE.password, newPwd: 'a-better-password-1' },
      { token },
    );
    expect(fine.body.result.rtn).toBe(1);
  });

  it('finds every account that still has a demo password (production refuses to start on them)', async () => {
    expect(DEMO_PASSWORDS).toEqual(expect.arrayContaining(['Demo1234!', 'Admin1234!']));
    // demo's database: the five seeded accounts (and the one registered above with Demo1234!).
    expect(await accountsWithRefusedPasswords(demo.db, productionMode(SECRETS))).toEqual([
      '0400000001',
      '0400000002',
      '0411000002',
      'admin@example.com',
      'manager-cafe@example.com',
      'manager-store@example.com',
    ]);
    expect(await accountsWithRefusedPasswords(demo.db, demoMode())).toEqual([]);
  });

  it('remembers clean passwords: a later start checks only passwords changed since', async () => {
    const production = productionMode(SECRETS);
    const checked = async () =>
      (await demo.db.query<{ user_id: string }>('SELECT user_id FROM demo_password_checks ORDER BY user_id')).map(
        (r) => r.user_id,
      );
    await demo.db.query(
      `INSERT INTO users (user_id, login_name, mobile, password_hash, first_name, last_name, created_at) VALUES ('u-clean', '0411000003', '0411000003', $1, '', '', 0)`,
      [await hashPassword('a-password-of-its-own')],
    );
    expect(await accountsWithRefusedPasswords(demo.db, production)).not.toContain('0411000003');
    const clean = await checked();
    expect(clean).toEqual(['u-clean']); // remembered; the demo-password accounts are not
    // A remembered hash is not checked again: pretend Alice's (demo) hash was found clean.
    const alice = (
      await demo.db.query<{ password_hash: string }>(`SELECT password_hash FROM users WHERE user_id = 'u-demo-alice'`)
    )[0].password_hash;
    await demo.db.query(
      `INSERT INTO demo_password_checks (user_id, password_hash, refused) SELECT 'u-demo-alice', $1, refused FROM demo_password_checks LIMIT 1`,
      [alice],
    );
    expect(await accountsWithRefusedPasswords(demo.db, production)).not.toContain('0400000001');
    // A changed password is checked again: a clean account given a demo password is found.
    const [someone] = clean;
    const bob = (
      await demo.db.query<{ password_hash: string }>(`SELECT password_hash FROM users WHERE user_id = 'u-demo-bob'`)
    )[0].password_hash;
    await demo.db.query('UPDATE users SET password_hash = $1 WHERE user_id = $2', [bob, someone]);
    const login = (
      await demo.db.query<{ login_name: string }>('SELECT login_name FROM users WHERE user_id = $1', [someone])
    )[0].login_name;
    expect(await accountsWithRefusedPasswords(demo.db, production)).toContain(login);
  });
});

describe('resolveMode: real secrets or no start', () => {
  const real = { [SECRET_ENV.paymentNotify]: SECRETS.paymentNotify, [SECRET_ENV.token]: SECRETS.token };

  it('plain start is the demo; NODE_ENV=production or --production asks for production', () => {
    expect(resolveMode({})).toMatchObject({
      ok: true,
      mode: { name: 'demo', devRoutes: true, sandbox: true, seedDemo: true },
    });
    expect(resolveMode({ ...real, NODE_ENV: 'production' })).toMatchObject({
      ok: true,
      mode: { name: 'production', devRoutes: false, sandbox: false, seedDemo: false, secrets: SECRETS },
    });
    expect(resolveMode(real, ['--production'])).toMatchObject({ ok: true, mode: { name: 'production' } });
  });

  it('names each missing, constant, short or shared secret', () => {
    const missing = resolveMode({ NODE_ENV: 'production' });
    expect(missing.ok).toBe(false);
    if (!missing.ok)
      expect(missing.problems).toEqual([
        expect.stringMatching(/^PAYMENT_NOTIFY_SECRET .* is not set$/),
        expect.stringMatching(/^TOKEN_SECRET .* is not set$/),
      ]);
    const weak = resolveMode({
      NODE_ENV: 'production',
      PAYMENT_NOTIFY_SECRET: DEV_PAYMENT_NOTIFY_SECRET,
      TOKEN_SECRET: 'x'.repeat(31),
    });
    if (weak.ok) throw new Error('weak secrets accepted');
    expect(weak.problems).toEqual([
      expect.stringMatching(/PAYMENT_NOTIFY_SECRET .* development constant/),
      expect.stringMatching(/TOKEN_SECRET .* shorter than 32/),
    ]);
    const constant = resolveMode({
      NODE_ENV: 'production',
      PAYMENT_NOTIFY_SECRET: SECRETS.paymentNotify,
      TOKEN_SECRET: DEV_TOKEN_SECRET,
    });
    if (constant.ok) throw new Error('source constant accepted');
    expect(constant.problems).toEqual([expect.stringMatching(/TOKEN_SECRET .* development constant/)]);
    const shared = resolveMode({
      NODE_ENV: 'production',
      PAYMENT_NOTIFY_SECRET: SECRETS.token,
      TOKEN_SECRET: SECRETS.token,
    });
    if (shared.ok) throw new Error('one secret for both accepted');
    expect(shared.problems).toEqual([expect.stringMatching(/the same/)]);
  });
});
