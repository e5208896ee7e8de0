// Graceful stop of the server process (issue 28). On SIGTERM or SIGINT: stop accepting connections,
// close idle keep-alive connections (and each one as it turns idle), let the requests in flight finish
// for up to SHUTDOWN_GRACE_MS (default 25 s, under the usual 30 s a process manager waits before
// SIGKILL), then close the database pool and exit 0. Requests still running when the grace ends are
// cut off, logged, and the exit code is 1. Before, the server ended at a fixed 5 s timeout and the
// orders in flight answered 502/503 at the proxy.
import type { FastifyInstance } from 'fastify';

export const SHUTDOWN_GRACE_ENV = 'SHUTDOWN_GRACE_MS';
export const DEFAULT_SHUTDOWN_GRACE_MS = 25_000;
/** How often connections that finished their last request are closed during the grace. */
const IDLE_SWEEP_MS = 200;

/** SHUTDOWN_GRACE_MS of the environment; throws naming the variable when it is not valid. */
export function shutdownGraceMs(env: Partial<Record<string, string | undefined>> = process.env): number {
  const raw = env[SHUTDOWN_GRACE_ENV];
  if (raw === undefined || raw.trim() === '') return DEFAULT_SHUTDOWN_GRACE_MS;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0 || n > 600_000)
    throw new Error(`${SHUTDOWN_GRACE_ENV} must be a whole number of milliseconds from 0 to 600000 (got "${raw}")`);
  return n;
}

/**
 * Closes the app within graceMs, then runs `after` (close the pool, remove the pid file). Resolves to
 * true when every request finished in time, false when some were cut off.
 */
export async function stopGracefully(
  app: FastifyInstance,
  graceMs: number,
  after: () => Promise<void>,
  log: (line: string) => void = console.log,
): Promise<boolean> {
  const sweep = setInterval(() => app.server.closeIdleConnections?.(), IDLE_SWEEP_MS);
  app.server.closeIdleConnections?.();
  let timer: NodeJS.Timeout | undefined;
  const closed = app.close().then(() => true);
  const ranOut = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), graceMs)));
  const clean = await Promise.race([closed, ranOut]);
  clearTimeout(timer);
  clearInterval(sweep);
  if (!clean) {
    log(`${SHUTDOWN_GRACE_ENV} (${graceMs} ms) ran out: closing the requests still in flight`);
    app.server.closeAllConnections?.();
    await Promise.race([closed, new Promise((r) => setTimeout(r, 1000).unref())]);
  }
  await after();
  return clean;
}
