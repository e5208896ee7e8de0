// Pay-only bills (issue 5): what an existing order charges when the customer pays it with another
// method than the one it was placed with (a cash table bill paid by card), and the kitchen state the
// uploading-order screen shows, and the lines of a bill with their names in both languages. Pure
// functions, except billCatalogue (reads the items' catalogue rows).
import { cashRound, mulDivRound, surchargeFor, type Cart, type PaymentMethod } from '../../src/domain/index';
import type { Db } from '../db/db';

const PPM = 1_000_000;
const ppm = (ratePercent: number): number => (ratePercent > 0 ? Math.round(ratePercent * 10_000) : 0);
const feeGst = (fees: number, gstRate: number): number => {
  const g = ppm(gstRate);
  return fees > 0 && g > 0 ? mulDivRound(fees, g, PPM + g) : 0;
};

export interface RepriceSettings {
  /** GST rate in percent (fees carry GST like the domain's calculateCart). */
  gstRate: number;
  /** 0 never, 1 cash only, 2 always (spec 9 cash rounding). */
  roundType: number;
}

/**
 * The stored (calculated) cart re-charged for `method`: the old surcharge and rounding come off,
 * the new method's surcharge and rounding go on, the fee GST follows. Discounts, items and fees
 * are untouched (they do not depend on the method). Amounts in integer cents.
 */
export function repriceForMethod(
  cart: Cart,
  method: Pick<PaymentMethod, 'surcharge' | 'surchargeType' | 'rate' | 'sys'> | null,
  s: RepriceSettings,
): Cart {
  const oldSurcharge = Math.max(0, Math.round(Number(cart.surchargeAmount) || 0));
  const oldRounded = Math.round(Number(cart.roundedAmount) || 0);
  const dueBefore = Math.round(Number(cart.amountDue) || 0) - oldRounded - oldSurcharge;
  const surchargeAmount = surchargeFor(method, dueBefore);
  const due = dueBefore + surchargeAmount;
  const rounds = s.roundType === 2 || (s.roundType === 1 && method?.sys === 'cash');
  const roundedAmount = rounds ? cashRound(due) - due : 0;
  const otherFees =
    (Number(cart.serviceFee) || 0) +
    (Number(cart.otherChargeAmount) || 0) +
    (Number(cart.deliveryFee) || 0) +
    (Number(cart.expressFee) || 0);
  const lineTax = (Number(cart.gst) || 0) - feeGst(otherFees + oldSurcharge, s.gstRate);
  return {
    ...cart,
    surchargeAmount,
    surchargeRate: method?.surchargeType === 'percent' ? method.rate : 0,
    totalAmount: (Number(cart.totalAmount) || 0) - oldSurcharge + surchargeAmount,
    roundedAmount,
    amountDue: due + roundedAmount,
    gst: lineTax + feeGst(otherFees + surchargeAmount, s.gstRate),
  };
}

export type KitchenState = 'sent' | 'waiting' | 'failed' | 'none';

/**
 * Where the order stands with the kitchen. Cash orders go at once and paid orders once paid, so an
 * order that is cash or paid but not sent is one whose sending failed ('Resend to Kitchen').
 * Single payments (no lines) never go to the kitchen.
 */
export function kitchenState(o: {
  sent: boolean;
  paid: boolean;
  payment: string;
  order_type: string;
  cart?: { itemList?: unknown[] };
}): KitchenState {
  if (o.order_type === 'singlepay' || !(o.cart?.itemList?.length ?? 1)) return 'none';
  if (o.sent) return 'sent';
  return o.paid || o.payment === 'cash' ? 'failed' : 'waiting';
}

// ---- The lines of a bill, with their names in both languages ----

/** A name in the venue's two languages (name2 '' when the venue has no second name). */
export interface Names {
  name1: string;
  name2: string;
}

export interface BillLineOut extends Names {
  quantity: number;
  priceCents: number;
  amountCents: number;
  /** The chosen options and meal extras in the first language (as stored with the order). */
  options: string[];
  /** The same options with both names: the receipt shows the visitor's language, else the first. */
  optionNames: Names[];
  notes: string;
}

/** What the catalogue says about an item's options and meal extras (the plus row's attr and meal_plu). */
export interface PluNames {
  attr?: {
    attrId: string;
    name1?: string;
    name2?: string;
    options?: { optionId: string; name1?: string; name2?: string }[];
  }[];
  meal_plu?: { pluId: string; name1?: string; name2?: string }[];
}

type StoredLine = {
  pluId?: unknown;
  pluName1?: unknown;
  pluName2?: unknown;
  quantity?: unknown;
  price?: unknown;
  amount?: unknown;
  notes?: unknown;
  attrs?: { attrId?: unknown; name?: unknown; name2?: unknown }[];
  mealPlus?: { pluId?: unknown; pluName1?: unknown; pluName2?: unknown }[];
};

const num = (v: unknown): number => (Number.isFinite(Number(v)) ? Math.round(Number(v)) : 0);
const str = (v: unknown): string => (v === undefined || v === null ? '' : String(v));

/**
 * The bill's lines from the order's stored cart. An option keeps the first-language name stored with
 * the order; its second name comes from the stored line when there is one, else from the venue's
 * catalogue now (`catalogue`: plus rows by pluId; an option no longer there keeps only its first name).
 */
export function billLines(
  itemList: readonly StoredLine[] | undefined,
  catalogue: ReadonlyMap<string, PluNames> = new Map(),
): BillLineOut[] {
  return (itemList ?? []).map((it) => {
    const plu = catalogue.get(str(it.pluId));
    const attrNames = (it.attrs ?? []).map((a): Names => {
      const [groupId, optionId] = str(a.attrId).split(':');
      const option = plu?.attr?.find((g) => g.attrId === groupId)?.options?.find((o) => o.optionId === optionId);
      return { name1: str(a.name) || str(option?.name1), name2: str(a.name2) || str(option?.name2) };
    });
    const mealNames = (it.mealPlus ?? []).map((m): Names => {
      const extra = plu?.meal_plu?.find((e) => e.pluId === str(m.pluId));
      return { name1: str(m.pluName1) || str(extra?.name1), name2: str(m.pluName2) || str(extra?.name2) };
    });
    const optionNames = [...attrNames, ...mealNames].filter((o) => o.name1 || o.name2);
    return {
      name1: str(it.pluName1),
      name2: str(it.pluName2),
      quantity: num(it.quantity),
      priceCents: num(it.price),
      amountCents: num(it.amount),
      options: optionNames.map((o) => o.name1 || o.name2),
      optionNames,
      notes: str(it.notes),
    };
  });
}

/** The catalogue rows (options and meal extras) of an order's items, for billLines. */
export async function billCatalogue(db: Db, o: { shop_id: string; cart?: unknown }): Promise<Map<string, PluNames>> {
  const items = ((o.cart as { itemList?: { pluId?: unknown }[] } | undefined)?.itemList ?? [])
    .map((it) => str(it.pluId))
    .filter(Boolean);
  if (!items.length) return new Map();
  const rows = await db.query<{ plu_id: string } & PluNames>(
    'SELECT plu_id, attr, meal_plu FROM plus WHERE shop_id = $1 AND plu_id = ANY($2::text[])',
    [o.shop_id, [...new Set(items)]],
  );
  return new Map(rows.map((r) => [r.plu_id, { attr: r.attr ?? [], meal_plu: r.meal_plu ?? [] }]));
}
