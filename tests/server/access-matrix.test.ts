// Drives the access matrix against the server: who may call each call is in its contract
// (schemas/calls/*.json, x-call.access, read here from src/generated/call-contracts.json); the requests each
// test caller sends are in access-matrix.cases.ts. Every registered call × every test caller gets the answer
// its contract gives, a refused caller changes nothing, and docs/access-matrix.md is generated from the
// contracts (node scripts/gen-access-matrix.mjs; the last test runs it with --check).
import { randomBytes } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeRequest, withIdentity } from '../../src/api/wire/codec';
import { hashPassword } from '../../server/auth/passwords';
import { registeredCalls } from '../../server/wire/define';
import contracts from '../../src/generated/call-contracts.json';
import { CAFE, counts, login, startServer, type TestServer } from './helpers';
import { CASES, FIXTURE_SETUPS, ROLES, type Case, type Fixtures, type Outcome, type Role } from './access-matrix.cases';
import { order } from './orderHelpers';

const KIOSK = { shopKey: 'key-demo-kiosk', siteId: 'site-kiosk' };
const PASSWORD = 'Staff-Pass-2026';
const USERS: Partial<Record<Role, { userName: string; password: string }>> = {
  customer: { userName: '0400000001', password: 'Demo1234!' },
  otherCustomer: { userName: '0400000002', password: 'Demo1234!' },
  staff: { userName: 'staff-cafe@example.com', password: PASSWORD },
  otherAdmin: { userName: 'admin-store@example.com', password: PASSWORD },
};

let s: TestServer;
let fx: Fixtures;
const tokens: Partial<Record<Role, string>> = {};

async function signIn(role: Role): Promise<string | undefined> {
  const u = USERS[role];
  return u ? (await login(s, u)).token : undefined;
}

/** The request of a role, with its token (a fresh sign-in first where the row asks for one). */
async function prepare(c: Case, role: Role) {
  const r = c.req(fx, role);
  return { r, token: r.freshToken ? await signIn(role) : tokens[role] };
}

async function send(c: Case, role: Role, { r, token }: Awaited<ReturnType<typeof prepare>>) {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  // The kiosk caller is an enrolled device (issue 27): its credential goes with every call.
  if (role === 'kiosk' && fx.extra?.kioskCredential) headers['x-kiosk-device'] = fx.extra.kioskCredential;
  if (c.method === 'GET') {
    const q = new URLSearchParams(r.query ?? {}).toString();
    const res = await s.app.inject({ method: 'GET', url: `${c.path}${q ? `?${q}` : ''}`, headers });
    return { status: res.statusCode, body: safeJson(res.body) };
  }
  let body: Record<string, unknown> = r.payload ?? {};
  if (r.identity) {
    const id = typeof r.identity === 'object' ? r.identity : role === 'kiosk' ? KIOSK : CAFE;
    body = withIdentity(
      body,
      { shopKey: id.shopKey, siteId: id.siteId, device: `device-${role}` },
      { signed: true, now: s.clock.t },
    );
  }
  const req = encodeRequest(body, r.format ?? 'aes', { nest: r.nest });
  const res = await s.app.inject({
    method: 'POST',
    url: c.path,
    headers: { ...req.headers, ...headers },
    payload: req.body,
  });
  return { status: res.statusCode, body: safeJson(res.body) };
}

