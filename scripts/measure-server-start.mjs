#!/usr/bin/env node
// Server start, measured (docs/performance.md "Server start"): the time from spawning the server to its
// first /healthz answer, and its resident memory (VmRSS, /proc/<pid>/status) just after, for the
// development entry (server/main.ts through tsx) and the built one (dist-server/main.js, plain node;
// npm run build:server first). Production mode, in-memory PGlite, runs alternating; prints medians.
// Usage: node scripts/measure-server-start.mjs [--runs 5] [--port 8290]
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const RUNS = arg('--runs', 5);
const PORT = arg('--port', 8290);
const VARIANTS = {
  'tsx server/main.ts': ['--max-semi-space-size=32', '--import', 'tsx', 'server/main.ts'],
  'node dist-server/main.js': ['--max-semi-space-size=32', 'dist-server/main.js'],
};
if (!existsSync('dist-server/main.js')) {
  console.error('dist-server/main.js is missing: run npm run build:server first');
  process.exit(1);
}
const SECRETS = {
  PAYMENT_NOTIFY_SECRET: 'measure-notify-secret-0123456789abcdef',
  TOKEN_SECRET: 'measure-token-secret-0123456789abcdef',
};
const { DATABASE_URL: _u, DATA_DIR: _d, ...env } = process.env;

const rssMb = (pid) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function once(args) {
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    env: { ...env, ...SECRETS, NODE_ENV: 'production', MEMORY: '1', LOG: '0', PORT: String(PORT) },
    stdio: 'ignore',
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}`);
      const r = await fetch(`http://127.0.0.1:${PORT}/healthz`).catch(() => null);
      if (r?.status === 200) break;
      await new Promise((res) => setTimeout(res, 20));
    }
    return { ms: performance.now() - started, rss: rssMb(child.pid) };
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

const results = Object.fromEntries(Object.keys(VARIANTS).map((k) => [k, []]));
for (let i = 0; i < RUNS; i++) {
  for (const [name, args] of Object.entries(VARIANTS)) {
    const r = await once(args);
    results[name].push(r);
    console.log(`run ${i + 1} ${name}: ${Math.round(r.ms)} ms, ${r.rss.toFixed(1)} MB`);
  }
}
for (const [name, rs] of Object.entries(results)) {
  console.log(
    `${name}: median ${Math.round(median(rs.map((r) => r.ms)))} ms to /healthz, RSS ${median(rs.map((r) => r.rss)).toFixed(1)} MB (${rs.length} runs)`,
  );
}
