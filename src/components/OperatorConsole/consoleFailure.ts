// A console call's failure as the text the screen shows, in the operator's language: the failure's key
// of the backoffice namespace with its values, and for config.bounds the setting's own words first.
import { failureText, type SettingWords } from '../../features/backoffice';

type T = (key: string, values?: Record<string, unknown>) => string;

function words(t: T, w: SettingWords): string {
  const parts = Object.fromEntries(Object.entries(w.parts ?? {}).map(([k, key]) => [k, t(`backoffice.${key}`)]));
  return t(`backoffice.${w.key}`, { ...w.values, ...parts });
}

export function consoleFailure(t: T, e: unknown): string {
  const f = failureText(e);
  return t(`backoffice.${f.key}`, { ...f.values, ...(f.setting ? { setting: words(t, f.setting) } : {}) });
}
