// The wallet's guarantees with two real server processes on one real Postgres (skipped without
// TEST_DATABASE_URL; run with `PG_PORT=... node scripts/pg-cluster.mjs -- npx vitest run <this file>`):
// nothing here may rest on one process's memory, only on the database.
import { beforeAll, describe, expect, it } from 'vitest';
import { signResult } from '../../server/payments/provider';
import { CAFE_IDENTITY, httpPost, placeOrderOver } from './serverProcesses';
import { TEST_DATABASE_URL } from './testDatabases';
import { useTwoProcesses } from './twoProcesses';
import { ALICE_CAFE, BOB_CAFE, cardBalances, ledgerMismatches } from './walletHelpers';

const BREAD = { itemList: [{ pluId: 'banana-bread', quantity: 1 }], orderType: 'takeaway' };

describe.skipIf(!TEST_DATABASE_URL)('wallet on two server processes and one Postgres', () => {
  const two = useTwoProcesses();
  const { base } = two;
  const tokens: Record<'alice' | 'bob' | 'admin', string> = { alice: '', bob: '', admin: '' };
  let n = 0;
  const newKey = () => `w2-${process.pid}-${Date.now().toString(36)}-${++n}`;
  const call = (i: number, path: string, payload: object, token?: string) =>
    httpPost(base(i), path, payload, { format: 'plain', token });

  beforeAll(async () => {
    for (const [who, userName, password] of [
      ['alice', '0400000001', 'Demo1234!'],
      ['bob', '0400000002', 'Demo1234!'],
      ['admin', 'admin@example.com', 'Admin1234!'],
    ] as const)
      tokens[who] = await two.signIn(userName, password, 'demo-cafe');
  });

  it('100 replayed top-up callbacks, split across both processes and sent at once, give one credit', async () => {
    const before = (await cardBalances(two.db, ALICE_CAFE)).value;
    const t = await call(
      0,
      '/pro/acs/credential/loyalty',
      { action: 'TOPUP', cardNum: ALICE_CAFE, amountCents: 2000, payment: 'dps', idempotencyKey: newKey() },
      tokens.alice,
    );
    const txn = t.body.result.transactionId as string;
    const a = (
      await two.db.query<{ provider_ref: string; amount_cents: string }>(
        `SELECT provider_ref, amount_cents FROM payment_attempts WHERE transaction_id = $1`,
        [txn],
      )
    )[0];
    const note = {
      transactionId: txn,
      amountCents: Number(a.amount_cents),
      result: 'approved',
      providerRef: a.provider_ref,
    };
    const res = await Promise.all(
      Array.from({ length: 100 }, (_, i) => call(i, '/api/payments/notify', { ...note, signature: signResult(note) })),
    );
    expect(res.filter((r) => r.body.result?.changed === true).length).toBe(1);
    expect(res.filter((r) => r.body.result?.changed === false).length).toBe(99);
    expect((await cardBalances(two.db, ALICE_CAFE)).value).toBe(before + 2000);
    expect(
      (
        await two.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM value_ledger WHERE transaction_id = $1`, [
          txn,
        ])
      )[0].n,
    ).toBe(1);
  }, 60_000);

  it('20 concurrent consumes near a zero balance, across both processes, never take it below zero', async () => {
    const start = (await cardBalances(two.db, BOB_CAFE)).value; // 1500
    const res = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(
          i,
          '/pro/acs/credential/loyalty',
          {
            action: 'CONSUME',
            cardNum: BOB_CAFE,
            purse: 'value',
            amountCents: 400,
            pin: '123456',
            idempotencyKey: newKey(),
          },
          tokens.bob,
        ),
      ),
    );
    const ok = res.filter((r) => r.body.success === true).length;
    expect(ok).toBe(Math.floor(start / 400));
    expect(res.filter((r) => r.body.result?.code === 'svc.insufficient').length).toBe(20 - ok);
    expect((await cardBalances(two.db, BOB_CAFE)).value).toBe(start % 400);
  }, 60_000);

  it('10 concurrent wrong PINs across both processes: 4 wrong, then locked; the right PIN waits for the lock', async () => {
    const res = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call(
          i,
          '/pro/account/valuePassChgPwd',
          { cardNum: ALICE_CAFE, oldPin: '999999', newPin: '654321' },
          tokens.alice,
        ),
      ),
    );
    const codes = res.map((r) => r.body.result?.code);
    expect(codes.filter((c) => c === 'svc.wrong-pin').length).toBe(4);
    expect(codes.filter((c) => c === 'svc.locked').length).toBe(6);
    expect(
      (
        await call(
          1,
          '/pro/account/valuePassChgPwd',
          { cardNum: ALICE_CAFE, oldPin: '123456', newPin: '654321' },
          tokens.alice,
        )
      ).body.result.code,
    ).toBe('svc.locked');
    await two.db.query('UPDATE member_cards SET pin_locked_until = 0, pin_tries = 0 WHERE card_num = $1', [ALICE_CAFE]);
  }, 60_000);

  it('a paid order earns once and 10 concurrent refunds across both processes give back once; every ledger sums to its balance', async () => {
    const before = await cardBalances(two.db, ALICE_CAFE);
    const o = await placeOrderOver(base(0), { cart: BREAD, payment: 'svc', key: newKey(), token: tokens.alice });
    const txn = o.body.result.transactionId as string;
    const paid = await call(
      1,
      '/pro/pos/payOrder',
      { transactionId: txn, payment: 'svc', pin: '123456', idempotencyKey: newKey() },
      tokens.alice,
    );
    expect(paid.body.result.paid).toBe(true);
    expect(await cardBalances(two.db, ALICE_CAFE)).toEqual({ value: before.value - 800, points: before.points + 800 });
    const res = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        httpPost(
          base(i),
          '/api/shop/order/refund',
          { shop: 'demo-cafe', transactionId: txn },
          { format: 'plain', token: tokens.admin },
        ),
      ),
    );
    expect(res.filter((r) => r.body.result?.changed === true).length).toBe(1);
    expect(await cardBalances(two.db, ALICE_CAFE)).toEqual(before);
    expect(await ledgerMismatches(two.db)).toEqual([]);
    void CAFE_IDENTITY;
  }, 60_000);
});
