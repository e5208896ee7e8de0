// Reads of the ticket screens through the data layer (useCall, swr): what a venue sells and the
// signed-in customer's tickets. Equal params share one request.
import { useCall } from '../../api/hooks';
import { readMyTickets, readVenueTickets, type HeldTicket, type VenueTickets } from './api';

export function useVenueTickets(shop: string) {
  return useCall<VenueTickets, { shop: string }>('listViewTicketPool', shop ? { shop } : null, {
    read: (p) => readVenueTickets(p.shop),
    revalidateOnFocus: false,
  });
}

/**
 * The customer's tickets (of one venue when `shop` is given; one booking with `bookingId`).
 * `refreshMs` re-reads while something is pending (a payment arriving).
 */
export function useMyTickets(p: { shop?: string; bookingId?: string } | null, refreshMs = 0, maxReads?: number) {
  return useCall<HeldTicket[], { shop?: string; bookingId?: string }>('ticketsMine', p, {
    read: (q) => readMyTickets(q),
    refreshInterval: (list) => (refreshMs > 0 && (!list || list.some((t) => t.state === 'pending')) ? refreshMs : 0),
    ...(maxReads ? { maxReads } : {}),
  });
}
