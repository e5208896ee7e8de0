// Order and bill numbers of a venue, from its counter (venues.order_seq, migration 026): one row
// update in the order's transaction, whatever the venue's history, and never a number handed out
// twice (a deleted order's number stays used). The UPDATE takes the venue row lock, so the orders of
// one venue are numbered one at a time until their transactions end; other venues are not touched.
import type { Db } from '../db/db';

/** The order number's letter: A for orders (insertOrder), P for single payments (insertSinglePay). */
export type OrderNumberPrefix = 'A' | 'P';

export interface OrderNumbers {
  /** The venue's running count (1, 2, ...). */
  seq: number;
  /** The short display number (A001 ...), wrapping after 999. */
  orderNo: string;
  /** SHOP-YYYYMMDD-NNNNN: unique per venue. */
  billNo: string;
  /** The venue's service number before this order (read under the same lock). */
  serviceNoBefore: number;
}

export function billNumber(shopId: string, now: number, seq: number): string {
  const day = new Date(now).toISOString().slice(0, 10).replace(/-/g, '');
  return `${shopId.replace(/^demo-/, '').toUpperCase()}-${day}-${String(seq).padStart(5, '0')}`;
}

/** Takes the venue's next number (inside the caller's transaction: it holds the venue row until commit). */
export async function nextOrderNumbers(
  tx: Db,
  shopId: string,
  prefix: OrderNumberPrefix,
  now: number,
): Promise<OrderNumbers> {
  const row = (
    await tx.query<{ seq: string | number; service: number }>(
      'UPDATE venues SET order_seq = order_seq + 1 WHERE shop_id = $1 RETURNING order_seq AS seq, service_no_current AS service',
      [shopId],
    )
  )[0];
  if (!row) throw new Error(`nextOrderNumbers: no venue ${shopId}`);
  const seq = Number(row.seq);
  return {
    seq,
    orderNo: `${prefix}${String(seq % 1000).padStart(3, '0')}`,
    billNo: billNumber(shopId, now, seq),
    serviceNoBefore: Number(row.service),
  };
}
