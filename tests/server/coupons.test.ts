// Coupons, vouchers, gift cards bought online and invitations (issue 16): collect by code and signed
// link (a link expires and works once), view, staff verify (a second is refused), the rule at checkout
// priced by the server (amount, percent, minimum spend, expiry, one use), the coupon receipt, a gift
// card bought through the sandbox and redeemed by another customer, and the invitation rules.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkToken } from '../../server/coupons/links';
import { CAFE, get, login, post, startServer, type TestServer } from './helpers';
import { feeCalc, newKey, placeOrder } from './orderHelpers';

/** An order well over the $20 minimum of Alice's $5 coupon. */
const CART = {
  itemList: [
    { pluId: 'flat-white', quantity: 6, attrs: [{ attrId: 'size', optionId: 'regular', quantity: 1 }] },
    { pluId: 'banana-bread', quantity: 2 },
  ],
  orderType: 'pickup',
};

let s: TestServer;
let alice: string;
let bob: string;
let admin: string;
beforeAll(async () => {
  s = await startServer();
  alice = (await login(s)).token;
  bob = (await login(s, { userName: '0400000002', password: 'Demo1234!' })).token;
  admin = (await login(s, { userName: 'admin@example.com', password: 'Admin1234!' })).token;
});
afterAll(async () => s.close());

const cafe = { shop: 'demo-cafe' };
const call = (url: string, payload: Record<string, unknown>, token?: string) =>
  post(s, url, { ...cafe, ...payload }, { token });
const collect = (payload: Record<string, unknown>, token = alice) => call('/pro/voucher/collect', payload, token);
const held = async (token: string, kind = 'coupon') =>
  (await call('/pro/report/voucherPool/list', { kind }, token)).body.result as Record<string, any>[];

describe('collect', () => {
  it('collects by code once per customer; the message call tells what the code gives', async () => {
    const m = await call('/pro/voucher/message', { code: 'spring3' });
    expect(m.body.result).toMatchObject({ rtn: 1, kind: 'coupon', amountCents: 300, minCents: 1000, open: true });
    const r = await collect({ code: 'SPRING3' });
    expect(r.body.result).toMatchObject({ rtn: 1, kind: 'coupon', state: 'usable', amountCents: 300 });
    expect(r.body.result.ticket).toMatch(/^C[0-9A-Z]{12}$/);
    const again = await collect({ code: 'SPRING3' });
    expect(again.body).toMatchObject({ success: false, result: { code: 'coupon.limit' } });
    expect(again.body.dispMsg).toMatch(/already hold/);
    expect((await collect({ code: 'NOPE' })).body.result.code).toBe('coupon.unknown');
    expect((await collect({ code: 'SPRING3', kind: 'voucher' })).body.result.code).toBe('coupon.unknown');
  });

  it('a signed link works once, for whoever opens it first, and not after it expires', async () => {
    const token = linkToken('demo-cafe', 'LINK4', s.clock.t + 3_600_000);
    const b = await collect({ code: 'LINK4', token }, bob);
    expect(b.body.result).toMatchObject({ rtn: 1, via: 'link' });
    const a = await collect({ code: 'LINK4', token }, alice);
    expect(a.body.result).toMatchObject({ code: 'coupon.link-used' });
    const old = linkToken('demo-cafe', 'LINK4', s.clock.t - 1);
    expect((await collect({ code: 'LINK4', token: old })).body.result.code).toBe('coupon.link-expired');
    const forged = token.slice(0, -4) + '0000';
    expect((await collect({ code: 'LINK4', token: forged })).body.result.code).toBe('coupon.link-invalid');
    // A link of another code is no link for this one.
    expect(
      (await collect({ code: 'SPRING3', token: linkToken('demo-cafe', 'LINK4', s.clock.t + 60_000) }, bob)).body.result
        .code,
    ).toBe('coupon.link-invalid');
    // Staff make links through the admin call; a customer cannot.
    const made = await call('/api/coupon/link', { code: 'LINK4', hours: 2 }, admin);
    expect(made.body.result.path).toMatch(/^coupon\/LINK4\/token\/cl1\.\d+\..+\/get$/);
    expect((await call('/api/coupon/link', { code: 'LINK4' }, alice)).status).toBe(403);
    const viaAdmin = await collect({ code: 'LINK4', token: made.body.result.token }, alice);
    expect(viaAdmin.body.result).toMatchObject({ rtn: 1, via: 'link' });
  });
});

