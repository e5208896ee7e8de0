import { describe, expect, it } from 'vitest';
import {
  memberPointsSettings,
  parseMemberCard,
  parseCardTypeInfo,
  pointsToCents,
  centsToPoints,
  pointsEarned,
} from '../../src/domain';

const wallet = (cardInfo: unknown, ordCard = 'OC-9') => ({
  success: true,
  map: { rtn: 1, count: 1 },
  list: [{ list: [{ ordCard, cardInfo: typeof cardInfo === 'string' ? cardInfo : JSON.stringify(cardInfo) }] }],
});
const info = {
  ticketNumber: 'VIP60012345',
  loyaltyPoints: 120,
  dollarBalance: '45.50',
  cardTypeId: 7,
  chargeMethod: 1,
  discountRate: 5,
};
const latest = { success: true, result: [{ pointFinal: '123.456', valueFinal: 40.255 }] };
const cardType = {
  success: true,
  result: [
    {
      discountRate: '10',
      dollarPointCalc: 2,
      pointDollarRedeem: 20,
      extInfo: '{"minPoints":50,"minDollars":"10","multiDisc":1}',
    },
  ],
};

describe('memberPointsSettings: defaults 10 / 10 / 1 when absent', () => {
  it.each([
    [{}, { state: 0, minimumPoints: 10, pointsPerDollarWhenRedeem: 10, pointsPerDollar: 1, invitationCode: '' }],
    [null, { state: 0, minimumPoints: 10, pointsPerDollarWhenRedeem: 10, pointsPerDollar: 1, invitationCode: '' }],
    [
      {
        result: {
          state: 1,
          minimumPoints: '20',
          pointsPerDollarWhenRedeem: 5,
          pointsPerDollar: '2',
          invitationCode: 'ABC',
        },
      },
      { state: 1, minimumPoints: 20, pointsPerDollarWhenRedeem: 5, pointsPerDollar: 2, invitationCode: 'ABC' },
    ],
    [
      { state: '1', minimumPoints: '', pointsPerDollarWhenRedeem: 0, pointsPerDollar: null },
      { state: 1, minimumPoints: 10, pointsPerDollarWhenRedeem: 10, pointsPerDollar: 1, invitationCode: '' },
    ],
  ])('%j', (raw, want) => expect(memberPointsSettings(raw)).toEqual(want));
});

describe('points arithmetic (hundredths of a point, exact)', () => {
  it.each([
    [100, 10, 1000],
    [15, 10, 150],
    [0.29, 1, 29],
    [12.34, 10, 123],
    [7, 10, 70],
    [0, 10, 0],
    [50, 0, 0],
    [10, 2.5, 400],
  ])('pointsToCents(%s, %s) = %s', (p, r, want) => expect(pointsToCents(p, r)).toBe(want));
  it.each([
    [1500, 10, 150],
    [1234, 10, 123.4],
    [1, 10, 0.1],
    [0, 10, 0],
    [1001, 3, 30.03],
  ])('centsToPoints(%s, %s) = %s', (c, r, want) => expect(centsToPoints(c, r)).toBe(want));
  it.each([
    [1234, 1, 12.34],
    [1234, 2, 24.68],
    [1999, 0.5, 10],
    [0, 1, 0],
    [500, 0, 0],
    [333, 1.5, 5],
  ])('pointsEarned(%s, %s) = %s', (c, r, want) => expect(pointsEarned(c, r)).toBe(want));
});

describe('parseMemberCard (spec 3, 4, 7)', () => {
  it('loads a card from the three answers', () => {
    expect(parseMemberCard(wallet(info), latest, cardType)).toEqual({
      status: 1,
      cardNum: 'VIP60012345',
      ordCard: 'OC-9',
      points: 123.46,
      balance: 4026,
      orgBalance: 4550,
      typeId: '7',
      userType: '',
      typeDescription: '',
      discountRate: 10,
      chargeMethod: '1',
      dollarPointCalc: 2,
      pointDollarRedeem: 20,
      cardPrefix: 'VIP',
      minimumPoints: 50,
      minimumDollars: 1000,
      multiDisc: true,
    });
  });
  it('points are rounded to 2 decimals', () => {
    expect(parseMemberCard(wallet(info), { result: [{ pointFinal: 0.295, valueFinal: 0 }] }).points).toBe(0.3);
  });
  it('extInfo that does not parse gives minimum points -1 on the card-load path', () => {
    const bad = { result: [{ discountRate: 0, extInfo: '{oops' }] };
    const card = parseMemberCard(wallet(info), latest, bad);
    expect(card.status).toBe(1);
    expect(card.minimumPoints).toBe(-1);
    expect(card.discountRate).toBe(5); // the wallet's rate when the type gives none
  });
  it('and 0 on the card-info refresh path', () => {
    expect(parseCardTypeInfo({ result: [{ extInfo: 'not json' }] })?.minimumPoints).toBe(0);
    expect(parseCardTypeInfo({ result: [{ extInfo: '{"minPoints":"30"}' }] })?.minimumPoints).toBe(30);
    expect(parseCardTypeInfo({ result: [] })).toBeNull();
  });
  it('a missing card-type answer still loads the card', () => {
    expect(parseMemberCard(wallet(info), latest)).toMatchObject({
      status: 1,
      minimumPoints: 0,
      discountRate: 5,
      dollarPointCalc: 0,
    });
  });
  it.each([
    ['no wallet answer', null, latest],
    ['wallet failed', { success: false }, latest],
    ['no card in the list', { list: [{ list: [] }] }, latest],
    ['card info not JSON', wallet('{broken'), latest],
    ['no latest value', wallet(info), null],
    ['latest value empty', wallet(info), { result: [] }],
    ['latest value unreadable', wallet(info), { result: [{ pointFinal: 'x', valueFinal: 1 }] }],
    ['latest call failed', wallet(info), { success: false }],
  ])('%s -> status 0', (_name, w, l) => {
    const card = parseMemberCard(w, l, cardType);
    expect(card.status).toBe(0);
    expect(card.cardNum).toBe('');
    expect(card.points).toBe(0);
  });
});
