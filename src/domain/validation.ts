// The shape every validator returns and the helpers that build it. A failure carries the i18n key
// (namespaced 'validation.'), the English text with values filled in, and the values themselves so
// a screen can translate the key into the user's language.
import { validationMessages, type ValidationKey } from './messages';

export type ValidationValues = Record<string, string | number>;

export type ValidationResult =
  { ok: true } | { ok: false; key: `validation.${ValidationKey}`; message: string; values?: ValidationValues };

export const OK: ValidationResult = /* @__PURE__ */ Object.freeze({ ok: true });

/** Fills i18next-style {{name}} markers. */
export function interpolate(text: string, values: ValidationValues = {}): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (m, name: string) => (name in values ? String(values[name]) : m));
}

/** A failure for `key`; `message` overrides the English text (e.g. a venue's own over-booking tip). */
export function fail(key: ValidationKey, values?: ValidationValues, message?: string): ValidationResult {
  const text = message ?? interpolate(validationMessages[key], values);
  return values
    ? { ok: false, key: `validation.${key}`, message: text, values }
    : { ok: false, key: `validation.${key}`, message: text };
}

/** The first failure of several checks, or OK. */
export function firstFailure(...results: ValidationResult[]): ValidationResult {
  return results.find((r) => !r.ok) ?? OK;
}
