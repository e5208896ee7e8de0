// A ticket call's failure in the visitor's language (the tickets texts load with these components).
import { translateMessage } from '../../i18n';
import type { TicketFailure } from '../../features/tickets';

/** The words of a failure in the visitor's language: the rule's text, the code's, or the server's. */
export function ticketFailureText(
  f: TicketFailure,
  t: (key: string, values?: Record<string, unknown>) => string,
): string {
  if (f.key) return t(f.key, f.values);
  if (f.code === 'ticket.sold-out')
    return f.remaining ? t('tickets.onlyLeft', { count: f.remaining }) : t('tickets.soldOutJustTaken');
  if (f.code === 'network') return t('tickets.networkError');
  return f.message ? translateMessage(f.message) : t('tickets.genericError');
}
