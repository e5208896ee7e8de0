// A venue from a template (issue 31): the platform administrator names it (both languages), gives its
// web address id, currency and time zone; the template fills the settings and an example menu. The
// venue starts at configuration version 1 (kind "initial") with a "venueCreated" audit line, so the
// operator's first publish is version 2 and a rollback can always return to the template.
import type { Db } from '../db/db';
import { baseSettings } from '../seed/venues';
import { audit, liveSnapshot } from '../backoffice/versions';
import * as menuPart from '../backoffice/parts/menu';
import { checkMenu } from '../../src/domain/menu';
import { templateOf, templateWeek, type TemplateId } from './templates';

export const CURRENCIES = {
  AUD: '$',
  NZD: '$',
  USD: '$',
  SGD: '$',
  HKD: '$',
  CNY: '¥',
  GBP: '£',
  EUR: '€',
} as const;
export type Currency = keyof typeof CURRENCIES;

export const VENUE_PROBLEMS = ['name', 'shopId', 'taken', 'template', 'currency', 'timeZone'] as const;
export type VenueProblem = (typeof VENUE_PROBLEMS)[number];

export interface NewVenue {
  nameEn: string;
  nameZh: string;
  shopId: string;
  template: string;
  currency: string;
  timeZone: string;
}

export class VenueRefused extends Error {
  constructor(
    public readonly problem: VenueProblem,
    message: string,
  ) {
    super(message);
  }
}

/** The web address id: 3–40 lower-case letters, digits and hyphens, not starting or ending with a hyphen. */
export const SHOP_ID = /^[a-z0-9][a-z0-9-]{1,38}[a-z0-9]$/;
/** Ids that name the app's own addresses. */
const RESERVED = ['api', 'assets', 'setup', 'invite', 'dev', 'admin', 'pro', 'account', 'common', 'new'];
// eslint-disable-next-line no-control-regex -- control characters are what a name may not hold
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

