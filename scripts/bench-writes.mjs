#!/usr/bin/env node
// Write bench of the reference server on loopback: N concurrent clients each place orders the way the
// checkout does (feeCalc for cash, then the order call with that total; a cash order is settled at the
// counter and sent to the kitchen by that call) in the real wire format. Targets: PGlite in memory (one
// server process) and a real Postgres (a throwaway cluster, two server processes, clients alternate).
// Each run starts on a fresh database; bounded by --orders and --seconds per run. Not run in CI.
// --history N (Postgres only, issue 28): each run measures demo-cafe new (no orders yet), then inserts N
// past orders for it by SQL (paid, completed, spread over the last year) and measures again: the ratio
// shows whether an order's cost grows with the venue's history.
// --scale (issue 28): reads and writes through Debian's nginx with 1, 2 and 3 processes, and one venue
// saturated while another orders (scripts/bench-scale.mjs); uses --clients and --seconds only.
//   node scripts/bench-writes.mjs [--clients 10] [--orders 1000] [--seconds 20] [--runs 3] [--only pglite|postgres] [--history 300000]
//   node scripts/bench-writes.mjs --scale [--clients 8] [--seconds 5]
import { loadavg } from 'node:os';
import { register } from 'tsx/esm/api';
import { startCluster } from './pg-cluster.mjs';

// The wire codec and the server-process helpers are TypeScript: load them through tsx.
register();
const { startServerProcess, placeOrderOver, httpPost } = await import('../tests/server/serverProcesses.ts');

const args = process.argv.slice(2);
const opt = (name, dflt) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : dflt;
};
const clients = Number(opt('--clients', 10));
const maxOrders = Number(opt('--orders', 1000));
const seconds = Number(opt('--seconds', 20));
const runs = Number(opt('--runs', 3));
const only = opt('--only');
const history = Number(opt('--history', 0));
const WARM_UP = 30;
const CART = {
  itemList: [
    { pluId: 'flat-white', quantity: 1, attrs: [{ attrId: 'size', optionId: 'regular', quantity: 1 }] },
    { pluId: 'banana-bread', quantity: 1 },
  ],
  orderType: 'takeaway',
};

let seq = 0;
const key = () => `bench-${process.pid}-${++seq}`;
const pct = (sorted, q) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] : NaN;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** One order; throws on anything but a placed order. */
async function oneOrder(base, device) {
  const r = await placeOrderOver(base, { cart: CART, payment: 'cash', key: key(), device });
  if (r.status !== 200 || r.body.success !== true)
    throw new Error(`order refused: ${r.status} ${JSON.stringify(r.body).slice(0, 200)}`);
}

