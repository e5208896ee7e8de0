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
  /** A new password (sign-up, reset, change) needs this many characters: the server refuses fewer. */
  newMinLength: 6,
} as const;

/**
 * Words and patterns that crack in seconds whatever is added around them: the most used passwords
 * of public breach lists, keyboard rows and the venue-app words people reach for.
 */
const DICTIONARY = new Set([
  'password',
  'passw0rd',
  'qwerty',
  'qwertyuiop',
  'asdfgh',
  'asdfghjkl',
  'zxcvbn',
  'zxcvbnm',
  'letmein',
  'welcome',
  'iloveyou',
  'admin',
  'administrator',
  'monkey',
  'dragon',
  'football',
  'baseball',
  'soccer',
  'sunshine',
  'princess',
  'master',
  'shadow',
  'trustno',
  'superman',
  'batman',
  'starwars',
  'freedom',
  'whatever',
  'hello',
  'login',
  'secret',
  'changeme',
  'default',
  'abc',
  'abcd',
  'abcdef',
  'abcdefg',
  'abcdefgh',
  'qazwsx',
  'qwe',
  'qweasd',
  'pass',
  'test',
  'guest',
  'user',
  'member',
  'coffee',
  'cafe',
  'pizza',
  'burger',
  'summer',
  'winter',
  'spring',
  'autumn',
  'love',
  'lovely',
  'flower',
  'michael',
  'jordan',
]);
const LEET: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
  '!': 'i',
};

/** Runs of one character, or straight sequences ('123456', 'abcdef', '987654'). */
function isRun(s: string): boolean {
  if (s.length < 4) return false;
  if (/^(.)\1+$/.test(s)) return true;
  const d = s.charCodeAt(1) - s.charCodeAt(0);
  if (Math.abs(d) !== 1) return false;
  for (let i = 2; i < s.length; i++) if (s.charCodeAt(i) - s.charCodeAt(i - 1) !== d) return false;
  return true;
}

/**
 * Dictionary-based weakness: the password is a common word or pattern once case, look-alike
 * characters (p@ssw0rd) and the digits and symbols people append or prepend (Password1!, 2024summer)
 * are taken away, or it is a run or sequence ('111111', '123456789').
 */
export function isDictionaryPassword(pw: string | null | undefined): boolean {
  if (!pw) return false;
  const lower = pw.toLowerCase();
  if (isRun(lower) || /^\d+$/.test(lower)) return true;
  const core = lower.replace(/^[^a-z]+|[^a-z]+$/g, '');
  const plain = lower
    .replace(/^[^a-z@$]+|[^a-z@$]+$/g, '')
    .replace(/[013457@$!]/g, (c) => LEET[c] ?? c)
    .replace(/[^a-z]/g, '');
  return [lower, core, plain].some((w) => w.length > 0 && (DICTIONARY.has(w) || isRun(w)));
}

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

/** The weak-password warning: a failure the user may proceed past (spec 5): weak (0) or a dictionary word. */
export function passwordWarning(pw: string | null | undefined): ValidationResult {
  if (!pw) return OK;
  return passwordStrength(pw) === 0 || isDictionaryPassword(pw) ? fail('passwordWeak') : OK;
}

/** A new password (sign-up, reset, change): required, 6 to 20 characters. Weakness only warns. */
export function validateNewPassword(pw: string | null | undefined): ValidationResult {
  const base = validatePassword(pw);
  if (!base.ok) return base;
  return pw!.length < passwordRules.newMinLength ? fail('passwordTooShort', { min: passwordRules.newMinLength }) : OK;
}

/** Login: user name and password must not be empty (spec 5). */
export function validateLogin(userName: string | null | undefined, pw: string | null | undefined): ValidationResult {
  if (!userName?.trim() || !pw) return fail('loginEmpty');
  return OK;
}
