// 200 generated XSS payloads (fixed seed) stored in every string field a customer or an admin can
// store (venue name and texts, profile, order and line notes, delivery address, events, saved card
// alias), then every HTML page the server writes is fetched (the app shell with the venue name and
// banner, the sandbox payment page, its form's answers, the SMS outbox): no payload may come back
// unescaped.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAFE, login, post, startServer, type TestServer } from '../helpers';
import { CART, feeCalc, newKey, placeOrder } from '../orderHelpers';

const SEED = 4_242_026;
const VECTORS = [
  '<script>alert(M)</script>',
  '<img src=x onerror=alert(M)>',
  '<svg onload=alert(M)>',
  '<iframe src="javascript:alert(M)"></iframe>',
  '<a href="javascript:alert(M)">x</a>',
  '<body onload=alert(M)>',
  '<details open ontoggle=alert(M)>',
  '" onmouseover="alert(M)',
  "' autofocus onfocus='alert(M)",
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(M)>',
  '<scr<script>ipt>alert(M)</script>',
  '<ScRiPt>alert(M)</sCrIpT>',
  '<style>@import "javascript:alert(M)"</style>',
  '<object data="data:text/html,<script>alert(M)</script>">',
  '<base href="//evil.example/M">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(M)">',
  '<input autofocus onfocus=alert(M)>',
  '<svg><animate onbegin=alert(M) attributeName=x dur=1s>',
  '<video><source onerror=alert(M)>',
  '<link rel=import href="//evil.example/M">',
];
const BREAKOUTS = [
  '',
  '">',
  "'>",
  '</title>',
  '</p>',
  '</textarea>',
  '-->',
  '</script>',
  '</style>',
  '`;',
  ']]>',
  '</option></select>',
];

/** Payloads with a unique marker each, so a reflection is traced to its payload. */
const payloads: { text: string; mark: string }[] = fc
  .sample(fc.tuple(fc.constantFrom(...BREAKOUTS), fc.constantFrom(...VECTORS), fc.string({ maxLength: 6 })), {
    seed: SEED,
    numRuns: 200,
  })
  .map(([pre, vector, tail], i) => {
    const mark = `XSS_${i}_MARK`;
    return { text: `${pre}${vector.replace(/\bM\b/g, mark)}${tail}`, mark };
  });

/** The payload came back as markup: verbatim with its special characters, or a tag carrying its marker. */
function reflected(html: string, p: { text: string; mark: string }): boolean {
  return (/[<>"']/.test(p.text) && html.includes(p.text)) || new RegExp(`<[A-Za-z!/][^<>]*${p.mark}`).test(html);
}

/** HTML text with its character references resolved (numeric and the five named ones). */
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const unescape = (html: string) =>
  html.replace(/&(#\d+|[a-z]+);/g, (m, e: string) =>
    e[0] === '#' ? String.fromCharCode(Number(e.slice(1))) : (NAMED[e] ?? m),
  );

let s: TestServer;
let dist: string;
let token: string;
let admin: string;
let txn: string;
let total: number;
let deliveryTotal: number;
/** A delivery cart over the cafe's minimum delivery amount, to a zone it serves. */
const DELIVERY = {
  ...CART,
  orderType: 'delivery',
  itemList: [{ ...CART.itemList[0], quantity: 9 }],
  delivery: { address: 'x', zoneId: '4000' },
};
const figures = { payloads: payloads.length, stored: 0, refused: 0, pages: 0, reflections: [] as string[] };

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'xss-dist-'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Venue</title></head><body><div id="root"></div></body></html>',
  );
  s = await startServer({ distDir: dist });
  token = (await login(s)).token;
  admin = (await login(s, { userName: 'admin@example.com', password: 'Admin1234!' })).token;
  total = (await feeCalc(s, CART, 'dps')).body.result.totalCents;
  const r = await placeOrder(s, { idempotencyKey: newKey(), cart: CART, payment: 'dps', expectedTotalCents: total });
  txn = r.body.result.transactionId;
  const d = await feeCalc(s, DELIVERY, 'cash');
  expect(d.body.result.blocked ?? []).toEqual([]);
  deliveryTotal = d.body.result.totalCents;
});
afterAll(async () => {
  console.log(
    `xss: ${figures.payloads} payloads, ${figures.stored} stores accepted, ${figures.refused} refused by validation, ${figures.pages} HTML pages read, ${figures.reflections.length} unescaped reflections`,
  );
  await s.close();
  rmSync(dist, { recursive: true, force: true });
});

