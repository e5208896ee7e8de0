// Access-matrix rows of the venue configuration calls (issue 15): the admin call that decides which
// screens a venue offers. Spread into CASES in tests/server/access-matrix.cases.ts.
import type { Case } from '../access-matrix.cases';

export const CONFIG_CASES: Case[] = [
  {
    method: 'POST',
    path: '/pro/lot/config/update',
    // The cafe's own service types again: an accepted call changes nothing the other rows rely on.
    req: () => ({ payload: { shop: 'demo-cafe', settings: { serviceTypes: ['shop', 'reservation'] } } }),
  },
];
