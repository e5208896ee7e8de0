// Franchisee calls on real tables (issue 16, spec 4 "Franchisee selection"): the list gives the
// signed-in account's own cards at the named venue, the info call checks card and pass code and
// answers the price level in map.bookingInfo. Bob holds two demo cards at demo-store.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALICE, login, post, startServer, type TestServer } from './helpers';
import { decodeBookingInfo } from '../../src/state/card';

const BOB = { userName: '0400000002', password: 'Demo1234!' };
const store = { shop: 'demo-store', ordLot: 'demo-store' };
let s: TestServer;
let bob: string;
let alice: string;

beforeAll(async () => {
  s = await startServer();
  bob = (await login(s, BOB, store)).token;
  alice = (await login(s, ALICE, store)).token;
});
afterAll(() => s.close());

describe('franchisee list', () => {
  it('gives the account its own cards at the venue, in order, with their pass codes', async () => {
    const r = await post(s, '/pro/sync/valuepass/listFrianchisee', store, { token: bob });
    expect(r.body.success).toBe(true);
    expect(r.body.result.map((e: { cardNum: string; passCode: string }) => [e.cardNum, e.passCode])).toEqual([
      ['F20000001', '7301'],
      ['F20000002', '7302'],
    ]);
    expect(r.body.map.count).toBe(2);
  });

  it('is empty for another account and at another venue; a disabled card is not listed', async () => {
    expect((await post(s, '/pro/sync/valuepass/listFrianchisee', store, { token: alice })).body.result).toEqual([]);
    expect(
      (await post(s, '/pro/sync/valuepass/listFrianchisee', { shop: 'demo-cafe' }, { token: bob })).body.result,
    ).toEqual([]);
    await s.db.query(`UPDATE franchisee_cards SET active = false WHERE card_num = 'F20000001'`);
    try {
      const r = await post(s, '/pro/sync/valuepass/listFrianchisee', store, { token: bob });
      expect(r.body.result.map((e: { cardNum: string }) => e.cardNum)).toEqual(['F20000002']);
    } finally {
      await s.db.query(`UPDATE franchisee_cards SET active = true WHERE card_num = 'F20000001'`);
    }
  });

  it('needs a signed-in user and a known venue', async () => {
    expect((await post(s, '/pro/sync/valuepass/listFrianchisee', store)).body.result).toBe('api.not.logged');
    expect(
      (await post(s, '/pro/sync/valuepass/listFrianchisee', { shop: 'no-such-venue' }, { token: bob })).status,
    ).toBe(404);
  });
});

describe('franchisee info', () => {
  it('answers the price level in map.bookingInfo for the owner with the pass code', async () => {
    const r = await post(
      s,
      '/pro/acs/franchisee/info',
      { ...store, cardNum: 'F20000002', pwd: '7302' },
      { token: bob },
    );
    expect(r.body.success).toBe(true);
    expect(decodeBookingInfo(r.body.map.bookingInfo)).toMatchObject({ priceLevel: 3, cardNum: 'F20000002' });
  });

  it.each([
    ['a wrong pass code', () => bob, { cardNum: 'F20000001', pwd: '0000' }],
    ["another account's card with its right pass code", () => alice, { cardNum: 'F20000001', pwd: '7301' }],
    ['an unknown card', () => bob, { cardNum: 'F99999999', pwd: '7301' }],
  ])('refuses %s with one message, telling nothing more', async (_n, who, body) => {
    const r = await post(s, '/pro/acs/franchisee/info', { ...store, ...body }, { token: who() });
    expect(r.body.success).toBe(false);
    expect(r.body.result).toEqual({ rtn: -821070, dispMsg: 'This franchisee card or pass code is not valid.' });
    expect(JSON.stringify(r.body)).not.toContain('priceLevel');
  });

  it('refuses the card at another venue', async () => {
    const r = await post(
      s,
      '/pro/acs/franchisee/info',
      { shop: 'demo-cafe', cardNum: 'F20000001', pwd: '7301' },
      { token: bob },
    );
    expect(r.body.success).toBe(false);
  });
});
