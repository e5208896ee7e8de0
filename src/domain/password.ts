// Password strength and the password field rules (spec 5).
import { fail, OK, type ValidationResult } from './validation';

export type PasswordStrength = -1 | 0 | 1 | 2;

/** The special characters a strong password needs one of. */
export const PASSWORD_SPECIALS = '!@#$%^&*';

export const passwordRules = {
  /** The password input's maximum length ("password label maximum length 20"). */
  maxLength: 20,
  /** Medium: this many characters and at least `mediumClasses` of lower case, upper case, digit. */
  mediumMinLength: 6,
  mediumClasses: 2,
  /** Strong: this many characters with lower, upper, digit and one of PASSWORD_SPECIALS. */
  strongMinLength: 8,
  specials: PASSWORD_SPECIALS,
} as const;

/**
 * Spec 5: empty -1; strong 2 needs 8+ characters with lower, upper, digit and one of !@#$%^&*;
 * medium 1 needs 6+ characters and at least two of lower, upper, digit; anything else is weak 0.
 */
export function passwordStrength(pw: string | null | undefined): PasswordStrength {
  if (!pw) return -1;
  const lower = /[a-z]/.test(pw);
  const upper = /[A-Z]/.test(pw);
  const digit = /[0-9]/.test(pw);
  const special = /[!@#$%^&*]/.test(pw);
  if (pw.length >= passwordRules.strongMinLength && lower && upper && digit && special) return 2;
  const classes = Number(lower) + Number(upper) + Number(digit);
  if (pw.length >= passwordRules.mediumMinLength && classes >= passwordRules.mediumClasses) return 1;
  return 0;
}

/** Required and at most 20 characters. Weakness is a warning only: see passwordWarning. */
export function validatePassword(pw: string | null | undefined): ValidationResult {
  if (!pw) return fail('passwordRequired');
  if (pw.length > passwordRules.maxLength) return fail('passwordTooLong', { max: passwordRules.maxLength });
  return OK;
}

/** The weak-password warning: a failure the user may proceed past (spec 5). */
export function passwordWarning(pw: string | null | undefined): ValidationResult {
  return passwordStrength(pw) === 0 ? fail('passwordWeak') : OK;
}

/** Login: user name and password must not be empty (spec 5). */
export function validateLogin(userName: string | null | undefined, pw: string | null | undefined): ValidationResult {
  if (!userName?.trim() || !pw) return fail('loginEmpty');
  return OK;
}
