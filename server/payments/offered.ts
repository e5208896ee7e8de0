// Which of a venue's payment methods the server can take (issue 27 finding 14): a method paid through
// an online provider (the hosted methods: card, WeChat Pay, Alipay, PayPal, OmiPay) needs a provider.
// The only one is the sandbox, which production does not run, so production neither offers nor accepts
// them: they are taken out of the venue as every call sees it (wire/venue.ts VenueCache), so the
// payment list, feeCalc, orders, tickets, pay-only bills and top-ups all refuse them alike
// (payment.unavailable) instead of handing back a payment link that answers 404.
import { resolvePayments } from '../../src/domain/index';
import { HOSTED_METHODS } from '../orders/pricing';
import type { Venue } from '../wire/venue';

/** True when the entry is paid through an online provider (by its payment name or built-in code). */
export function isProviderMethod(entry: Record<string, unknown>): boolean {
  const m = resolvePayments([{ ...entry, visible: 1 }])[0];
  return !!m && (HOSTED_METHODS.includes(m.payment) || HOSTED_METHODS.includes(m.sys));
}

/** The venue without the payment methods no configured provider can take. */
export const withoutProviderMethods = (v: Venue): Venue => ({
  ...v,
  payments: v.payments.filter((p) => !isProviderMethod(p)),
});

/**
 * The venue as production shows it: each provider method only when a configured provider takes it
 * ("dps" is the configured card provider); the others are taken out.
 */
export const withConfiguredMethods =
  (methodsOf: (shopId: string) => Promise<Set<string>>) =>
  async (v: Venue): Promise<Venue> => {
    const has = await methodsOf(v.shopId);
    return {
      ...v,
      payments: v.payments.filter((p) => {
        if (!isProviderMethod(p)) return true;
        const m = resolvePayments([{ ...p, visible: 1 }])[0];
        return !!m && (has.has(m.sys) || has.has(m.payment));
      }),
    };
  };
