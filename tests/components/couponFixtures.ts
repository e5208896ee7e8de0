// Shared fixtures of the coupon component tests (issue 16).
import type { HeldTicket } from '../../src/features/coupons';

export const heldTicket = (o: Partial<HeldTicket> = {}): HeldTicket => ({
  ticket: 'CALICE000001',
  kind: 'coupon',
  status: 'held',
  state: 'usable',
  via: 'code',
  shop: 'demo',
  collectedAt: Date.UTC(2026, 0, 15),
  expiresAt: Date.UTC(2026, 3, 15),
  usedTxn: null,
  usedAt: null,
  discountCents: null,
  verifiedAt: null,
  title1: '$5 off orders over $20',
  title2: '满20元减5元',
  terms1: 'One per order.',
  terms2: '每单限用一张。',
  amountCents: 500,
  rate: 0,
  minCents: 2000,
  poolId: 'cafe-five-off',
  code: 'CAFE5OFF',
  ...o,
});
