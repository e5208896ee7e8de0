// Scale-out bench (issue 28), run by `node scripts/bench-writes.mjs --scale`: three server processes
// on one throwaway Postgres behind Debian's nginx with docs/production.md's configuration.
// 1. Reads (orderTracking of a placed order: one indexed query) and writes (feeCalc + cash order at
//    demo-cafe) through nginx with 1, 2 and 3 processes in the upstream block (nginx restarted
//    between, the processes stay up).
// 2. Isolation: orders at demo-store from one client, alone and while `clients` clients saturate
//    demo-cafe (every order of a venue takes its venue row): the ratio shows whether a busy venue
//    slows the others.
// Not run in CI; numbers depend on the machine's load (printed).
import { loadavg } from 'node:os';

const CAFE_CART = {
  itemList: [
    { pluId: 'flat-white', quantity: 1, attrs: [{ attrId: 'size', optionId: 'regular', quantity: 1 }] },
    { pluId: 'banana-bread', quantity: 1 },
  ],
  orderType: 'takeaway',
};
const STORE = { shopKey: 'key-demo-store', siteId: 'site-store' };
const STORE_CART = { itemList: [{ pluId: 'pasta', quantity: 1 }], orderType: 'pickup' };

const pct = (sorted, q) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] : NaN;
const fmt = (x, d = 1) => (Number.isFinite(x) ? x.toFixed(d) : '-');
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

/** `clients` loops calling `one()` for `seconds` (or until `going()` turns false); answers per second and latency percentiles. */
async function drive(clients, seconds, one, going = () => true) {
  const latencies = [];
  let errors = 0;
  let firstError = '';
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async (_, c) => {
      while (performance.now() < deadline && going()) {
        const t = performance.now();
        try {
          await one(c);
          latencies.push(performance.now() - t);
        } catch (e) {
          errors++;
          firstError ||= String(e instanceof Error ? e.message : e).slice(0, 200);
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  if (firstError) console.error(`  first error: ${firstError}`);
  return {
    n: latencies.length,
    errors,
    perSec: latencies.length / elapsed,
    p50: pct(latencies, 0.5),
    p99: pct(latencies, 0.99),
  };
}

export async function scaleBench({
  cluster,
  clients,
  seconds,
  startServerProcess,
  placeOrderOver,
  httpPost,
  startNginx,
}) {
  const { default: postgres } = await import('postgres');
  const admin = postgres(cluster.url, { max: 1, onnotice: () => undefined });
  const name = 'bench_scale';
  const servers = [];
  let nginx = null;
  let seq = 0;
  const key = () => `scale-${process.pid}-${++seq}`;
  const order = async (base, venue, cart, device) => {
    const r = await placeOrderOver(base, { cart, payment: 'cash', key: key(), device, venue });
    if (r.status !== 200 || r.body.success !== true)
      throw new Error(`order refused: ${r.status} ${JSON.stringify(r.body).slice(0, 200)}`);
    return r.body.result.transactionId;
  };
  try {
    await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.unsafe(`CREATE DATABASE ${name}`);
    const url = cluster.url.replace(/\/[^/]*$/, `/${name}`);
    const env = { TRUST_PROXY: '1' };
    servers.push(await startServerProcess({ databaseUrl: url, env, timeoutMs: 300_000 }));
    for (let i = 1; i < 3; i++) servers.push(await startServerProcess({ databaseUrl: url, env, timeoutMs: 300_000 }));
    const txn = await order(servers[0].base, undefined, CAFE_CART, 'bench-seed');
    const rows = [];
    for (const n of [1, 2, 3]) {
      nginx = await startNginx(servers.slice(0, n).map((s) => s.base));
      const base = nginx.base;
      for (let i = 0; i < 20; i++) await order(base, undefined, CAFE_CART, 'bench-warm');
      const reads = await drive(clients, seconds, async () => {
        const r = await httpPost(base, '/pro/api/pos/orderTracking', { transactionIds: [txn] });
        if (r.status !== 200 || r.body.success !== true) throw new Error(`read refused: ${r.status}`);
      });
      const writes = await drive(clients, seconds, (c) => order(base, undefined, CAFE_CART, `bench-${c}`));
      rows.push({ n, reads, writes, load: load() });
      console.log(
        `  ${n} process(es): reads ${fmt(reads.perSec)}/s p50 ${fmt(reads.p50)} p99 ${fmt(reads.p99)} ms; writes ${fmt(writes.perSec)}/s p50 ${fmt(writes.p50)} p99 ${fmt(writes.p99)} ms (load ${load()})`,
      );
      if (n < 3) {
        await nginx.stop();
        nginx = null;
      }
    }
    // Isolation, through all three processes.
    const base = nginx.base;
    const alone = await drive(1, seconds, () => order(base, STORE, STORE_CART, 'store-1'));
    let busy = true;
    const saturate = drive(
      clients * 2,
      seconds + 2,
      (c) => order(base, undefined, CAFE_CART, `sat-${c}`),
      () => busy,
    );
    await new Promise((r) => setTimeout(r, 1000));
    const beside = await drive(1, seconds, () => order(base, STORE, STORE_CART, 'store-1'));
    busy = false;
    const sat = await saturate;
    console.log(
      `  demo-store alone ${fmt(alone.perSec)}/s p50 ${fmt(alone.p50)} p99 ${fmt(alone.p99)} ms; beside a saturated demo-cafe (${clients * 2} clients, ${fmt(sat.perSec)}/s) ${fmt(beside.perSec)}/s p50 ${fmt(beside.p50)} p99 ${fmt(beside.p99)} ms (load ${load()})`,
    );

    console.log(`\nThrough nginx, ${clients} clients, ${seconds} s each (load average at the end: ${load()}):`);
    console.log(
      '| processes | reads/s | read p50 ms | read p99 ms | orders/s | order p50 ms | order p99 ms | errors | load |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|');
    for (const r of rows)
      console.log(
        `| ${r.n} | ${fmt(r.reads.perSec)} | ${fmt(r.reads.p50)} | ${fmt(r.reads.p99)} | ${fmt(r.writes.perSec)} | ${fmt(r.writes.p50)} | ${fmt(r.writes.p99)} | ${r.reads.errors + r.writes.errors} | ${r.load} |`,
      );
    console.log(
      `\nOne venue saturated (3 processes, ${clients * 2} clients at demo-cafe), one client ordering at demo-store:`,
    );
    console.log('| demo-store | orders/s | p50 ms | p99 ms | errors |');
    console.log('|---|---|---|---|---|');
    console.log(`| alone | ${fmt(alone.perSec)} | ${fmt(alone.p50)} | ${fmt(alone.p99)} | ${alone.errors} |`);
    console.log(
      `| beside saturated demo-cafe | ${fmt(beside.perSec)} | ${fmt(beside.p50)} | ${fmt(beside.p99)} | ${beside.errors} |`,
    );
    console.log(
      `demo-cafe meanwhile: ${fmt(sat.perSec)} orders/s, p99 ${fmt(sat.p99)} ms, ${sat.errors} errors; demo-store beside/alone: ${fmt(beside.perSec / alone.perSec, 2)} of the orders/s, p50 ${fmt(beside.p50 / alone.p50, 2)}x`,
    );
    return rows.every((r) => r.reads.errors + r.writes.errors === 0) && alone.errors + beside.errors === 0;
  } finally {
    await nginx?.stop();
    await Promise.all(servers.map((s) => s.stop()));
    await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
    await admin.end({ timeout: 5 });
  }
}