describe('view and verify', () => {
  it('Alice sees her own tickets; Bob gets no answer about them', async () => {
    const list = await held(alice);
    expect(list.map((t) => t.ticket)).toEqual(expect.arrayContaining(['CALICE000001', 'CALICE000002']));
    expect((await held(alice, 'voucher')).map((t) => t.ticket)).toContain('VALICE000001');
    expect((await held(bob)).map((t) => t.ticket)).not.toContain('CALICE000001');
    const one = await call('/pro/report/voucherPool/list', { ticket: 'CALICE000001' }, bob);
    expect(one.body.result.code).toBe('coupon.unknown');
    expect(JSON.stringify(one.body)).not.toContain('u-demo-alice');
  });

  it('staff verify a voucher once; a second verify is refused; customers cannot verify', async () => {
    const v = (await collect({ code: 'JUICE' }, bob)).body.result.ticket as string;
    const verify = (token: string) =>
      post(s, '/api/voucher/verify', { ticket: v }, { identity: CAFE, format: 'b64', token });
    expect((await verify(bob)).status).toBe(403);
    const first = await verify(admin);
    expect(first.body.result).toMatchObject({ rtn: 1, status: 'verified' });
    const second = await verify(admin);
    expect(second.body).toMatchObject({ success: false, result: { code: 'coupon.used' } });
    expect(second.body.dispMsg).toMatch(/already been verified/);
    expect((await held(bob, 'voucher')).find((t) => t.ticket === v)?.state).toBe('verified');
  });

  it("codeExtract says what a code is, for the visitor; codeFeedback takes a report on one's own", async () => {
    const x = (code: string, token: string) =>
      call('/pro/acs/credential/codeExtract', { action: 'CODEEXTRACT', code }, token);
    expect((await x('CALICE000001', alice)).body.result).toMatchObject({
      what: 'ticket',
      route: 'coupon/CALICE000001',
    });
    expect((await x('CALICE000001', bob)).body.result.code).toBe('coupon.unknown');
    expect((await x('CALICE000001', admin)).body.result).toMatchObject({ what: 'staff-ticket', kind: 'coupon' });
    expect((await x('spring3', bob)).body.result).toMatchObject({ what: 'collect', route: 'coupon/SPRING3/collect' });
    expect((await x('ALICE2026', bob)).body.result).toMatchObject({
      what: 'invitation',
      route: 'member/ALICE2026/invitation',
    });
    const fb = (code: string, token: string) =>
      call('/pro/acs/credential/codeFeedback', { code, reason: 'not-accepted', note: 'the till refused it' }, token);
    expect((await fb('CALICE000002', alice)).body.result).toMatchObject({ rtn: 1 });
    expect((await fb('CALICE000002', bob)).body.result.code).toBe('coupon.unknown');
  });
});

