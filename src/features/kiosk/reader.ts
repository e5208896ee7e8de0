// Card-present payment on the kiosk's Stripe Terminal reader (issue 35): the order's amount goes to
// the reader registered to this kiosk (POST /pro/kiosk/card/start) and the state is polled every
// READER_POLL_MS (POST /pro/kiosk/card/state) until the reader approves, declines, the customer
// cancels, or the server's timeout stops the reader. A kiosk without a reader answers 'none' and the
// payment screen keeps its other card display.
import { kioskCardStart, kioskCardState } from '../../api/calls/order';
import { isApiError } from '../../api/errors';
import type { CallOptions } from '../../api/types';
import { kioskDeviceHeaders } from './device';

export const READER_POLL_MS = 2000;
export const READER_PHASES = [
  'starting',
  'waiting',
  'approved',
  'declined',
  'cancelled',
  'timeout',
  'none',
  'failed',
] as const;
export type ReaderPhase = (typeof READER_PHASES)[number];

/** Makes one reader call with this kiosk's device headers and reads the reader's phase from its answer. */
async function send(
  call: (o: CallOptions) => ReturnType<typeof kioskCardStart | typeof kioskCardState>,
): Promise<ReaderPhase> {
  try {
    const a = await call({ headers: kioskDeviceHeaders() });
    return a.success ? a.result.state : 'failed';
  } catch (e) {
    // No reader registered to this kiosk, or no card provider: the payment screen's other card display.
    return isApiError(e) && (e.code === 'reader.none' || e.code === 'reader.no-provider') ? 'none' : 'failed';
  }
}

/** Sends the order's amount to this kiosk's reader. */
export const startReader = (transactionId: string) => send((o) => kioskCardStart({ transactionId }, o));
/** Where the reader stands; `cancel` stops it waiting for a card. */
export const readerState = (transactionId: string, cancel = false) =>
  send((o) => kioskCardState(cancel ? { transactionId, cancel: true } : { transactionId }, o));
