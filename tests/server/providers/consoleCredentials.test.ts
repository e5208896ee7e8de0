// The console's payment provider credentials (issue 35): an administrator of the venue saves keys
// (sealed), reads them back masked only, removes them; another venue's administrator and a customer
// are refused; every save and removal is in the audit log; the secret is in no answer and no audit row.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, post, startServer, type TestServer } from '../helpers';

const CAFE_ADMIN = { userName: 'manager-cafe@example.com', password: 'Admin1234!' };
const STORE_ADMIN = { userName: 'manager-store@example.com', password: 'Admin1234!' };
const SECRET = 'sk_test_consoleSecretKey1234567890abcd';
const WHSEC = 'whsec_consoleWebhookSecret99887766';

let s: TestServer;
let cafe: string;
let store: string;
let alice: string;
beforeAll(async () => {
  s = await startServer({ providers: { key: randomBytes(32) } });
  cafe = (await login(s, CAFE_ADMIN)).token;
  store = (await login(s, STORE_ADMIN, { shop: 'demo-store' })).token;
  alice = (await login(s)).token;
}, 240_000);
afterAll(() => s.close());

const save = (token: string, p: Record<string, unknown>) =>
  post(s, '/pro/backoffice/payments/provider/save', { shop: 'demo-cafe', ...p }, { token });

describe('payment provider credentials in the console', () => {
  it('saves Stripe keys sealed and answers them masked, never the secret', async () => {
    const r = await save(cafe, {
      provider: 'stripe',
      testMode: true,
      secretKey: SECRET,
      webhookSecret: WHSEC,
      methods: ['card', 'alipay'],
    });
    expect(r.body.success).toBe(true);
    const text = JSON.stringify(r.body);
    expect(text).not.toContain(SECRET.slice(8, -4));
    expect(text).not.toContain(WHSEC.slice(6, -4));
    expect(r.body.result.providers).toEqual([
      expect.objectContaining({
        provider: 'stripe',
        testMode: true,
        methods: ['card', 'alipay'],
        secretKey: 'sk_test_••••abcd',
        webhookSecret: 'whsec_••••7766',
      }),
    ]);
    const sealed = await s.db.query<{ sealed: string }>(
      "SELECT sealed FROM venue_payment_providers WHERE shop_id = 'demo-cafe'",
    );
    expect(sealed[0].sealed).not.toContain(SECRET.slice(8));
    const list = await post(s, '/pro/backoffice/payments/providers', { shop: 'demo-cafe' }, { token: cafe });
    expect(JSON.stringify(list.body)).not.toContain(SECRET.slice(8, -4));
    expect(list.body.result.canStore).toBe(true);
  });

  it('a blank secret keeps the saved one; a wrong key or a live key in test mode is refused with the field', async () => {
    const kept = await save(cafe, { provider: 'stripe', testMode: true, methods: ['card'] });
    expect(kept.body.result.providers[0]).toMatchObject({ secretKey: 'sk_test_••••abcd', methods: ['card'] });
    const bad = await save(cafe, { provider: 'stripe', testMode: true, secretKey: 'hello', methods: ['card'] });
    expect(bad.status).toBe(400);
    expect(bad.body.result).toMatchObject({ code: 'provider.invalid', field: 'secretKey' });
    const live = await save(cafe, {
      provider: 'stripe',
      testMode: true,
      secretKey: 'sk_live_abcdefgh12345678',
      methods: ['card'],
    });
    expect(live.body.result).toMatchObject({ code: 'provider.invalid', field: 'testMode' });
    const noMethod = await save(cafe, { provider: 'stripe', testMode: true, methods: [] });
    expect(noMethod.body.result).toMatchObject({ code: 'provider.invalid', field: 'methods' });
  });

  it('saves PayPal client id, secret and webhook id; the secret is masked', async () => {
    const r = await save(cafe, {
      provider: 'paypal',
      testMode: true,
      clientId: 'AbCdPayPalClientId0001',
      clientSecret: 'EFghPayPalSecret9999',
      webhookId: 'WH-1AB23456CD789012E',
    });
    expect(r.body.success).toBe(true);
    expect(JSON.stringify(r.body)).not.toContain('PayPalSecret');
    expect(r.body.result.providers.find((p: { provider: string }) => p.provider === 'paypal')).toMatchObject({
      clientSecret: '••••9999',
      clientId: '••••0001',
      webhookId: 'WH-1AB23456CD789012E',
    });
  });

  it("refuses another venue's administrator and a customer", async () => {
    const other = await save(store, { provider: 'stripe', testMode: true, secretKey: SECRET, methods: ['card'] });
    expect(other.status).toBe(403);
    const read = await post(s, '/pro/backoffice/payments/providers', { shop: 'demo-cafe' }, { token: store });
    expect(read.status).toBe(403);
    const customer = await post(s, '/pro/backoffice/payments/providers', { shop: 'demo-cafe' }, { token: alice });
    expect(customer.status).toBe(403);
  });

  it('removes a provider, and every save and removal is audited without a secret', async () => {
    const r = await post(
      s,
      '/pro/backoffice/payments/provider/remove',
      { shop: 'demo-cafe', provider: 'paypal' },
      { token: cafe },
    );
    expect(r.body.result.providers.map((p: { provider: string }) => p.provider)).toEqual(['stripe']);
    const again = await post(
      s,
      '/pro/backoffice/payments/provider/remove',
      { shop: 'demo-cafe', provider: 'paypal' },
      { token: cafe },
    );
    expect(again.body.result).toMatchObject({ code: 'provider.unknown' });
    const audit = await s.db.query<{ action: string; user_name: string; changes: unknown }>(
      "SELECT action, user_name, changes FROM config_audit WHERE shop_id = 'demo-cafe' AND action LIKE 'provider%' ORDER BY id",
    );
    expect(audit.map((a) => a.action)).toEqual(['providerSaved', 'providerSaved', 'providerSaved', 'providerRemoved']);
    expect(JSON.stringify(audit)).not.toContain(SECRET.slice(8, -4));
  });
});

describe('without a sealing key', () => {
  it('says keys cannot be stored and stores nothing', async () => {
    const p = await startServer({ providers: { key: null } });
    try {
      const t = (await login(p, CAFE_ADMIN)).token;
      const list = await post(p, '/pro/backoffice/payments/providers', { shop: 'demo-cafe' }, { token: t });
      expect(list.body.result).toMatchObject({ canStore: false, providers: [] });
      const r = await post(
        p,
        '/pro/backoffice/payments/provider/save',
        {
          shop: 'demo-cafe',
          provider: 'stripe',
          testMode: true,
          secretKey: SECRET,
          webhookSecret: WHSEC,
          methods: ['card'],
        },
        { token: t },
      );
      expect(r.body.result).toMatchObject({ code: 'provider.no-key' });
    } finally {
      await p.close();
    }
  }, 240_000);
});
