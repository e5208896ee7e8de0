// A venue's online payment provider credentials in the console (issue 35), an administrator of that
// venue only; each save and removal is in the venue's audit log. The answers carry only masked values
// (maskedRow): a secret, once saved, never leaves the server again.
//   POST /pro/backoffice/payments/providers        {}  the venue's configured providers, masked
//   POST /pro/backoffice/payments/provider/save    { provider, testMode, ...keys }  a blank secret keeps the saved one
//   POST /pro/backoffice/payments/provider/remove  { provider }
import type { FastifyInstance } from 'fastify';
import type { RefusalCode } from '../../src/domain/index';
import { audit } from '../backoffice/versions';
import { loadProviders, maskedRow, removeProvider, saveProvider, type ProviderRow } from '../payments/providers/store';
import { STRIPE_METHODS, type StripeMethod } from '../payments/providers/stripe';
import { CONFIGURABLE_PROVIDERS, type ConfigurableProvider } from '../payments/providers/types';
import { HttpAnswer, ok } from '../wire/answers';
import { type CallEnv, registerCall } from '../wire/define';
import { VENUE_ENVELOPE } from '../wire/venueEnvelope';

const S = (max = 100) => ({ type: 'string', maxLength: max });
const VENUE = VENUE_ENVELOPE;
const refusal = (status: number, code: RefusalCode, dispMsg: string, field?: string) =>
  new HttpAnswer(status, { success: false, dispMsg, result: { code, ...(field ? { field } : {}) } });

const STRIPE_KEY = /^(sk|rk)_(test|live)_[A-Za-z0-9]{8,}$/;
const STRIPE_WHSEC = /^whsec_[A-Za-z0-9]{8,}$/;
const PAYPAL_ID = /^[A-Za-z0-9_-]{8,200}$/;

type Keys = Partial<Record<'secretKey' | 'webhookSecret' | 'clientId' | 'clientSecret' | 'webhookId', string>>;

/** The row to store from the console's fields and the saved row (a blank secret keeps the saved one). */
export function rowFrom(
  provider: ConfigurableProvider,
  testMode: boolean,
  keys: Keys,
  methods: string[],
  saved: ProviderRow | undefined,
): ProviderRow {
  const keep = (v: string | undefined, old: string | undefined, field: string, ok: RegExp, say: string) => {
    const s = (v ?? '').trim();
    if (!s && old) return old;
    if (!s) throw refusal(400, 'provider.invalid', `Enter the ${say}.`, field);
    if (!ok.test(s)) throw refusal(400, 'provider.invalid', `This is not a ${say}.`, field);
    return s;
  };
  if (provider === 'paypal') {
    const old = saved?.provider === 'paypal' ? saved.credentials : undefined;
    return {
      provider,
      testMode,
      credentials: {
        clientId: keep(keys.clientId, old?.clientId, 'clientId', PAYPAL_ID, 'PayPal client ID'),
        clientSecret: keep(keys.clientSecret, old?.clientSecret, 'clientSecret', PAYPAL_ID, 'PayPal secret'),
        webhookId: keep(keys.webhookId, old?.webhookId, 'webhookId', PAYPAL_ID, 'PayPal webhook ID'),
      },
    };
  }
  const old = saved?.provider === 'stripe' ? saved.credentials : undefined;
  const secretKey = keep(keys.secretKey, old?.secretKey, 'secretKey', STRIPE_KEY, 'Stripe secret key (sk_… or rk_…)');
  if (secretKey.includes('_live_') === testMode)
    throw refusal(
      400,
      'provider.invalid',
      testMode
        ? 'Test mode is on but this is a live key: enter a test key (sk_test_…) or switch test mode off.'
        : 'Test mode is off but this is a test key: enter a live key (sk_live_…) or switch test mode on.',
      'testMode',
    );
  const chosen = STRIPE_METHODS.filter((m) => methods.includes(m));
  if (!chosen.length) throw refusal(400, 'provider.invalid', 'Choose at least one payment method.', 'methods');
  return {
    provider,
    testMode,
    credentials: {
      secretKey,
      webhookSecret: keep(
        keys.webhookSecret,
        old?.webhookSecret,
        'webhookSecret',
        STRIPE_WHSEC,
        'webhook signing secret (whsec_…)',
      ),
      methods: chosen as StripeMethod[],
    },
  };
}

export function registerPaymentProviderRoutes(app: FastifyInstance, env: CallEnv): void {
  const setup = () => {
    if (!env.providers?.key)
      throw refusal(
        409,
        'provider.no-key',
        'Online payment keys cannot be stored on this server yet: its operator must set PROVIDER_SECRET_KEY first.',
      );
    return env.providers;
  };
  const list = async (shopId: string) => ({
    rtn: 1,
    canStore: !!env.providers?.key,
    providers: env.providers?.key ? (await loadProviders(env.db, env.providers, shopId)).map(maskedRow) : [],
  });

  registerCall(app, env, {
    method: 'POST',
    path: '/pro/backoffice/payments/providers',
    who: 'admin',
    venue: 'required',
    schema: { properties: { ...VENUE } },
    handler: async (ctx) => ok(await list(ctx.venue!.shopId)),
  });

  registerCall(app, env, {
    method: 'POST',
    path: '/pro/backoffice/payments/provider/save',
    who: 'admin',
    venue: 'required',
    schema: {
      required: ['provider', 'testMode'],
      properties: {
        ...VENUE,
        provider: { type: 'string', enum: [...CONFIGURABLE_PROVIDERS] },
        testMode: { type: 'boolean' },
        secretKey: S(300),
        webhookSecret: S(300),
        clientId: S(200),
        clientSecret: S(200),
        webhookId: S(200),
        methods: { type: 'array', maxItems: 3, items: { type: 'string', enum: [...STRIPE_METHODS] } },
      },
    },
    handler: async (ctx) => {
      const s = setup();
      const shopId = ctx.venue!.shopId;
      const p = ctx.payload;
      const provider = String(p.provider) as ConfigurableProvider;
      const saved = (await loadProviders(ctx.db, s, shopId)).find((r) => r.provider === provider);
      const row = rowFrom(provider, p.testMode === true, p as Keys, (p.methods as string[] | undefined) ?? [], saved);
      await saveProvider(ctx.db, s, shopId, row, ctx.now);
      await audit(ctx.db, shopId, ctx.user!.userId, 'providerSaved', null, [], ctx.now);
      return ok(await list(shopId));
    },
  });

  registerCall(app, env, {
    method: 'POST',
    path: '/pro/backoffice/payments/provider/remove',
    who: 'admin',
    venue: 'required',
    schema: {
      required: ['provider'],
      properties: { ...VENUE, provider: { type: 'string', enum: [...CONFIGURABLE_PROVIDERS] } },
    },
    handler: async (ctx) => {
      const s = setup();
      const shopId = ctx.venue!.shopId;
      const provider = ctx.payload.provider;
      if (!(await loadProviders(ctx.db, s, shopId)).some((r) => r.provider === provider))
        throw refusal(404, 'provider.unknown', 'This venue has no such payment provider set up.');
      await removeProvider(ctx.db, shopId, provider);
      await audit(ctx.db, shopId, ctx.user!.userId, 'providerRemoved', null, [], ctx.now);
      return ok(await list(shopId));
    },
  });
}
