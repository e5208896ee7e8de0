import { beforeEach, describe, expect, it } from 'vitest';
import { resetWorld, scriptedFetch, type Reply } from '../api/helpers';
import { card, emptyCard, loadCard, loadMemberPoints, memberPoints, refreshCardInfo } from '../../src/state/card';
import { user } from '../../src/state/stores';

beforeEach(() => {
  resetWorld();
  user.userId = 'u1';
  user.token = 'u1';
  Object.assign(card, emptyCard());
});

const cardInfoJson = JSON.stringify({
  ticketNumber: 'M000123',
  loyaltyPoints: 10,
  dollarBalance: 50.5,
  cardTypeId: 'GOLD',
  chargeMethod: 2,
  discountRate: 5,
});
const wallet: Reply = {
  body: {
    success: true,
    result: null,
    map: { rtn: 1, count: 1 },
    list: [{ list: [{ ordCard: 'OC-9', cardInfo: cardInfoJson }] }],
  },
};
const value: Reply = { body: { success: true, result: [{ pointFinal: 123.456, valueFinal: 42.1 }] } };
const typeInfo: Reply = {
  body: {
    success: true,
    result: [
      {
        discountRate: 10,
        dollarPointCalc: 1,
        pointDollarRedeem: 10,
        extInfo: '{"minPoints":50,"minDollars":20,"multiDisc":1}',
      },
    ],
  },
};

describe('member card (spec 4)', () => {
  it('loads from the wallet, latest-value and card-info calls', async () => {
    const { sent } = scriptedFetch(wallet, value, typeInfo);
    expect(await loadCard()).toBe(true);
    expect(card).toMatchObject({
      status: 1,
      cardNum: 'M000123',
      ordCard: 'OC-9',
      points: 123.46,
      balance: 4210,
      orgBalance: 5050,
      typeId: 'GOLD',
      discountRate: 10,
      dollarPointCalc: 1,
      pointDollarRedeem: 10,
      minimumPoints: 50,
      minimumDollars: 2000,
      multiDisc: true,
      cardPrefix: 'M',
    });
    expect(sent.map((s) => s.payload.action)).toEqual(['WALLET', 'CHECK', 'INFO']);
    expect(sent[0].payload).toMatchObject({
      userId: 'u1',
      siteId: 'S001',
      pageSize: 1,
      cardTypeRange: 'LOYALTY;',
      startRow: 0,
    });
    expect(sent[1].payload).toMatchObject({
      cardNum: 'M000123',
      ordCard: 'OC-9',
      page: 1,
      pageSize: 1,
      siteId: 'S001',
      userId: 'u1',
    });
    expect(sent[2].payload).toMatchObject({ ordLot: 'LOT1', siteId: 'S001', cardName: 'GOLD' });
  });

  const failures: [string, Reply[]][] = [
    ['the wallet has no card', [{ body: { success: true, map: { rtn: 1, count: 0 }, list: [] } }]],
    ['the wallet call fails', [{ status: 500, body: {} }]],
    [
      'the card info JSON is broken',
      [
        {
          body: { success: true, map: { rtn: 1, count: 1 }, list: [{ list: [{ ordCard: 'x', cardInfo: '{broken' }] }] },
        },
      ],
    ],
    ['the latest value is missing', [wallet, { body: { success: true, result: [] } }]],
    [
      'the latest value has no numbers',
      [wallet, { body: { success: true, result: [{ pointFinal: 'x', valueFinal: null }] } }],
    ],
  ];
  it.each(failures)('resets to status 0 when %s', async (_name, replies) => {
    Object.assign(card, { status: 1, cardNum: 'OLD', points: 9 });
    scriptedFetch(...replies);
    expect(await loadCard()).toBe(false);
    expect(card).toEqual(emptyCard());
  });

  it('does not call anything without a logged-in user', async () => {
    const { sent } = scriptedFetch(wallet);
    user.userId = '';
    expect(await loadCard()).toBe(false);
    expect(sent).toEqual([]);
    expect(card.status).toBe(0);
  });

  it('still loads when the card-type call fails, with the wallet discount rate', async () => {
    scriptedFetch(wallet, value, new TypeError('fetch failed'));
    expect(await loadCard()).toBe(true);
    expect(card).toMatchObject({ status: 1, cardNum: 'M000123', discountRate: 5, balance: 4210 });
  });

  it('minimum points default to -1 on the load path and 0 on the refresh path when extInfo does not parse', async () => {
    const broken: Reply = { body: { success: true, result: [{ discountRate: 0, extInfo: 'nope' }] } };
    scriptedFetch(wallet, value, broken, broken);
    await loadCard();
    expect(card.minimumPoints).toBe(-1);
    expect(await refreshCardInfo()).toBe(true);
    expect(card.minimumPoints).toBe(0);
  });
});

describe('member point settings', () => {
  it('loads the settings, with the spec defaults for absent values', async () => {
    scriptedFetch({ body: { success: true, result: { state: 1, pointsPerDollar: 2 } } });
    await loadMemberPoints('S001');
    expect({ ...memberPoints }).toEqual({
      state: 1,
      minimumPoints: 10,
      pointsPerDollarWhenRedeem: 10,
      pointsPerDollar: 2,
      invitationCode: '',
    });
  });
  it('falls back to state 0 when the load fails', async () => {
    Object.assign(memberPoints, { state: 1 });
    scriptedFetch({ status: 500, body: {} });
    await loadMemberPoints('S001');
    expect(memberPoints.state).toBe(0);
    expect(memberPoints.minimumPoints).toBe(10);
  });
});
