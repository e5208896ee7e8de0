// The refusal codes of the venue server (`result.code` of a refused call, and the `code` of each
// `blocked` reason of feeCalc and order). The server answers with these and the client compares with
// them, both through the types below, so a code misspelt on either side fails the type check.
// tests/domain/refusals.test.ts reads the server source and fails when a code it answers is not here.

export const REFUSALS = [
  // checkout: the order call, and `blocked` reasons of feeCalc (spec 7, server/orders/pricing.ts)
  'checkout.blocked',
  'cart.invalid',
  'cart.empty',
  'venue.closed',
  'totals.mismatch',
  'totals.not-zero',
  'delivery.unavailable',
  'delivery.deliveryAddressRequired',
  'delivery.deliveryZoneRequired',
  'delivery.minimumDelivery',
  'pickup.unavailable',
  'table.unknown',
  'payment.unavailable',
  'payment.login',
  'payment.method',
  'promo.invalid',
  'order.minimum',
  'order.paid',
  'order.unpaid',
  'order.notFound',
  'kitchen.none',
  'preorder.invalid',
  'preorder.unavailable',
  'preorder.tooEarly',
  'preorder.tooLate',
  'preorder.closed',
  'points.unavailable',
  'points.changed',
  // repeated writes (Idempotency-Key)
  'idempotency.conflict',
  'idempotency.in-flight',
  // gift cards
  'giftcard.unavailable',
  'giftcard.duplicate',
  'giftcard.changed',
  'giftcard.other-venue',
  'giftcard.inactive',
  'giftcard.expired',
  'giftcard.empty',
  'giftcard.locked',
  'giftcard.wrong-code',
  'giftcard.rate-limited',
  'giftcard.token-invalid',
  'giftcard.token-expired',
  // stored-value card payment
  'svc.no-card',
  'svc.no-pin',
  'svc.locked',
  'svc.wrong-pin',
  'svc.insufficient',
  // the wallet: member cards, their statements, top-ups, counter payments and refunds
  'card.unknown',
  'card.no-stored-value',
  'card.has-value',
  'card.pin-same',
  'card.amount',
  'card.membership-off',
  'points.short',
  'order.not-refundable',
  // table sessions and the staff calls on them
  'table.service-off',
  'session.unknown',
  'session.expired',
  'session.table',
  'session.closed',
  'staff.login',
  'staff.only',
  // devices and event batches
  'device.rate-limited',
  'events.event-too-large',
  'events.batch-too-large',
  'events.rate-limited',
  // tickets and passes (issue 17)
  'ticket.invalid',
  'ticket.sold-out',
  'ticket.pool-unknown',
  'ticket.not-found',
  'ticket.not-refundable',
  'ticket.not-extendable',
  'ticket.payment',
  // bookings (server/bookings, issue 17)
  'booking.taken',
  'booking.invalid',
  'booking.closed',
  'booking.tooSoon',
  'booking.tooFar',
  'booking.people',
  'booking.hours',
  'booking.started',
  'booking.cancelled',
  'booking.notFound',
  'booking.refundChanged',
  'booking.unavailable',
  'booking.settled',
  'booking.lapsed',
  // coupons, vouchers, gift cards bought online and invitations (issue 16, server/coupons/)
  'coupon.unknown',
  'coupon.closed',
  'coupon.limit',
  'coupon.gone',
  'coupon.link-invalid',
  'coupon.link-expired',
  'coupon.link-used',
  'coupon.expired',
  'coupon.used',
  'coupon.minimum',
  'coupon.changed',
  'coupon.login',
  'giftcard.product-unknown',
  'giftcard.amount',
  'invitation.unknown',
  'invitation.expired',
  'invitation.own',
  'invitation.accepted',
  // the operator console: configuration drafts, versions and rollback (issue 18, server/backoffice/)
  'config.noDraft',
  'config.stale',
  'config.unchanged',
  'config.version',
  'config.bounds',
  'config.resources',
  'config.resourceBooked',
  'config.licence',
  'config.conflict',
  'config.identity',
  // a setting refused by meaning (server/backoffice/configMeaning.ts)
  'settings.currency',
  'settings.defaultLang',
  'settings.languages',
  'settings.depositRate',
  // a refund through the venue's payment provider (issue 35, server/payments/providers/refund.ts)
  'refund.none',
  'refund.too-much',
  'refund.unavailable',
  // a payload that breaks its call's contract (server/wire/contracts.ts)
  'payload.invalid',
  'theme.id-shipped',
  'theme.invalid',
  // the menu in the back office (issue 31, server/routes/menu.ts)
  'menu.invalid',
  'menu.import',
  'menu.unknownItem',
  // a member card scanned at a kiosk (server/routes/kioskMember.ts)
  'member.off',
  'member.unknown',
  'member.rate-limited',
  'member.token-invalid',
  'member.token-expired',
  'member.no-pin',
  'member.pin-needed',
  'member.wrong-pin',
  'member.pin-locked',
  // enrolled kiosks (issue 27, server/kiosk/devices.ts)
  'device.not-enrolled',
  'device.enrol-code',
  'device.enrol-rate-limited',
  'device.unknown',
  // a venue's payment provider credentials in the console (issue 35, server/routes/paymentProviders.ts)
  'provider.no-key',
  'provider.invalid',
  'provider.unknown',
  // card-present payment at the kiosk through its Stripe Terminal reader (issue 35, server/routes/kioskCard.ts)
  'reader.none',
  'reader.no-provider',
  'reader.unavailable',
  'reader.no-order',
  'reader.changed',
  'reader.invalid',
  // orders and single payments without an account (issue 27, server/orders/guestLimits.ts)
  'order.guest-rate-limited',
  'order.guest-amount',
  // the wire door: text no field may carry
  'wire.text-nul',
  'wire.text-control',
  'wire.text-surrogate',
] as const;
export type RefusalCode = (typeof REFUSALS)[number];

/** Failures the client names itself: no answer came, the answer had no code (or a 404), or the server is still at it. */
export const CLIENT_FAILURES = ['network', 'error', 'notFound', 'order.inFlight', 'giftcard.error'] as const;
export type ClientFailure = (typeof CLIENT_FAILURES)[number];

/** What a refused call can be compared with on the client. */
export type FailureCode = RefusalCode | ClientFailure;

const KNOWN: ReadonlySet<string> = new Set<string>([...REFUSALS, ...CLIENT_FAILURES]);

export const isRefusalCode = (code: unknown): code is RefusalCode =>
  typeof code === 'string' && (REFUSALS as readonly string[]).includes(code);

/** A server's code as the client knows it: an unknown or missing code reads as 'error'. */
export const failureCode = (code: unknown): FailureCode =>
  typeof code === 'string' && KNOWN.has(code) ? (code as FailureCode) : 'error';

/** The `blocked` code of a failed delivery rule (validateDelivery's keys are 'validation.<rule>'). */
const DELIVERY_REFUSALS: Readonly<Record<string, RefusalCode>> = {
  'validation.deliveryAddressRequired': 'delivery.deliveryAddressRequired',
  'validation.deliveryZoneRequired': 'delivery.deliveryZoneRequired',
  'validation.minimumDelivery': 'delivery.minimumDelivery',
};
export const deliveryRefusal = (validationKey: string | undefined): RefusalCode =>
  DELIVERY_REFUSALS[validationKey ?? ''] ?? 'delivery.unavailable';
