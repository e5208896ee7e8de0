// Measures feeCalc with a gift card (issue 5 extras): N calls sending the card's code (scrypt on every
// call: how every feeCalc worked before verification tokens), N calls sending its verification token
// (no scrypt), and N calls without a gift card; prints the medians. Server in memory, in process.
// Run: npx tsx scripts/bench-giftcard-feecalc.ts [N=20]
// Over HTTP against a running server (plain wire variant, signed as docs/wire-format.md says):
//   BENCH_URL=http://127.0.0.1:8201 npx tsx scripts/bench-giftcard-feecalc.ts 20
import { createHash } from 'node:crypto';
import { CAFE, post, startServer } from '../tests/server/helpers';

const N = Number(process.argv[2] ?? 20);
const CART = { itemList: [{ pluId: 'banana-bread', quantity: 2 }], orderType: 'takeaway' };
const CARD = '6000100000000002'; // seeded: demo-cafe, code 246801, $500.00

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** One signed call over HTTP; the answer's body. */
async function httpPost(
  base: string,
  path: string,
  payload: object,
): Promise<{ status: number; body: Record<string, any> }> {
  const tm = Date.now();
  const device = 'bench-giftcard';
  const sign = createHash('sha256').update(`${CAFE.shopKey}|${device}|${tm}`).digest('hex');
  const res = await fetch(base + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...payload, id: CAFE.shopKey, shp: CAFE.siteId, device, tm, sign }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

async function main() {
  const base = process.env.BENCH_URL;
  if (base) {
    await run((path, payload) => httpPost(base, path, payload), `over HTTP (${base})`);
    return;
  }
  const s = await startServer();
  s.clock.t = Date.now();
  try {
    await run((path, payload) => post(s, path, payload, { identity: CAFE, format: 'b64' }), 'in process');
  } finally {
    await s.close();
  }
}

type Call = (path: string, payload: object) => Promise<{ status: number; body: Record<string, any> }>;

async function run(call: Call, where: string) {
  const time = async (giftCards?: unknown[]) => {
    const out: number[] = [];
    for (let i = 0; i < N + 2; i++) {
      const t0 = performance.now();
      const r = await call('/api/pos/feeCalc', { cart: CART, payment: 'cash', ...(giftCards ? { giftCards } : {}) });
      const ms = performance.now() - t0;
      if (r.status !== 200 || r.body.result.blocked.length) throw new Error(JSON.stringify(r.body));
      if (i >= 2) out.push(ms); // two warm-up calls
    }
    return out;
  };
  const check = await call('/api/giftcard/check', { cardNum: CARD, code: '246801' });
  if (!check.body.success) throw new Error(JSON.stringify(check.body));
  const token = check.body.result.token as string;
  await time(); // warm the whole path (JIT, caches) before timing anything
  const none = await time();
  const code = await time([{ cardNum: CARD, code: '246801' }]);
  const tok = await time([{ cardNum: CARD, token }]);
  const f = (x: number) => x.toFixed(1);
  console.log(
    `feeCalc medians over ${N} calls, ${where}: no gift card ${f(median(none))} ms; gift card by code (scrypt, before) ${f(median(code))} ms; gift card by token (after) ${f(median(tok))} ms`,
  );
}
void main();
