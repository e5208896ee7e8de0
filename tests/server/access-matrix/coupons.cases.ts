// Access-matrix rows of the coupons workstream (issue 16): coupons, vouchers, gift cards bought online
// and invitations. Alice (customer) holds the seeded tickets CALICE000001/2 and VALICE000001 and the
// invitation ALICE2026; Bob (otherCustomer) names them and must never read or change them.
import type { Case } from '../access-matrix.cases';
const cafe = { shop: 'demo-cafe' };

export const COUPON_CASES: Case[] = [
  {
    method: 'POST',
    path: '/pro/report/voucherPool/list',
    req: () => ({ payload: { ...cafe, ticket: 'CALICE000002' } }),
  },
  {
    method: 'POST',
    path: '/pro/voucher/collect',
    req: () => ({ payload: { ...cafe, code: 'NOSUCHCODE' } }),
  },
  {
    method: 'POST',
    path: '/pro/voucher/message',
    req: () => ({ payload: { ...cafe, code: 'SPRING3' } }),
  },
  {
    method: 'POST',
    path: '/api/voucher/verify',
    req: () => ({ payload: { ticket: 'CNOSUCHTICKET' }, identity: true, format: 'b64' }),
  },
  {
    method: 'POST',
    path: '/pro/acs/credential/codeExtract',
    req: () => ({ payload: { ...cafe, action: 'CODEEXTRACT', code: 'CALICE000002' } }),
  },
  {
    method: 'POST',
    path: '/pro/acs/credential/codeFeedback',
    req: () => ({ payload: { ...cafe, code: 'CALICE000002', reason: 'other' } }),
  },
  {
    method: 'POST',
    path: '/api/coupon/link',
    req: () => ({ payload: { ...cafe, code: 'LINK4' } }),
  },
  {
    method: 'POST',
    path: '/api/coupon/receipt',
    req: () => ({ payload: { ...cafe, ticket: 'CALICE000002', transactionId: 'txn_000000000000000000000000' } }),
  },
  {
    method: 'POST',
    path: '/api/giftcard/products',
    req: () => ({ payload: { ...cafe } }),
  },
  {
    method: 'POST',
    path: '/api/giftcard/buy',
    req: () => ({ payload: { ...cafe, productId: 'harbour-gift', amountCents: 1 } }),
  },
  {
    method: 'POST',
    path: '/api/giftcard/purchase',
    req: () => ({ payload: { ...cafe, transactionId: 'txn_000000000000000000000000' } }),
  },
  {
    method: 'POST',
    path: '/api/invitation/mine',
    req: () => ({ payload: { ...cafe } }),
  },
  {
    method: 'POST',
    path: '/api/invitation/info',
    req: () => ({ payload: { ...cafe, kind: 'member', code: 'ALICE2026' } }),
  },
  {
    method: 'POST',
    path: '/api/invitation/accept',
    req: () => ({ payload: { ...cafe, kind: 'merchant', code: 'OLDFRIEND' } }),
  },
];
