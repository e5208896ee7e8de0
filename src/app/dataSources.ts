// The data sources screens name in their `data` blocks: venue info pages and the shop profile.
// The API client is imported on first use, so it stays out of the first script.
import { registerDataSource, hasDataSource } from '../engine/runtime/data';
import { app, venue } from '../state/stores';

export interface InfoPage {
  code: string;
  head: string;
  paragraphs: string[];
  bottom: string;
}

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');

/** infoBody is split on a bar '|' into paragraphs (spec 3); empty pieces are dropped. */
export function splitInfoBody(body: unknown): string[] {
  return text(body)
    .split('|')
    .map((p) => p.trim())
    .filter(Boolean);
}

/** One entry of /pro/lot/info/list in a language: infoHead/infoBody, or title1/body1 (en) and title2/body2 (zh). */
export function toInfoPage(entries: unknown, lang: string): InfoPage | null {
  if (!Array.isArray(entries) || entries.length === 0) return null;
  const zh = lang === 'zh-hans';
  const list = entries.filter((e): e is Record<string, unknown> => !!e && typeof e === 'object');
  const byLang = list.find(
    (e) => typeof e.lang === 'string' && (zh ? /^(zh|cn)/i.test(e.lang as string) : /^en/i.test(e.lang as string)),
  );
  const e = byLang ?? list[0];
  if (!e) return null;
  // title2/body2 are the second (Chinese) language; infoHead/infoBody the default one.
  const head = zh
    ? text(e.title2) || text(e.infoHead) || text(e.title1)
    : text(e.infoHead) || text(e.title1) || text(e.title2);
  const body = zh
    ? text(e.body2) || text(e.infoBody) || text(e.body1)
    : text(e.infoBody) || text(e.body1) || text(e.body2);
  const page = { code: text(e.infoCode), head, paragraphs: splitInfoBody(body), bottom: text(e.infoBottom) };
  return page.head || page.paragraphs.length ? page : null;
}

const PROFILE_KEYS = ['phone', 'email', 'logo', 'address', 'company', 'otherChargeName'] as const;

/** The shop profile, or null when it holds nothing to show. */
export function toProfile(result: unknown): Record<string, string> | null {
  if (!result || typeof result !== 'object') return null;
  const r = result as Record<string, unknown>;
  const out: Record<string, string> = {};
  for (const k of PROFILE_KEYS) if (text(r[k])) out[k] = text(r[k]);
  return out.phone || out.email || out.address || out.company ? out : null;
}

export function registerDataSources(): void {
  if (hasDataSource('lot.info')) return;
  registerDataSource('lot.info', async (p) => {
    const lang = text(p.lang) || app.lang;
    const { proLotInfoList } = await import('../api/calls/catalogue');
    const answer = await proLotInfoList(
      {
        siteId: text(p.siteId) || text(venue.licence.siteId),
        infoCode: text(p.infoCode),
        infoPage: p.infoPage === undefined ? 1 : Number(p.infoPage),
        infoType: p.infoType === undefined ? 1 : Number(p.infoType),
        shop: app.shop,
      } as never,
      { quiet: true },
    );
    if (!answer.success) throw new Error(String(answer.dispMsg ?? 'info'));
    return toInfoPage(answer.result, lang);
  });
  registerDataSource('shop.profile', async () => {
    const { shopProfile } = await import('../api/calls/config');
    const answer = await shopProfile({ shop: app.shop }, { quiet: true });
    if (!answer.success) throw new Error(String(answer.dispMsg ?? 'profile'));
    return toProfile(answer.result);
  });
}
