// The venue's payment methods read once, without swr, for a screen drawn before its swr code loads
// (the checkout's stand-in): kept in the venue store (venue.payments, per shop), which
// usePaymentMethods shows until its own answer (through swr) comes. A read that failed (offline, no
// answer) is asked again once the browser is back online: the stand-in's list never waits for ever.
// No React here.
import { shopPayments } from '../../api/calls/config';
import { onceBackOnline } from '../../shared/online/onceBackOnline';
import { app, venue } from '../../state/stores';

let asked: { shop: string; done: Promise<boolean> } | null = null;
/** The shop whose methods the store holds (another shop's are not shown while this one's are read). */
let heldFor = '';
/** A failed read is tried again when the connection comes back (once per drop). */
const readAgainWhenOnline = onceBackOnline(() => void loadPagePayments());

/** Loads the shop's methods into venue.payments once per shop; false when they could not be read. */
export function loadPagePayments(): Promise<boolean> {
  const shop = app.shop;
  if (asked?.shop === shop) return asked.done;
  if (!asked && !heldFor && venue.payments.length) {
    // Set by whoever started this page (a test's venue, a host page): taken as they are.
    heldFor = shop;
    asked = { shop, done: Promise.resolve(true) };
    return asked.done;
  }
  // Another shop's methods are not this one's; this shop's, read before a failed read, still are.
  if (heldFor !== shop) venue.payments = [];
  const done = shopPayments({}, { quiet: true }).then(
    (a) => {
      if (app.shop !== shop || !Array.isArray(a.result)) return false;
      venue.payments = a.result.map((m) => ({ ...m }));
      heldFor = shop;
      return true;
    },
    () => {
      if (asked?.shop === shop) asked = null;
      if (app.shop === shop) readAgainWhenOnline();
      return false;
    },
  );
  asked = { shop, done };
  return done;
}
