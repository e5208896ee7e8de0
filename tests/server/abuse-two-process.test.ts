// Issue 27's limits on two real server processes on one real Postgres (skipped without
// TEST_DATABASE_URL): parallel wrong passwords for one account compare at most the limit, parallel
// orders without an account from one device create at most the limit, and a logout on one process
// ends the refresh credential on the other. The counts live in the database only.
import { describe, expect, it } from 'vitest';
import { CAFE_IDENTITY, httpPost, placeOrderOver } from './serverProcesses';
import { TEST_DATABASE_URL } from './testDatabases';
import { useTwoProcesses } from './twoProcesses';

const BREAD = { itemList: [{ pluId: 'banana-bread', quantity: 1 }], orderType: 'takeaway' };
const PER_DEVICE = 5;

describe.skipIf(!TEST_DATABASE_URL)('issue 27 limits on two server processes', () => {
  const two = useTwoProcesses({ LIMIT_GUEST_ORDERS_DEVICE: String(PER_DEVICE) });
  const { base } = two;

  it('24 parallel wrong passwords for one account from one address, split across both processes: exactly 10 compared', async () => {
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        httpPost(base(i), '/account/signIn', { userName: '0400000002', password: `wrong-${i}` }),
      ),
    );
    const rtns = answers.map((a) => a.body.result.rtn as number);
    expect(rtns.filter((r) => r === -821001)).toHaveLength(10);
    expect(rtns.filter((r) => r === -821020)).toHaveLength(14);
  });

  it(`16 parallel orders without an account from one device, split across both processes: exactly ${PER_DEVICE} created`, async () => {
    const before = Number((await two.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders'))[0].n);
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        placeOrderOver(base(i), {
          cart: BREAD,
          payment: 'cash',
          key: `abuse-${process.pid}-${i}`,
          device: 'dev-flood',
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(PER_DEVICE);
    expect(answers.filter((a) => a.status === 429 && a.body.result.code === 'order.guest-rate-limited')).toHaveLength(
      16 - PER_DEVICE,
    );
    expect(Number((await two.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders'))[0].n)).toBe(
      before + PER_DEVICE,
    );
  });

  it('logout on one process: the refresh credential is refused on the other', async () => {
    const login = await httpPost(base(0), '/account/signIn', {
      userName: '0400000001',
      password: 'Demo1234!',
      shop: 'demo-cafe',
    });
    const { userId: token, refreshToken } = login.body.result as { userId: string; refreshToken: string };
    expect((await httpPost(base(0), '/account/logout', {}, { token })).body.success).toBe(true);
    expect((await httpPost(base(1), '/account/refreshToken', { refreshToken })).body.result.rtn).toBe(-821040);
    expect(
      (
        await httpPost(
          base(1),
          '/pro/kiosk/callStaff',
          {},
          { identity: { ...CAFE_IDENTITY, device: 'made-up' }, format: 'b64' },
        )
      ).status,
    ).toBe(401);
  });
});
