// Measures feeCalc with a gift card (issue 5 extras): N calls sending the card's code (scrypt on every
// call: how every feeCalc worked before verification tokens), N calls sending its verification token
// (no scrypt), and N calls without a gift card; prints the medians. Server in memory, in process.
// Run: npx tsx scripts/bench-giftcard-feecalc.ts [N=20]
import { CAFE, post, startServer } from '../tests/server/helpers';

const N = Number(process.argv[2] ?? 20);
const CART = { itemList: [{ pluId: 'banana-bread', quantity: 2 }], orderType: 'takeaway' };
const CARD = '6000100000000002'; // seeded: demo-cafe, code 246801, $500.00

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

async function main() {
  const s = await startServer();
  s.clock.t = Date.now();
  try {
    const time = async (giftCards?: unknown[]) => {
      const out: number[] = [];
      for (let i = 0; i < N + 2; i++) {
        const t0 = performance.now();
        const r = await post(s, '/api/pos/feeCalc', { cart: CART, payment: 'cash', ...(giftCards ? { giftCards } : {}) }, { identity: CAFE, format: 'b64' });
        const ms = performance.now() - t0;
        if (r.status !== 200 || r.body.result.blocked.length) throw new Error(JSON.stringify(r.body));
        if (i >= 2) out.push(ms); // two warm-up calls
      }
      return out;
    };
    const check = await post(s, '/api/giftcard/check', { cardNum: CARD, code: '246801' }, { identity: CAFE, format: 'b64' });
    const token = check.body.result.token as string;
    const none = await time();
    const code = await time([{ cardNum: CARD, code: '246801' }]);
    const tok = await time([{ cardNum: CARD, token }]);
    const f = (x: number) => x.toFixed(1);
    console.log(`feeCalc medians over ${N} calls: no gift card ${f(median(none))} ms; gift card by code (scrypt, before) ${f(median(code))} ms; gift card by token (after) ${f(median(tok))} ms`);
  } finally {
    await s.close();
  }
}
void main();
