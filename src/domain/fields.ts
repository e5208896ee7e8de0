// Validators for user-entered fields of spec 5 (mobile, email, post code, codes, PIN, the terms box).
import { fail, OK, type ValidationResult } from './validation';

export const VERIFICATION_CODE_LENGTH = 4;
/** Seconds before a new verification code may be requested. */
export const VERIFICATION_COUNTDOWN_S = 120;
export const PIN_LENGTH = 6;
const CODE_RE = /* @__PURE__ */ new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`);
const PIN_RE = /* @__PURE__ */ new RegExp(`^\\d{${PIN_LENGTH}}$`);

const blank = (s: string | null | undefined): boolean => !s || s.trim() === '';

/**
 * Required. The spec gives no format; venues serve local and overseas customers, so we accept an
 * optional leading '+' and 6 to 15 digits once spaces, dashes and brackets are removed (E.164 length).
 */
export function validateMobile(s: string | null | undefined): ValidationResult {
  if (blank(s)) return fail('mobileRequired');
  const compact = s!.trim().replace(/[\s()-]/g, '');
  return /^\+?\d{6,15}$/.test(compact) ? OK : fail('mobileInvalid');
}

/** Required, and one '@' with a dotted domain and no spaces. */
export function validateEmail(s: string | null | undefined): ValidationResult {
  if (blank(s)) return fail('emailRequired');
  return /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(s!.trim()) ? OK : fail('emailInvalid');
}

/** Digits only ('Please input numbers only'). Empty passes unless `required`. */
export function validatePostcode(s: string | null | undefined, required = false): ValidationResult {
  if (blank(s)) return required ? fail('postcodeRequired') : OK;
  return /^\d+$/.test(s!.trim()) ? OK : fail('numbersOnly');
}

/** Exactly four digits. */
export function validateVerificationCode(s: string | null | undefined): ValidationResult {
  return CODE_RE.test(s ?? '') ? OK : fail('verificationCodeInvalid', { length: VERIFICATION_CODE_LENGTH });
}

/** The wallet payment PIN: exactly six digits. */
export function validatePin(s: string | null | undefined): ValidationResult {
  return PIN_RE.test(s ?? '') ? OK : fail('pinInvalid', { length: PIN_LENGTH });
}

/** The terms must be accepted (checkout, sign-up). Field-sized, for a form that shows each field's error. */
export function validateTerms(accepted: boolean): ValidationResult {
  return accepted ? OK : fail('termsRequired');
}