function validTimeZone(tz: string): boolean {
  if (!/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+){0,2}$/.test(tz)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/** The first thing wrong with a new venue's details (the format; uniqueness is checked when it is made). */
export function newVenueProblem(v: NewVenue): VenueRefused | null {
  for (const [name, lang] of [
    [v.nameEn, 'English'],
    [v.nameZh, 'Chinese'],
  ] as const)
    if (!name.trim() || name.length > 80 || CONTROL.test(name))
      return new VenueRefused('name', `Enter the venue's ${lang} name (1 to 80 characters, no line breaks).`);
  if (!SHOP_ID.test(v.shopId) || v.shopId.includes('--') || RESERVED.includes(v.shopId))
    return new VenueRefused(
      'shopId',
      'The web address id is 3 to 40 lower-case letters, digits and single hyphens, such as harbour-cafe.',
    );
  if (!templateOf(v.template)) return new VenueRefused('template', 'Choose one of the templates.');
  if (!(v.currency in CURRENCIES)) return new VenueRefused('currency', 'Choose one of the currencies.');
  if (!validTimeZone(v.timeZone)) return new VenueRefused('timeZone', 'Choose a time zone such as Australia/Brisbane.');
  return null;
}

/** True when no venue uses `shopId` (as its id, key or site id). */
export async function shopIdFree(db: Db, shopId: string): Promise<boolean> {
  const rows = await db.query(
    'SELECT 1 FROM venues WHERE shop_id = $1 OR shop_key = $2 OR site_id = $3 OR shop_id = $2 OR shop_id = $3',
    [shopId, `key-${shopId}`, `site-${shopId}`],
  );
  return rows.length === 0;
}

const CASH = {
  name: 'Pay in store',
  payment: 'cash',
  code: 200,
  surcharge: 0,
  surchargeType: 1,
  rate: 0,
  imageUrl: '/assets/images/pay-cash.svg',
  visible: 1,
};
const LANGS = [
  { code: 'en-gb', name: 'English', dataLang: 'en', dateLocale: 'en' },
  { code: 'zh-hans', name: '简体中文', dataLang: 'cn', dateLocale: 'cn' },
];

/** Makes the venue, its example menu, configuration version 1 and the audit line, in one transaction. */
export async function createVenue(db: Db, v: NewVenue, userId: string, now: number): Promise<{ shopId: string }> {
  const bad = newVenueProblem(v);
  if (bad) throw bad;
  const tpl = templateOf(v.template as TemplateId)!;
  const menuIssue = checkMenu(tpl.menu)[0];
  if (menuIssue) throw new Error(`Template ${tpl.id}: ${menuIssue.path} ${menuIssue.message}`);
  const shopId = v.shopId;
  const shopKey = `key-${shopId}`;
  const nameEn = v.nameEn.trim();
  const nameZh = v.nameZh.trim();
  const settings = {
    ...baseSettings({ shopId, shopKey, name: nameEn, spotType: tpl.spotType, hospitality: tpl.hospitality }),
    shopName2: nameZh,
    company: nameEn,
    currency: v.currency,
    moneySymbol: CURRENCIES[v.currency as Currency],
    ...tpl.settings,
  };
  const licence = {
    status: 1,
    licenses: tpl.licences,
    spotType: tpl.spotType,
    spotId: 1,
    spotName: nameEn,
    lotName: nameEn,
    lotType: tpl.lotType,
    uiVersion: 'V3.60.38',
    payUiType: 'dialog',
    smsLogin: 1,
    addWallet: 1,
    pathId: shopId,
    infoHead: nameEn,
    infoBody: '',
    infoBottom: 'Thank you for visiting',
    url: { product: '/' },
  };
  const branding = { name: nameEn, name2: nameZh, bannerImage: '', showBanner: 0, loginImage: '', footerImage: '' };
  const profile = { phone: '', email: '', logo: '', address: '', company: nameEn };
  const hours = {
    tz: v.timeZone,
    week: templateWeek(tpl.hours),
    closedDates: [],
  };
  const tables =
    tpl.spotType === 2
      ? Array.from({ length: 20 }, (_, i) => ({ tabNo: String(i + 1), tabName: `Table ${i + 1}` }))
      : [];
  return db.tx(async (tx) => {
    if (!(await shopIdFree(tx, shopId)))
      throw new VenueRefused('taken', `The web address id ${shopId} is already used by another venue: choose another.`);
    await tx.query(
      `INSERT INTO venues (shop_id, shop_key, site_id, family, settings, licence, theme, branding, profile, payments, languages, tables, hours, updated_at)
       VALUES ($1, $2, $3, $4, $5::text::jsonb, $6::text::jsonb, 'default', $7::text::jsonb, $8::text::jsonb, $9::text::jsonb, $10::text::jsonb, $11::text::jsonb, $12::text::jsonb, $13)`,
      [
        shopId,
        shopKey,
        `site-${shopId}`,
        tpl.family,
        JSON.stringify(settings),
        JSON.stringify(licence),
        JSON.stringify(branding),
        JSON.stringify(profile),
        JSON.stringify([CASH]),
        JSON.stringify(LANGS),
        JSON.stringify(tables),
        JSON.stringify(hours),
        now,
      ],
    );
    await menuPart.apply(tx, shopId, tpl.menu, now);
    const snap = await liveSnapshot(tx, shopId);
    await tx.query(
      `INSERT INTO config_versions (shop_id, version, config, kind, source, created_by, created_at) VALUES ($1, 1, $2::text::jsonb, 'initial', NULL, $3, $4)`,
      [shopId, JSON.stringify(snap), userId, now],
    );
    await audit(
      tx,
      shopId,
      userId,
      'venueCreated',
      1,
      [{ key: 'venue', before: null, after: `${nameEn} (${tpl.name['en-gb']})` }],
      now,
    );
    return { shopId };
  });
}

/** The venues `adminShops` may administer (["*"]: every venue), newest first. */
export async function venuesOf(
  db: Db,
  adminShops: readonly string[],
): Promise<{ shopId: string; family: string; nameEn: string; nameZh: string }[]> {
  const all = adminShops.includes('*');
  const rows = await db.query<{ shop_id: string; family: string; name: string | null; name2: string | null }>(
    `SELECT shop_id, family, settings->>'shopName' AS name, COALESCE(settings->>'shopName2', branding->>'name2') AS name2
       FROM venues ${all ? '' : 'WHERE $1::text::jsonb ? shop_id'} ORDER BY shop_id`,
    all ? [] : [JSON.stringify(adminShops)],
  );
  return rows.map((r) => ({
    shopId: r.shop_id,
    family: r.family,
    nameEn: r.name ?? r.shop_id,
    nameZh: r.name2 ?? r.name ?? r.shop_id,
  }));
}
