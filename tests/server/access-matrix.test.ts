// Drives the access matrix (access-matrix.cases.ts) against the server: every registered call × every
// kind of caller gets the answer the table gives, a refused caller changes nothing, and
// docs/access-matrix.md is this table (UPDATE_DOCS=1 rewrites it).
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeRequest, withIdentity } from '../../src/api/wire/codec';
import { hashPassword } from '../../server/auth/passwords';
import { LIMIT_DEFAULTS, LIMIT_NAMES } from '../../server/auth/limitConfig';
import { registeredCalls } from '../../server/wire/define';
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

export function renderMatrix(): string {
  const head = ['call', ...ROLES, 'who may'];
  const rows = CASES.map((c) => [
    `\`${c.method} ${c.path}\``,
    ...ROLES.map((r) => c.expect[r]),
    c.private ? `${c.rule} (private: no other caller's answer holds the owner's data)` : c.rule,
  ]);
  return [
    '# Access matrix',
    '',
    'Generated from `tests/server/access-matrix.cases.ts`, which `tests/server/access-matrix.test.ts` drives',
    'against the server in `npm test` (`UPDATE_DOCS=1 npx vitest run tests/server/access-matrix.test.ts`',
    'rewrites this file). Every call the server registers has a row; a row the server does not answer as',
    'written fails the test, and a caller that is refused must change nothing in the database.',
    '',
    'Callers: **anonymous** (no token), **customer** (Alice, on her own things), **otherCustomer** (Bob, on',
    "Alice's things where the call names one), **staff** (an administrator of demo-cafe only), **otherAdmin**",
    '(an administrator of demo-store only, on demo-cafe), **kiosk** (an enrolled demo-kiosk device: its signed',
    'identity and x-kiosk-device credential, no token). Answers: ok · refused (HTTP 200, a business refusal) · login (`api.not.logged` or',
    '401) · 403 · 404 · 400. *Capability* calls are opened by a transaction or session id (96 random bits)',
    "that only the order's own screens and the links staff send hold.",
    '',
    `| ${head.join(' | ')} |`,
    `|${head.map(() => '---').join('|')}|`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
    '',
    ...renderLimits(),
  ].join('\n');
}

/** The abuse limits (issue 27), from the table the server reads (server/auth/limitConfig.ts). */
function renderLimits(): string[] {
  const window = (ms: number) => (ms % 3_600_000 === 0 ? `${ms / 3_600_000} h` : `${ms / 60_000} min`);
  return [
    '## Limits',
    '',
    'Every limit below is a row of table `rate_windows` (fixed windows, one atomic upsert per hit), so all',
    'server processes on one database share it. Each can be changed with its environment variable',
    '(`<VAR>=<max>`, `<VAR>_WINDOW_MIN=<minutes>`; a value that is not a whole number of at least 1 stops',
    'the server at start). Calls marked "an enrolled kiosk" above need header `x-kiosk-device`: the',
    'credential a kiosk gets by redeeming a one-time enrolment code an administrator of the venue made',
    '(`/pro/kiosk/enrolment/code`, 30 minutes, single use); administrators list and revoke kiosks',
    '(`/pro/kiosk/devices`, `/pro/kiosk/device/revoke`). Orders without an account are also bounded by the',
    "venue's `settings.guestOrderMaxCents` (default 100000 = $1,000; 422 `order.guest-amount`).",
    '',
    '| limit | counts one hit for | max | window | answer over it | variable |',
    '|---|---|---|---|---|---|',
    ...LIMIT_NAMES.map((n) => {
      const d = LIMIT_DEFAULTS[n];
      return `| \`${d.kind}\` | ${d.counts} | ${d.max} | ${window(d.windowMs)} | ${d.answer} | \`${d.env}\` |`;
    }),
    '',
    'Sign-in limits count failures only: an attempt reserves one hit in each of its buckets before the',
    'password is compared and a right password gives them back, so a busy shared address is not locked',
    "out; the SMS-code sign-in counts per address only, so a stranger's wrong passwords never block the",
    "owner's code. `LOGIN_LIMIT` (the e2e servers set 1000) sets the per-account-and-address failures and",
    'scales the other sign-in limits with it.',
    '',
  ];
}

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
  });

  it.each(CASES.map((c) => [`${c.method} ${c.path}`, c] as const))(
    '%s answers each caller as the matrix says',
    async (_name, c) => {
      const got: Partial<Record<Role, string>> = {};
      for (const role of ROLES) {
        const req = await prepare(c, role);
        const writesBefore = c.expect[role] === 'ok' ? null : await counts(s.db);
        const res = await send(c, role, req);
        got[role] = outcome(res.status, res.body);
        if (c.private && role !== 'customer') {
          const text = JSON.stringify(res.body);
          for (const mine of ['u-demo-alice', '0400000001', 'alice@example.com', fx.aliceTxn])
            expect(text, `${role} saw Alice's ${mine}`).not.toContain(mine);
        }
        if (writesBefore)
          expect(await counts(s.db), `${role} was refused but something was written`).toEqual(writesBefore);
      }
      expect(got).toEqual(c.expect);
    },
  );

  it('docs/access-matrix.md is the table', () => {
    const file = join(__dirname, '../../docs/access-matrix.md');
    const text = renderMatrix();
    if (process.env.UPDATE_DOCS === '1') writeFileSync(file, text);
    expect(readFileSync(file, 'utf8')).toBe(text);
  });
});
