// Managing the venue's saved themes in the studio (issue 32), pure: a new name checked before it is
// sent (empty, too long, or another theme's in that language), a free id for a theme imported as a
// new one (or duplicated), and an imported file's content put into the open theme (its id and names
// kept, so saving replaces it).
import type { ThemeManifest } from '../../../engine/contract';
import { setMeta } from './draft';

export const NAME_LANGS = ['en-gb', 'zh-hans'] as const;
export type NameLang = (typeof NAME_LANGS)[number];
/** The longest theme name in a language (the server's limit too). */
export const NAME_MAX = 60;

export type NameProblem =
  { lang: NameLang; problem: 'empty' | 'long' } | { lang: NameLang; problem: 'taken'; id: string };

/** The first problem with a new name for theme `id` among the other themes (saved and shipped), or null. */
export function nameProblem(
  id: string,
  name: Record<NameLang, string>,
  others: readonly { id: string; name: Partial<Record<NameLang, string>> }[],
): NameProblem | null {
  for (const lang of NAME_LANGS) {
    const v = name[lang].trim();
    if (!v) return { lang, problem: 'empty' };
    if (v.length > NAME_MAX) return { lang, problem: 'long' };
  }
  for (const lang of NAME_LANGS) {
    const v = name[lang].trim().toLowerCase();
    const same = others.find((o) => o.id !== id && o.name[lang]?.trim().toLowerCase() === v);
    if (same) return { lang, problem: 'taken', id: same.id };
  }
  return null;
}

/** `id`, or `<id>-copy`, `<id>-copy-2`, … : the first not in `taken` (at most 64 characters). */
export function freeId(id: string, taken: ReadonlySet<string>, suffix = 'copy'): string {
  if (!taken.has(id)) return id;
  const stem = id.slice(0, 64 - suffix.length - 4);
  let next = `${stem}-${suffix}`;
  for (let n = 2; taken.has(next); n++) next = `${stem}-${suffix}-${n}`;
  return next;
}

/** A theme imported as a new one: under a free id (its names say "(imported)" when the id moved). */
export function asNewTheme(imported: ThemeManifest, taken: ReadonlySet<string>): ThemeManifest {
  const id = freeId(imported.id, taken, 'imported');
  if (id === imported.id) return imported;
  return setMeta(
    { ...imported, id },
    { id, en: `${imported.name['en-gb']} (imported)`, zh: `${imported.name['zh-hans']}（导入）` },
  );
}

/** The open theme with an imported file's tokens and schemes (its own id and names kept). */
export function replaceContent(open: ThemeManifest, imported: ThemeManifest): ThemeManifest {
  return { ...imported, id: open.id, name: open.name };
}
