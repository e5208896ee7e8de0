#!/usr/bin/env node
// Load test of the reference server's read paths on loopback (autocannon, bounded: ~10 s per target).
// Starts its own server (in-memory PGlite) unless --url is given. Not run in CI.
//   node scripts/load-test.mjs [--url http://127.0.0.1:8080] [--duration 10] [--connections 10]
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { register } from 'tsx/esm/api';

// The wire codec is TypeScript: load it through tsx so `node scripts/load-test.mjs` works as is.
register();
const { encodeRequest, withIdentity } = await import('../src/api/wire/codec.ts');

const args = process.argv.slice(2);
const opt = (name, dflt) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : dflt;
};
const duration = Number(opt('--duration', 10));
const connections = Number(opt('--connections', 10));
let base = opt('--url');
let child = null;

async function startOwn() {
  const port = 18500 + (process.pid % 400);
  child = spawn(process.execPath, ['scripts/start.mjs', '--memory', '--port', String(port), '--no-build'], {
    env: { ...process.env, LOG: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    let out = '';
    const t = setTimeout(() => reject(new Error('server did not start in 90 s')), 90_000);
    child.stdout.on('data', (d) => {
      out += d;
      if (out.includes('SMS outbox:')) {
        clearTimeout(t);
        resolve();
      }
    });
  });
  return `http://127.0.0.1:${port}`;
}

const signedConfigBody = () =>
  encodeRequest(withIdentity({}, { shopKey: 'key-demo-cafe', siteId: 'site-cafe', device: 'load-test' }), 'aes');

function run(title, o) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url: base + o.path, method: o.method ?? 'GET', duration, connections, pipelining: 1, ...o.extra },
      (err, r) => {
        if (err) return reject(err);
        resolve({
          title,
          reqPerSec: Math.round(r.requests.average),
          p50: r.latency.p50,
          p99: r.latency.p99,
          non2xx: r.non2xx,
          errors: r.errors,
          total: r.requests.total,
        });
      },
    );
  });
}

try {
  base ??= await startOwn();
  // Warm up (JIT, caches) for 2 s.
  await new Promise((resolve) =>
    autocannon({ url: `${base}/api/shop/catalogue?shop=demo-cafe`, duration: 2, connections }, resolve),
  );
  const cfg = signedConfigBody();
  const targets = [
    [
      'config: POST /api/spot/config (aes, signed)',
      { path: '/api/spot/config', method: 'POST', extra: { headers: cfg.headers, body: cfg.body } },
    ], // one signed body: tm stays inside the ±5 min window for the run
    ['config: GET /api/shop/payments', { path: '/api/shop/payments?shop=demo-cafe' }],
    ['catalogue: GET /api/shop/catalogue', { path: '/api/shop/catalogue?shop=demo-cafe' }],
    [
      'catalogue: POST /pro/pos/plu/list (aes)',
      { path: '/pro/pos/plu/list', method: 'POST', extra: { ...encodeRequest({ shop: 'demo-cafe' }, 'aes') } },
    ],
  ];
  const results = [];
  for (const [title, o] of targets) results.push(await run(title, o));
  console.log(`\nautocannon, ${connections} connections, ${duration} s per target, ${base}`);
  console.log(
    'target'.padEnd(48),
    'req/s'.padStart(8),
    'p50 ms'.padStart(8),
    'p99 ms'.padStart(8),
    'non-2xx'.padStart(8),
  );
  for (const r of results)
    console.log(
      r.title.padEnd(48),
      String(r.reqPerSec).padStart(8),
      String(r.p50).padStart(8),
      String(r.p99).padStart(8),
      String(r.non2xx).padStart(8),
    );
  const bad = results.filter((r) => r.reqPerSec < 1000 || r.p99 >= 50 || r.non2xx > 0);
  console.log(
    bad.length
      ? `\nBelow target (1000 req/s, p99 < 50 ms, all 2xx): ${bad.map((r) => r.title).join('; ')}`
      : '\nAll targets: >= 1000 req/s, p99 < 50 ms, all 2xx.',
  );
  process.exitCode = bad.length ? 1 : 0;
} finally {
  if (child) child.kill('SIGINT');
}
