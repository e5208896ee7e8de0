// Per-venue provider configuration (issue 35): sealed credentials in venue_payment_providers, the
// provider a venue's method is paid through, and what the console may see (masked, never the secret).
import type { Db } from '../../db/db';
import { mask, seal, unseal } from './sealed';
import { STRIPE_METHODS, stripeProvider, type StripeCredentials, type StripeEndpoint } from './stripe';
import { paypalProvider } from './paypal';
import type { ConfigurableProvider, PaymentProvider } from './types';

/** What the server was given for providers: the sealing key, and in tests the contract servers. */
export interface ProviderSetup {
  key: Buffer | null;
  stripe?: StripeEndpoint;
  stripeTimeoutMs?: number;
  /** PayPal's API base (tests: the contract server; default PayPal's sandbox or live by the venue's test mode). */
  paypal?: string;
  paypalTimeoutMs?: number;
}

/**
 * The provider set-up from the environment: the sealing key (PROVIDER_SECRET_KEY) and, for a test
 * install against local contract servers or a mock (stripe-mock), STRIPE_API_URL and PAYPAL_API_URL
 * (e.g. http://127.0.0.1:12111); unset, the providers' own APIs.
 */
export function providerSetupFromEnv(env: Record<string, string | undefined>, key: Buffer | null): ProviderSetup {
  const setup: ProviderSetup = { key };
  if (env.STRIPE_API_URL) {
    const u = new URL(env.STRIPE_API_URL);
    const protocol = u.protocol === 'http:' ? 'http' : 'https';
    setup.stripe = { host: u.hostname, port: Number(u.port) || (protocol === 'http' ? 80 : 443), protocol };
  }
  if (env.PAYPAL_API_URL) setup.paypal = env.PAYPAL_API_URL.replace(/\/+$/, '');
  return setup;
}

/** PayPal's REST app credentials and the id of the webhook registered for the venue (its signature check names it). */
export interface PaypalCredentials {
  clientId: string;
  clientSecret: string;
  webhookId: string;
}

export type ProviderRow =
  | { provider: 'stripe'; testMode: boolean; credentials: StripeCredentials }
  | { provider: 'paypal'; testMode: boolean; credentials: PaypalCredentials };

export async function saveProvider(
  db: Db,
  setup: ProviderSetup,
  shopId: string,
  row: ProviderRow,
  now: number,
): Promise<void> {
  if (!setup.key) throw new Error('PROVIDER_SECRET_KEY is not set: provider credentials cannot be stored.');
  await db.query(
    `INSERT INTO venue_payment_providers (shop_id, provider, test_mode, sealed, updated_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (shop_id, provider) DO UPDATE SET test_mode = $3, sealed = $4, updated_at = $5`,
    [shopId, row.provider, row.testMode, seal(setup.key, row.credentials), now],
  );
}

export async function removeProvider(db: Db, shopId: string, provider: ConfigurableProvider): Promise<void> {
  await db.query('DELETE FROM venue_payment_providers WHERE shop_id = $1 AND provider = $2', [shopId, provider]);
}

export async function loadProviders(db: Db, setup: ProviderSetup, shopId: string): Promise<ProviderRow[]> {
  if (!setup.key) return [];
  const rows = await db.query<{ provider: ConfigurableProvider; test_mode: boolean; sealed: string }>(
    'SELECT provider, test_mode, sealed FROM venue_payment_providers WHERE shop_id = $1 ORDER BY provider',
    [shopId],
  );
  const out: ProviderRow[] = [];
  for (const r of rows) {
    try {
      out.push({
        provider: r.provider,
        testMode: r.test_mode,
        credentials: unseal(setup.key, r.sealed),
      } as ProviderRow);
    } catch {
      // Sealed with another key: the venue has to enter its credentials again; the row is not usable.
    }
  }
  return out;
}

/** The live provider object of a configured row. */
export function providerOf(setup: ProviderSetup, row: ProviderRow): PaymentProvider | null {
  if (row.provider === 'stripe') return stripeProvider(row.credentials, setup.stripe, setup.stripeTimeoutMs);
  if (row.provider === 'paypal')
    return paypalProvider(row.credentials, row.testMode, setup.paypal, setup.paypalTimeoutMs);
  return null;
}

/** The configured provider that takes a built-in method code at a venue ("dps" is the card provider). */
export async function providerFor(
  db: Db,
  setup: ProviderSetup,
  shopId: string,
  method: string,
): Promise<{ provider: PaymentProvider; row: ProviderRow } | null> {
  for (const row of await loadProviders(db, setup, shopId)) {
    const p = providerOf(setup, row);
    if (p?.methods.includes(method)) return { provider: p, row };
  }
  return null;
}

/** The built-in method codes the venue's configured providers take. */
export async function configuredMethods(db: Db, setup: ProviderSetup, shopId: string): Promise<Set<string>> {
  const out = new Set<string>();
  for (const row of await loadProviders(db, setup, shopId))
    for (const m of providerOf(setup, row)?.methods ?? []) out.add(m);
  return out;
}

/** What the console sees of a configured provider: never a secret, only its last four characters. */
export interface MaskedProvider {
  provider: ConfigurableProvider;
  testMode: boolean;
  methods: string[];
  secretKey: string;
  webhookSecret: string;
  clientId: string;
  clientSecret: string;
  webhookId: string;
}

/** What the console sees: which provider, test or live, methods, and the secrets masked. */
export function maskedRow(row: ProviderRow): MaskedProvider {
  if (row.provider === 'paypal')
    return {
      provider: 'paypal',
      testMode: row.testMode,
      methods: ['paypal'],
      secretKey: '',
      webhookSecret: '',
      clientId: mask(row.credentials.clientId),
      clientSecret: mask(row.credentials.clientSecret),
      // The webhook id is not a secret (PayPal shows it in the dashboard): shown whole so it can be checked.
      webhookId: row.credentials.webhookId,
    };
  return {
    provider: 'stripe',
    testMode: row.testMode,
    methods: row.credentials.methods.filter((m) => (STRIPE_METHODS as readonly string[]).includes(m)),
    secretKey: mask(row.credentials.secretKey),
    webhookSecret: mask(row.credentials.webhookSecret),
    clientId: '',
    clientSecret: '',
    webhookId: '',
  };
}
