// Access-matrix rows of the coupons workstream (issue 16): coupons, vouchers, gift cards bought online
// and invitations. Alice (customer) holds the seeded tickets CALICE000001/2 and VALICE000001 and the
// invitation ALICE2026; Bob (otherCustomer) names them and must never read or change them.
import type { Case, Outcome, Role } from '../access-matrix.cases';

const all = (o: Outcome): Record<Role, Outcome> => ({
  anonymous: o,
  customer: o,
  otherCustomer: o,
  staff: o,
  otherAdmin: o,
  kiosk: o,
});
const signedIn = (o: Outcome): Record<Role, Outcome> => ({
  anonymous: 'login',
  customer: o,
  otherCustomer: o,
  staff: o,
  otherAdmin: o,
  kiosk: 'login',
});
const adminOnly = (o: Outcome): Record<Role, Outcome> => ({
  anonymous: 'login',
  customer: '403',
  otherCustomer: '403',
  staff: o,
  otherAdmin: '403',
  kiosk: 'login',
});
const cafe = { shop: 'demo-cafe' };
const ownerOnly: Record<Role, Outcome> = {
  anonymous: 'login',
  customer: 'ok',
  otherCustomer: 'refused',
  staff: 'refused',
  otherAdmin: 'refused',
  kiosk: 'login',
};

export const COUPON_CASES: Case[] = [
  {
    method: 'POST',
    path: '/pro/report/voucherPool/list',
    rule: "the signed-in user, their own coupons, vouchers and gift cards only (another's ticket is not found)",
    req: () => ({ payload: { ...cafe, ticket: 'CALICE000002' } }),
    expect: ownerOnly,
    private: true,
  },
  {
    method: 'POST',
    path: '/pro/voucher/collect',
    rule: 'the signed-in user, for themselves; an unknown code is refused',
    req: () => ({ payload: { ...cafe, code: 'NOSUCHCODE' } }),
    expect: signedIn('refused'),
  },
  {
    method: 'POST',
    path: '/pro/voucher/message',
    rule: 'anyone: what a collect code gives (public, like a poster)',
    req: () => ({ payload: { ...cafe, code: 'SPRING3' } }),
    expect: all('ok'),
  },
  {
    method: 'POST',
    path: '/api/voucher/verify',
    rule: "staff (an administrator) of the ticket's venue, with its signed identity; an unknown ticket is refused",
    req: () => ({ payload: { ticket: 'CNOSUCHTICKET' }, identity: true, format: 'b64' }),
    expect: adminOnly('refused'),
  },
  {
    method: 'POST',
    path: '/pro/acs/credential/codeExtract',
    rule: "the signed-in user: their own tickets, collect and invitation codes; staff also the venue's tickets",
    req: () => ({ payload: { ...cafe, action: 'CODEEXTRACT', code: 'CALICE000002' } }),
    expect: {
      anonymous: 'login',
      customer: 'ok',
      otherCustomer: 'refused',
      staff: 'ok',
      otherAdmin: 'refused',
      kiosk: 'login',
    },
  },
  {
    method: 'POST',
    path: '/pro/acs/credential/codeFeedback',
    rule: "the signed-in user, on their own tickets or the venue's collect codes",
    req: () => ({ payload: { ...cafe, code: 'CALICE000002', reason: 'other' } }),
    expect: ownerOnly,
  },
  {
    method: 'POST',
    path: '/api/coupon/link',
    rule: 'an administrator of this venue makes a signed collect link',
    req: () => ({ payload: { ...cafe, code: 'LINK4' } }),
    expect: adminOnly('ok'),
  },
  {
    method: 'POST',
    path: '/api/coupon/receipt',
    rule: 'the signed-in owner of the ticket',
    req: () => ({ payload: { ...cafe, ticket: 'CALICE000002', transactionId: 'txn_000000000000000000000000' } }),
    expect: signedIn('refused'),
  },
  {
    method: 'POST',
    path: '/api/giftcard/products',
    rule: 'anyone: the gift cards the venue sells',
    req: () => ({ payload: { ...cafe } }),
    expect: all('ok'),
  },
  {
    method: 'POST',
    path: '/api/giftcard/buy',
    rule: 'the signed-in user buys for themselves; an amount out of range is refused',
    req: () => ({ payload: { ...cafe, productId: 'harbour-gift', amountCents: 1 } }),
    expect: signedIn('refused'),
  },
  {
    method: 'POST',
    path: '/api/giftcard/purchase',
    rule: 'the buyer only (card number and code)',
    req: () => ({ payload: { ...cafe, transactionId: 'txn_000000000000000000000000' } }),
    expect: signedIn('refused'),
  },
  {
    method: 'POST',
    path: '/api/invitation/mine',
    rule: 'the signed-in user: their own code and who joined',
    req: () => ({ payload: { ...cafe } }),
    expect: signedIn('ok'),
  },
  {
    method: 'POST',
    path: '/api/invitation/info',
    rule: 'anyone: who invites (first name) and whether it can be accepted',
    req: () => ({ payload: { ...cafe, kind: 'member', code: 'ALICE2026' } }),
    expect: all('ok'),
  },
  {
    method: 'POST',
    path: '/api/invitation/accept',
    rule: 'the signed-in user, for themselves; an expired code is refused',
    req: () => ({ payload: { ...cafe, kind: 'merchant', code: 'OLDFRIEND' } }),
    expect: signedIn('refused'),
  },
];
