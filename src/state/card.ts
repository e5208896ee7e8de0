// The member card of spec 3 and its transitions of spec 4: status 0 (none) or 1 (loaded). It loads
// from the wallet call, then the latest-value call (and the card-type info call for discount and
// redemption limits); any failure of the wallet or latest-value step resets it to status 0.
// Also the member point settings (a failed load falls back to state 0) and the franchisee card
// selection. Parsing and money rules are the domain's (balances in integer cents); this file only
// sequences the calls and keeps the results.
import { proxy } from 'valtio/vanilla';
import { user, venue } from './stores';
import {
  cardInfo,
  franchiseeInfo,
  getMemberPoints,
  latestCardValue,
  listFranchisee,
  userWallet,
} from '../api/calls/wallet';
import { decodeEnvelope, safeJsonParse } from '../api/wire/format';
import { decryptBodyAsync, encryptBodyAsync } from '../api/wire/webCodec';
import { LOCAL_KEY } from '../api/token-store';
import { readStored, removeStored, storageName, writeStored } from '../shared/storage';
import { showToast } from './ui';
import { selectFranchisee } from '../domain';
import { emptyMemberCard, parseCardTypeInfo, parseMemberCard, type MemberCard } from '../domain';
import { memberPointsSettings, MEMBER_POINTS_DEFAULTS, type MemberPointsSettings } from '../domain';

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
    siteId: c.siteId ?? text(venue.licence.siteId),
    ordLot,
    shopId: c.shopId ?? (venue.settings.shopId || ordLot),
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
    const wallet = await userWallet(
      { userId: ctx.userId, siteId: ctx.siteId, pageSize: 1, cardTypeRange: 'LOYALTY;', startRow: 0 },
      { quiet: true },
    );
    const entry = walletEntry(wallet);
    if (!wallet.success || Number(wallet.map?.rtn) <= 0 || Number(wallet.map?.count) <= 0 || !entry)
      throw new Error('no card');
    const cardNum = text(entry.info.ticketNumber);
    const value = await latestCardValue(
      { cardNum, ordCard: entry.ordCard, page: 1, pageSize: 1, siteId: ctx.siteId, userId: ctx.userId },
      { quiet: true },
    );
    // The card-type info refines discount and limits; without it the card still loads (domain rule).
    const cardName = text(entry.info.typeDescription) || text(entry.info.cardTypeId);
    const type = await cardInfo(
      { ordLot: ctx.ordLot, shopId: ctx.shopId, siteId: ctx.siteId, cardName },
      { quiet: true },
    ).catch(() => undefined);
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
    const ans = await cardInfo(
      { ordLot: ctx.ordLot, shopId: ctx.shopId, siteId: ctx.siteId, cardName: card.typeDescription || card.typeId },
      { quiet: true },
    );
    const t = parseCardTypeInfo(ans, 0);
    if (!ans.success || !t) return false;
    Object.assign(card, t);
    return true;
  } catch {
    return false;
  }
}

/** Loads the member point settings; a failed load falls back to state 0 with the defaults. */
export async function loadMemberPoints(siteId = text(venue.licence.siteId)): Promise<MemberPointsSettings> {
  try {
    const ans = await getMemberPoints({ siteId }, { quiet: true });
    if (!ans.success) throw new Error('no settings');
    Object.assign(memberPoints, memberPointsSettings(ans));
  } catch {
    Object.assign(memberPoints, { ...MEMBER_POINTS_DEFAULTS, state: 0 });
  }
  return { ...memberPoints };
}

// ---- Franchisee card (spec 4 "Franchisee selection", spec 8) ---------------------------------

export const FRANCHISEE_KEY = storageName('franchisee');
/** The franchisee card in use and the price level its booking info gives. */
export const franchisee = proxy({ cardNum: '', passCode: '', priceLevel: 0 });

/** The saved card number and pass code, kept obfuscated like the user token (not protected). */
async function readSavedFranchisee(): Promise<{ cardNum?: string; passCode?: string } | null> {
  const raw = readStored('franchisee');
  if (!raw) return null;
  try {
    const v = await decryptBodyAsync(raw);
    return v && typeof v === 'object' ? (v as { cardNum?: string; passCode?: string }) : null;
  } catch {
    return null;
  }
}
async function saveFranchisee(entry: { cardNum: string; passCode: string }): Promise<void> {
  writeStored(
    'franchisee',
    await encryptBodyAsync({ cardNum: entry.cardNum, passCode: entry.passCode }, { key: LOCAL_KEY }),
  );
}

/** map.bookingInfo is "encoded JSON": plain JSON, URL-encoded JSON or base64 JSON are all read. */
export function decodeBookingInfo(value: unknown): Record<string, unknown> | null {
  if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  if (typeof value !== 'string' || !value) return null;
  const attempts: (() => unknown)[] = [
    () => safeJsonParse(value),
    () => safeJsonParse(decodeURIComponent(value)),
    () => decodeEnvelope(value),
  ];
  for (const attempt of attempts) {
    try {
      const v = attempt();
      if (v && typeof v === 'object' && !Array.isArray(v)) return v as Record<string, unknown>;
    } catch {
      // try the next encoding
    }
  }
  return null;
}

export interface FranchiseeOptions {
  ordLot?: string;
  siteId?: string;
  /** Called when the card in use changes: the cart must be emptied (spec 4). */
  onCardChanged?: () => void;
}

/**
 * Chooses the franchisee card and loads its info: the saved card and pass code are reused while
 * the list still holds the card, else the first entry is used. On failure the notice
 * 'franchiseeInfo: failed to get info !' shows and the saved card number and pass code are cleared.
 * An empty list (the account has no franchisee card at this venue) clears them without a notice and
 * resolves false.
 */
export async function loadFranchisee(o: FranchiseeOptions = {}): Promise<boolean> {
  const ctx = context({ ordLot: o.ordLot, siteId: o.siteId });
  try {
    const list = await listFranchisee({ ordLot: ctx.ordLot }, { quiet: true });
    const entries = Array.isArray(list.result)
      ? list.result.map((e) => ({ cardNum: text(e?.cardNum), passCode: text(e?.passCode) }))
      : [];
    if (!list.success) throw new Error('no franchisee list');
    // No card at this venue is not a failure (most customers have none): nothing to show, nothing kept.
    if (!entries.length) {
      resetFranchisee();
      return false;
    }
    const choice = selectFranchisee(entries, await readSavedFranchisee());
    if (!choice.entry) throw new Error('no franchisee card');
    if (choice.cardChanged) o.onCardChanged?.();
    await saveFranchisee(choice.entry);
    const info = await franchiseeInfo(
      { siteId: ctx.siteId, cardNum: choice.entry.cardNum, pwd: choice.entry.passCode },
      { quiet: true },
    );
    if (!info.success) throw new Error('no franchisee info');
    const booking = decodeBookingInfo(info.map?.bookingInfo);
    const priceLevel = Number(booking?.priceLevel ?? 0);
    Object.assign(franchisee, { ...choice.entry, priceLevel: Number.isFinite(priceLevel) ? priceLevel : 0 });
    user.priceLevel = franchisee.priceLevel;
    return true;
  } catch {
    showToast('api.franchiseeInfoFailed', { tone: 'error' });
    resetFranchisee();
    return false;
  }
}

/** Clears the franchisee card in use and the saved card number and pass code (failure, logout). */
export function resetFranchisee(): void {
  removeStored('franchisee');
  Object.assign(franchisee, { cardNum: '', passCode: '', priceLevel: 0 });
  user.priceLevel = 0;
}
