// Booking test helpers: venue identities, a booking made through the API, and a deposit paid
// through the sandbox provider (its page opens the attempt, a signed notification decides it).
import { signResult } from '../../server/payments/provider';
import { get, post, type TestServer } from './helpers';

export const IDENT: Record<string, { shopKey: string; siteId: string }> = {
  'demo-cafe': { shopKey: 'key-demo-cafe', siteId: 'site-cafe' },
  'demo-massage': { shopKey: 'key-demo-massage', siteId: 'site-massage' },
  'demo-partyroom': { shopKey: 'key-demo-partyroom', siteId: 'site-partyroom' },
  'demo-ktv': { shopKey: 'key-demo-ktv', siteId: 'site-ktv' },
};

/** A local wall time as an instant: Brisbane is UTC+10 all year. */
export const brisbane = (date: string, time: string) => Date.parse(`${date}T${time}:00+10:00`);

export async function slots(s: TestServer, shop: string, payload: Record<string, unknown>) {
  return post(s, '/api/booking/slots', payload, { identity: IDENT[shop], format: 'b64' });
}

export async function book(s: TestServer, shop: string, token: string, payload: Record<string, unknown>) {
  return post(s, '/api/booking/create', payload, { identity: IDENT[shop], format: 'b64', token });
}

/** Pays a booking's order through the sandbox: opens the page (the attempt), then the provider's approval. */
export async function payBooking(s: TestServer, transactionId: string, result: 'approved' | 'declined' = 'approved') {
  const page = await get(s, `/sandbox/pay/${transactionId}`);
  if (page.headers['content-type']?.toString().includes('html') !== true) throw new Error('no sandbox page');
  const a = (
    await s.db.query<{ provider_ref: string; amount_cents: string }>(
      `SELECT provider_ref, amount_cents FROM payment_attempts WHERE transaction_id = $1 AND status = 'pending'`,
      [transactionId],
    )
  )[0];
  const n = { transactionId, amountCents: Number(a.amount_cents), result, providerRef: a.provider_ref };
  return post(s, '/api/payments/notify', { ...n, signature: signResult(n) }, { format: 'plain' });
}
