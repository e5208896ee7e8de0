// Card-present payment at the kiosk (issue 35): the kiosk's "pay by card" sends the order's amount to
// the Stripe Terminal reader registered to the kiosk device (server-driven), the kiosk polls the state
// and shows "tap, insert or swipe" until the reader approves, declines, the customer cancels, or it
// times out. Each outcome is applied to the order once, through the same path as online payments.
import type { Db } from '../db/db';
import type { RefusalCode } from '../../src/domain/index';
import { applyVerified } from '../payments/provider';
import { loadProviders, type ProviderSetup } from '../payments/providers/store';
import { READER_ID, stripeTerminal, type StripeTerminal } from '../payments/providers/terminal';
import { ProviderUnavailable } from '../payments/providers/types';
import { loadOrder } from './order';
import { pendingAttempt } from './payments';
import { HoldsChanged } from '../orders/holds';

/** How long the kiosk waits for a card before the reader is stopped (the customer walked away). */
export const KIOSK_CARD_TIMEOUT_MS = 90_000;

export type KioskCardCode = Extract<RefusalCode, `reader.${string}`>;

export type KioskCardState =
  | { state: 'waiting'; amountCents: number }
  | { state: 'approved' }
  | { state: 'declined'; reason: string }
  | { state: 'cancelled' }
  | { state: 'timeout' };
export type KioskCardAnswer = ({ ok: true } & KioskCardState) | { ok: false; code: KioskCardCode; message: string };

const refuse = (code: KioskCardCode, message: string): KioskCardAnswer => ({ ok: false, code, message });

export async function setKioskReader(
  db: Db,
  shopId: string,
  deviceId: string,
  readerId: string | null,
  now: number,
): Promise<boolean> {
  if (readerId === null) {
    await db.query('DELETE FROM kiosk_card_readers WHERE shop_id = $1 AND device_id = $2', [shopId, deviceId]);
    return true;
  }
  if (!READER_ID.test(readerId)) return false;
  await db.query(
    `INSERT INTO kiosk_card_readers (shop_id, device_id, reader_id, updated_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (shop_id, device_id) DO UPDATE SET reader_id = $3, updated_at = $4`,
    [shopId, deviceId, readerId, now],
  );
  return true;
}

export async function kioskReaderOf(db: Db, shopId: string, deviceId: string): Promise<string | null> {
  return (
    (
      await db.query<{ reader_id: string }>(
        'SELECT reader_id FROM kiosk_card_readers WHERE shop_id = $1 AND device_id = $2',
        [shopId, deviceId],
      )
    )[0]?.reader_id ?? null
  );
}

interface Ctx {
  db: Db;
  setup: ProviderSetup;
  shopId: string;
  deviceId: string;
  transactionId: string;
  now: number;
}

/** The venue's Stripe Terminal and the device's reader, or why not. */
async function terminalFor(c: Ctx): Promise<{ t: StripeTerminal; readerId: string } | KioskCardAnswer> {
  const readerId = await kioskReaderOf(c.db, c.shopId, c.deviceId);
  if (!readerId) return refuse('reader.none', 'No card reader is set up for this kiosk.');
  const row = (await loadProviders(c.db, c.setup, c.shopId)).find((r) => r.provider === 'stripe');
  if (!row || row.provider !== 'stripe')
    return refuse('reader.no-provider', 'Card payments are not set up for this venue.');
  return { t: stripeTerminal(row.credentials, c.setup.stripe, c.setup.stripeTimeoutMs), readerId };
}

