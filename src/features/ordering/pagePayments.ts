// The venue's payment methods read once, without swr, for a screen drawn before its swr code loads
// (the checkout's stand-in): kept in the venue store (venue.payments, per shop), which
// usePaymentMethods shows until its own answer (through swr) comes. No React here.
import { shopPayments } from '../../api/calls/config';
import { app, venue } from '../../state/stores';

let asked: { shop: string; done: Promise<boolean> } | null = null;

/** Loads the shop's methods into venue.payments once per shop; false when they could not be read. */
export function loadPagePayments(): Promise<boolean> {
  const shop = app.shop;
  if (asked?.shop === shop) return asked.done;
  if (!asked && venue.payments.length) {
    // Set by whoever started this page (a test's venue, a host page): taken as they are.
    asked = { shop, done: Promise.resolve(true) };
    return asked.done;
  }
  venue.payments = [];
  const done = shopPayments({}, { quiet: true }).then(
    (a) => {
      if (app.shop !== shop || !Array.isArray(a.result)) return false;
      venue.payments = a.result.map((m) => ({ ...m }));
      return true;
    },
    () => {
      asked = null;
      return false;
    },
  );
  asked = { shop, done };
  return done;
}