/** `clients` loops share the order budget until it or the time is used up. */
async function measure(bases) {
  for (let i = 0; i < WARM_UP; i++) await oneOrder(bases[i % bases.length], 'bench-warm');
  const latencies = [];
  let errors = 0;
  let left = maxOrders;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async (_, c) => {
      const base = bases[c % bases.length];
      while (left > 0 && performance.now() < deadline) {
        left--;
        const t = performance.now();
        try {
          await oneOrder(base, `bench-${c}`);
          latencies.push(performance.now() - t);
        } catch (e) {
          if (++errors === 1) console.error(String(e instanceof Error ? e.message : e));
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    orders: latencies.length,
    errors,
    perSec: latencies.length / elapsed,
    p50: pct(latencies, 0.5),
    p99: pct(latencies, 0.99),
  };
}

async function pgliteRun() {
  const s = await startServerProcess({});
  try {
    return await measure([s.base]);
  } finally {
    await s.stop();
  }
}

async function postgresRun(cluster, n) {
  const { default: postgres } = await import('postgres');
  const admin = postgres(cluster.url, { max: 1, onnotice: () => undefined });
  const name = `bench_${n}`;
  const servers = [];
  try {
    await admin.unsafe(`CREATE DATABASE ${name}`);
    const url = cluster.url.replace(/\/[^/]*$/, `/${name}`);
    // The first process migrates and seeds; the second starts once the first is ready.
    servers.push(await startServerProcess({ databaseUrl: url }));
    servers.push(await startServerProcess({ databaseUrl: url }));
    const fresh = await measure(servers.map((s) => s.base));
    if (!history) return fresh;
    await addHistory(url, history);
    return { ...(await measure(servers.map((s) => s.base))), fresh };
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
    await admin.end({ timeout: 5 });
  }
}

/** N past orders of demo-cafe straight into the table (what a venue's years of trading leave behind). */
async function addHistory(url, n) {
  const { default: postgres } = await import('postgres');
  const sql = postgres(url, { max: 1, onnotice: () => undefined });
  try {
    const t = performance.now();
    await sql.unsafe(
      `INSERT INTO orders (transaction_id, shop_id, bill_no, order_no, service_no, order_type, payment, total_cents, cart, status, paid, pay_status, sent, created_at, status_at, paid_at)
       SELECT 'hist_' || g, 'demo-cafe', 'CAFE-20250101-' || lpad(g::text, 7, '0'), 'A' || lpad((g % 1000)::text, 3, '0'), 201 + g % 100, 'takeaway', 'cash', 1250,
              '{"itemList": []}'::jsonb, 'completed', true, 'paid', true, c, c, c
       FROM generate_series(1, $1::int) g, LATERAL (SELECT (extract(epoch FROM now()) * 1000)::bigint - 365::bigint * 86400000 + g::bigint * 60000 AS c) x`,
      [n],
    );
    // The counter of migration 026, where there is one (the code before issue 28 counts the rows instead).
    await sql.unsafe(`UPDATE venues SET order_seq = order_seq + $1 WHERE shop_id = 'demo-cafe'`, [n]).catch((e) => {
      if (e.code !== '42703') throw e; // no such column
    });
    await sql.unsafe('ANALYZE orders');
    console.log(`  ${n} past orders of demo-cafe inserted in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  } finally {
    await sql.end({ timeout: 5 });
  }
}

const fmt = (x, d = 1) => (Number.isFinite(x) ? x.toFixed(d) : '-');
function report(title, rs) {
  for (const [i, r] of rs.entries())
    console.log(
      `  ${title} run ${i + 1}: ${r.orders} orders, ${fmt(r.perSec)} orders/s, p50 ${fmt(r.p50)} ms, p99 ${fmt(r.p99)} ms, ${r.errors} errors`,
    );
  return {
    title,
    perSec: median(rs.map((r) => r.perSec)),
    p50: median(rs.map((r) => r.p50)),
    p99: median(rs.map((r) => r.p99)),
    errors: rs.reduce((a, r) => a + r.errors, 0),
  };
}

if (args.includes('--scale')) {
  const { startNginx } = await import('../tests/server/nginxProxy.ts');
  const { scaleBench } = await import('./bench-scale.mjs');
  const cluster = await startCluster();
  let clean = false;
  try {
    clean = await scaleBench({ cluster, clients, seconds, startServerProcess, placeOrderOver, httpPost, startNginx });
  } finally {
    await cluster.stop();
  }
  process.exit(clean ? 0 : 1);
}

const summary = [];
let cluster = null;
try {
  if (!only || only === 'pglite') {
    const rs = [];
    for (let i = 0; i < runs; i++) rs.push(await pgliteRun());
    summary.push(report('PGlite, 1 process', rs));
  }
  if (!only || only === 'postgres') {
    cluster = await startCluster();
    const rs = [];
    for (let i = 0; i < runs; i++) rs.push(await postgresRun(cluster, i));
    if (history) {
      summary.push(
        report(
          'Postgres, new venue',
          rs.map((r) => r.fresh),
        ),
      );
      summary.push(report(`Postgres, ${history} past`, rs));
    } else summary.push(report('Postgres, 2 processes', rs));
  }
  console.log(
    `\nOrder writes (feeCalc + cash order call), ${clients} clients, up to ${maxOrders} orders or ${seconds} s per run, median of ${runs} runs:`,
  );
  console.log(
    'target'.padEnd(24),
    'orders/s'.padStart(9),
    'p50 ms'.padStart(8),
    'p99 ms'.padStart(8),
    'errors'.padStart(7),
  );
  for (const s of summary)
    console.log(
      s.title.padEnd(24),
      fmt(s.perSec).padStart(9),
      fmt(s.p50).padStart(8),
      fmt(s.p99).padStart(8),
      String(s.errors).padStart(7),
    );
  if (history) {
    const [fresh, old] = summary.slice(-2);
    console.log(
      `with ${history} past orders / new venue: ${fmt(old.perSec / fresh.perSec, 2)} of the orders/s, p50 ${fmt(old.p50 / fresh.p50, 2)}x (load average: ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')})`,
    );
  }
  process.exitCode = summary.some((s) => s.errors > 0) ? 1 : 0;
} finally {
  await cluster?.stop();
}