/** Every place a string is stored, each given the payload. */
function stores(text: string): (() => ReturnType<typeof post>)[] {
  const cart = { ...CART, notes: text, itemList: [CART.itemList[0], { ...CART.itemList[1], notes: text }] };
  return [
    () =>
      post(
        s,
        '/pro/lot/config/update',
        {
          shop: 'demo-cafe',
          branding: { name: text, designer: text },
          settings: { shopName: text },
          profile: { address: text, company: text },
        },
        { token: admin },
      ),
    () =>
      post(
        s,
        '/account/update',
        { firstName: text.slice(0, 60), lastName: text.slice(-60), address: text, birthday: text.slice(0, 20) },
        { token },
      ),
    () =>
      post(
        s,
        '/api/account/actionCcUser',
        { action: 'ADD', cardNum: '4242424242424242', alias: text.slice(0, 40) },
        { token },
      ),
    () =>
      post(
        s,
        '/api/sync/eventInBatch',
        { events: [{ type: text, page: text }], batchId: 'xss' },
        { identity: CAFE, format: 'b64', nest: true, token },
      ),
    () =>
      post(
        s,
        '/api/shop/order/add/v2',
        { idempotencyKey: newKey(), cart, payment: 'dps', expectedTotalCents: total },
        { identity: CAFE, format: 'b64', nest: true },
      ),
    () =>
      post(
        s,
        '/api/shop/order/add/v2',
        {
          idempotencyKey: newKey(),
          cart: { ...DELIVERY, delivery: { ...DELIVERY.delivery, address: text } },
          payment: 'cash',
          expectedTotalCents: deliveryTotal,
        },
        { identity: CAFE, format: 'b64', nest: true },
      ),
  ];
}

/** Every HTML page the server writes, some with the payload in the address too. */
function pages(
  text: string,
): (() => Promise<{ statusCode: number; body: string; headers: Record<string, unknown> }>)[] {
  const q = encodeURIComponent(text);
  return [
    ...['shop', 'mobile', 'self', 'account', 'company'].map(
      (family) => () => s.app.inject({ method: 'GET', url: `/${family}/demo-cafe/home` }),
    ),
    () => s.app.inject({ method: 'GET', url: `/shop/demo-cafe/product/${q}` }),
    () => s.app.inject({ method: 'GET', url: `/sandbox/pay/${txn}?lang=${q}` }),
    () => s.app.inject({ method: 'GET', url: `/sandbox/pay/${q}` }),
    () =>
      s.app.inject({
        method: 'POST',
        url: `/sandbox/pay/${txn}/decide`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `decision=approve&ref=${q}&lang=${q}&cardNumber=${q}&expiry=${q}&cvc=${q}`,
      }),
    () => s.app.inject({ method: 'GET', url: `/dev/outbox?format=${q}` }),
  ];
}

describe('stored XSS payloads never come back as markup', () => {
  it('200 payloads into every stored string field, every HTML page read after each', async () => {
    for (const p of payloads) {
      // This test is about escaping, not about limits: the shared rate windows (event batches per
      // address and device, sign-ins) start afresh for each payload.
      await s.db.query('DELETE FROM rate_windows');
      for (const store of stores(p.text)) {
        const r = await store();
        expect(r.status).toBeLessThan(500);
        if (r.status === 200 && r.body.success !== false) figures.stored++;
        else figures.refused++;
      }
      for (const page of pages(p.text)) {
        const res = await page();
        expect(res.statusCode).toBeLessThan(500);
        if (!String(res.headers['content-type'] ?? '').startsWith('text/html')) continue;
        figures.pages++;
        if (reflected(res.body, p)) figures.reflections.push(`${p.mark}: ${p.text}`);
      }
    }
    expect(figures.reflections).toEqual([]);
    expect(figures.refused).toBe(0);
    // The payloads reached the pages: the last venue name is in the shell and the sandbox page, escaped.
    const last = payloads[payloads.length - 1].text;
    expect(unescape((await s.app.inject({ method: 'GET', url: '/shop/demo-cafe/home' })).body)).toContain(last);
    expect(unescape((await s.app.inject({ method: 'GET', url: `/sandbox/pay/${txn}` })).body)).toContain(last);
  }, 300_000);
});
