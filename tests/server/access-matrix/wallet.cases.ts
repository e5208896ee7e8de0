// Access-matrix rows of the wallet calls (routes/wallet.ts): the venue's settings are public; every card
// call is the signed-in holder's own cards only (Bob, staff and other admins get "no such card", never
// Alice's data); the refund is the venue's administrators' only.
import type { Case, Outcome, Role } from '../access-matrix.cases';

const all = (o: Outcome): Record<Role, Outcome> => ({
  anonymous: o,
  customer: o,
  otherCustomer: o,
  staff: o,
  otherAdmin: o,
  kiosk: o,
});
/** The holder is answered `mine`; any other signed-in caller is refused as if the card did not exist. */
const holderOnly = (mine: Outcome): Record<Role, Outcome> => ({
  anonymous: 'login',
  customer: mine,
  otherCustomer: 'refused',
  staff: 'refused',
  otherAdmin: 'refused',
  kiosk: 'login',
});
const cafe = { shop: 'demo-cafe' };
const CARD = 'M10000001'; // Alice's demo-cafe card

export const WALLET_CASES: Case[] = [
  {
    method: 'POST',
    path: '/lot/set/getMemberPoints',
    rule: "anyone (the venue's member points settings)",
    req: () => ({ payload: { ...cafe } }),
    expect: all('ok'),
  },
  {
    method: 'POST',
    path: '/pro/acs/type/listAcsType',
    rule: "anyone (the venue's card types)",
    req: () => ({ payload: { ...cafe } }),
    expect: all('ok'),
  },
  {
    method: 'POST',
    path: '/pro/promotion/topup',
    rule: "anyone (the venue's top-up promotions)",
    req: () => ({ payload: { ...cafe, amountCents: 5000 } }),
    expect: all('ok'),
  },
  {
    method: 'POST',
    path: '/api/account/loadUserValuePass',
    rule: 'the signed-in user, their own cards only',
    req: () => ({ payload: {} }),
    expect: { anonymous: 'login', customer: 'ok', otherCustomer: 'ok', staff: 'ok', otherAdmin: 'ok', kiosk: 'login' },
    private: true,
  },
  {
    method: 'POST',
    path: '/pro/report/acsLoyalty/list',
    rule: "the card's holder (another's card reads as no card)",
    req: () => ({ payload: { cardNum: CARD, purse: 'value' } }),
    expect: holderOnly('ok'),
    private: true,
  },
  {
    method: 'POST',
    path: '/pro/account/valuePassChgInfo',
    rule: "the card's holder",
    req: () => ({ payload: { cardNum: CARD, alias: 'Cafe card' } }),
    expect: holderOnly('ok'),
    private: true,
  },
  {
    method: 'POST',
    path: '/pro/account/valuePassChgPwd',
    rule: "the card's holder, with the current PIN (5 wrong lock the card)",
    req: () => ({ payload: { cardNum: CARD, oldPin: '000000', newPin: '111111' } }),
    expect: holderOnly('refused'),
    private: true,
  },
  {
    method: 'POST',
    path: '/pro/account/valuePassDelete',
    rule: "the card's holder; refused while the card holds value",
    req: () => ({ payload: { cardNum: CARD } }),
    expect: holderOnly('refused'),
    private: true,
  },
  {
    method: 'POST',
    path: '/pro/acs/credential/loyalty',
    rule: "the card's holder; CONSUME with the PIN, TOPUP through the payment provider",
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
    expect: holderOnly('refused'),
    private: true,
  },
  {
    method: 'POST',
    path: '/api/shop/order/refund',
    rule: "an administrator of the order's venue; only a paid order (the fixture is an unpaid cash order)",
    req: (fx) => ({ payload: { ...cafe, transactionId: fx.aliceTxn } }),
    expect: {
      anonymous: 'login',
      customer: '403',
      otherCustomer: '403',
      staff: 'refused',
      otherAdmin: '403',
      kiosk: 'login',
    },
  },
];
