// The kiosk's run-time state: the `kiosk` state slice the flow's conditions read ($state /kiosk/dining)
// and its screens bind, plus the settings it runs on (spec 4).
import { proxy } from 'valtio';
import { defaultKioskConfig, type KioskConfig } from '../../domain';
import type { KioskDining, KioskMember } from '../../domain';
import type { ReceiptLine } from './receipt';

export interface KioskOrder {
  transactionId: string;
  orderNo: string;
  serviceNo: string;
  totalCents: number;
  paid: boolean;
  payment: string;
  /** The lines as ordered, for the receipt (the cart empties once the order is placed). */
  lines: ReceiptLine[];
}

export const kiosk = proxy({
  /** Settings loaded from the encrypted store and copied from the server. */
  ready: false,
  config: defaultKioskConfig() as KioskConfig,
  /** Whether the language step shows (switched on and more than one language). */
  chooseLanguage: false,
  dining: '' as '' | KioskDining,
  /** The table locator (plate) number entered. */
  plate: '',
  /** The lowered, high-contrast, larger-text layout. */
  accessible: false,
  online: typeof navigator === 'undefined' ? true : navigator.onLine !== false,
  /** The "Are you still there?" countdown: open, and when it started. */
  idle: { open: false, startedAt: 0, seconds: 0 },
  /** The order being placed: 'sending', 'offline' (kept until the network is back), 'failed'. */
  placing: '' as '' | 'sending' | 'offline' | 'failed',
  /** The last placed order (order number and thanks screens, recall). */
  order: null as KioskOrder | null,
  /** The member card scanned or entered on this visit ('' when none; kept in memory only, for a renewed check). */
  memberCard: '',
  /** What the venue's check said of that card (src/features/kiosk/member.ts), null when none. */
  member: null as KioskMember | null,
  /** The member chose to spend points on this order (needs a PIN-checked card). */
  usePoints: false,
});

/** Back to a fresh visit: the customer's choices forgotten (the cart is cleared by the caller). */
export function resetVisit(): void {
  kiosk.dining = '';
  kiosk.plate = '';
  kiosk.idle = { open: false, startedAt: 0, seconds: 0 };
  kiosk.memberCard = '';
  kiosk.member = null;
  kiosk.usePoints = false;
  kiosk.order = null; // "My last order" is this visit's only
  if (kiosk.placing !== 'offline') kiosk.placing = '';
}
