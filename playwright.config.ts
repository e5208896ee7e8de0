import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 8181);
// Workers run side by side in CI (2 cores), each against its own reference server with its own
// in-memory database (port PORT + its parallel index), so no test sees another's orders or settings.
const WORKERS = Number(process.env.E2E_WORKERS ?? (process.env.CI ? 2 : 1));
const SLOT = Number(process.env.TEST_PARALLEL_INDEX ?? 0);

// Debian's Chromium: Playwright cannot download its own browser on these machines.
export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  retries: process.env.CI ? 1 : 0,
  workers: WORKERS,
  // perf.spec measures main-thread long tasks: npm test runs it on its own, after the rest (scripts/test.mjs).
  projects: [
    { name: 'app', testIgnore: /perf\.spec\.ts/ },
    { name: 'timing', testMatch: /perf\.spec\.ts/ },
  ],
  reporter: process.env.E2E_JSON ? [['list'], ['json', { outputFile: process.env.E2E_JSON }]] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT + SLOT}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
    screenshot: 'only-on-failure',
  },
  webServer: Array.from({ length: WORKERS }, (_, i) => ({
    // The real reference server, on a fresh in-memory database, serving the built app.
    // Every test signs in from 127.0.0.1: the per-address sign-in limit (50 per window) would refuse
    // the later specs' sign-ins; the limit itself is tested in tests/server/loginLimit.test.ts. The same
    // for orders without an account and phone checks from one address (tests/server/guestLimits.test.ts).
    command: `LOGIN_LIMIT=1000 LIMIT_GUEST_ORDERS_ADDRESS=100000 LIMIT_GUEST_ORDERS_DEVICE=100000 LIMIT_PHONE_CHECK_ADDRESS=100000 LIMIT_MEMBER_CHECKS_CARD=100000 node scripts/start.mjs --memory --port ${PORT + i}`,
    url: `http://127.0.0.1:${PORT + i}/healthz`,
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: 'ignore' as const,
  })),
});
