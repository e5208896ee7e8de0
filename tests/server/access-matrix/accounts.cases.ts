// Access-matrix rows of the accounts capability (issue 16): the franchisee calls. The demo seed
// gives Bob (the matrix's otherCustomer) two franchisee cards at demo-store; Alice has none there.
import type { Case } from '../access-matrix.cases';

const store = { shop: 'demo-store' };

export const ACCOUNTS_CASES: Case[] = [
  {
    method: 'POST',
    path: '/pro/sync/valuepass/listFrianchisee',
    req: () => ({ payload: { ...store, ordLot: 'demo-store' } }),
  },
  {
    method: 'POST',
    path: '/pro/acs/franchisee/info',
    req: () => ({ payload: { ...store, cardNum: 'F20000001', pwd: '7301' } }),
  },
];
