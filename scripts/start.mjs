#!/usr/bin/env node
// npm start: builds the app if dist/index.html is missing, then runs the reference server (server/main.ts
// via tsx): migrate, seed if empty, serve app + API on http://127.0.0.1:8080.
// Flags: --memory (in-memory PGlite), --port N, --host H, --production (as NODE_ENV=production).
// Env: HOST, PORT, DATABASE_URL, DATA_DIR; production secrets: see server/mode.ts and README "Production".
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { tsImport } from 'tsx/esm/api';

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

// The mode is decided (and a production without its secrets refused) before anything is built.
const { resolveMode, modeBanner, refusalMessage } = await tsImport('../server/mode.ts', import.meta.url);
const resolved = resolveMode(env);
if (!resolved.ok) {
  console.error(refusalMessage(resolved.problems));
  process.exit(2);
}

if (!existsSync('dist/index.html') && !args.includes('--no-build')) {
  console.log(modeBanner(resolved.mode)); // the first line says the mode, before the build's output
  console.log('dist/index.html is missing: building the app (npm run build)...');
  const r = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env });
  if (r.status !== 0 || !existsSync('dist/index.html'))
    console.log('\nThe front-end build failed or is not ready yet: starting the API only (pages answer 503 until the app is built).\n');
}

// A larger young generation: the AES/JSON request path allocates many short-lived objects, and fewer
// scavenges keep the p99 latency of reads low.
const child = spawn(process.execPath, ['--max-semi-space-size=32', '--import', 'tsx', 'server/main.ts'], { stdio: 'inherit', env });
const forward = (sig) => () => {
  if (child.exitCode === null) child.kill(sig);
};
process.on('SIGINT', forward('SIGINT'));
process.on('SIGTERM', forward('SIGTERM'));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
