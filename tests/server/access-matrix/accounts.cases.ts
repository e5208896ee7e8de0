// Access-matrix rows of the accounts capability (issue 16): the franchisee calls. The demo seed
// gives Bob (the matrix's otherCustomer) two franchisee cards at demo-store; Alice has none there.
import type { Case, Outcome, Role } from '../access-matrix.cases';

const store = { shop: 'demo-store' };
const signedIn = (o: Outcome): Record<Role, Outcome> => ({
  anonymous: 'login',
  customer: o,
  otherCustomer: o,
  staff: o,
  otherAdmin: o,
  kiosk: 'login',
});

export const ACCOUNTS_CASES: Case[] = [
  {
    method: 'POST',
    path: '/pro/sync/valuepass/listFrianchisee',
    rule: 'the signed-in user, their own franchisee cards at the named venue',
    req: () => ({ payload: { ...store, ordLot: 'demo-store' } }),
    expect: signedIn('ok'),
  },
  {
    method: 'POST',
    path: '/pro/acs/franchisee/info',
    rule: "the signed-in owner of the franchisee card, with its pass code (another's card is refused like a wrong code)",
    req: () => ({ payload: { ...store, cardNum: 'F20000001', pwd: '7301' } }),
    expect: {
      anonymous: 'login',
      customer: 'refused',
      otherCustomer: 'ok',
      staff: 'refused',
      otherAdmin: 'refused',
      kiosk: 'login',
    },
  },
];
