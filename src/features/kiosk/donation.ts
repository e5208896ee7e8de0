// The kiosk's donation (the donate step): the venue's donation item (settings.kiosk.donatePlu) goes in
// the cart as one ordinary line at the chosen price level; choosing again replaces it, declining
// removes it. The rules are the domain's (src/domain/donation.ts); the server prices the line.
import { donationLine, setDonation, type DonationAmount, type DonationItem } from '../../domain';
import { changeCart } from '../../state/cart';

/** Puts the donation of this amount in the cart (replacing an earlier one). */
export function chooseDonation(item: DonationItem, amount: DonationAmount, lang: string): void {
  changeCart((cart, now) => setDonation(cart, item.pluId, donationLine(item, amount, lang), now));
}

/** Takes any donation line of this item out of the cart ("No thanks"). */
export function declineDonation(pluId: string): void {
  changeCart((cart, now) => setDonation(cart, pluId, null, now));
}
