// Issue 16's coupon guarantees with two real server processes on one real Postgres (skipped without
// TEST_DATABASE_URL; run: PG_PORT=... node scripts/pg-cluster.mjs -- npx vitest run tests/server/couponTwoProcess.test.ts):
// requests racing across both processes, so only the database can keep the rules.
import { beforeAll, describe, expect, it } from 'vitest';
import { CAFE_IDENTITY, httpPost } from './serverProcesses';
import { TEST_DATABASE_URL } from './testDatabases';
import { useTwoProcesses } from './twoProcesses';

describe.skipIf(!TEST_DATABASE_URL)('coupons on two server processes, one Postgres', () => {
  const two = useTwoProcesses();
  const { base } = two;
  const tokens: Record<'alice' | 'bob' | 'admin', string> = { alice: '', bob: '', admin: '' };
  const cafe = { shop: 'demo-cafe' };

  beforeAll(async () => {
    for (const [who, userName, password] of [
      ['alice', '0400000001', 'Demo1234!'],
      ['bob', '0400000002', 'Demo1234!'],
      ['admin', 'admin@example.com', 'Admin1234!'],
    ] as const)
      tokens[who] = await two.signIn(userName, password, cafe.shop);
  });

  it('20 concurrent collects of a one-per-customer coupon, split across both processes, give exactly one', async () => {
    const res = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        httpPost(base(i), '/pro/voucher/collect', { ...cafe, code: 'SPRING3' }, { token: tokens.bob }),
      ),
    );
    expect(res.filter((r) => r.body.result?.rtn === 1)).toHaveLength(1);
    expect(res.filter((r) => r.body.result?.code === 'coupon.limit')).toHaveLength(19);
    const n = await two.db.query(`SELECT 1 FROM held_tickets WHERE user_id = 'u-demo-bob' AND pool_id = 'cafe-spring'`);
    expect(n).toHaveLength(1);
  });

  it('a signed link opened by two customers 10 times each across both processes works once', async () => {
    const link = (
      await httpPost(base(0), '/api/coupon/link', { ...cafe, code: 'LINK4', hours: 1 }, { token: tokens.admin })
    ).body.result.token as string;
    const res = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        httpPost(
          base(i),
          '/pro/voucher/collect',
          { ...cafe, code: 'LINK4', token: link },
          { token: i % 4 < 2 ? tokens.alice : tokens.bob },
        ),
      ),
    );
    expect(res.filter((r) => r.body.result?.rtn === 1)).toHaveLength(1);
    expect(await two.db.query(`SELECT 1 FROM collect_link_uses`)).toHaveLength(1);
  });

  it('staff verifying one voucher 10 times at once on both processes: one verify, the others refused', async () => {
    const res = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        httpPost(
          base(i),
          '/api/voucher/verify',
          { ticket: 'VALICE000001' },
          { identity: CAFE_IDENTITY, format: 'b64', token: tokens.admin },
        ),
      ),
    );
    expect(res.filter((r) => r.body.result?.rtn === 1)).toHaveLength(1);
    expect(res.filter((r) => r.body.result?.code === 'coupon.used')).toHaveLength(9);
  });

  it('one invitation accepted 10 times at once on both processes: one acceptance', async () => {
    const res = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        httpPost(
          base(i),
          '/api/invitation/accept',
          { ...cafe, kind: 'member', code: 'ALICE2026' },
          { token: tokens.bob },
        ),
      ),
    );
    expect(res.filter((r) => r.body.result?.rtn === 1)).toHaveLength(1);
    expect(await two.db.query(`SELECT 1 FROM invitation_acceptances WHERE user_id = 'u-demo-bob'`)).toHaveLength(1);
    expect(
      await two.db.query(`SELECT 1 FROM held_tickets WHERE user_id = 'u-demo-bob' AND via = 'invitation'`),
    ).toHaveLength(1);
  });
});
