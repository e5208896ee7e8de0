// The production install of first-run.spec.ts (issue 31): a throwaway Postgres cluster
// (scripts/pg-cluster.mjs) and the reference server on it in PRODUCTION mode (no demo seed, real
// secrets, no /dev pages, no payment sandbox) on a free port, its log kept to read the one-time setup
// link from. Also the clock of the walkthrough: each part's operator steps and seconds.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';

interface Cluster {
  url: string;
  stop: () => Promise<void>;
}
interface PgCluster {
  startCluster: () => Promise<Cluster>;
  freePort: () => Promise<number>;
  findPgBin: () => string | null;
}

const pgCluster = async () => (await import('../scripts/pg-cluster.mjs' as string)) as PgCluster;

/** Whether Postgres (initdb, pg_ctl) is installed here: npm test's part pg asks the same. */
export const postgresInstalled = async (): Promise<boolean> => (await pgCluster()).findPgBin() !== null;

export interface Production {
  /** http://127.0.0.1:PORT */
  base: string;
  /** The server's database (a test reads what the screens cannot show). */
  databaseUrl: string;
  /** Everything the server printed so far. */
  log: () => string;
  /** Waits for a line of the log matching `re`; its match. */
  waitForLog: (re: RegExp, ms?: number) => Promise<RegExpMatchArray>;
  stop: () => Promise<void>;
}

/**
 * Starts Postgres and the production server on it; `stop` ends both and keeps the log in test-results/
 * (`name`-server.log). `prepare` runs on the empty database before the server starts (providers.spec:
 * the demo venues and providers); `env` is added to the server's environment.
 */
export async function startProduction(
  o: { env?: Record<string, string>; prepare?: (databaseUrl: string) => Promise<void>; name?: string } = {},
): Promise<Production> {
  const pg = await pgCluster();
  const cluster = await pg.startCluster();
  const port = await pg.freePort();
  try {
    await o.prepare?.(cluster.url);
  } catch (e) {
    await cluster.stop();
    throw e;
  }
  let out = '';
  let child: ChildProcess | null = null;
  const stopServer = () =>
    new Promise<void>((resolve) => {
      if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
      const timer = setTimeout(() => {
        child?.kill('SIGKILL');
        resolve();
      }, 15_000);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
      child.kill('SIGTERM');
    });
  try {
    child = spawn(process.execPath, ['scripts/start.mjs', '--production', '--no-build', '--port', String(port)], {
      cwd: process.cwd(),
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        DATABASE_URL: cluster.url,
        // Real secrets: production refuses the source's development constants.
        TOKEN_SECRET: randomBytes(32).toString('hex'),
        PAYMENT_NOTIFY_SECRET: randomBytes(32).toString('hex'),
        SHUTDOWN_GRACE_MS: '2000',
        LOG: '0',
        ...o.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (b: Buffer) => (out += b.toString()));
    child.stderr?.on('data', (b: Buffer) => (out += b.toString()));
  } catch (e) {
    await cluster.stop();
    throw e;
  }
  const waitForLog = async (re: RegExp, ms = 180_000) => {
    const until = Date.now() + ms;
    for (;;) {
      const m = out.match(re);
      if (m) return m;
      if (child?.exitCode !== null) throw new Error(`the production server stopped:\n${out.slice(-3000)}`);
      if (Date.now() > until) throw new Error(`no ${re} in the server's log within ${ms} ms:\n${out.slice(-3000)}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  };
  return {
    base: `http://127.0.0.1:${port}`,
    databaseUrl: cluster.url,
    log: () => out,
    waitForLog,
    stop: async () => {
      await stopServer();
      await cluster.stop();
      mkdirSync('test-results', { recursive: true });
      writeFileSync(`test-results/${o.name ?? 'first-run'}-server.log`, out);
    },
  };
}

export interface Part {
  part: string;
  /** What the operator does: each field typed, choice made, file chosen and button pressed. */
  steps: number;
  seconds: number;
}

/** The walkthrough's clock: `lap(name, steps)` closes a part begun at the previous lap. */
export function stopwatch() {
  const parts: Part[] = [];
  let mark = Date.now();
  return {
    parts,
    restart: () => {
      mark = Date.now();
    },
    lap: (part: string, steps: number) => {
      const now = Date.now();
      parts.push({ part, steps, seconds: Math.round((now - mark) / 100) / 10 });
      mark = now;
    },
    save: (file: string) => {
      mkdirSync('test-results', { recursive: true });
      writeFileSync(file, JSON.stringify(parts, null, 2) + '\n');
      for (const p of parts) console.log(`${p.part.padEnd(48)} ${String(p.steps).padStart(3)} steps ${p.seconds} s`);
    },
  };
}