/** Sends the order's amount to the kiosk's reader; the kiosk then shows "tap, insert or swipe". */
export async function startKioskCard(c: Ctx & { currency: string }): Promise<KioskCardAnswer> {
  const o = await loadOrder(c.db, c.transactionId);
  if (!o || o.shop_id !== c.shopId) return refuse('reader.no-order', 'No such order.');
  if (o.paid) return { ok: true, state: 'approved' };
  const term = await terminalFor(c);
  if ('ok' in term) return term;
  let ref: string;
  try {
    ref = await pendingAttempt(c.db, o, c.now, 'stripe');
  } catch (e) {
    if (!(e instanceof HoldsChanged)) throw e;
    return refuse('reader.changed', 'Something this order used can no longer be used.');
  }
  try {
    const intent = await term.t.process({
      readerId: term.readerId,
      attemptRef: ref,
      transactionId: o.transaction_id,
      amountCents: Number(o.total_cents),
      currency: c.currency,
      label: `Order ${o.order_no}`,
    });
    await c.db.query('UPDATE payment_attempts SET external_ref = $2 WHERE provider_ref = $1', [ref, intent]);
  } catch (e) {
    if (!(e instanceof ProviderUnavailable)) throw e;
    await applyVerified(
      c.db,
      { transactionId: o.transaction_id, amountCents: Number(o.total_cents), result: 'cancelled', providerRef: ref },
      c.now,
    );
    return refuse('reader.unavailable', 'The card reader is not answering. Nothing was charged.');
  }
  return { ok: true, state: 'waiting', amountCents: Number(o.total_cents) };
}

/** The order's card attempt now at the reader (the newest), if any. */
async function lastAttempt(db: Db, transactionId: string) {
  return (
    await db.query<{
      provider_ref: string;
      status: string;
      external_ref: string | null;
      amount_cents: string;
      created_at: string;
    }>(
      `SELECT provider_ref, status, external_ref, amount_cents, created_at FROM payment_attempts
        WHERE transaction_id = $1 AND provider = 'stripe' AND external_ref LIKE 'pi_%' ORDER BY created_at DESC LIMIT 1`,
      [transactionId],
    )
  )[0];
}

/**
 * Where the kiosk's card payment stands, applying the reader's outcome once: approved pays the order,
 * declined and cancelled leave it unpaid (another way to pay), and past the timeout the reader is stopped.
 */
export async function kioskCardState(c: Ctx & { timeoutMs?: number; cancel?: boolean }): Promise<KioskCardAnswer> {
  const o = await loadOrder(c.db, c.transactionId);
  if (!o || o.shop_id !== c.shopId) return refuse('reader.no-order', 'No such order.');
  const a = await lastAttempt(c.db, c.transactionId);
  if (o.paid) return { ok: true, state: 'approved' };
  if (!a) return refuse('reader.no-order', 'No card payment was started for this order.');
  if (a.status !== 'pending')
    return {
      ok: true,
      ...(a.status === 'declined' ? { state: 'declined', reason: 'card_declined' } : { state: 'cancelled' }),
    };
  const term = await terminalFor(c);
  if ('ok' in term) return term;
  const apply = (result: 'approved' | 'declined' | 'cancelled', paymentRef?: string) =>
    applyVerified(
      c.db,
      {
        transactionId: c.transactionId,
        amountCents: Number(a.amount_cents),
        result,
        providerRef: a.provider_ref,
        paymentRef,
      },
      c.now,
    );
  try {
    let s = await term.t.state(term.readerId, a.external_ref!);
    const late = c.now - Number(a.created_at) > (c.timeoutMs ?? KIOSK_CARD_TIMEOUT_MS);
    if (s.state === 'waiting' && (c.cancel || late)) {
      await term.t.cancel(term.readerId);
      // A card presented just before the cancel still wins.
      s = await term.t.state(term.readerId, a.external_ref!);
      if (s.state === 'waiting' || s.state === 'cancelled') {
        await apply('cancelled');
        return { ok: true, state: c.cancel ? 'cancelled' : 'timeout' };
      }
    }
    if (s.state === 'approved') await apply('approved', s.paymentRef);
    else if (s.state === 'declined') await apply('declined');
    else if (s.state === 'cancelled') await apply('cancelled');
    if (s.state === 'waiting') return { ok: true, state: 'waiting', amountCents: Number(a.amount_cents) };
    return s.state === 'declined' ? { ok: true, state: 'declined', reason: s.reason } : { ok: true, state: s.state };
  } catch (e) {
    if (!(e instanceof ProviderUnavailable)) throw e;
    return refuse('reader.unavailable', 'The card reader is not answering.');
  }
}
