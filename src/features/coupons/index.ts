// Coupons, vouchers, gift cards bought online and invitations (issue 16): calls, reads and the pure
// helpers the screens share. See README.md.
export * from './api';
export * from './hooks';
export * from './format';
export * from './heldAtStart';