function safeJson(text: string): Record<string, any> | null {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The answer's kind: what the matrix compares. */
export function outcome(status: number, body: Record<string, any> | null): Outcome | `status ${number}` {
  if (status === 401 || body?.result === 'api.not.logged') return 'login';
  if (status === 403 || status === 404 || status === 400 || status === 422) return String(status) as Outcome;
  if (status !== 200) return `status ${status}`;
  if (body === null) return 'ok'; // a page or a file
  const rtn =
    body.result && typeof body.result === 'object' && !Array.isArray(body.result) ? body.result.rtn : undefined;
  if (body.success === false || (typeof rtn === 'number' && rtn < 1)) return 'refused';
  return 'ok';
}

/** Who may call a call, from its contract: the caller kinds served, the rule in words, each test caller's answer. */
export interface Access {
  callers: string[];
  rule: string;
  private?: boolean;
  answers: Record<Role, Outcome>;
}
const ACCESS = contracts as unknown as Record<string, { access?: Access }>;
export const accessOf = (c: Pick<Case, 'method' | 'path'>): Access | undefined =>
  ACCESS[`${c.method} ${c.path}`]?.access;

describe('access matrix', () => {
  beforeAll(async () => {
    // A sealing key for the venue's payment provider keys (issue 35), so the console's save is stored.
    s = await startServer({ providers: { key: randomBytes(32) } });
    const hash = await hashPassword(PASSWORD);
    for (const [id, login_, shops] of [
      ['u-staff-cafe', 'staff-cafe@example.com', ['demo-cafe']],
      ['u-admin-store', 'admin-store@example.com', ['demo-store']],
    ] as const) {
      await s.db.query(
        'INSERT INTO users (user_id, login_name, mobile, email, password_hash, first_name, last_name, admin, admin_shops, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, 1, $8, $9)',
        [id, login_, null, login_, hash, 'Staff', id, [...shops], s.clock.t],
      );
    }
    for (const role of ROLES) tokens[role] = await signIn(role);
    const placed = await order(s, 'cash', { token: tokens.customer });
    const table = await (async () => {
      const body = withIdentity(
        { tabNo: '5' },
        { shopKey: CAFE.shopKey, siteId: CAFE.siteId, device: 'device-table' },
        { signed: true, now: s.clock.t },
      );
      const req = encodeRequest(body, 'b64');
      const res = await s.app.inject({
        method: 'POST',
        url: '/api/table/session',
        headers: req.headers,
        payload: req.body,
      });
      return res.json().result as { sessionId: string };
    })();
    const mobiles: Record<Role, string> = {
      anonymous: '0411000001',
      customer: '0400000001',
      otherCustomer: '0400000002',
      staff: '0411000004',
      otherAdmin: '0411000005',
      kiosk: '0411000006',
    };
    fx = { aliceTxn: placed.transactionId, sessionId: table.sessionId, mobileOf: (r) => mobiles[r] };
    fx.extra = {};
    for (const setup of FIXTURE_SETUPS) Object.assign(fx.extra, await setup(s, tokens));
  });
  afterAll(async () => {
    await s?.close();
  });

  it('has a row for every call the server registers, and none for a call it does not', () => {
    const registered = registeredCalls(s.app)
      .map((c) => `${c.method} ${c.path}`)
      .sort();
    const rows = CASES.map((c) => `${c.method} ${c.path}`).sort();
    expect(rows).toEqual(registered);
    // ...and every registered call's contract says who may call it.
    expect(registered.filter((k) => !ACCESS[k]?.access)).toEqual([]);
  });

  it.each(CASES.map((c) => [`${c.method} ${c.path}`, c] as const))(
    '%s answers each caller as the matrix says',
    async (_name, c) => {
      const access = accessOf(c)!;
      const got: Partial<Record<Role, string>> = {};
      for (const role of ROLES) {
        const req = await prepare(c, role);
        const writesBefore = access.answers[role] === 'ok' ? null : await counts(s.db);
        const res = await send(c, role, req);
        got[role] = outcome(res.status, res.body);
        if (access.private && role !== 'customer') {
          const text = JSON.stringify(res.body);
          for (const mine of ['u-demo-alice', '0400000001', 'alice@example.com', fx.aliceTxn])
            expect(text, `${role} saw Alice's ${mine}`).not.toContain(mine);
        }
        if (writesBefore)
          expect(await counts(s.db), `${role} was refused but something was written`).toEqual(writesBefore);
      }
      expect(got).toEqual(access.answers);
    },
  );

  it('docs/access-matrix.md is generated from the contracts (gen-access-matrix --check)', () => {
    const out = execFileSync(process.execPath, [join(__dirname, '../../scripts/gen-access-matrix.mjs'), '--check'], {
      encoding: 'utf8',
    });
    expect(out).toContain('matches');
  });
});
