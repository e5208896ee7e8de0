// The nginx configuration of docs/production.md, as written there, in front of three real server
// processes on one Postgres (issue 28; part pg, and only where Debian's nginx is installed):
// - a client that writes a new X-Forwarded-For with every sign-in attempt still meets the per-address
//   limit: nginx replaces the header, and the servers (TRUST_PROXY=1) believe one hop only;
// - an event raised on one process reaches a Server-Sent Events client of another within a second,
//   directly and through nginx (no buffering);
// - a rolling restart (SIGTERM one process at a time, start it again on its port) under a steady order
//   load through nginx loses no request: every order is answered 200 and is in the database.
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NGINX, startNginx, type NginxProxy } from './nginxProxy';
import { CAFE_IDENTITY, httpPost, placeOrderOver, startServerProcess, type ServerProcess } from './serverProcesses';
import { change, openStream, type SseStream } from './sseClient';
import { createDatabase, TEST_DATABASE_URL } from './testDatabases';

const LOGIN_LIMIT = 2; // per address five times that: 10
const TOO_MANY = -821020;
const FAIL_TIMEOUT_MS = 5000; // the doc's fail_timeout=5s
const ADMIN = { userName: 'admin@example.com', password: 'Admin1234!' };
const CART = {
  itemList: [{ pluId: 'banana-bread', quantity: 1 }],
  orderType: 'takeaway',
};

describe.skipIf(!TEST_DATABASE_URL || !existsSync(NGINX))(
  'nginx (docs/production.md) in front of three server processes',
  () => {
    let scratch: Awaited<ReturnType<typeof createDatabase>>;
    const servers: ServerProcess[] = [];
    const streams: SseStream[] = [];
    let nginx: NginxProxy | undefined;
    let base = '';
    let admin = '';
    const env = { TRUST_PROXY: '1', LOGIN_LIMIT: String(LOGIN_LIMIT), SHUTDOWN_GRACE_MS: '10000' };
    beforeAll(async () => {
      scratch = await createDatabase({ seeded: false, now: Date.now() });
      // The first process migrates and seeds; the other two find it done.
      servers.push(await startServerProcess({ databaseUrl: scratch.url, env }));
      servers.push(...(await Promise.all([1, 2].map(() => startServerProcess({ databaseUrl: scratch.url, env })))));
      nginx = await startNginx(servers.map((s) => s.base));
      base = nginx.base;
      // Staff sign in before the sign-in limit test fills this address's allowance.
      const signIn = await httpPost(base, '/account/signIn', { ...ADMIN, shop: 'demo-cafe' });
      admin = signIn.body.result?.rtn === 1 ? String(signIn.body.result.userId) : '';
      if (!admin) throw new Error(`admin sign-in failed: ${JSON.stringify(signIn.body)}`);
    }, 240_000);
    afterAll(async () => {
      for (const s of streams) s.close();
      await nginx?.stop();
      await Promise.all(servers.map((s) => s.stop()));
      await scratch?.drop().catch(() => undefined);
    }, 30_000);

    it('an event raised on one process reaches SSE clients of another, directly and through nginx, within a second', async () => {
      const [a, b, c] = servers;
      const session = await httpPost(
        b.base,
        '/api/table/session',
        { tabNo: '2' },
        { identity: CAFE_IDENTITY, format: 'b64' },
      );
      const id = session.body.result.sessionId as string;
      const direct = await openStream(`${a.base}/api/events?shop=demo-cafe&session=${id}`);
      const proxied = await openStream(`${base}/api/events?shop=demo-cafe&session=${id}`);
      streams.push(direct, proxied);
      await direct.next((e) => e.event === 'ready');
      await proxied.next((e) => e.event === 'ready');
      const sent = Date.now();
      const closed = await httpPost(
        c.base,
        '/api/table/session/close',
        { sessionId: id },
        {
          identity: CAFE_IDENTITY,
          format: 'b64',
          token: admin,
        },
      );
      expect(closed.status).toBe(200);
      const got = await Promise.all([
        direct.next(change('session', id), 1000),
        proxied.next(change('session', id), 1000),
      ]);
      for (const e of got) expect(e.at - sent).toBeLessThan(1000);
    });

    it('a forged X-Forwarded-For on every attempt: the 11th sign-in from one client is refused', async () => {
      const answers: number[] = [];
      for (let i = 0; i < 11; i++) {
        const res = await fetch(`${base}/account/signIn`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${i}` },
          body: JSON.stringify({ userName: `nobody-${i}@example.com`, password: 'x' }),
        });
        answers.push((await res.json()).result.rtn);
      }
      expect(answers.slice(0, 10).every((a) => a !== TOO_MANY)).toBe(true);
      expect(answers[10]).toBe(TOO_MANY);
    });

    it('a rolling restart under a steady order load through nginx loses no request', async () => {
      const failures: string[] = [];
      const placed: string[] = [];
      let running = true;
      let n = 0;
      const client = async (c: number) => {
        while (running) {
          const key = `roll-${c}-${++n}-${Date.now()}`;
          try {
            const r = await placeOrderOver(base, { cart: CART, payment: 'cash', key, device: `roll-${c}` });
            if (r.status === 200 && r.body.success === true) placed.push(r.body.result.transactionId);
            else failures.push(`${r.status} ${JSON.stringify(r.body).slice(0, 160)}`);
          } catch (e) {
            failures.push(String(e instanceof Error ? e.message : e));
          }
          // A steady load, not a flood: the restarting process needs the (shared, 2-core) CPU to start.
          await new Promise((r) => setTimeout(r, 100));
        }
      };
      const load = Promise.all([0, 1].map(client));
      const exits: (number | null)[] = [];
      for (let i = 0; i < servers.length; i++) {
        const old = servers[i];
        const port = Number(new URL(old.base).port);
        const exited = new Promise<number | null>((r) => old.child.once('exit', (code) => r(code)));
        await old.stop(15_000);
        exits.push(await exited);
        servers[i] = await startServerProcess({ databaseUrl: scratch.url, env, port, timeoutMs: 240_000 });
        // nginx keeps a server it saw fail out of the rotation for fail_timeout (5 s): stopping the next
        // process sooner leaves one live upstream, and one slow answer from it gives "no live upstreams"
        // (CI saw it once). docs/production.md says to wait as long between two restarts.
        await new Promise((r) => setTimeout(r, FAIL_TIMEOUT_MS + 1000));
      }
      running = false;
      await load;
      expect(failures, `nginx error.log:\n${nginx!.errors()}`).toEqual([]);
      expect(exits).toEqual([0, 0, 0]);
      expect(placed.length).toBeGreaterThan(10);
      const { default: postgres } = await import('postgres');
      const sql = postgres(scratch.url, { max: 1, onnotice: () => undefined });
      try {
        const rows = await sql.unsafe('SELECT count(*)::int AS n FROM orders WHERE transaction_id = ANY($1::text[])', [
          placed,
        ] as never[]);
        expect(Number(rows[0].n)).toBe(placed.length);
      } finally {
        await sql.end({ timeout: 5 });
      }
    }, 900_000);
  },
);
