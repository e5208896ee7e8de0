// Issue 27 finding 1 across two real server processes on one Postgres (skipped without
// TEST_DATABASE_URL): a customer cancels a booking on one process while the provider's approval of its
// deposit arrives on the other. Whichever commits first, the money ends up accounted for: either the
// payment came first (the cancellation's refund is worked out from what was paid) or the cancellation
// came first (the payment is refunded in full at once). Never a paid order on a cancelled booking with
// nothing paid and nothing refunded, and never a 500.
import { beforeAll, describe, expect, it } from 'vitest';
import { signResult } from '../../server/payments/provider';
import { httpPost } from './serverProcesses';
import { TEST_DATABASE_URL } from './testDatabases';
import { useTwoProcesses } from './twoProcesses';

const MASSAGE = { shopKey: 'key-demo-massage', siteId: 'site-massage' };
const DAY = 86_400_000;

describe.skipIf(!TEST_DATABASE_URL)('booking payment and cancellation racing on two processes', () => {
  const two = useTwoProcesses();
  const { base } = two;
  let token: string;
  // Two days ahead in Brisbane (UTC+10), so every start is inside the free-cancellation period.
  const day = new Date(Date.now() + 10 * 3_600_000 + 2 * DAY).toISOString().slice(0, 10);
  const at = (time: string) => Date.parse(`${day}T${time}:00+10:00`);

  beforeAll(async () => {
    token = await two.signIn('0400000001', 'Demo1234!', 'demo-massage');
  });

  it('7 bookings, each cancelled on one process while its deposit is approved on the other: every payment is kept or refunded, never lost', async () => {
    const times = ['09:00', '10:15', '11:30', '12:45', '14:00', '15:15', '16:30'];
    const made: { bookingId: string; transactionId: string; payCents: number }[] = [];
    for (const t of times) {
      const r = await httpPost(
        base(0),
        '/api/booking/create',
        { start: at(t), people: 1, pluId: 'm-relax-60', resourceId: 'massage-mia', payOption: 'deposit' },
        { identity: MASSAGE, format: 'b64', token },
      );
      expect(r.body.success).toBe(true);
      made.push(r.body.result.booking);
    }
    // The payment page opened (the attempt), as the provider would before approving.
    for (const b of made) {
      await fetch(`${base(1)}/sandbox/pay/${b.transactionId}`);
    }
    const attempts = await two.db.query<{ transaction_id: string; provider_ref: string; amount_cents: string }>(
      `SELECT transaction_id, provider_ref, amount_cents FROM payment_attempts WHERE transaction_id = ANY($1::text[]) AND status = 'pending'`,
      [made.map((b) => b.transactionId)],
    );
    const res = await Promise.all(
      made.flatMap((b, i) => {
        const a = attempts.find((x) => x.transaction_id === b.transactionId)!;
        const n = {
          transactionId: b.transactionId,
          amountCents: Number(a.amount_cents),
          result: 'approved',
          providerRef: a.provider_ref,
        };
        return [
          httpPost(
            base(i),
            '/api/booking/cancel',
            { shop: 'demo-massage', bookingId: b.bookingId },
            { format: 'plain', token },
          ),
          httpPost(base(i + 1), '/api/payments/notify', { ...n, signature: signResult(n) }, { format: 'plain' }),
        ];
      }),
    );
    expect(res.map((r) => r.status).filter((s) => s >= 500)).toEqual([]);
    const rows = await two.db.query<{
      status: string;
      pay_cents: string;
      paid_cents: string;
      refund_cents: string;
      paid: boolean;
      refunded_at: string | null;
    }>(
      `SELECT b.status, b.pay_cents, b.paid_cents, b.refund_cents, o.paid, o.refunded_at FROM bookings b JOIN orders o USING (transaction_id) WHERE b.booking_id = ANY($1::text[])`,
      [made.map((b) => b.bookingId)],
    );
    expect(rows).toHaveLength(times.length);
    for (const r of rows) {
      expect(r.status).toBe('cancelled');
      expect(r.paid).toBe(true);
      // Paid in full and refunded in full (free cancellation), by whichever path got there.
      expect([Number(r.paid_cents), Number(r.refund_cents)]).toEqual([Number(r.pay_cents), Number(r.pay_cents)]);
    }
  }, 180_000);
});
