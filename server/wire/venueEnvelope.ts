// The payload fields every venue call may carry besides its own (venue, device, spot, time, sign),
// bounded like every payload field: spread into a route's payload schema.
const S = (max = 100) => ({ type: 'string', maxLength: max });

export const VENUE_ENVELOPE = {
  shop: S(),
  id: S(),
  shp: S(),
  siteId: S(),
  device: S(),
  ordLot: S(),
  spotId: { type: ['string', 'number'] },
  tm: { type: 'number' },
  sign: S(64),
} as const;