describe('at checkout', () => {
  const fee = (ticket: string | undefined, token: string, cart: unknown = CART) =>
    post(
      s,
      '/api/pos/feeCalc',
      { cart, payment: 'cash', ...(ticket ? { ticket } : {}) },
      { identity: CAFE, format: 'b64', token },
    );

  it("the server applies the rule: an amount, a percent, the minimum spend; another's ticket is refused", async () => {
    const base = (await feeCalc(s, CART, 'cash', { token: alice })).body.result;
    const five = (await fee('CALICE000001', alice)).body.result;
    expect(five.blocked).toEqual([]);
    expect(five.cart.wholeDiscount).toBe(500);
    expect(five.totalCents).toBeLessThan(base.totalCents);
    const pct = (await fee('CALICE000002', alice)).body.result;
    expect(pct.cart.wholeDiscount).toBeGreaterThan(0);
    const small = { itemList: [{ pluId: 'banana-bread', quantity: 1 }], orderType: 'pickup' };
    const min = (await fee('CALICE000001', alice, small)).body.result;
    expect(min.blocked.map((b: { code: string }) => b.code)).toContain('coupon.minimum');
    expect((await fee('CALICE000001', bob)).body.result.blocked[0].code).toBe('coupon.unknown');
    const anon = await post(
      s,
      '/api/pos/feeCalc',
      { cart: CART, payment: 'cash', ticket: 'CALICE000001' },
      { identity: CAFE, format: 'b64' },
    );
    expect(anon.body.result.blocked[0].code).toBe('coupon.login');
  });

  it('an order uses the ticket once; a second order with it is refused; the receipt shows it', async () => {
    const f = (await fee('CALICE000001', alice)).body.result;
    const r = await placeOrder(
      s,
      {
        idempotencyKey: newKey(),
        cart: CART,
        payment: 'cash',
        expectedTotalCents: f.totalCents,
        ticket: 'CALICE000001',
      },
      { token: alice },
    );
    expect(r.status).toBe(200);
    const txn = r.body.result.transactionId as string;
    const t = (await call('/pro/report/voucherPool/list', { ticket: 'CALICE000001' }, alice)).body.result[0];
    expect(t).toMatchObject({ status: 'used', usedTxn: txn, discountCents: 500 });
    const again = await placeOrder(
      s,
      {
        idempotencyKey: newKey(),
        cart: CART,
        payment: 'cash',
        expectedTotalCents: f.totalCents,
        ticket: 'CALICE000001',
      },
      { token: alice },
    );
    expect(again.status).toBe(422);
    expect(again.body.result.blocked[0].code).toBe('coupon.used');
    const rc = await call('/api/coupon/receipt', { ticket: 'CALICE000001', transactionId: txn }, alice);
    expect(rc.body.result).toMatchObject({ rtn: 1, order: { transactionId: txn, totalCents: f.totalCents } });
    expect(
      (await call('/api/coupon/receipt', { ticket: 'CALICE000001', transactionId: txn }, bob)).body.result.code,
    ).toBe('coupon.unknown');
  });

  it('an expired ticket is refused', async () => {
    await s.db.query(`UPDATE held_tickets SET expires_at = $1 WHERE ticket = 'VALICE000001'`, [s.clock.t - 1]);
    expect((await fee('VALICE000001', alice)).body.result.blocked[0].code).toBe('coupon.expired');
  });
});

