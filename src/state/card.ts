// The member card of spec 3 and its transitions of spec 4: status 0 (none) or 1 (loaded). It loads
// from the wallet call, then the latest-value call, then the card-type info call; any failure
// resets it to status 0. Also the member point settings (a failed load falls back to state 0).
import { proxy } from 'valtio';
import { user, venue } from './stores';
import { cardInfo, getMemberPoints, latestCardValue, userWallet } from '../api/calls/wallet';
import type { CardInfoJson, MemberPointSettings } from '../api/calls/wallet';
import { safeJsonParse } from '../api/wire/codec';

export interface MemberCard {
  status: 0 | 1;
  cardNum: string;
  ordCard: string;
  /** rounded to 2 decimals */
  points: number;
  balance: number;
  orgBalance: number;
  typeId: string;
  userType: string;
  typeDescription: string;
  discountRate: number;
  chargeMethod: string;
  dollarPointCalc: number;
  pointDollarRedeem: number;
  cardPrefix: string;
  minimumPoints: number;
  minimumDollars: number;
  multiDisc: boolean;
}

export const emptyCard = (): MemberCard => ({
  status: 0, cardNum: '', ordCard: '', points: 0, balance: 0, orgBalance: 0, typeId: '', userType: '',
  typeDescription: '', discountRate: 0, chargeMethod: '', dollarPointCalc: 0, pointDollarRedeem: 0,
  cardPrefix: '', minimumPoints: 0, minimumDollars: 0, multiDisc: false,
});

export const card = proxy<MemberCard>(emptyCard());

/** Member point defaults of spec 5 and 9. */
export const MEMBER_POINT_DEFAULTS: MemberPointSettings = { state: 0, minimumPoints: 10, pointsPerDollarWhenRedeem: 10, pointsPerDollar: 1, invitationCode: '' };
export const memberPoints = proxy<MemberPointSettings>({ ...MEMBER_POINT_DEFAULTS });

export function resetCard(): void {
  Object.assign(card, emptyCard());
}

const num = (v: unknown, fallback = 0): number => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isFinite(n) ? n : fallback;
};
const text = (v: unknown): string => (v === undefined || v === null ? '' : String(v));
/** Rounds to 2 decimals (spec 5). */
export const round2 = (n: number): number => Math.round((n + Number.EPSILON) * 100) / 100;

/** Minimum points from a card's extInfo JSON; `fallback` when it does not parse (-1 here, 0 in the other path of spec 4). */
export function parseMinimumPoints(extInfo: unknown, fallback: number): number {
  try {
    const v = safeJsonParse(String(extInfo)) as { minPoints?: unknown };
    const n = num(v?.minPoints, NaN);
    return Number.isFinite(n) ? n : fallback;
  } catch {
    return fallback;
  }
}

function parseObject(textValue: unknown): Record<string, unknown> {
  const v = safeJsonParse(String(textValue));
  if (!v || typeof v !== 'object' || Array.isArray(v)) throw new Error('not an object');
  return v as Record<string, unknown>;
}

export interface CardContext {
  userId?: string;
  siteId?: string;
  ordLot?: string;
  shopId?: string;
}

function context(c: CardContext): Required<CardContext> {
  const s = (v: unknown) => text(v ?? '');
  const ordLot = c.ordLot ?? s(venue.licence.ordLot);
  return {
    userId: c.userId ?? user.userId,
    siteId: c.siteId ?? (s(venue.licence.siteId) || s(venue.settings.siteId)),
    ordLot,
    shopId: c.shopId ?? (s(venue.settings.shopId) || ordLot),
  };
}

/** Loads the member card. Resolves true when loaded (status 1); on any failure the card is reset. */
export async function loadCard(c: CardContext = {}): Promise<boolean> {
  const ctx = context(c);
  try {
    if (!ctx.userId) throw new Error('not logged in');
    const wallet = await userWallet({ userId: ctx.userId, siteId: ctx.siteId, pageSize: 1, cardTypeRange: 'LOYALTY;', startRow: 0 }, { quiet: true });
    const entry = wallet.list?.[0]?.list?.[0];
    if (!wallet.success || num(wallet.map?.rtn) <= 0 || num(wallet.map?.count) <= 0 || !entry) throw new Error('no card');
    const info = parseObject(entry.cardInfo) as CardInfoJson;
    const cardNum = text(info.ticketNumber);
    const value = await latestCardValue(
      { cardNum, ordCard: text(entry.ordCard), page: 1, pageSize: 1, siteId: ctx.siteId, userId: ctx.userId },
      { quiet: true },
    );
    const latest = Array.isArray(value.result) ? value.result[0] : undefined;
    if (!value.success || !latest) throw new Error('no card value');
    const typeName = text(info.typeDescription) || text(info.cardTypeId);
    const type = await cardInfo({ ordLot: ctx.ordLot, shopId: ctx.shopId, siteId: ctx.siteId, cardName: typeName }, { quiet: true });
    const t = Array.isArray(type.result) ? type.result[0] : undefined;
    if (!type.success || !t) throw new Error('no card type');
    let ext: Record<string, unknown> = {};
    try {
      ext = parseObject(t.extInfo);
    } catch {
      ext = {};
    }
    Object.assign(card, {
      status: 1,
      cardNum,
      ordCard: text(entry.ordCard),
      points: round2(num(latest.pointFinal, num(info.loyaltyPoints))),
      balance: round2(num(latest.valueFinal, num(info.dollarBalance))),
      orgBalance: round2(num(info.dollarBalance)),
      typeId: text(info.cardTypeId),
      userType: text(info.userType),
      typeDescription: text(info.typeDescription),
      discountRate: num(t.discountRate, num(info.discountRate)),
      chargeMethod: text(info.chargeMethod),
      dollarPointCalc: num(t.dollarPointCalc),
      pointDollarRedeem: num(t.pointDollarRedeem),
      cardPrefix: text(t.cardPrefix ?? info.cardPrefix),
      minimumPoints: parseMinimumPoints(t.extInfo, -1),
      minimumDollars: num(ext.minDollars),
      multiDisc: ext.multiDisc === true || ext.multiDisc === 1 || ext.multiDisc === '1',
    } satisfies MemberCard);
    return true;
  } catch {
    resetCard();
    return false;
  }
}

/** Loads the member point settings; a failed load falls back to state 0 with the defaults. */
export async function loadMemberPoints(siteId = text(venue.licence.siteId) || text(venue.settings.siteId)): Promise<MemberPointSettings> {
  try {
    const ans = await getMemberPoints({ siteId }, { quiet: true });
    const r = (ans.result ?? {}) as Partial<Record<keyof MemberPointSettings, unknown>>;
    if (!ans.success || typeof r !== 'object') throw new Error('no settings');
    Object.assign(memberPoints, {
      state: num(r.state),
      minimumPoints: num(r.minimumPoints, MEMBER_POINT_DEFAULTS.minimumPoints),
      pointsPerDollarWhenRedeem: num(r.pointsPerDollarWhenRedeem, MEMBER_POINT_DEFAULTS.pointsPerDollarWhenRedeem),
      pointsPerDollar: num(r.pointsPerDollar, MEMBER_POINT_DEFAULTS.pointsPerDollar),
      invitationCode: text(r.invitationCode),
    });
  } catch {
    Object.assign(memberPoints, { ...MEMBER_POINT_DEFAULTS, state: 0 });
  }
  return { ...memberPoints };
}
