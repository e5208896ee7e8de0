// Stripe Terminal, server-driven (issue 35): a card_present PaymentIntent handed to the kiosk's reader
// (POST /v1/terminal/readers/{id}/process_payment_intent), its state read back from the reader's action
// and the intent, and the reader's action cancelled (POST .../cancel_action). Idempotency keys on every
// create; amounts in cents.
import Stripe from 'stripe';
import type { StripeCredentials, StripeEndpoint } from './stripe';
import { STRIPE_TIMEOUT_MS } from './stripe';
import { ProviderUnavailable } from './types';

/** Where a card payment on a reader stands. */
export type ReaderState =
  | { state: 'waiting' }
  | { state: 'approved'; paymentRef: string }
  | { state: 'declined'; reason: string }
  | { state: 'cancelled' };

export interface TerminalInput {
  readerId: string;
  attemptRef: string;
  transactionId: string;
  amountCents: number;
  currency: string;
  label: string;
}

export interface StripeTerminal {
  /** Creates the intent (once per attempt) and sends it to the reader; answers the intent's id. */
  process(p: TerminalInput): Promise<string>;
  state(readerId: string, intentId: string): Promise<ReaderState>;
  /** Stops the reader waiting for a card; false when it had nothing in progress. */
  cancel(readerId: string): Promise<boolean>;
}

export const READER_ID = /^tmr_[A-Za-z0-9]{1,64}$/;

export function stripeTerminal(
  cred: StripeCredentials,
  endpoint?: StripeEndpoint,
  timeoutMs = STRIPE_TIMEOUT_MS,
): StripeTerminal {
  const stripe = new Stripe(cred.secretKey, { maxNetworkRetries: 1, timeout: timeoutMs, ...(endpoint ?? {}) });
  const fail = (e: unknown): never => {
    const err = e as { type?: string; message?: string };
    throw new ProviderUnavailable(
      err.message ?? 'Stripe did not answer.',
      err.type === 'StripeConnectionError' || /timed out|timeout/i.test(err.message ?? ''),
    );
  };
  return {
    async process(p) {
      try {
        const pi = await stripe.paymentIntents.create(
          {
            amount: p.amountCents,
            currency: p.currency.toLowerCase(),
            allowed_payment_method_types: ['card_present'],
            capture_method: 'automatic',
            description: p.label.slice(0, 200),
            metadata: { attemptRef: p.attemptRef, transactionId: p.transactionId },
          },
          { idempotencyKey: `terminal-${p.attemptRef}` },
        );
        await stripe.terminal.readers.processPaymentIntent(
          p.readerId,
          { payment_intent: pi.id },
          { idempotencyKey: `process-${p.attemptRef}` },
        );
        return pi.id;
      } catch (e) {
        return fail(e);
      }
    },
    async state(readerId, intentId) {
      try {
        const pi = await stripe.paymentIntents.retrieve(intentId);
        if (pi.status === 'succeeded') return { state: 'approved', paymentRef: pi.id };
        if (pi.status === 'canceled') return { state: 'cancelled' };
        const r = await stripe.terminal.readers.retrieve(readerId);
        const a = 'action' in r ? r.action : null;
        const mine = a?.type === 'process_payment_intent' && a.process_payment_intent?.payment_intent === intentId;
        if (!mine || a.status !== 'failed') return { state: 'waiting' };
        if (a.failure_code === 'canceled') return { state: 'cancelled' };
        return { state: 'declined', reason: a.failure_code ?? 'declined' };
      } catch (e) {
        return fail(e);
      }
    },
    async cancel(readerId) {
      try {
        await stripe.terminal.readers.cancelAction(readerId);
        return true;
      } catch (e) {
        if ((e as { statusCode?: number }).statusCode === 400) return false;
        return fail(e);
      }
    },
  };
}
