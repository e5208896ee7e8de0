// What a venue offers at checkout, from its settings (no fetching here: the stand-in draws it from the
// page's settings, useCheckoutChoices from the server's current ones): the order types (eat in,
// takeaway, pickup; delivery when it has zones) and the method a new checkout starts with.
import type { PaymentMethod } from '../../domain';
import { ORDER_TYPES, type OrderType } from '../../features/ordering';

interface Offer {
  eatIn: boolean;
  takeAway: boolean;
  pickup: boolean;
  delivery: boolean;
  deliveryZones: readonly unknown[];
}

/** The order types the venue offers, narrowed to the screen's `orderTypes` when any of them is offered. */
export function offeredTypes(s: Offer, orderTypes?: readonly string[]): OrderType[] {
  const offered: Record<OrderType, boolean> = {
    eatin: Boolean(s.eatIn),
    takeaway: Boolean(s.takeAway),
    pickup: Boolean(s.pickup),
    delivery: Boolean(s.delivery) && s.deliveryZones.length > 0,
  };
  const venueTypes = ORDER_TYPES.filter((x) => offered[x]);
  const wanted = orderTypes?.length ? venueTypes.filter((x) => orderTypes.includes(x)) : venueTypes;
  return wanted.length ? wanted : venueTypes;
}

/** The first method a new checkout offers: cash where there is cash, else the first. */
export function defaultMethod(methods: PaymentMethod[]): string {
  return methods.find((m) => m.sys === 'cash')?.payment ?? methods[0]?.payment ?? '';
}
