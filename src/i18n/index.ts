// Resources for en-gb and zh-hans in i18next's JSON format, read by i18next (translator.ts). Every file src/i18n/locales/<lang>/<ns>.json is a
// namespace of flat keys: screen.json {"cart":"Cart"} defines 'screen.cart'. The current
// language's files are loaded before the first render; the other language loads when chosen.
import { createTranslator, type Translator } from './translator';

export const LANGUAGES = ['en-gb', 'zh-hans'] as const;
export type Lang = (typeof LANGUAGES)[number];
export const DEFAULT_LANG: Lang = 'en-gb';

/** The one translator of the app. */
export const i18n: Translator = createTranslator({
  language: DEFAULT_LANG,
  fallback: DEFAULT_LANG,
  warnMissing: import.meta.env.DEV,
});

const files = import.meta.glob<{ default: Record<string, string> }>('./locales/*/*.json');

/** Language -> namespace -> loader, from the file names. */
function loadersFor(lang: string): [string, () => Promise<{ default: Record<string, string> }>][] {
  return Object.entries(files)
    .map(([path, load]) => {
      const m = /\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
      return m && m[1] === lang ? ([m[2], load] as [string, typeof load]) : null;
    })
    .filter((x): x is [string, () => Promise<{ default: Record<string, string> }>] => x !== null);
}

export function normaliseLang(lang: unknown): Lang {
  const s = String(lang ?? '').toLowerCase();
  if (s === 'zh-hans' || s === 'zh' || s === 'cn' || s === 'zh-cn') return 'zh-hans';
  return 'en-gb';
}

/** Date-locale mapping of spec 1: en-gb -> en, zh-hans -> cn. */
export function dateLocale(lang: string): 'en' | 'cn' {
  return normaliseLang(lang) === 'zh-hans' ? 'cn' : 'en';
}

/** The dayjs locale for a date locale: 'cn' is dayjs's 'zh-cn'. */
export function dayjsLocale(date: 'en' | 'cn'): 'en' | 'zh-cn' {
  return date === 'cn' ? 'zh-cn' : 'en';
}

/** Data language sent to the server: en for en-gb (spec 1), cn for zh-hans. */
export const dataLang = dateLocale;

/**
 * Namespaces no menu screen uses: they load with the components and screens that use them
 * (`loadNamespaces`, called by the component registry and the screen loader), not at start-up.
 */
export { DEFERRED_NAMESPACES } from './deferred';
import { DEFERRED_NAMESPACES } from './deferred';
const deferred = new Set<string>(DEFERRED_NAMESPACES);
/** Deferred namespaces asked for so far: a language loaded later loads them too. */
const wanted = new Set<string>();
/** `${lang}/${ns}` loaded (or loading). */
const loadedNs = new Map<string, Promise<void>>();

function loadNs(lang: Lang, names: Iterable<string>): Promise<void> {
  const want = new Set(names);
  return Promise.all(
    loadersFor(lang)
      .filter(([ns]) => want.has(ns))
      .map(([ns, load]) => {
        const key = `${lang}/${ns}`;
        let p = loadedNs.get(key);
        if (!p) {
          p = load().then(
            (m) => {
              i18n.addResources(lang, ns, m.default);
            },
            (e) => {
              loadedNs.delete(key);
              throw e;
            },
          );
          loadedNs.set(key, p);
        }
        return p;
      }),
  ).then(() => undefined);
}

async function loadLanguage(lang: Lang): Promise<void> {
  const names = loadersFor(lang)
    .map(([ns]) => ns)
    .filter((ns) => !deferred.has(ns) || wanted.has(ns));
  await loadNs(lang, names);
}

/**
 * Loads deferred namespaces (for the current language and, lazily, the fallback); the caller waits
 * for them before drawing, so no raw key ever shows. Namespaces loaded at start-up resolve at once.
 */
