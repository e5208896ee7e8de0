// Entry point: decide the mode, open the database, migrate, seed the demo if empty, serve the app and the API.
// Env: HOST (127.0.0.1), PORT (8080), DATABASE_URL (real Postgres), DATA_DIR (.data/pglite), MEMORY=1 (in-memory PGlite),
// LOG=0 (no request log), DEV_OUTBOX=0 (no /dev pages), SIGN_WINDOW_MS (tm window, default 300000),
// LOGIN_LIMIT (failed sign-ins per account and address per window, default 10; the other sign-in limits scale with it),
// LIMIT_<NAME>[_WINDOW_MIN] for each abuse limit (server/auth/limitConfig.ts, docs/access-matrix.md "Limits"),
// SHUTDOWN_GRACE_MS (server/shutdown.ts), DATABASE_POOL_SIZE / DATABASE_STATEMENT_TIMEOUT_MS / DATABASE_LOCK_TIMEOUT_MS /
// DATABASE_PREPARE (server/db/settings.ts; docs/production.md).
// Production (NODE_ENV=production or --production): PAYMENT_NOTIFY_SECRET and TOKEN_SECRET required, TRUST_PROXY (hops or addresses)
// behind a TLS proxy; see server/mode.ts.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildApp } from './app';
import { resolveLimits } from './auth/limitConfig';
import { openDb } from './db/db';
import { migrate } from './db/migrate';
import { postgresSettings, type PostgresSettings } from './db/settings';
import {
  accountsWithRefusedPasswords,
  modeBanner,
  refusalMessage,
  resolveMode,
  wantsProduction,
  type Mode,
} from './mode';
import { seedIfEmpty } from './seed/seed';
import { issueSetupToken, needsSetup } from './setup/firstRun';
import { shutdownGraceMs, stopGracefully } from './shutdown';
import { demoHomePath, DEMO_VENUES } from './seed/venues';

const host = process.env.HOST || '127.0.0.1';
const port = Number(process.env.PORT || 8080);
const memory = process.env.MEMORY === '1';
const dataDir = process.env.DATA_DIR || '.data/pglite';

/** PGlite has no lock of its own: a pid file keeps a second server off the same data folder. */
function lockDataDir(dir: string): () => void {
  const file = join(dir, 'server.pid');
  try {
    const pid = Number(readFileSync(file, 'utf8'));
    if (pid && pid !== process.pid) {
      process.kill(pid, 0); // throws when no such process
      throw new Error(`another server (pid ${pid}) is using ${dir}; stop it or set DATA_DIR`);
    }
  } catch (e) {
    if (e instanceof Error && e.message.startsWith('another server')) throw e;
  }
  writeFileSync(file, String(process.pid));
  return () => rmSync(file, { force: true });
}

/** Stops the process before anything opens: production without what it needs. */
function refuse(problems: string[]): never {
  console.error(
    wantsProduction(process.env, process.argv.slice(2))
      ? refusalMessage(problems)
      : `The server cannot start:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
  );
  process.exit(2);
}

async function main() {
  const resolved = resolveMode(process.env, process.argv.slice(2));
  if (!resolved.ok) refuse(resolved.problems);
  const mode: Mode = resolved.mode;
  let pg: PostgresSettings;
  let graceMs: number;
  try {
    pg = postgresSettings(process.env);
    graceMs = shutdownGraceMs(process.env);
  } catch (e) {
    refuse([e instanceof Error ? e.message : String(e)]);
  }
  console.log(modeBanner(mode));
  let unlock = () => undefined as void;
  if (!process.env.DATABASE_URL && !memory) {
    mkdirSync(dataDir, { recursive: true });
    unlock = lockDataDir(dataDir);
  }
  const db = await openDb({ databaseUrl: process.env.DATABASE_URL, dataDir, memory, postgres: pg });
  const applied = await migrate(db);
  const seeded = mode.seedDemo ? await seedIfEmpty(db) : false;
  const demoLogins = await accountsWithRefusedPasswords(db, mode);
  if (demoLogins.length) {
    await db.close();
    unlock();
    refuse([
      `these accounts still have a demo password (README): ${demoLogins.join(', ')}; change or remove them first`,
    ]);
  }
  const signWindowMs = process.env.SIGN_WINDOW_MS ? Number(process.env.SIGN_WINDOW_MS) : undefined; // default ±5 min
  // The end-to-end tests sign in from one address many times in one run: they raise it (playwright.config.ts).
  const loginLimit = process.env.LOGIN_LIMIT ? Number(process.env.LOGIN_LIMIT) : undefined;
  const limits = resolveLimits(process.env, { loginLimit });
  const app = await buildApp({ db, logger: process.env.LOG !== '0', mode, signWindowMs, loginLimit, limits });
  await app.listen({ host, port });
  const where = process.env.DATABASE_URL
    ? 'Postgres (DATABASE_URL)'
    : memory
      ? 'PGlite in memory'
      : `PGlite in ${dataDir}`;
  console.log(
    `\nVenue server on http://${host}:${port}  (pid ${process.pid}; ${where}; ${applied.length} migrations applied${seeded ? ', demo data seeded' : ''})`,
  );
  if (mode.seedDemo) {
    console.log('Demo venues:');
    for (const v of DEMO_VENUES) console.log(`  ${v.shopId.padEnd(15)} http://${host}:${port}${demoHomePath(v)}`);
  }
  if (mode.devRoutes) console.log(`SMS outbox:  http://${host}:${port}/dev/outbox`);
  // First run (issue 31): no platform administrator yet, so a one-time link to create one (log only).
  if (await needsSetup(db)) {
    const token = await issueSetupToken(db, Date.now());
    console.log(`First run: create the platform administrator at http://${host}:${port}/setup?token=${token}`);
    console.log('  (a one-time link, valid until used; or: npm run admin -- create --email ... --password ...)');
  }
  console.log('');
  let stopping = false;
  const stop = async (sig: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${sig}: stopping (new connections refused; requests in flight get up to ${graceMs} ms)`);
    const clean = await stopGracefully(app, graceMs, async () => {
      await db.close();
      unlock();
    });
    process.exit(clean ? 0 : 1);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((e) => {
  console.error('The server failed to start:', e instanceof Error ? e.message : e);
  process.exit(1);
});
