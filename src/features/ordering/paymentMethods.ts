// The venue's payment methods as the checkout and the kiosk's payment step offer them. Its own module (not
// hooks.ts, which the menu screens load): it reads through swr, so the home and category pages load
// neither swr nor the payment rules.
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