export function loadNamespaces(names: readonly string[]): Promise<void> {
  const mine = names.filter((ns) => deferred.has(ns));
  if (!mine.length) return Promise.resolve();
  for (const ns of mine) wanted.add(ns);
  const lang = normaliseLang(i18n.language);
  if (lang !== DEFAULT_LANG) void loadNs(DEFAULT_LANG, mine).catch(() => undefined);
  return loadNs(lang, mine);
}

/** The deferred namespaces a document's texts name ("payonly.title" -> payonly). */
export function namespacesIn(doc: unknown): string[] {
  const found = new Set<string>();
  const walk = (v: unknown): void => {
    if (typeof v === 'string') {
      const ns = /^([a-z]+)\./.exec(v)?.[1];
      if (ns && deferred.has(ns)) found.add(ns);
    } else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  walk(doc);
  return [...found];
}

// dayjs's own default locale is 'en': while no other date locale was set, dayjs is not loaded here at
// all, so the first screens download it only where dates are formatted (src/domain/dates.ts).
let dayjsSwitched = false;

async function applyDayjs(lang: Lang): Promise<void> {
  const loc = dayjsLocale(dateLocale(lang));
  if (loc !== 'en' || dayjsSwitched) {
    const { default: dayjs } = await import('dayjs');
    if (loc === 'zh-cn') await import('dayjs/locale/zh-cn');
    dayjs.locale(loc);
    dayjsSwitched = loc !== 'en';
  }
  if (typeof document !== 'undefined') document.documentElement.lang = lang === 'zh-hans' ? 'zh-Hans' : 'en-GB';
}

let ready: Promise<Translator> | null = null;

/** Loads the current language's files (and the fallback's, lazily). Idempotent. */
export function initI18n(lang: string = DEFAULT_LANG): Promise<Translator> {
  if (ready)
    return ready.then(async (t) => {
      await setLanguage(lang);
      return t;
    });
  const want = normaliseLang(lang);
  ready = (async () => {
    await loadLanguage(want);
    i18n.changeLanguage(want);
    if (want !== DEFAULT_LANG) void loadLanguage(DEFAULT_LANG); // fallback texts, lazily
    await applyDayjs(want);
    return i18n;
  })();
  return ready;
}

/** Switches language at run time; loads its files first. */
export async function setLanguage(lang: string): Promise<Lang> {
  const want = normaliseLang(lang);
  await loadLanguage(want);
  i18n.changeLanguage(want);
  await applyDayjs(want);
  return want;
}

/** Translates a message that is either a key or literal text: unknown keys show the text itself. */
export function translateMessage(message: string, values?: Record<string, unknown>): string {
  if (!message) return '';
  // The values go to exists() too: a plural key ('ordering.itemCount' + count) exists only with its count.
  return i18n.exists(message, values) ? i18n.t(message, values) : message;
}

export interface CatalogueItem {
  pluName1?: string | null;
  pluName2?: string | null;
  displayName?: string | null;
  catName1?: string | null;
  catName2?: string | null;
}

const on = (v: unknown, dflt: boolean) =>
  v === undefined || v === null || v === '' ? dflt : v === true || v === 1 || v === '1' || v === 'true';

/**
 * The name of a catalogue item or category for a language. en-gb shows the default name
 * (pluName1) and zh-hans the second name (pluName2); showDefaultName / showSecondName switch a
 * name off, and an empty name falls back to the other one, then to displayName.
 */
export function catalogueName(
  item: CatalogueItem,
  lang: string,
  settings: { showDefaultName?: unknown; showSecondName?: unknown } = {},
): string {
  const first = (item.pluName1 ?? item.catName1 ?? '').trim();
  const second = (item.pluName2 ?? item.catName2 ?? '').trim();
  const showFirst = on(settings.showDefaultName, true);
  const showSecond = on(settings.showSecondName, true);
  const zh = normaliseLang(lang) === 'zh-hans';
  const order = zh
    ? [showSecond && second, showFirst && first, first, second]
    : [showFirst && first, showSecond && second, first, second];
  for (const n of order) if (n) return n;
  return (item.displayName ?? '').trim();
}

export { useTranslation } from './react';
