// What happened to an order, in the customer's words (issue 33): an online payment that was declined,
// given up, or not made yet is said as such, never "Placed · Unpaid"; otherwise the kitchen status
// (spec 4: placed, preparing, ready in store, completed) with paid or unpaid.

/** Payment methods settled at the venue, not online (an unpaid order of these is simply to pay there). */
export const PAY_AT_VENUE = ['cash'] as const;

/** The outcomes that replace the kitchen status; their texts are ordering.outcome_<code>(Hint). */
export const ORDER_OUTCOMES = ['declined', 'payCancelled', 'awaitingPayment'] as const;
export type OrderOutcome = (typeof ORDER_OUTCOMES)[number];

export interface OutcomeInput {
  paid: boolean;
  payment?: string;
  payStatus?: string;
  status?: string;
}

/** The payment outcome that matters more than the kitchen status, or null when the kitchen status tells it. */
export function orderOutcome(o: OutcomeInput): OrderOutcome | null {
  if (o.paid || o.status === 'cancelled') return null;
  if ((PAY_AT_VENUE as readonly string[]).includes(o.payment ?? '')) return null;
  if (o.payStatus === 'failed') return 'declined';
  if (o.payStatus === 'cancelled') return 'payCancelled';
  if (o.payStatus === 'pending' || o.payStatus === 'unpaid') return 'awaitingPayment';
  return null;
}
