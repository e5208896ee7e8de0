// The venue's payment methods for the checkout, kiosk and console: the list the server offers now
// (through swr, so only the screens that pay load it). Their names: ./paymentName (no swr: the
// checkout's stand-in draws them before its form code and swr load).
import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { useShopPayments } from '../../api/sourceHooks';
import { resolvePayments, type PaymentMethod } from '../../domain';
import { venue } from '../../state/stores';

/**
 * The venue's payment methods as the server offers them now (/api/shop/payments: in production only
 * those a configured provider takes, "dps" the card provider), else as the page loaded them.
 */
export function usePaymentMethods(): { methods: PaymentMethod[]; loading: boolean } {
  const { settings, payments } = useSnapshot(venue);
  const fetched = useShopPayments({}, { revalidateOnFocus: false });
  const list = Array.isArray(fetched.data?.result) && fetched.data.result.length ? fetched.data.result : payments;
  const methods = useMemo(
    () => resolvePayments(list, settings.onlineCreditCardPayment),
    [list, settings.onlineCreditCardPayment],
  );
  return { methods, loading: Boolean(fetched.isLoading) };
}
