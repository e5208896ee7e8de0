// Helpers of the ticket tests: the demo venues' identities, booking and paying through the sandbox.
import { post, get, type TestServer } from './helpers';

export const PARKING = { shopKey: 'key-demo-parking', siteId: 'site-parking' };
export const PASSES = { shopKey: 'key-demo-passes', siteId: 'site-passes' };
export const BOB = { userName: '0400000002', password: 'Demo1234!' };
export const ADMIN = { userName: 'admin@example.com', password: 'Admin1234!' };
export const CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };
export const HOUR = 3_600_000;

let n = 0;
export const ticketKey = () => `tk-${Date.now().toString(36)}-${++n}-${Math.random().toString(36).slice(2, 8)}`;

export const signed = (
  s: TestServer,
  path: string,
  payload: Record<string, unknown>,
  venue = PARKING,
  token?: string,
) => post(s, path, payload, { identity: venue, format: 'b64', token });

export async function bookParking(
  s: TestServer,
  token: string,
  o: { entry: number; exit: number; quantity?: number; poolId?: string; payment?: string; key?: string },
) {
  return signed(
    s,
    '/api/svc/order',
    {
      idempotencyKey: o.key ?? ticketKey(),
      poolId: o.poolId ?? 'pk-standard',
      quantity: o.quantity ?? 1,
      payment: o.payment ?? 'dps',
      entryTime: o.entry,
      exitTime: o.exit,
    },
    PARKING,
    token,
  );
}

export async function bookPass(
  s: TestServer,
  token: string,
  o: { startDate: string; quantity?: number; poolId?: string; payment?: string },
) {
  return signed(
    s,
    '/api/svc/order',
    {
      idempotencyKey: ticketKey(),
      poolId: o.poolId ?? 'ps-3day',
      quantity: o.quantity ?? 1,
      payment: o.payment ?? 'dps',
      startDate: o.startDate,
    },
    PASSES,
    token,
  );
}

/** Pays a transaction on the sandbox page with the approving test card. */
export async function payInSandbox(s: TestServer, txn: string, decision: 'approve' | 'decline' = 'approve') {
  const page = await get(s, `/sandbox/pay/${txn}`);
  const ref = /name="ref" value="([^"]+)"/.exec(page.text)?.[1] ?? '';
  const res = await s.app.inject({
    method: 'POST',
    url: `/sandbox/pay/${txn}/decide`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ decision, ref, ...CARD }).toString(),
  });
  return { status: res.statusCode, location: String(res.headers.location ?? '') };
}

export async function mine(s: TestServer, token: string, extra: Record<string, unknown> = {}) {
  const r = await post(s, '/api/ticket/mine', { ...extra }, { token });
  return r.body.result?.tickets as Record<string, any>[];
}
