// A small translator over i18next-format resources (flat JSON per namespace, {{name}} markers).
// It replaces i18next + react-i18next (about 27 KB gzip) in the first script: the app needs only
// namespaced look-up, interpolation, a fallback language and a change signal, and nothing here
// builds HTML: values are inserted as text and React escapes them.

export type Resources = Record<string, Record<string, string>>; // namespace -> key -> text

const MARKER = /\{\{\s*([\w.-]+)\s*\}\}/g;

export interface Translator {
  readonly language: string;
  /** Adds (or merges into) a namespace of a language. */
  addResources(lang: string, ns: string, res: Record<string, string>): void;
  hasLanguage(lang: string): boolean;
  /** 'ns.key' exists in the current or the fallback language. */
  exists(key: string): boolean;
  /** Translates 'ns.key'; an unknown key comes back as the key itself. */
  t(key: string, values?: Record<string, unknown>): string;
  changeLanguage(lang: string): void;
  /** Called after every language change or resource addition; returns an unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Increases on every change; React reads it to re-render. */
  readonly version: number;
}

export function createTranslator(opts: { language: string; fallback: string }): Translator {
  const store: Record<string, Resources> = {};
  const listeners = new Set<() => void>();
  let language = opts.language;
  let version = 0;
  const changed = () => {
    version++;
    for (const l of [...listeners]) l();
  };
  const lookup = (lang: string, key: string): string | undefined => {
    const dot = key.indexOf('.');
    if (dot <= 0) return undefined;
    const text = store[lang]?.[key.slice(0, dot)]?.[key.slice(dot + 1)];
    return typeof text === 'string' ? text : undefined;
  };
  const find = (key: string) => lookup(language, key) ?? lookup(opts.fallback, key);
  return {
    get language() {
      return language;
    },
    get version() {
      return version;
    },
    addResources(lang, ns, res) {
      const l = (store[lang] ??= {});
      l[ns] = { ...(l[ns] ?? {}), ...res };
      changed();
    },
    hasLanguage: (lang) => lang in store,
    exists: (key) => find(key) !== undefined,
    t(key, values) {
      const text = find(key);
      if (text === undefined) return key;
      if (!values) return text;
      return text.replace(MARKER, (whole, name: string) => {
        const v = values[name];
        return v === undefined || v === null ? whole : String(v);
      });
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
