// One charge per order (issue 14, faults): a second payment attempt opened while the first was being
// decided cannot be approved once the order is paid, even when both approvals arrive at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, startServer, type TestServer } from './helpers';
import { order, orderRow } from './orderHelpers';
import { payNotify, payPage } from './sandboxHelpers';

let s: TestServer;
let alice = '';
beforeAll(async () => {
  s = await startServer();
  alice = (await login(s)).token;
});
afterAll(async () => s.close());

/** A second attempt, as a payment page opened while the first was being decided leaves behind (the
 * database allows one pending attempt per order, so it is made once the first is decided). */
async function secondAttempt(txn: string, first: string): Promise<string> {
  const second = `${first}-b`;
  await s.db.query(
    `INSERT INTO payment_attempts (provider_ref, transaction_id, method, amount_cents, status, created_at)
     SELECT $2, transaction_id, method, amount_cents, 'pending', created_at FROM payment_attempts WHERE provider_ref = $1`,
    [first, second],
  );
  return second;
}
const attempts = async (txn: string) =>
  (
    await s.db.query<{ status: string }>(
      'SELECT status FROM payment_attempts WHERE transaction_id = $1 ORDER BY provider_ref',
      [txn],
    )
  ).map((r) => r.status);

describe('one charge per order', () => {
  it('approving a second attempt of a paid order records it cancelled and charges nothing; replays change nothing', async () => {
    const { transactionId: txn } = await order(s, 'dps', { token: alice });
    const a = (await payPage(s, txn)).ref;
    expect((await payNotify(s, txn, a, 'approved')).result.changed).toBe(true);
    const b = await secondAttempt(txn, a);
    expect((await payNotify(s, txn, b, 'approved')).result.changed).toBe(true);
    expect(await attempts(txn)).toEqual(['approved', 'cancelled']);
    expect((await payNotify(s, txn, b, 'approved')).result.changed).toBe(false);
    expect(await attempts(txn)).toEqual(['approved', 'cancelled']);
    expect((await orderRow(s, txn)).paid).toBe(true);
  });
});
