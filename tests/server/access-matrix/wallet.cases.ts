// Access-matrix rows of the wallet calls (routes/wallet.ts): the venue's settings are public; every card
// call is the signed-in holder's own cards only (Bob, staff and other admins get "no such card", never
// Alice's data); the refund is the venue's administrators' only.
import type { Case } from '../access-matrix.cases';
const cafe = { shop: 'demo-cafe' };
const CARD = 'M10000001'; // Alice's demo-cafe card

export const WALLET_CASES: Case[] = [
  {
    method: 'POST',
    path: '/lot/set/getMemberPoints',
    req: () => ({ payload: { ...cafe } }),
  },
  {
    method: 'POST',
    path: '/pro/acs/type/listAcsType',
    req: () => ({ payload: { ...cafe } }),
  },
  {
    method: 'POST',
    path: '/pro/promotion/topup',
    req: () => ({ payload: { ...cafe, amountCents: 5000 } }),
  },
  {
    method: 'POST',
    path: '/api/account/loadUserValuePass',
    req: () => ({ payload: {} }),
  },
  {
    method: 'POST',
    path: '/pro/report/acsLoyalty/list',
    req: () => ({ payload: { cardNum: CARD, purse: 'value' } }),
  },
  {
    method: 'POST',
    path: '/pro/account/valuePassChgInfo',
    req: () => ({ payload: { cardNum: CARD, alias: 'Cafe card' } }),
  },
  {
    method: 'POST',
    path: '/pro/account/valuePassChgPwd',
    req: () => ({ payload: { cardNum: CARD, oldPin: '000000', newPin: '111111' } }),
  },
  {
    method: 'POST',
    path: '/pro/account/valuePassDelete',
    req: () => ({ payload: { cardNum: CARD } }),
  },
  {
    method: 'POST',
    path: '/pro/acs/credential/loyalty',
    req: (_fx, r) => ({
      payload: {
        action: 'CONSUME',
        cardNum: CARD,
        purse: 'value',
        amountCents: 100,
        pin: '000000',
        idempotencyKey: `consume-${r}-0001`,
      },
    }),
  },
  {
    method: 'POST',
    path: '/api/shop/order/refund',
    req: (fx) => ({ payload: { ...cafe, transactionId: fx.aliceTxn } }),
  },
];
