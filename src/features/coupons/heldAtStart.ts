// A member's coupons and vouchers held here, read once without swr for a screen drawn before its swr
// code loads (the checkout's stand-in): kept per shop and account, and given to useHeld as its first
// answer, so the live screen draws the same list at once and swr reads it again. No React here.
import { app, user } from '../../state/stores';
import type { HeldTicket, TicketKind } from './api';
import { listHeld } from './held';

interface Held {
  shop: string;
  token: string;
  lists: Promise<Record<TicketKind, HeldTicket[]>>;
  read?: Record<TicketKind, HeldTicket[]>;
}
let asked: Held | null = null;

/** The coupons and vouchers usable now (read once per shop and account; a failed read is asked again next time). */
export function loadUsableHeld(): Promise<HeldTicket[]> {
  const { shop } = app;
  const { token } = user;
  if (asked?.shop !== shop || asked.token !== token) {
    const held: Held = {
      shop,
      token,
      lists: Promise.all([listHeld('coupon'), listHeld('voucher')]).then(([coupon, voucher]) => {
        held.read = { coupon, voucher };
        return held.read;
      }),
    };
    held.lists.catch(() => {
      if (asked === held) asked = null;
    });
    asked = held;
  }
  return asked.lists.then((l) => [...l.coupon, ...l.voucher].filter((h) => h.state === 'usable'));
}

/** What loadUsableHeld read of one kind, for this shop and account (undefined before or without it). */
export function heldAtStart(kind: TicketKind): HeldTicket[] | undefined {
  return asked?.shop === app.shop && asked.token === user.token ? asked.read?.[kind] : undefined;
}
