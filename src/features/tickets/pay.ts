// Leaving for the payment page: the pay info (src/features/ordering payonly) tells the payment result
// screen where to come back to — the ticket's success screen once paid, the screen the customer came
// from when the payment is declined or cancelled. The cart is never touched.
import { savePayInfo } from '../ordering';

export function payTicketsOnline(o: {
  shop: string;
  transactionId: string;
  payUrl: string;
  payment: string;
  amountCents: number;
  returnTo: string;
  receiptTo: string;
  lang: string;
}): void {
  savePayInfo({
    kind: 'bill',
    transactionId: o.transactionId,
    shop: o.shop,
    payment: o.payment,
    payUrl: o.payUrl,
    amountCents: o.amountCents,
    returnTo: o.returnTo,
    receiptTo: o.receiptTo,
    createdAt: Date.now(),
  });
  const sep = o.payUrl.includes('?') ? '&' : '?';
  window.location.assign(`${o.payUrl}${sep}lang=${encodeURIComponent(o.lang)}`);
}
