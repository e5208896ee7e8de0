// The Stripe venue set-up the provider tests share (issue 35): a Stripe contract server on loopback, a
// test server whose provider set-up points the Stripe SDK at it, and venues configured for Stripe with
// the contract's test keys (sealed as the console would store them).
import { randomBytes } from 'node:crypto';
import { startServer, type TestServer } from '../helpers';
import { CONTRACT_KEY, CONTRACT_WHSEC, startStripeContract, type StripeContract } from './stripeContract';
import { saveProvider, type ProviderSetup } from '../../../server/payments/providers/store';
import type { StripeCredentials } from '../../../server/payments/providers/stripe';

export interface StripeVenue {
  s: TestServer;
  c: StripeContract;
  setup: ProviderSetup;
  close: () => Promise<void>;
}

/** Saves Stripe with the contract's test keys for `shop`, taking `methods`. */
export const saveContractStripe = (
  s: TestServer,
  setup: ProviderSetup,
  shop: string,
  methods: StripeCredentials['methods'] = ['card'],
) =>
  saveProvider(
    s.db,
    setup,
    shop,
    {
      provider: 'stripe',
      testMode: true,
      credentials: { secretKey: CONTRACT_KEY, webhookSecret: CONTRACT_WHSEC, methods },
    },
    s.clock.t,
  );

/** Starts the contract, then `prepare` (readers to register…), the server, and Stripe for each of `shops`. */
export async function startStripeVenue(
  shops: string[],
  opts: { methods?: StripeCredentials['methods']; timeoutMs?: number; prepare?: (c: StripeContract) => void } = {},
): Promise<StripeVenue> {
  const c = await startStripeContract();
  opts.prepare?.(c);
  const setup: ProviderSetup = {
    key: randomBytes(32),
    stripe: { host: '127.0.0.1', port: c.port, protocol: 'http' },
    stripeTimeoutMs: opts.timeoutMs ?? 2000,
  };
  const s = await startServer({ providers: setup });
  for (const shop of shops) await saveContractStripe(s, setup, shop, opts.methods);
  return {
    s,
    c,
    setup,
    close: async () => {
      await s.close();
      await c.close();
    },
  };
}
