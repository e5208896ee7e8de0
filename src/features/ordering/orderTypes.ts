// The order types, in the order checkout offers them (a typed list: the wire's orderType codes).
export const ORDER_TYPES = ['eatin', 'takeaway', 'pickup', 'delivery'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];
