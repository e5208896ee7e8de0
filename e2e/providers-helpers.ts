// The production server of the provider specs (issue 35; providers.spec.ts, providers-kiosk.spec.ts):
// the Stripe and PayPal contract servers on loopback, a Postgres of its own, providers-seed.ts (the
// demo venues, one password for every account, Stripe and PayPal configured with the contracts' test
// keys), and the production server pointed at the contracts (STRIPE_API_URL, PAYPAL_API_URL).
import { test } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { postgresInstalled, startProduction, type Production } from './first-run-helpers';
import { startStripeContract, type StripeContract } from '../tests/server/providers/stripeContract';
import { startPaypalContract, type PaypalContract } from '../tests/server/providers/paypalContract';

export interface Providers {
  prod: Production;
  stripe: StripeContract;
  paypal: PaypalContract;
  /**
   * Every account's password on this server (production refuses the demo ones; providers-seed.ts sets it).
   * 15 characters: the sign-in field holds at most 20 (spec 5), and typing more is cut there.
   */
  password: string;
  stop(): Promise<void>;
}

/** For a beforeAll: skips the spec when Postgres is not installed (outside CI). */
export async function startProviders(name: string): Promise<Providers> {
  test.skip(!process.env.CI && !(await postgresInstalled()), 'Postgres (initdb, pg_ctl) is not installed');
  const password = `Pp#${randomBytes(6).toString('hex')}`;
  const stripe = await startStripeContract();
  const paypal = await startPaypalContract();
  const env = {
    PROVIDER_SECRET_KEY: randomBytes(32).toString('hex'),
    STRIPE_API_URL: `http://127.0.0.1:${stripe.port}`,
    PAYPAL_API_URL: paypal.base,
  };
  const prod = await startProduction({
    name,
    env,
    prepare: async (url) => {
      const r = spawnSync(process.execPath, ['--import', 'tsx', 'e2e/providers-seed.ts'], {
        env: { ...process.env, ...env, DATABASE_URL: url, E2E_ACCOUNT_PASSWORD: password },
        encoding: 'utf8',
        timeout: 240_000,
      });
      if (r.status !== 0) throw new Error(`providers-seed failed:\n${r.stderr}${r.stdout}`);
    },
  });
  await prod.waitForLog(/Venue server on http/, 360_000);
  return {
    prod,
    stripe,
    paypal,
    password,
    stop: async () => {
      await prod.stop();
      await stripe.close();
      await paypal.close();
    },
  };
}
