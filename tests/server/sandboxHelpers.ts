// The sandbox payment page as a customer and the provider use it, for tests of what an order holds
// while its online payment is open (orderPoints, couponRelease).
import { signResult } from '../../server/payments/provider';
import { get, type TestServer } from './helpers';

/** Opens the payment page of an order (a new pending attempt when none waits); `ref` is the attempt's. */
export async function payPage(s: TestServer, txn: string) {
  const r = await get(s, `/sandbox/pay/${txn}`);
  return { ...r, ref: /name="ref" value="([^"]+)"/.exec(r.text)?.[1] ?? '' };
}

/** Posts the page's form (approve with a card, or cancel); the browser's next location. */
export async function payDecide(s: TestServer, txn: string, form: Record<string, string>): Promise<string> {
  const res = await s.app.inject({
    method: 'POST',
    url: `/sandbox/pay/${txn}/decide`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });
  return String(res.headers.location ?? '');
}

/** A signed provider notification for an attempt, with the attempt's own amount. */
export async function payNotify(s: TestServer, txn: string, ref: string, result: string) {
  const amountCents = Number(
    (
      await s.db.query<{ a: string }>('SELECT amount_cents AS a FROM payment_attempts WHERE provider_ref = $1', [ref])
    )[0].a,
  );
  const n = { transactionId: txn, amountCents, result, providerRef: ref };
  const res = await s.app.inject({
    method: 'POST',
    url: '/api/payments/notify',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ ...n, signature: signResult(n) }),
  });
  return res.json() as { result: { changed: boolean } };
}
