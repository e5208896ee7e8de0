// Licence data from the server (spec 3) and the rules read from it (spec 4).
import type { Licence as GeneratedLicence } from '../generated/licence';
import { asObject, readFlag, readNum, readText, readTextList, type Raw } from './coerce';

/** The normalised licence: the generated type of schemas/licence.schema.json (the source of truth). */
export type Licence = GeneratedLicence;

/** Spot type when the licence gives none (spec 9). */
export const DEFAULT_SPOT_TYPE = 4;

/** Reservation is enabled only if the fifth character of the licences string is '1'. */
export function reservationEnabled(licences: string | null | undefined): boolean {
  return typeof licences === 'string' && licences.length >= 5 && licences[4] === '1';
}

/** Ordering is enabled only when the licence status is 1. */
export function orderingEnabled(licence: Pick<Licence, 'status'> | null | undefined): boolean {
  return licence?.status === 1;
}

function readUrlMap(v: unknown): Record<string, string> {
  const o = asObject(v);
  const out: Record<string, string> = {};
  if (o) for (const [k, val] of Object.entries(o)) if (typeof val === 'string') out[k] = val;
  return out;
}

/** The licence object with every field present and typed (see schemas/licence.schema.json). */
export function normaliseLicence(raw: Raw | null | undefined): Licence {
  const r = raw ?? {};
  const t = (k: string) => readText(r[k]);
  return {
    urlScan: t('urlScan'),
    ordScan: t('ordScan'),
    siteId: t('siteId'),
    ordLot: t('ordLot'),
    spotId: t('spotId'),
    spotType: readNum(r.spotType, DEFAULT_SPOT_TYPE),
    url: readUrlMap(r.url),
    liveTime: readNum(r.liveTime, 0),
    ordSpace: t('ordSpace'),
    spotName: t('spotName'),
    lotName: t('lotName'),
    boardId: t('boardId'),
    licenses: typeof r.licenses === 'string' ? r.licenses : '',
    lotType: readNum(r.lotType, 0),
    smsLogin: readFlag(r.smsLogin),
    addWallet: readFlag(r.addWallet),
    pathId: t('pathId'),
    status: readNum(r.status, 0),
    uiVersion: t('uiVersion'),
    payUiType: readNum(r.payUiType, 0),
    sendOrderByScan: readFlag(r.sendOrderByScan),
    ordDev: t('ordDev'),
    infoHead: t('infoHead'),
    infoBody: readTextList(r.infoBody, [], '|'),
    infoBottom: t('infoBottom'),
    gtmCode: t('gtmCode'),
    saveOnly: readFlag(r.saveOnly),
  };
}
