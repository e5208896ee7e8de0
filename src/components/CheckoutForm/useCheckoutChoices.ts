// What this venue offers at checkout: order types (eat in, takeaway, pickup; delivery when it has
// zones), delivery zones and payment methods: the venue settings eatIn, takeAway, pickup, delivery
// and deliveryZones, as the server has them now (useFreshSettings), else as the page loaded them.
import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import type { PaymentMethod, Settings } from '../../domain';
import { ORDER_TYPES, usePaymentMethods, type OrderType } from '../../features/ordering';
import { venue } from '../../state/stores';
import { useFreshSettings } from './useFreshSettings';

export type Zone = Settings['deliveryZones'][number];

export interface CheckoutChoices {
  types: OrderType[];
  zones: readonly Zone[];
  methods: PaymentMethod[];
  methodsLoading: boolean;
}

/** The first method a new checkout offers: cash where there is cash, else the first. */
export function defaultMethod(methods: PaymentMethod[]): string {
  return methods.find((m) => m.sys === 'cash')?.payment ?? methods[0]?.payment ?? '';
}

export function useCheckoutChoices(orderTypes?: string[]): CheckoutChoices {
  const { settings } = useSnapshot(venue);
  const { eatIn, takeAway, pickup, delivery, deliveryZones: zones } = useFreshSettings() ?? settings;
  const types = useMemo(() => {
    const offered: Record<OrderType, boolean> = {
      eatin: eatIn,
      takeaway: takeAway,
      pickup,
      delivery: delivery && zones.length > 0,
    };
    const venueTypes = ORDER_TYPES.filter((x) => offered[x]);
    const wanted = orderTypes?.length ? venueTypes.filter((x) => orderTypes.includes(x)) : venueTypes;
    return wanted.length ? wanted : venueTypes;
  }, [orderTypes, zones.length, eatIn, takeAway, pickup, delivery]);
  const { methods, loading } = usePaymentMethods();
  return { types, zones, methods, methodsLoading: loading };
}
