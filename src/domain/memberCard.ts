// The member card of spec 3, parsed from the wallet, latest-value and card-info answers (spec 4, 7).
import { asObject, parseJsonObject, readFlag, readMoney, readNum, readText, type Raw } from './coerce';
import { roundPoints, type Cents } from './money';

export interface MemberCard {
  /** 0 none, 1 loaded. */
  status: 0 | 1;
  cardNum: string;
  ordCard: string;
  /** Rounded to 2 decimals. */
  points: number;
  /** Stored value now (latest valueFinal), in cents. */
  balance: Cents;
  /** Stored value the wallet listed (dollarBalance), in cents. */
  orgBalance: Cents;
  typeId: string;
  userType: string;
  typeDescription: string;
  /** Member discount in percent off (10 = 10% off). */
  discountRate: number;
  chargeMethod: string;
  /** Points earned per dollar for this card type (0 = use the member points settings). */
  dollarPointCalc: number;
  /** Points per dollar when redeeming for this card type (0 = use the member points settings). */
  pointDollarRedeem: number;
  cardPrefix: string;
  /** Minimum points to redeem; -1 when the card-type extra info did not parse (see README). */
  minimumPoints: number;
  /** Minimum discountable spend in cents before points can be redeemed. */
  minimumDollars: Cents;
  /** Whether the member discount may stack on a line that already has an item discount. */
  multiDisc: boolean;
}

export function emptyMemberCard(): MemberCard {
  return {
    status: 0,
    cardNum: '',
    ordCard: '',
    points: 0,
    balance: 0,
    orgBalance: 0,
    typeId: '',
    userType: '',
    typeDescription: '',
    discountRate: 0,
    chargeMethod: '',
    dollarPointCalc: 0,
    pointDollarRedeem: 0,
    cardPrefix: '',
    minimumPoints: 0,
    minimumDollars: 0,
    multiDisc: false,
  };
}

/** An answer's first result: `answer.result[0]`, or the entry itself when given directly. */
function firstResult(answer: unknown): Raw | null {
  const o = asObject(answer);
  if (!o) return null;
  if (Array.isArray(o.result)) return asObject(o.result[0]);
  return asObject(o.result) ?? (o.success === false ? null : o);
}

export interface CardTypeInfo {
  discountRate: number;
  dollarPointCalc: number;
  pointDollarRedeem: number;
  minimumPoints: number;
  minimumDollars: Cents;
  multiDisc: boolean;
}

/**
 * The card-type info answer (action INFO). Its extInfo JSON holds minPoints, minDollars, multiDisc;
 * when it does not parse, minimum points take `onParseFailure`: -1 on the card-load path
 * (parseMemberCard) and 0 on the card-info refresh path (the default here), as spec 4 says.
 * Returns null when the answer holds no result.
 */
export function parseCardTypeInfo(answer: unknown, onParseFailure: -1 | 0 = 0): CardTypeInfo | null {
  const r = firstResult(answer);
  if (!r) return null;
  const ext = parseJsonObject(r.extInfo);
  return {
    discountRate: readNum(r.discountRate, 0),
    dollarPointCalc: readNum(r.dollarPointCalc, 0),
    pointDollarRedeem: readNum(r.pointDollarRedeem, 0),
    minimumPoints: ext ? readNum(ext.minPoints, 0) : onParseFailure,
    minimumDollars: ext ? readMoney(ext.minDollars ?? ext.minDollar, 0) : 0,
    multiDisc: ext ? readFlag(ext.multiDisc) : false,
  };
}

/**
 * The member card from the three answers of spec 7: wallet (list[0].list[0] with ordCard and a
 * cardInfo JSON), latest value (result[0] with pointFinal, valueFinal) and card-type info (result[0]).
 * Any failure of the first two (no card, unreadable JSON, no latest value) gives status 0.
 * Without card-type info the card still loads, with the wallet's discount rate.
 */
export function parseMemberCard(walletAnswer: unknown, latestValue: unknown, cardInfo?: unknown): MemberCard {
  const wallet = asObject(walletAnswer);
  if (!wallet || wallet.success === false) return emptyMemberCard();
  const outer = Array.isArray(wallet.list) ? asObject(wallet.list[0]) : null;
  const entry = outer && Array.isArray(outer.list) ? asObject(outer.list[0]) : null;
  const info = entry ? parseJsonObject(entry.cardInfo) : null;
  const latest = firstResult(latestValue);
  if (!entry || !info || !latest) return emptyMemberCard();
  const points = readNum(latest.pointFinal, Number.NaN);
  const value = readNum(latest.valueFinal, Number.NaN);
  if (!Number.isFinite(points) || !Number.isFinite(value)) return emptyMemberCard();
  const type = parseCardTypeInfo(cardInfo, -1);
  const cardNum = readText(info.ticketNumber);
  return {
    status: 1,
    cardNum,
    ordCard: readText(entry.ordCard),
    points: roundPoints(points),
    balance: readMoney(value, 0),
    orgBalance: readMoney(info.dollarBalance, 0),
    typeId: readText(info.cardTypeId),
    userType: readText(info.userType),
    typeDescription: readText(info.typeDescription),
    discountRate: type && type.discountRate > 0 ? type.discountRate : readNum(info.discountRate, 0),
    chargeMethod: readText(info.chargeMethod),
    dollarPointCalc: type?.dollarPointCalc ?? 0,
    pointDollarRedeem: type?.pointDollarRedeem ?? 0,
    cardPrefix: readText(info.cardPrefix, /^[^\d]*/.exec(cardNum)?.[0] ?? ''),
    minimumPoints: type?.minimumPoints ?? 0,
    minimumDollars: type?.minimumDollars ?? 0,
    multiDisc: type?.multiDisc ?? false,
  };
}
