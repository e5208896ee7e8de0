// What this venue offers at checkout: order types (eat in, takeaway, pickup; delivery when it has
// zones), delivery zones and payment methods: the venue settings eatIn, takeAway, pickup, delivery
// and deliveryZones, as the server has them now (useFreshSettings), else as the page loaded them.
import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import type { PaymentMethod, Settings } from '../../domain';
import { usePaymentMethods, type OrderType } from '../../features/ordering';
import { venue } from '../../state/stores';
import { offeredTypes } from './checkoutOffer';
import { useFreshSettings } from './useFreshSettings';

export { defaultMethod } from './checkoutOffer';

export type Zone = Settings['deliveryZones'][number];

export interface CheckoutChoices {
  types: OrderType[];
  zones: readonly Zone[];
  methods: PaymentMethod[];
  methodsLoading: boolean;
}

export function useCheckoutChoices(orderTypes?: string[]): CheckoutChoices {
  const { settings } = useSnapshot(venue);
  const { eatIn, takeAway, pickup, delivery, deliveryZones: zones } = useFreshSettings() ?? settings;
  const types = useMemo(
    () => offeredTypes({ eatIn, takeAway, pickup, delivery, deliveryZones: zones }, orderTypes),
    [orderTypes, zones, eatIn, takeAway, pickup, delivery],
  );
  const { methods, loading } = usePaymentMethods();
  return { types, zones, methods, methodsLoading: loading };
}
