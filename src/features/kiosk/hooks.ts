// React side of the kiosk member card: the cart's totals with the scanned card (the domain's
// memberCart: the venue's calculator with the card's discount, points earned and points spent).
import { useSnapshot } from 'valtio';
import { memberCart, type MemberCart } from '../../domain';
import { cartStore } from '../../state/cart';
import { venue } from '../../state/stores';
import { kiosk } from './store';

/** The cart priced with this visit's member card (the plain cart when none is attached). */
export function useMemberTotals(): MemberCart {
  // Subscribed for the re-render; priced from the live objects (the domain takes plain data).
  useSnapshot(cartStore);
  useSnapshot(kiosk);
  useSnapshot(venue);
  if (!kiosk.member) return { cart: cartStore.cart, redeemPoints: 0, redeemable: 0 };
  return memberCart(cartStore.cart, venue.settings, kiosk.member, kiosk.usePoints);
}
