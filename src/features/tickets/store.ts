// What the customer chose before checkout, per shop, in this tab (session storage): the pool, how
// many, the times or the start date, and the booking attempt's idempotency key, so a retry after a
// failed or cancelled payment never books twice.
import { readStored, removeStored, writeStored } from '../../shared/storage';
import type { TicketKind } from './api';

export type TicketDraft = {
  poolId: string;
  kind: TicketKind;
  quantity: number;
  entryTime?: number;
  exitTime?: number;
  startDate?: string;
  /** The attempt's key: the same choice sent again is the same booking. */
  key: string;
};

const newKey = (): string =>
  `tk-${Date.now().toString(36)}-${Array.from(crypto.getRandomValues(new Uint8Array(6)), (b) => b.toString(16).padStart(2, '0')).join('')}`;

export function readDraft(shop: string): TicketDraft | null {
  const d = readStored('ticketDraft', shop) as TicketDraft | null;
  return d && typeof d.poolId === 'string' && Number.isInteger(d.quantity) ? d : null;
}

/** Keeps the choice; a changed choice gets a new attempt key. */
export function saveDraft(shop: string, draft: Omit<TicketDraft, 'key'>): TicketDraft {
  const old = readDraft(shop);
  const same =
    old &&
    old.poolId === draft.poolId &&
    old.quantity === draft.quantity &&
    old.entryTime === draft.entryTime &&
    old.exitTime === draft.exitTime &&
    old.startDate === draft.startDate;
  const next = { ...draft, key: same ? old.key : newKey() };
  writeStored('ticketDraft', next, shop);
  return next;
}

export function clearDraft(shop: string): void {
  removeStored('ticketDraft', shop);
}

/** A fresh idempotency key for a one-off change (an extension, a zero-amount transaction). */
export const changeKey = newKey;
