// Access-matrix rows of the operator console (issue 18 part 1, server/routes/backoffice.ts): every call
// is for an administrator of the venue it names (here demo-cafe: "staff"); anonymous callers and the
// kiosk device must sign in, customers and demo-store's administrator are refused (403), and a refused
// call writes nothing (the matrix compares the row counts, config tables included). The rows run in
// this order: the staff's draft (fixture) is published, rolled back to version 1 (the cafe as seeded,
// so the rows after see the cafe unchanged), then read; discarding finds no draft left (refused).
import type { Case, Fixtures, Role } from '../access-matrix.cases';
import type { TestServer } from '../helpers';
import { post } from '../helpers';
const cafe = { shop: 'demo-cafe' };
const draftOf = (fx: Fixtures): Record<string, unknown> =>
  JSON.parse(fx.extra?.consoleDraft ?? '{}') as Record<string, unknown>;

/** The cafe's live configuration with one harmless change (a branding note), as the staff's draft to save. */
export async function consoleFixtures(
  s: TestServer,
  tokens: Partial<Record<Role, string>>,
): Promise<Record<string, string>> {
  const state = await post(s, '/pro/backoffice/config/state', cafe, { token: tokens.staff });
  const live = state.body.result.live as { branding: Record<string, unknown> };
  return { consoleDraft: JSON.stringify({ ...live, branding: { ...live.branding, consoleNote: 'matrix' } }) };
}

export const CONSOLE_CASES: Case[] = [
  {
    method: 'POST',
    path: '/pro/backoffice/config/draft/save',
    req: (fx) => ({ payload: { ...cafe, config: draftOf(fx) } }),
  },
  {
    method: 'POST',
    path: '/pro/backoffice/config/publish',
    req: () => ({ payload: cafe }),
  },
  {
    method: 'POST',
    path: '/pro/backoffice/config/rollback',
    req: () => ({ payload: { ...cafe, version: 1 } }),
  },
  {
    method: 'POST',
    path: '/pro/backoffice/config/state',
    req: () => ({ payload: cafe }),
  },
  {
    method: 'POST',
    path: '/pro/backoffice/config/history',
    req: () => ({ payload: cafe }),
  },
  {
    method: 'POST',
    path: '/pro/backoffice/config/version',
    req: () => ({ payload: { ...cafe, version: 1 } }),
  },
  {
    method: 'POST',
    path: '/pro/backoffice/config/audit',
    req: () => ({ payload: cafe }),
  },
  {
    method: 'POST',
    path: '/pro/backoffice/config/draft/discard',
    req: () => ({ payload: cafe }),
  },
];

/** The venue's online payment provider keys (issue 35): the matrix's server has a sealing key, so the staff's
 * save is stored (a Stripe test key) and then removed; a refused caller stores nothing. */
export const PAYMENT_PROVIDER_CASES: Case[] = [
  {
    method: 'POST',
    path: '/pro/backoffice/payments/providers',
    req: () => ({ payload: cafe }),
  },
  {
    method: 'POST',
    path: '/pro/backoffice/payments/provider/save',
    req: () => ({
      payload: {
        ...cafe,
        provider: 'stripe',
        testMode: true,
        secretKey: 'sk_test_matrixSecretKey12345678',
        webhookSecret: 'whsec_matrixWebhookSecret1234',
        methods: ['card'],
      },
    }),
  },
  {
    method: 'POST',
    path: '/pro/backoffice/payments/provider/remove',
    req: () => ({ payload: { ...cafe, provider: 'stripe' } }),
  },
];
