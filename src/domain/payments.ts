// Payment methods (spec 3): the built-in table, matching server entries to it, and surcharges.
import { asObject, readFlag, readMoney, readNum, readText } from './coerce';
import { percentOf, type Cents } from './money';

export type BuiltInPayment = 'dps' | 'cash' | 'wechat' | 'alipay' | 'paypal' | 'svc';

export interface BuiltInPaymentMethod {
  payment: BuiltInPayment;
  meaning: string;
  /** The spec gives two codes per method (e.g. 201 / 301); both identify the method. */
  codes: readonly [number, number];
}

export const BUILT_IN_PAYMENTS: readonly BuiltInPaymentMethod[] = Object.freeze([
  { payment: 'dps', meaning: 'credit card', codes: [201, 301] },
  { payment: 'cash', meaning: 'pay in store', codes: [200, 300] },
  { payment: 'wechat', meaning: 'wechat', codes: [202, 302] },
  { payment: 'alipay', meaning: 'alipay', codes: [203, 303] },
  { payment: 'paypal', meaning: 'paypal', codes: [204, 304] },
  { payment: 'svc', meaning: 'store value card', codes: [205, 305] },
] as const);

/** The built-in code of a method: the first code, or the second with `second`. */
export function paymentCode(payment: string, second = false): number | undefined {
  const m = BUILT_IN_PAYMENTS.find((b) => b.payment === payment);
  return m ? m.codes[second ? 1 : 0] : undefined;
}

/** The built-in method a code (either of its two) belongs to. */
export function paymentByCode(code: number | string): BuiltInPayment | undefined {
  const n = Number(code);
  return BUILT_IN_PAYMENTS.find((b) => b.codes.includes(n))?.payment;
}

export type SurchargeType = 'fixed' | 'percent';

/** A resolved payment method entry. */
export interface PaymentMethod {
  name: string;
  imageUrl: string;
  /** The payment provider name sent with the order ('dps' already replaced by the online card type). */
  payment: string;
  code: string;
  visible: boolean;
  /** Fixed surcharge in cents (surchargeType 'fixed'). */
  surcharge: Cents;
  surchargeType: SurchargeType;
  /** Percentage surcharge (surchargeType 'percent'), e.g. 1.5 for 1.5%. */
  rate: number;
  /** The built-in method this entry matched ('' when none). */
  sys: BuiltInPayment | '';
}

/** Server surchargeType: 1, '1', 'percent', 'rate' or '%' mean a percentage; anything else a fixed amount. */
function readSurchargeType(v: unknown): SurchargeType {
  const s = String(v ?? '')
    .trim()
    .toLowerCase();
  return ['1', 'percent', 'percentage', 'rate', '%'].includes(s) ? 'percent' : 'fixed';
}

/** `surcharge` values that switch the surcharge off (the console writes 0 or 1: draftForm.ts). */
const SWITCHED_OFF: readonly unknown[] = [0, '0', false, 'false', 'off', 'no'];
/** `surcharge` values that are the on switch, not an amount. */
const SWITCHED_ON: readonly unknown[] = [1, '1', true, 'true', 'on', 'yes'];

/**
 * A payment entry's surcharge: ONE definition, read by the console (what it shows and writes) and by
 * every price (checkout, top-up, the payment page, the server's pricing). Stored as the console writes
 * it (and the demo seed stores it): `surcharge` is the on/off switch, `surchargeType` 1 a percentage in
 * `rate`, 2 a fixed amount in cents in `rate`. A switch that is off charges nothing whatever the rate
 * says. Older entries that carry the fixed amount in dollars in `surcharge` itself (e.g. '0.50', no
 * rate) are still read.
 */
export interface PaymentSurcharge {
  on: boolean;
  kind: SurchargeType;
  /** kind 'percent': e.g. 1.5 for 1.5 %. */
  percent: number;
  /** kind 'fixed': the amount in cents. */
  fixedCents: Cents;
}

export function readPaymentSurcharge(e: Record<string, unknown>): PaymentSurcharge {
  const kind = readSurchargeType(e.surchargeType);
  const rate = Math.max(0, readNum(e.rate, 0));
  if (SWITCHED_OFF.includes(e.surcharge))
    return {
      on: false,
      kind,
      percent: kind === 'percent' ? rate : 0,
      fixedCents: kind === 'fixed' ? Math.round(rate) : 0,
    };
  if (kind === 'percent') return { on: true, kind, percent: rate, fixedCents: 0 };
  const legacyAmount = SWITCHED_ON.includes(e.surcharge) ? 0 : readMoney(e.surcharge, 0);
  return { on: true, kind, percent: 0, fixedCents: rate > 0 ? Math.round(rate) : legacyAmount };
}

/** The entry with its surcharge written as readPaymentSurcharge reads it (the console's save). */
export function writePaymentSurcharge(e: Record<string, unknown>, s: PaymentSurcharge): Record<string, unknown> {
  return {
    ...e,
    surcharge: s.on ? 1 : 0,
    surchargeType: s.kind === 'percent' ? 1 : 2,
    rate: s.kind === 'percent' ? s.percent : Math.round(s.fixedCents),
  };
}

/** What the entry charges: nothing when switched off. */
function readSurcharge(e: Record<string, unknown>): Pick<PaymentMethod, 'surcharge' | 'surchargeType' | 'rate'> {
  const s = readPaymentSurcharge(e);
  if (!s.on) return { surcharge: 0, surchargeType: s.kind, rate: 0 };
  return s.kind === 'percent'
    ? { surcharge: 0, surchargeType: 'percent', rate: s.percent }
    : { surcharge: s.fixedCents, surchargeType: 'fixed', rate: 0 };
}

/**
 * Matches each server entry to a built-in method (by payment name, then by code) and sets `sys`;
 * replaces payment 'dps' by the configured online card payment type; drops entries whose visible is
 * off (visible defaults on when absent). Money surcharges become cents.
 */
export function resolvePayments(list: unknown, onlineCardType = 'dps'): PaymentMethod[] {
  if (!Array.isArray(list)) return [];
  const out: PaymentMethod[] = [];
  for (const item of list) {
    const e = asObject(item);
    if (!e || !readFlag(e.visible, true)) continue;
    const payment = readText(e.payment).toLowerCase();
    const code = readText(e.code);
    const sys =
      BUILT_IN_PAYMENTS.find((b) => b.payment === payment)?.payment ?? (code ? paymentByCode(code) : undefined) ?? '';
    const provider = payment || sys;
    out.push({
      name: readText(e.name, provider),
      imageUrl: readText(e.imageUrl),
      payment: provider === 'dps' ? readText(onlineCardType, 'dps') : provider,
      code,
      visible: true,
      ...readSurcharge(e),
      sys,
    });
  }
  return out;
}

/**
 * The surcharge for paying `amountCents` with `method`: a percentage of the amount (rounded half up
 * to a cent) or the fixed amount. Nothing to pay, or no method, means no surcharge.
 */
export function surchargeFor(
  method: Pick<PaymentMethod, 'surcharge' | 'surchargeType' | 'rate'> | null | undefined,
  amountCents: Cents,
): Cents {
  if (!method || amountCents <= 0) return 0;
  return method.surchargeType === 'percent' ? percentOf(amountCents, method.rate) : Math.max(0, method.surcharge);
}
