#!/usr/bin/env node
// npm start: builds the app if dist/index.html is missing, then runs the reference server: migrate, seed
// if empty, serve app + API on http://127.0.0.1:8080. In development server/main.ts runs through tsx; in
// production (NODE_ENV=production or --production) the built dist-server/main.js runs with plain node
// (built first when missing: scripts/build-server.mjs).
// Flags: --memory (in-memory PGlite), --port N, --host H, --production, --no-build.
// Env: HOST, PORT, DATABASE_URL, DATA_DIR; production secrets: see server/mode.ts and README.md "Production".
// Signals: npm's script runs `exec node scripts/start.mjs` (no shell in between, which would die on
// SIGTERM and leave the server running); SIGINT, SIGTERM and SIGHUP to this process go on to the server,
// and this process exits with it. The server prints its own pid: a signal to that one works too.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const args = process.argv.slice(2);
const flag = (name) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const env = { ...process.env };
if (args.includes('--memory')) env.MEMORY = '1';
if (flag('--port')) env.PORT = flag('--port');
if (flag('--host')) env.HOST = flag('--host');
if (args.includes('--production')) env.NODE_ENV = 'production';
env.HOST ||= '127.0.0.1';
env.PORT ||= '8080';

const production = env.NODE_ENV === 'production';
const BUNDLE = 'dist-server/main.js';
const buildApp = !existsSync('dist/index.html') && !args.includes('--no-build');
const buildServer = () => production && !existsSync(BUNDLE);

// Before anything is built, the mode is decided (a production without its secrets refused) and said
// (tsx reads server/mode.ts: building needs the development packages anyway). With nothing to build,
// the server does both itself, first thing.
if (buildApp || buildServer()) {
  const { resolveMode, modeBanner, refusalMessage } = await (
    await import('tsx/esm/api')
  ).tsImport('../server/mode.ts', import.meta.url);
  const resolved = resolveMode(env);
  if (!resolved.ok) {
    console.error(refusalMessage(resolved.problems));
    process.exit(2);
  }
  console.log(modeBanner(resolved.mode)); // the first line says the mode, before the build's output
}

if (buildApp) {
  console.log('dist/index.html is missing: building the app (npm run build)...');
  const r = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env });
  if (r.status !== 0 || !existsSync('dist/index.html'))
    console.log(
      '\nThe front-end build failed or is not ready yet: starting the API only (pages answer 503 until the app is built).\n',
    );
}

if (buildServer()) {
  console.log(`${BUNDLE} is missing: building the server (npm run build:server)...`);
  const r = spawnSync('npm', ['run', 'build:server'], { stdio: 'inherit', env });
  if (r.status !== 0 || !existsSync(BUNDLE)) {
    console.error(`The server build failed: ${BUNDLE} is missing.`);
    process.exit(1);
  }
}

// A larger young generation: the AES/JSON request path allocates many short-lived objects, and fewer
// scavenges keep the p99 latency of reads low.
const entry = production ? [BUNDLE] : ['--import', 'tsx', 'server/main.ts'];
const child = spawn(process.execPath, ['--max-semi-space-size=32', ...entry], { stdio: 'inherit', env });
const forward = (sig) => () => {
  if (child.exitCode === null) child.kill(sig);
};
for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(sig, forward(sig));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
