// The family a venue's plain link opens (spec 1, 9): from its mode and service types. Apart from
// venueOffer.ts so that it loads only with plain links and the not-offered screen.
import type { ServiceType, TicketType } from './venueOffer';

/** The family of a service type (ticket venues: parking tickets or date-range passes). */
export function serviceFamily(service: ServiceType, ticketType: TicketType): string {
  if (service === 'ticket') return ticketType === 'daterange' ? 'company' : 'ticket';
  return service;
}

/**
 * The family a venue's plain link opens (`/{shop}`, `/{family}/{shop}` of a family it does not
 * offer, a QR): the kiosk family in kiosk mode, the staff family in cashier mode, else the family
 * of its first service type. The app falls back to the first family the venue offers when this one
 * is not offered (a licence without reservation, for example).
 */
export function homeFamily(s: {
  modes: readonly string[];
  serviceTypes: readonly ServiceType[];
  ticketType: TicketType;
}): string {
  if (s.modes.includes('kiosk')) return 'self';
  if (s.modes.includes('cashier')) return 'merchant';
  return serviceFamily(s.serviceTypes[0] ?? 'shop', s.ticketType);
}

/** The route a venue's plain link opens in its home family, when not the family's home: the kiosk flow in kiosk mode. */
export function homeRoute(s: { modes: readonly string[] }): string {
  return s.modes.includes('kiosk') ? 'kiosk' : '';
}
