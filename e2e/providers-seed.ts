// Prepares the production database of providers.spec.ts and providers-kiosk.spec.ts (issue 35), run
// once with tsx before the production server starts: the migrations, the demo venues (their menus and
// customers; production refuses the demo passwords, so every account gets PASSWORD), and the providers
// with the contract servers' test credentials, sealed with the PROVIDER_SECRET_KEY the server is given:
// demo-cafe and demo-massage take Stripe (card, Alipay, WeChat Pay) and PayPal; demo-kiosk takes Stripe
// (its card reader). Usage: node --import tsx e2e/providers-seed.ts (DATABASE_URL, PROVIDER_SECRET_KEY
// and E2E_ACCOUNT_PASSWORD in the environment).
import { hashPassword } from '../server/auth/passwords';
import { openDb } from '../server/db/db';
import { migrate } from '../server/db/migrate';
import { providerKey } from '../server/payments/providers/sealed';
import { saveProvider } from '../server/payments/providers/store';
import { seedIfEmpty } from '../server/seed/seed';
import { CONTRACT_KEY, CONTRACT_WHSEC } from '../tests/server/providers/stripeContract';
import { PP_CLIENT, PP_SECRET, PP_WEBHOOK } from '../tests/server/providers/paypalContract';

const key = providerKey(process.env.PROVIDER_SECRET_KEY);
const password = process.env.E2E_ACCOUNT_PASSWORD ?? '';
if (!process.env.DATABASE_URL || !key || password.length < 10)
  throw new Error('DATABASE_URL, PROVIDER_SECRET_KEY, E2E_ACCOUNT_PASSWORD');
const db = await openDb({ databaseUrl: process.env.DATABASE_URL, dataDir: '', memory: false });
try {
  await migrate(db);
  await seedIfEmpty(db);
  const set = await db.query('UPDATE users SET password_hash = $1 WHERE password_hash IS NOT NULL RETURNING user_id', [
    await hashPassword(password),
  ]);
  if (!set.length) throw new Error('no account to set a password on');
  const now = Date.now();
  for (const shop of ['demo-cafe', 'demo-massage', 'demo-kiosk']) {
    await saveProvider(
      db,
      { key },
      shop,
      {
        provider: 'stripe',
        testMode: true,
        credentials: {
          secretKey: CONTRACT_KEY,
          webhookSecret: CONTRACT_WHSEC,
          methods: ['card', 'alipay', 'wechat_pay'],
        },
      },
      now,
    );
    if (shop === 'demo-kiosk') continue; // the kiosk takes cards on its Stripe Terminal reader
    await saveProvider(
      db,
      { key },
      shop,
      {
        provider: 'paypal',
        testMode: true,
        credentials: { clientId: PP_CLIENT, clientSecret: PP_SECRET, webhookId: PP_WEBHOOK },
      },
      now,
    );
  }
} finally {
  await db.close();
}
