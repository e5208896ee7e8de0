// Access-matrix rows of joining a venue's membership (server/routes/walletJoin.ts): any signed-in
// customer joins for themselves (the answer is their own card, never another's).
import type { Case } from '../access-matrix.cases';

export const WALLET2_CASES: Case[] = [
  {
    method: 'POST',
    path: '/api/wallet/join',
    rule: 'the signed-in user, for themselves (their own card at the named venue)',
    req: () => ({ payload: { shop: 'demo-cafe' } }),
    expect: { anonymous: 'login', customer: 'ok', otherCustomer: 'ok', staff: 'ok', otherAdmin: 'ok', kiosk: 'login' },
    private: true,
  },
];
