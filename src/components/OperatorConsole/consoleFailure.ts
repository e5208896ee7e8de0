// A console call's failure as the text the screen shows, in the operator's language: the failure's key
// of the backoffice namespace with its values, and for config.bounds the setting's own words first.
import { failureText, type SettingWords } from '../../features/backoffice';
import { changeSentences } from './changeWords';

type T = (key: string, values?: Record<string, unknown>) => string;

function words(t: T, w: SettingWords): string {
  const parts = Object.fromEntries(Object.entries(w.parts ?? {}).map(([k, key]) => [k, t(`backoffice.${key}`)]));
  return t(`backoffice.${w.key}`, { ...w.values, ...parts });
}

export function consoleFailure(t: T, e: unknown, tz = '', lang = 'en-gb'): string {
  const f = failureText(e, tz);
  const text = t(`backoffice.${f.key}`, { ...f.values, ...(f.setting ? { setting: words(t, f.setting) } : {}) });
  if (!f.differs) return text;
  // A conflict: what the other draft holds, as sentences (yours → theirs).
  const lines = changeSentences(f.differs, t, lang).map((c) => `${c.subject}: ${c.before} → ${c.after}`);
  return lines.length ? `${text} ${t('backoffice.conflictDiffers')} ${lines.join('; ')}.` : text;
}
