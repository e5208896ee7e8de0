// Access-matrix rows of joining a venue's membership (server/routes/walletJoin.ts): any signed-in
// customer joins for themselves (the answer is their own card, never another's).
import type { Case } from '../access-matrix.cases';

export const WALLET2_CASES: Case[] = [
  {
    method: 'POST',
    path: '/api/wallet/join',
    req: () => ({ payload: { shop: 'demo-cafe' } }),
  },
];
