// The coupon screens' reads (swr through useCall): equal params share one request, null skips it.
import { useSnapshot } from 'valtio';
import { useCall } from '../../api/hooks';
import { app, user } from '../../state/stores';
import {
  listGiftCards,
  listHeld,
  oneTicket,
  poolInfo,
  readCouponReceipt,
  readGiftProducts,
  readInvitation,
  readMyInvitation,
  readPurchase,
  type HeldKind,
  type Purchase,
  type TicketKind,
} from './api';
import { heldAtStart } from './heldAtStart';

/** Whether someone is signed in (the calls of one's own things need it). */
export function useSignedIn(): boolean {
  return Boolean(useSnapshot(user).token);
}

/** One kind held; what a stand-in read of it (heldAtStart) is its first answer. */
export function useHeld(kind: TicketKind, on = true) {
  const shop = useSnapshot(app).shop;
  return useCall('voucherPoolList', on && shop ? { shop, kind } : null, {
    read: () => listHeld(kind),
    fallbackData: heldAtStart(kind),
  });
}
export function useHeldGiftCards(on = true) {
  const shop = useSnapshot(app).shop;
  return useCall('voucherPoolList', on && shop ? { shop, kind: 'giftcard' as HeldKind } : null, {
    read: listGiftCards,
  });
}
export function useTicket(ticket: string | undefined, on = true) {
  const shop = useSnapshot(app).shop;
  return useCall('voucherPoolList', on && shop && ticket ? { shop, ticket } : null, {
    read: (p) => oneTicket(p.ticket),
  });
}
export function usePool(code: string | undefined, kind: TicketKind) {
  const shop = useSnapshot(app).shop;
  const signedIn = useSignedIn();
  return useCall('voucherMessage', shop && code ? { shop, code, kind, signedIn } : null, {
    read: (p) => poolInfo(p.code, p.kind),
  });
}
export function useCouponReceipt(ticket: string | undefined, txn: string | undefined, on = true) {
  const shop = useSnapshot(app).shop;
  return useCall('couponReceipt', on && shop && ticket && txn ? { shop, ticket, txn } : null, {
    read: (p) => readCouponReceipt(p.ticket, p.txn),
  });
}
export function useGiftProducts(productId: string | undefined) {
  const shop = useSnapshot(app).shop;
  return useCall('giftCardProducts', shop ? { shop, productId: productId ?? '' } : null, {
    read: (p) => readGiftProducts(p.productId || undefined),
  });
}
export function usePurchase(
  txn: string | undefined,
  on = true,
  refreshInterval: number | ((d: Purchase | undefined) => number) = 0,
) {
  const shop = useSnapshot(app).shop;
  return useCall('giftCardPurchase', on && shop && txn ? { shop, txn } : null, {
    read: (p) => readPurchase(p.txn),
    refreshInterval,
    maxReads: 20,
  });
}
export function useInvitation(kind: 'member' | 'merchant', code: string | undefined) {
  const shop = useSnapshot(app).shop;
  const signedIn = useSignedIn();
  return useCall('invitationInfo', shop && code ? { shop, kind, code, signedIn } : null, {
    read: (p) => readInvitation(p.kind, p.code),
  });
}
export function useMyInvitation(on = true) {
  const shop = useSnapshot(app).shop;
  return useCall('invitationMine', on && shop ? { shop } : null, { read: readMyInvitation });
}
