// Real server processes (`node --import tsx server/main.ts`) and calls to them over HTTP in the real wire
// format: for the two-process race test and the write bench (scripts/bench-writes.mjs). Each process is
// killed when this process exits, whatever happened.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { encodeRequest, withIdentity, type WireFormat } from '../../src/api/wire/codec';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

export interface ServerProcess {
  base: string;
  child: ChildProcess;
  /** SIGTERM, then SIGKILL after 5 s (or killAfterMs); resolves when the process is gone. */
  stop(killAfterMs?: number): Promise<void>;
}

const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const c of running) c.kill('SIGKILL');
});

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/** Starts a server on a free port of 127.0.0.1 and resolves once /healthz answers. */
export async function startServerProcess(o: {
  databaseUrl?: string;
  timeoutMs?: number;
  env?: NodeJS.ProcessEnv;
  /** Listen on this port (a restart in place behind a proxy); default a free one. */
  port?: number;
}): Promise<ServerProcess> {
  const port = o.port ?? (await freePort());
  // Orders without an account are limited per address and device (issue 27): the race tests send many from here.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG: '0',
    DEV_OUTBOX: '0',
    LIMIT_GUEST_ORDERS_ADDRESS: '1000000',
    LIMIT_GUEST_ORDERS_DEVICE: '1000000',
    ...o.env,
  };
  if (o.databaseUrl) env.DATABASE_URL = o.databaseUrl;
  else env.MEMORY = '1';
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  running.add(child);
  let stderr = '';
  child.stderr!.on('data', (d) => (stderr = (stderr + d).slice(-4000)));
  const gone = new Promise<void>((resolve) =>
    child.once('exit', () => {
      running.delete(child);
      resolve();
    }),
  );
  const stop = async (killAfterMs = 5000) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const t = setTimeout(() => child.kill('SIGKILL'), killAfterMs);
    await gone;
    clearTimeout(t);
  };
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (o.timeoutMs ?? 90_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}: ${stderr}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) return { base, child, stop };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the server did not answer in time: ${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

export interface HttpCallOpts {
  format?: WireFormat;
  nest?: boolean;
  token?: string;
  /** The shop-identity group, signed now. */
  identity?: { shopKey: string; siteId: string; device?: string };
}

/** POSTs a payload in the chosen wire variant; answers status and JSON body. */
export async function httpPost(
  base: string,
  path: string,
  payload: object,
  o: HttpCallOpts = {},
): Promise<{ status: number; body: Record<string, any> }> {
  const body = o.identity
    ? withIdentity(payload, {
        shopKey: o.identity.shopKey,
        siteId: o.identity.siteId,
        device: o.identity.device ?? 'dev-1',
      })
    : payload;
  const req = encodeRequest(body, o.format ?? 'aes', { nest: o.nest });
  const res = await fetch(base + path, {
    method: 'POST',
    headers: { ...req.headers, ...(o.token ? { authorization: `Bearer ${o.token}` } : {}) },
    body: req.body,
  });
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

export const CAFE_IDENTITY = { shopKey: 'key-demo-cafe', siteId: 'site-cafe' };

/** The checkout's calls: totals for the method (feeCalc), then the order call with that total. */
export async function placeOrderOver(
  base: string,
  o: {
    cart: object;
    payment: string;
    key: string;
    token?: string;
    device?: string;
    /** The venue's identity (default demo-cafe's). */
    venue?: { shopKey: string; siteId: string };
  },
) {
  const identity = { ...(o.venue ?? CAFE_IDENTITY), device: o.device ?? 'dev-1' };
  const fee = await httpPost(
    base,
    '/api/pos/feeCalc',
    { cart: o.cart, payment: o.payment },
    { identity, format: 'b64', token: o.token },
  );
  if (fee.status !== 200 || typeof fee.body.result?.totalCents !== 'number')
    throw new Error(`feeCalc failed: ${JSON.stringify(fee.body)}`);
  return httpPost(
    base,
    '/api/shop/order/add/v2',
    { idempotencyKey: o.key, cart: o.cart, payment: o.payment, expectedTotalCents: fee.body.result.totalCents },
    { identity, format: 'b64', nest: true, token: o.token },
  );
}
