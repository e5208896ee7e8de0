// What this venue offers at checkout: order types (eat in, takeaway, pickup; delivery when it has
// zones), delivery zones and payment methods. Order types and zones are venue settings the
// normalised settings leave out: they are read from the venue configuration (eatIn, takeAway,
// pickup, delivery, deliveryZones).
import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { resolvePayments, type PaymentMethod } from '../../domain';
import { useShopPayments, useSpotConfig } from '../../api/hooks';
import { ORDER_TYPES, type OrderType } from '../../features/ordering';
import { app, venue } from '../../state/stores';

export interface Zone { zoneId: string; name: string }

export interface CheckoutChoices {
  types: OrderType[];
  zones: Zone[];
  methods: PaymentMethod[];
  methodsLoading: boolean;
}

function toZone(z: unknown): Zone {
  return z && typeof z === 'object' ? { zoneId: String((z as Zone).zoneId), name: String((z as Zone).name ?? (z as Zone).zoneId) } : { zoneId: String(z), name: String(z) };
}

/** The first method a new checkout offers: cash where there is cash, else the first. */
export function defaultMethod(methods: PaymentMethod[]): string {
  return methods.find((m) => m.sys === 'cash')?.payment ?? methods[0]?.payment ?? '';
}

export function useCheckoutChoices(orderTypes?: string[]): CheckoutChoices {
  const { settings, payments } = useSnapshot(venue);
  const spot = useSpotConfig(app.shop ? { shop: app.shop } : null);
  const raw = (spot.data?.result?.settings ?? {}) as Record<string, unknown>;
  const zones = useMemo(() => {
    const list = Array.isArray(raw.deliveryZones) ? raw.deliveryZones : Array.isArray(settings.deliveryZones) ? (settings.deliveryZones as unknown[]) : [];
    return list.map(toZone);
  }, [raw.deliveryZones, settings.deliveryZones]);
  const { eatIn, takeAway, pickup, delivery } = raw;
  const types = useMemo(() => {
    const off = (v: unknown) => v !== undefined && Number(v) === 0;
    const offered: Record<OrderType, boolean> = { eatin: !off(eatIn), takeaway: !off(takeAway), pickup: !off(pickup), delivery: Number(delivery) === 1 && zones.length > 0 };
    const venueTypes = ORDER_TYPES.filter((x) => offered[x]);
    const wanted = orderTypes?.length ? venueTypes.filter((x) => orderTypes.includes(x)) : venueTypes;
    return wanted.length ? wanted : venueTypes;
  }, [orderTypes, zones.length, eatIn, takeAway, pickup, delivery]);
  const fetched = useShopPayments({}, { revalidateOnFocus: false });
  const list = Array.isArray(fetched.data?.result) && fetched.data.result.length ? fetched.data.result : payments;
  const methods = useMemo(() => resolvePayments(list, String(settings.onlineCreditCardPayment || 'dps')), [list, settings.onlineCreditCardPayment]);
  return { types, zones, methods, methodsLoading: Boolean(fetched.isLoading) };
}