describe('gift card bought online', () => {
  async function pay(txn: string) {
    const page = await get(s, `/sandbox/pay/${txn}`);
    const ref = /name="ref" value="([^"]+)"/.exec(page.text)![1];
    const res = await s.app.inject({
      method: 'POST',
      url: `/sandbox/pay/${txn}/decide`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        ref,
        decision: 'approve',
        cardNumber: '4242 4242 4242 4242',
        expiry: '12/30',
        cvc: '123',
      }).toString(),
    });
    return String(res.headers.location ?? '');
  }

  it("is paid through the sandbox, comes back to the family's callback, is issued once, and another customer redeems it", async () => {
    const products = await call('/api/giftcard/products', {});
    expect(products.body.result[0]).toMatchObject({ productId: 'harbour-gift', amounts: [2000, 5000, 10000] });
    expect(
      (await call('/api/giftcard/buy', { productId: 'harbour-gift', amountCents: 500, family: 'shop' }, alice)).body
        .result.code,
    ).toBe('giftcard.amount');
    const b = (await call('/api/giftcard/buy', { productId: 'harbour-gift', amountCents: 2000, family: 'shop' }, alice))
      .body.result;
    expect(b.payUrl).toBe(`/sandbox/pay/${b.transactionId}`);
    const before = (await call('/api/giftcard/purchase', { transactionId: b.transactionId }, alice)).body.result;
    expect(before).toMatchObject({ paid: false, issuedAt: null });
    expect(before.code).toBeUndefined();
    const back = await pay(b.transactionId);
    expect(back).toBe(`/shop/demo-cafe/ticket/harbour-gift/${b.transactionId}/${b.cardNum}/callback?result=approved`);
    expect((await call('/api/giftcard/purchase', { transactionId: b.transactionId }, bob)).body.result.code).toBe(
      'giftcard.product-unknown',
    );
    const [p1, p2] = await Promise.all(
      [0, 1].map(() => call('/api/giftcard/purchase', { transactionId: b.transactionId }, alice)),
    );
    expect(p1.body.result.code).toMatch(/^\d{8}$/);
    expect(p2.body.result.code).toBe(p1.body.result.code);
    expect(p1.body.result).toMatchObject({ paid: true, balanceCents: 2000, cardNum: b.cardNum });
    const ledger = await s.db.query<{ kind: string }>('SELECT kind FROM gift_card_ledger WHERE card_num = $1', [
      b.cardNum,
    ]);
    expect(ledger.map((l) => l.kind)).toEqual(['issue']);
    expect((await held(alice, 'giftcard')).map((g) => g.cardNum)).toContain(b.cardNum);
    // Bob redeems it with the printed number and code.
    const giftCards = [{ cardNum: b.cardNum, code: p1.body.result.code }];
    const f = await post(
      s,
      '/api/pos/feeCalc',
      { cart: CART, payment: 'cash', giftCards },
      { identity: CAFE, format: 'b64', token: bob },
    );
    expect(f.body.result.cart.giftCardAmount).toBe(2000);
    const o = await placeOrder(
      s,
      {
        idempotencyKey: newKey(),
        cart: CART,
        payment: 'cash',
        expectedTotalCents: f.body.result.totalCents,
        giftCards,
      },
      { token: bob },
    );
    expect(o.status).toBe(200);
    expect(
      (await call('/api/giftcard/purchase', { transactionId: b.transactionId }, alice)).body.result.balanceCents,
    ).toBe(0);
  });
});

describe('invitations', () => {
  const info = (kind: string, code: string, token?: string) => call('/api/invitation/info', { kind, code }, token);
  const accept = (kind: string, code: string, token: string) => call('/api/invitation/accept', { kind, code }, token);

  it("one acceptance per user per code, never one's own, expired refused clearly; the inviter sees who joined", async () => {
    expect((await info('member', 'ALICE2026')).body.result).toMatchObject({ inviter: 'Alice', expired: false });
    expect((await accept('member', 'ALICE2026', alice)).body.result.code).toBe('invitation.own');
    const ok = await accept('member', 'ALICE2026', bob);
    expect(ok.body.result).toMatchObject({ rtn: 1, inviter: 'Alice' });
    expect(ok.body.result.rewardTicket).toMatch(/^C/);
    // Accepting makes the member card (issue 33): the venue's card is in Bob's wallet.
    expect(ok.body.result).toMatchObject({
      memberCard: expect.stringMatching(/^[A-Z0-9]+$/),
      memberCardInWallet: true,
    });
    const cards = JSON.stringify((await call('/api/account/loadUserValuePass', {}, bob)).body);
    expect(cards).toContain(ok.body.result.memberCard);
    expect((await accept('member', 'ALICE2026', bob)).body.result.code).toBe('invitation.accepted');
    const expired = await accept('merchant', 'OLDFRIEND', bob);
    expect(expired.body.result.code).toBe('invitation.expired');
    expect(expired.body.dispMsg).toMatch(/expired on \d{4}-\d{2}-\d{2}/);
    expect((await accept('merchant', 'ALICE2026', bob)).body.result.code).toBe('invitation.unknown');
    const mine = (await call('/api/invitation/mine', {}, alice)).body.result;
    expect(mine.invitationCode).toBe('ALICE2026');
    expect(mine.joined).toEqual([expect.objectContaining({ firstName: 'Bob' })]);
    expect(JSON.stringify(mine)).not.toContain('0400000002');
    const bobs = (await call('/api/invitation/mine', {}, bob)).body.result;
    expect(bobs.invitationCode).toMatch(/^[A-Z0-9]{8}$/);
    expect(bobs.joined).toEqual([]);
  });
});
