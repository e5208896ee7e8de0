import { describe, expect, it } from 'vitest';
import {
  cashRound,
  formatCents,
  fromCents,
  maskCardNumber,
  percentOf,
  roundMoney,
  roundPoints,
  toCents,
} from '../../src/domain';
import { mulDivRound } from '../../src/domain';

describe('roundMoney (2 decimals, half away from zero, exact on the decimal text)', () => {
  it.each([
    [1.005, 1.01],
    [1.004, 1],
    [2.675, 2.68],
    [1.255, 1.26],
    [0.615, 0.62],
    [10.235, 10.24],
    [-1.005, -1.01],
    [-0.004, 0],
    [0, 0],
    [12, 12],
    [1e-7, 0],
    [123456.785, 123456.79],
    [0.1 + 0.2, 0.3],
    [Number.NaN, 0],
    [Infinity, 0],
  ])('roundMoney(%s) = %s', (n, want) => {
    expect(roundMoney(n)).toBe(want);
    expect(Object.is(roundMoney(n), -0)).toBe(false);
  });
  it('points round the same way', () => {
    expect(roundPoints(12.345)).toBe(12.35);
    expect(roundPoints(0.295)).toBe(0.3);
  });
});

describe('toCents / fromCents', () => {
  it.each([
    [12.5, 1250],
    ['12.50', 1250],
    ['1.005', 101],
    [0.29, 29],
    [19.99, 1999],
    ['  3 ', 300],
    ['', 0],
    [null, 0],
    [undefined, 0],
    ['abc', 0],
    [-4.555, -456],
    [1e21, 1e23],
  ])('toCents(%j) = %s', (d, want) => {
    expect(toCents(d as never)).toBe(want);
  });
  it('fromCents gives dollars', () => {
    expect(fromCents(1999)).toBe(19.99);
    expect(fromCents(-5)).toBe(-0.05);
  });
  it.each([
    [1234, '$', '$12.34'],
    [5, '', '0.05'],
    [-5, '$', '-$0.05'],
    [100000, '', '1000.00'],
  ])('formatCents(%s)', (c, s, want) => {
    expect(formatCents(c, s)).toBe(want);
  });
});

describe('cashRound: pattern 0 0 0 5 5 5 5 5 10 10 on the last digit', () => {
  const pattern = [0, 0, 0, 5, 5, 5, 5, 5, 10, 10];
  it.each(pattern.map((to, d) => [d, to]))('last digit %s goes to %s of the decade', (d, to) => {
    expect(cashRound(1230 + d)).toBe(1230 + to);
    expect(cashRound(d)).toBe(to);
  });
  it.each([
    [1001, 1000],
    [1003, 1005],
    [1007, 1005],
    [1008, 1010],
    [-1003, -1005],
    [-1008, -1010],
    [0, 0],
  ])('cashRound(%s) = %s', (c, want) => {
    expect(cashRound(c)).toBe(want);
  });
});

describe('percentOf and mulDivRound', () => {
  it.each([
    [1000, 10, 100],
    [999, 10, 100],
    [994, 10, 99],
    [995, 10, 100],
    [1000, 1.5, 15],
    [333, 1.5, 5],
    [1000, 0, 0],
    [1000, -5, 0],
    [0, 10, 0],
  ])('percentOf(%s, %s) = %s', (c, r, want) => expect(percentOf(c, r)).toBe(want));
  it('stays exact past 2^53', () => {
    expect(mulDivRound(9_000_000_000, 2_000_000, 3)).toBe(6_000_000_000_000_000);
  });
});

describe('maskCardNumber: first 4 and last 3 kept when longer than 7', () => {
  it.each([
    ['1234567890', '1234***890'],
    ['12345678', '1234*678'],
    ['1234567', '1234567'],
    ['1234', '1234'],
    ['', ''],
    [null, ''],
    [6012345678901234, '6012*********234'],
    ['AB12CD34EF', 'AB12***4EF'],
  ])('maskCardNumber(%j) = %j', (s, want) => expect(maskCardNumber(s as never)).toBe(want));
});
