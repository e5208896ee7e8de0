// Sandbox payment provider (issue 5): hosted page, approve / decline / cancel, signed notifications
// applied once, bad signatures and wrong amounts refused with nothing changed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signResult } from '../../server/payments/provider';
import { get, startServer, type TestServer } from './helpers';
import { order, orderRow } from './orderHelpers';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(async () => s.close());

async function page(txn: string, lang = '') {
  const r = await get(s, `/sandbox/pay/${txn}${lang ? `?lang=${lang}` : ''}`);
  const ref = /name="ref" value="([^"]+)"/.exec(r.text)?.[1] ?? '';
  return { ...r, ref };
}

async function decide(txn: string, form: Record<string, string>) {
  const res = await s.app.inject({
    method: 'POST',
    url: `/sandbox/pay/${txn}/decide`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });
  return { status: res.statusCode, location: String(res.headers.location ?? ''), text: res.body };
}

const CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };

async function notify(body: Record<string, unknown>) {
  const res = await s.app.inject({
    method: 'POST',
    url: '/api/payments/notify',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
  return { status: res.statusCode, body: res.json() as Record<string, any> };
}

const attempts = async (txn: string) =>
  s.db.query<Record<string, any>>(
    'SELECT * FROM payment_attempts WHERE transaction_id = $1 ORDER BY created_at, provider_ref',
    [txn],
  );

describe('hosted page', () => {
  it('shows venue, amount and a card form with no script, the CSP and escaped values; Chinese labels', async () => {
    const o = await order(s, 'dps');
    const p = await page(o.transactionId);
    expect(p.status).toBe(200);
    expect(p.headers['content-security-policy']).toContain("script-src 'self'");
    expect(p.text).not.toMatch(/<script/i);
    expect(p.text).toContain('Harbour Cafe');
    expect(p.text).toContain('$19.29');
    expect(p.text).toContain('name="cardNumber"');
    const zh = await page(o.transactionId, 'zh-hans');
    expect(zh.text).toContain('卡号');
    expect(zh.ref).toBe(p.ref); // one pending attempt at a time
  });
  it('QR methods show a QR code and approve / decline buttons', async () => {
    const o = await order(s, 'wechat');
    const p = await page(o.transactionId);
    expect(p.text).toContain('<svg');
    expect(p.text).toContain('I have scanned and paid');
    expect(p.text).toContain('value="decline"');
    expect(p.text).not.toContain('cardNumber');
  });
  it('escapes every value (a venue name with markup) and refuses orders not paid through the provider', async () => {
    const o = await order(s, 'dps');
    await s.db.query(
      `UPDATE venues SET branding = branding || '{"name": "<b onclick=x>Evil & Co</b>"}' WHERE shop_id = 'demo-cafe'`,
    );
    const p = await page(o.transactionId);
    expect(p.text).toContain('&lt;b onclick=x&gt;Evil &amp; Co&lt;/b&gt;');
    expect(p.text).not.toContain('<b onclick');
    await s.db.query(`UPDATE venues SET branding = branding || '{"name": "Harbour Cafe"}' WHERE shop_id = 'demo-cafe'`);
    const cash = await order(s, 'cash');
    expect((await page(cash.transactionId)).status).toBe(400);
    expect((await decide(cash.transactionId, { decision: 'approve', ref: 'sbx_nope' })).status).toBe(400);
    expect((await orderRow(s, cash.transactionId)).paid).toBe(false);
  });
  it('unknown orders answer 404', async () => {
    expect((await page('txn_nope')).status).toBe(404);
  });
});

describe('decisions', () => {
  it('approve with the test card: paid once, sent to the kitchen, redirected to the callback', async () => {
    const o = await order(s, 'dps');
    const p = await page(o.transactionId);
    const d = await decide(o.transactionId, { decision: 'approve', ref: p.ref, ...CARD });
    expect(d.status).toBe(303);
    expect(d.location).toBe(`/callback/demo-cafe/payment/dps/requirement/order/txn/${o.transactionId}?result=approved`);
    expect(await orderRow(s, o.transactionId)).toMatchObject({ paid: true, pay_status: 'paid', sent: true });
    // A double click replays the redirect and changes nothing.
    const again = await decide(o.transactionId, { decision: 'approve', ref: p.ref, ...CARD });
    expect(again.location).toContain('result=approved');
    expect((await attempts(o.transactionId)).map((a) => a.status)).toEqual(['approved']);
    expect((await page(o.transactionId)).text).toContain('already paid');
  });
  it('a badly shaped card is refused on the page; nothing changes', async () => {
    const o = await order(s, 'dps');
    const p = await page(o.transactionId);
    const d = await decide(o.transactionId, {
      decision: 'approve',
      ref: p.ref,
      cardNumber: '1234',
      expiry: '12/30',
      cvc: '1',
    });
    expect(d.status).toBe(400);
    expect(d.text).toContain('13 to 19 digits');
    expect(await orderRow(s, o.transactionId)).toMatchObject({ paid: false });
    expect((await attempts(o.transactionId))[0].status).toBe('pending');
  });
  it('decline (test card 4000 0000 0000 0002): failed, then a retry approves', async () => {
    const o = await order(s, 'dps');
    const p = await page(o.transactionId);
    const d = await decide(o.transactionId, {
      decision: 'approve',
      ref: p.ref,
      ...CARD,
      cardNumber: '4000 0000 0000 0002',
    });
    expect(d.location).toContain('result=declined');
    expect(await orderRow(s, o.transactionId)).toMatchObject({ paid: false, pay_status: 'failed', sent: false });
    const retry = await page(o.transactionId);
    expect(retry.ref).not.toBe(p.ref);
    const ok = await decide(o.transactionId, { decision: 'approve', ref: retry.ref, ...CARD });
    expect(ok.location).toContain('result=approved');
    expect(await orderRow(s, o.transactionId)).toMatchObject({ paid: true, pay_status: 'paid', sent: true });
    expect((await attempts(o.transactionId)).map((a) => a.status).sort()).toEqual(['approved', 'declined']);
  });
  it('QR decline then approve', async () => {
    const o = await order(s, 'alipay');
    const p = await page(o.transactionId);
    expect((await decide(o.transactionId, { decision: 'decline', ref: p.ref })).location).toContain('result=declined');
    const p2 = await page(o.transactionId);
    expect((await decide(o.transactionId, { decision: 'approve', ref: p2.ref, lang: 'zh-hans' })).location).toContain(
      'result=approved&lang=zh-hans',
    );
    expect((await orderRow(s, o.transactionId)).paid).toBe(true);
  });
  it('cancel: the order stays unpaid and is not sent to the kitchen; the customer can pay later', async () => {
    const o = await order(s, 'paypal');
    const p = await page(o.transactionId);
    const d = await decide(o.transactionId, { decision: 'cancel', ref: p.ref });
    expect(d.location).toBe(
      `/callback/demo-cafe/payment/paypal/requirement/order/txn/${o.transactionId}?result=cancelled`,
    );
    expect(await orderRow(s, o.transactionId)).toMatchObject({
      paid: false,
      pay_status: 'cancelled',
      sent: false,
      status: 'placed',
    });
    expect((await page(o.transactionId)).status).toBe(200);
  });
});

describe('notifications', () => {
  it('a notification replayed 100 times changes state once', async () => {
    const o = await order(s, 'dps');
    const { ref } = await page(o.transactionId);
    const n = { transactionId: o.transactionId, amountCents: o.totalCents, result: 'approved', providerRef: ref };
    const body = { ...n, signature: signResult(n) };
    const all = [];
    for (let i = 0; i < 100; i++) all.push(notify(body));
    const res = await Promise.all(all);
    expect(res.every((r) => r.status === 200 && r.body.result.paid === true)).toBe(true);
    expect(res.filter((r) => r.body.result.changed).length).toBe(1);
    const row = await orderRow(s, o.transactionId);
    expect(row).toMatchObject({ paid: true, pay_status: 'paid' });
    // A later "declined" with a valid signature for the same attempt changes nothing either.
    const late = { ...n, result: 'declined' };
    const r = await notify({ ...late, signature: signResult(late) });
    expect(r.body.result).toMatchObject({ changed: false, paid: true });
    expect(await orderRow(s, o.transactionId)).toEqual(row);
  });
  it('a bad signature or a wrong amount answers 400 and changes nothing', async () => {
    const o = await order(s, 'dps');
    const { ref } = await page(o.transactionId);
    const before = await orderRow(s, o.transactionId);
    const n = { transactionId: o.transactionId, amountCents: o.totalCents, result: 'approved', providerRef: ref };
    const bad = await notify({ ...n, signature: signResult(n, 'not-the-secret') });
    expect(bad.status).toBe(400);
    expect(bad.body.dispMsg).toMatch(/signature/);
    const wrong = { ...n, amountCents: 1 };
    const amt = await notify({ ...wrong, signature: signResult(wrong) });
    expect(amt.status).toBe(400);
    expect(amt.body.dispMsg).toMatch(/amount/);
    const garbage = await notify({ ...n, signature: 'zz' });
    expect(garbage.status).toBe(400);
    const missing = await notify({ transactionId: o.transactionId });
    expect(missing.status).toBe(400);
    expect(await orderRow(s, o.transactionId)).toEqual(before);
    expect((await attempts(o.transactionId)).map((a) => a.status)).toEqual(['pending']);
  });
});
