// The translator: one i18next instance behind the small interface the app has always used
// (namespaced look-up 'ns.key', a fallback language, a change signal for React). i18next brings
// plurals (key_one / key_other by Intl.PluralRules and `count`) and honours `defaultValue`.
// react-i18next is left out on purpose (about 11 KB gzip): src/i18n/react.ts binds React to
// subscribe()/version below.
import { createInstance, type i18n as I18next } from 'i18next';

export type Resources = Record<string, Record<string, string>>; // namespace -> key -> text

/** Options of one t() call: values for {{name}} markers, `count` for plurals, `defaultValue`. */
export type TOptions = Record<string, unknown>;

export interface Translator {
  readonly language: string;
  /** Adds (or merges into) a namespace of a language. */
  addResources(lang: string, ns: string, res: Record<string, string>): void;
  hasLanguage(lang: string): boolean;
  /** 'ns.key' exists in the current or the fallback language (a plural key counts with `count`). */
  exists(key: string, options?: TOptions): boolean;
  /** Translates 'ns.key'; an unknown key comes back as its `defaultValue`, else as the key itself. */
  t(key: string, options?: TOptions): string;
  changeLanguage(lang: string): void;
  /** Called after every language change or resource addition; returns an unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Increases on every change; React reads it to re-render. */
  readonly version: number;
}

export interface TranslatorOptions {
  language: string;
  fallback: string;
  /** Log a key that is missing from the texts (once per key). Development builds only. */
  warnMissing?: boolean;
}

// 'ns.key': a namespace before the first dot. Anything else (server text such as 'No. 5 is sold out')
// is not a key and is never looked up, so it cannot collide with a namespace.
const isKey = (key: string) => key.indexOf('.') > 0;

export function createTranslator(opts: TranslatorOptions): Translator {
  const warned = new Set<string>();
  const inst: I18next = createInstance();
  void inst.init({
    initAsync: false,
    showSupportNotice: false,
    resources: {},
    lng: opts.language,
    fallbackLng: opts.fallback,
    // Our codes are lower case ('zh-hans'); i18next would otherwise look texts up under 'zh-Hans'
    // and then 'zh'.
    lowerCaseLng: true,
    load: 'currentOnly',
    nsSeparator: '.',
    keySeparator: false,
    ns: [],
    defaultNS: false,
    appendNamespaceToMissingKey: true,
    // React escapes every text it inserts; escaping here too would show '&amp;'.
    interpolation: { escapeValue: false },
    saveMissing: opts.warnMissing === true,
    saveMissingTo: 'current',
    saveMissingPlurals: false,
    missingKeyHandler: (lngs, ns, key) => {
      const full = `${ns}.${key}`;
      if (warned.has(full)) return;
      warned.add(full);
      console.warn(`i18n: missing text '${full}' (${lngs.join(', ')})`);
    },
  });
  const listeners = new Set<() => void>();
  const languages = new Set<string>();
  let language = opts.language;
  let version = 0;
  const changed = () => {
    version++;
    for (const l of [...listeners]) l();
  };
  return {
    get language() {
      return language;
    },
    get version() {
      return version;
    },
    addResources(lang, ns, res) {
      inst.addResourceBundle(lang, ns, res, true, true);
      languages.add(lang);
      changed();
    },
    hasLanguage: (lang) => languages.has(lang),
    exists: (key, options) => isKey(key) && inst.exists(key, { ...options, lng: language }),
    t(key, options) {
      if (!isKey(key)) return typeof options?.defaultValue === 'string' ? options.defaultValue : key;
      // The language goes with every call, so a change is synchronous (i18next's changeLanguage is not).
      return inst.t(key, { ...options, lng: language }) as string;
    },
    changeLanguage(lang) {
      if (lang === language) return;
      language = lang;
      changed();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
