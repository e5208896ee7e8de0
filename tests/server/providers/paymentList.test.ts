// The venue's payment list in production (issue 35, spec 3): each provider's methods appear only while
// a provider that takes them is configured, as the venue's own entries (name, image, surcharge,
// visible unchanged); "dps" is the configured card provider (Stripe's card), never PayPal or a Stripe
// set up for wallets only. What the list offers is what feeCalc prices and takes.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productionMode } from '../../../server/mode';
import { removeProvider, saveProvider, type ProviderSetup } from '../../../server/payments/providers/store';
import type { StripeCredentials } from '../../../server/payments/providers/stripe';
import { get, startServer, type TestServer } from '../helpers';
import { CART, feeCalc } from '../orderHelpers';
import { CONTRACT_KEY, CONTRACT_WHSEC } from './stripeContract';
import { PP_CLIENT, PP_SECRET, PP_WEBHOOK } from './paypalContract';

const SHOP = 'demo-cafe';
const setup: ProviderSetup = { key: randomBytes(32) };
let s: TestServer;
/** The venue's own payment entries, as stored. */
let own: Record<string, unknown>[];

const listed = async () => (await get(s, `/api/shop/payments?shop=${SHOP}`)).body!.result as Record<string, unknown>[];
const codes = async () => (await listed()).map((p) => p.payment);
const stripe = (methods: StripeCredentials['methods']) =>
  saveProvider(
    s.db,
    setup,
    SHOP,
    {
      provider: 'stripe',
      testMode: true,
      credentials: { secretKey: CONTRACT_KEY, webhookSecret: CONTRACT_WHSEC, methods },
    },
    s.clock.t,
  );
const paypal = () =>
  saveProvider(
    s.db,
    setup,
    SHOP,
    {
      provider: 'paypal',
      testMode: true,
      credentials: { clientId: PP_CLIENT, clientSecret: PP_SECRET, webhookId: PP_WEBHOOK },
    },
    s.clock.t,
  );
const blocked = async (method: string) =>
  ((await feeCalc(s, CART, method)).body.result.blocked as { code: string }[]).map((b) => b.code);

beforeAll(async () => {
  const secrets = { paymentNotify: randomBytes(32).toString('hex'), token: randomBytes(32).toString('hex') };
  s = await startServer({ mode: productionMode(secrets), providers: setup });
  own = (
    await s.db.query<{ payments: Record<string, unknown>[] }>('SELECT payments FROM venues WHERE shop_id = $1', [SHOP])
  )[0].payments;
  expect(own.map((p) => p.payment)).toEqual(['dps', 'cash', 'wechat', 'alipay', 'paypal', 'svc']);
}, 240_000);
afterAll(() => s?.close());

describe("the venue's payment list in production", () => {
  it('offers no provider method while none is configured', async () => {
    expect(await codes()).toEqual(['cash', 'svc']);
    for (const m of ['dps', 'wechat', 'alipay', 'paypal']) expect(await blocked(m)).toContain('payment.unavailable');
  });

  it("Stripe for WeChat Pay only: WeChat Pay appears as the venue's own entry; no card (dps) and no Alipay", async () => {
    await stripe(['wechat_pay']);
    expect(await codes()).toEqual(['cash', 'wechat', 'svc']);
    const wechat = (await listed()).find((p) => p.payment === 'wechat');
    expect(wechat).toEqual(own.find((p) => p.payment === 'wechat'));
    expect(await blocked('wechat')).toEqual([]);
    expect(await blocked('dps')).toContain('payment.unavailable');
  });

  it('PayPal configured: PayPal appears, and still no card: "dps" is only the card provider', async () => {
    await paypal();
    expect(await codes()).toEqual(['cash', 'wechat', 'paypal', 'svc']);
    expect(await blocked('dps')).toContain('payment.unavailable');
  });

  it("Stripe's card switched on: dps appears with the venue's name, image and surcharge, priced as listed", async () => {
    await stripe(['card', 'alipay', 'wechat_pay']);
    const list = await listed();
    expect(list.map((p) => p.payment)).toEqual(['dps', 'cash', 'wechat', 'alipay', 'paypal', 'svc']);
    // Every entry exactly as the venue set it (spec 3: name, image, surcharge, visible).
    expect(list).toEqual(own);
    const cash = (await feeCalc(s, CART, 'cash')).body.result.totalCents as number;
    const card = (await feeCalc(s, CART, 'dps')).body.result.totalCents as number;
    // The venue's card entry: a 1.5 % surcharge.
    expect(card).toBe(cash + Math.round((cash * 15) / 1000));
  });

  it('a provider removed: its methods leave the list at once', async () => {
    await removeProvider(s.db, SHOP, 'stripe');
    expect(await codes()).toEqual(['cash', 'paypal', 'svc']);
    await removeProvider(s.db, SHOP, 'paypal');
    expect(await codes()).toEqual(['cash', 'svc']);
    expect(await blocked('paypal')).toContain('payment.unavailable');
  });
});
