// The member card of spec 3 and its transitions of spec 4: status 0 (none) or 1 (loaded). It loads
// from the wallet call, then the latest-value call (and the card-type info call for discount and
// redemption limits); any failure of the wallet or latest-value step resets it to status 0.
// Also the member point settings (a failed load falls back to state 0). Parsing and money rules
// are the domain's (balances in integer cents); this file only sequences the calls.
import { proxy } from 'valtio/vanilla';
import { user, venue } from './stores';
import { cardInfo, getMemberPoints, latestCardValue, userWallet } from '../api/calls/wallet';
import { safeJsonParse } from '../api/wire/codec';
// The two domain modules directly, not the domain index: the index also pulls the settings tables
// and dayjs, which the login path does not need (about 11 KB minified).
import { emptyMemberCard, parseCardTypeInfo, parseMemberCard, type MemberCard } from '../domain/memberCard';
import { memberPointsSettings, MEMBER_POINTS_DEFAULTS, type MemberPointsSettings } from '../domain/memberPoints';

export type { MemberCard };
export const emptyCard = emptyMemberCard;
export const card = proxy<MemberCard>(emptyMemberCard());
export const memberPoints = proxy<MemberPointsSettings>({ ...MEMBER_POINTS_DEFAULTS });

export function resetCard(): void {
  Object.assign(card, emptyMemberCard());
}

const text = (v: unknown): string => (v === undefined || v === null ? '' : String(v));

export interface CardContext {
  userId?: string;
  siteId?: string;
  ordLot?: string;
  shopId?: string;
}

function context(c: CardContext): Required<CardContext> {
  const ordLot = c.ordLot ?? text(venue.licence.ordLot);
  return {
    userId: c.userId ?? user.userId,
    siteId: c.siteId ?? (text(venue.licence.siteId) || text(venue.settings.siteId)),
    ordLot,
    shopId: c.shopId ?? (text(venue.settings.shopId) || ordLot),
  };
}

/** The wallet entry's ordCard and parsed cardInfo, or null. */
function walletEntry(answer: { list?: { list?: { ordCard?: unknown; cardInfo?: unknown }[] }[] }) {
  const entry = answer.list?.[0]?.list?.[0];
  if (!entry) return null;
  const info = safeJsonParse(text(entry.cardInfo));
  if (!info || typeof info !== 'object' || Array.isArray(info)) return null;
  return { ordCard: text(entry.ordCard), info: info as Record<string, unknown> };
}

/** Loads the member card. Resolves true when loaded (status 1); on any failure the card is reset. */
export async function loadCard(c: CardContext = {}): Promise<boolean> {
  const ctx = context(c);
  try {
    if (!ctx.userId) throw new Error('not logged in');
    const wallet = await userWallet({ userId: ctx.userId, siteId: ctx.siteId, pageSize: 1, cardTypeRange: 'LOYALTY;', startRow: 0 }, { quiet: true });
    const entry = walletEntry(wallet);
    if (!wallet.success || Number(wallet.map?.rtn) <= 0 || Number(wallet.map?.count) <= 0 || !entry) throw new Error('no card');
    const cardNum = text(entry.info.ticketNumber);
    const value = await latestCardValue(
      { cardNum, ordCard: entry.ordCard, page: 1, pageSize: 1, siteId: ctx.siteId, userId: ctx.userId },
      { quiet: true },
    );
    // The card-type info refines discount and limits; without it the card still loads (domain rule).
    const cardName = text(entry.info.typeDescription) || text(entry.info.cardTypeId);
    const type = await cardInfo({ ordLot: ctx.ordLot, shopId: ctx.shopId, siteId: ctx.siteId, cardName }, { quiet: true }).catch(() => undefined);
    const loaded = parseMemberCard(wallet, value, type);
    if (loaded.status !== 1) throw new Error('card did not parse');
    Object.assign(card, loaded);
    return true;
  } catch {
    resetCard();
    return false;
  }
}

/** Refreshes the card-type fields of a loaded card (the path where unparsable minimum points give 0). */
export async function refreshCardInfo(c: CardContext = {}): Promise<boolean> {
  if (card.status !== 1) return false;
  const ctx = context(c);
  try {
    const ans = await cardInfo({ ordLot: ctx.ordLot, shopId: ctx.shopId, siteId: ctx.siteId, cardName: card.typeDescription || card.typeId }, { quiet: true });
    const t = parseCardTypeInfo(ans, 0);
    if (!ans.success || !t) return false;
    Object.assign(card, t);
    return true;
  } catch {
    return false;
  }
}

/** Loads the member point settings; a failed load falls back to state 0 with the defaults. */
export async function loadMemberPoints(siteId = text(venue.licence.siteId) || text(venue.settings.siteId)): Promise<MemberPointsSettings> {
  try {
    const ans = await getMemberPoints({ siteId }, { quiet: true });
    if (!ans.success) throw new Error('no settings');
    Object.assign(memberPoints, memberPointsSettings(ans));
  } catch {
    Object.assign(memberPoints, { ...MEMBER_POINTS_DEFAULTS, state: 0 });
  }
  return { ...memberPoints };
}
