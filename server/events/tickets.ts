// The staff list's stream ticket (issue 28). A browser's EventSource cannot send the Authorization
// header, so staff first ask POST /pro/kiosk/staffEvents (signed in as staff of the venue, like the
// staff list itself) for a short-lived ticket naming the venue, and open the stream with it in the
// query string. The ticket opens a stream only; what the list holds is still read through the
// authorised call. HMAC with TOKEN_SECRET, so any process of the venue server accepts it.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { tokenSecret } from '../auth/tokens';

/** How long a ticket may open a stream (the stream itself lasts until closed). */
export const STAFF_TICKET_MS = 5 * 60_000;

const mac = (body: string): string =>
  createHmac('sha256', tokenSecret()).update(`staff-events.${body}`).digest('base64url');

export function staffTicket(shopId: string, userId: string, now: number): { ticket: string; expiresAt: number } {
  const expiresAt = now + STAFF_TICKET_MS;
  const body = `${Buffer.from(shopId).toString('base64url')}.${Buffer.from(userId).toString('base64url')}.${expiresAt}`;
  return { ticket: `${body}.${mac(body)}`, expiresAt };
}

/** True when the ticket is ours, for this venue, and not expired. */
export function checkStaffTicket(ticket: string, shopId: string, now: number): boolean {
  const parts = ticket.split('.');
  if (parts.length !== 4 || ticket.length > 600) return false;
  const body = parts.slice(0, 3).join('.');
  const want = Buffer.from(mac(body));
  const got = Buffer.from(parts[3]);
  if (want.length !== got.length || !timingSafeEqual(want, got)) return false;
  if (Buffer.from(parts[0], 'base64url').toString() !== shopId) return false;
  const expiresAt = Number(parts[2]);
  return Number.isFinite(expiresAt) && now <= expiresAt;
}
