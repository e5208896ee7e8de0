// Every abuse limit of issue 27 in one typed table: what it counts, its default, and the environment
// variable that changes it (LIMIT_<NAME>=<max>, LIMIT_<NAME>_WINDOW_MIN=<minutes>). buildApp reads the
// environment once (main.ts passes process.env; tests pass overrides), and the routes read the
// resolved table from their CallEnv. The counts themselves are rows of rate_windows (rateLimit.ts),
// shared by every server process. docs/access-matrix.md "Limits" lists each one with its answer.
import type { Limit, LimitKind } from './rateLimit';

const MIN = 60_000;

interface LimitDefault {
  kind: LimitKind;
  max: number;
  windowMs: number;
  env: string;
  /** For docs/access-matrix.md "Limits": what one hit is, per what, and the answer over the limit. */
  counts: string;
  answer: string;
}

const TOO_MANY_SIGN_INS = "rtn -821020 'Too many attempts; please wait a few minutes and try again.'";

/** The limits by name; `kind` is the rate_windows bucket prefix each counts into. */
export const LIMIT_DEFAULTS = {
  // Sign-in: FAILURES only (a right password gives its reserved hit back).
  loginAccountAddress: {
    kind: 'login.account',
    max: 10,
    windowMs: 15 * MIN,
    env: 'LIMIT_LOGIN_ACCOUNT_ADDRESS',
    counts:
      'a failed password sign-in (unknown name or wrong password), per account (or normalised unknown name) and address',
    answer: TOO_MANY_SIGN_INS,
  },
  loginAccount: {
    kind: 'login.account.any',
    max: 50,
    windowMs: 15 * MIN,
    env: 'LIMIT_LOGIN_ACCOUNT',
    counts: 'a failed password sign-in, per account from any address',
    answer: TOO_MANY_SIGN_INS,
  },
  loginAccountDay: {
    kind: 'login.account.day',
    max: 200,
    windowMs: 24 * 60 * MIN,
    env: 'LIMIT_LOGIN_ACCOUNT_DAY',
    counts: 'the same over a day (back-off after repeated 15-minute lockouts)',
    answer: TOO_MANY_SIGN_INS,
  },
  loginAddress: {
    kind: 'login.address',
    max: 50,
    windowMs: 15 * MIN,
    env: 'LIMIT_LOGIN_ADDRESS',
    counts: 'a failed sign-in (password or SMS code), per address; successes are not counted',
    answer: TOO_MANY_SIGN_INS,
  },
  loginAddressDay: {
    kind: 'login.address.day',
    max: 200,
    windowMs: 24 * 60 * MIN,
    env: 'LIMIT_LOGIN_ADDRESS_DAY',
    counts: 'the same over a day (back-off)',
    answer: TOO_MANY_SIGN_INS,
  },
  phoneCheckAddress: {
    kind: 'phone.address',
    max: 20,
    windowMs: 15 * MIN,
    env: 'LIMIT_PHONE_CHECK_ADDRESS',
    counts: 'a registered-number check (/account/chkPhone), per address',
    answer: TOO_MANY_SIGN_INS,
  },
  // Enrolled kiosks: wrong enrolment codes per address (a right one gives its hit back).
  kioskEnrolAddress: {
    kind: 'kiosk.enrol.address',
    max: 10,
    windowMs: 15 * MIN,
    env: 'LIMIT_KIOSK_ENROL_ADDRESS',
    counts: 'a wrong kiosk enrolment code, per address',
    answer: '429 device.enrol-rate-limited',
  },
  // The kiosk's member card check: per enrolled device and per card, and wrong PINs (kiosk scope only).
  memberDevice: {
    kind: 'member.device',
    max: 60,
    windowMs: 15 * MIN,
    env: 'LIMIT_MEMBER_CHECKS_DEVICE',
    counts: 'a member card check, per enrolled kiosk',
    answer: 'member.rate-limited (rtn -9)',
  },
  memberCard: {
    kind: 'member.card',
    max: 10,
    windowMs: 15 * MIN,
    env: 'LIMIT_MEMBER_CHECKS_CARD',
    counts: 'a member card check, per card number (any kiosk)',
    answer: 'member.rate-limited (rtn -9)',
  },
  memberPinCard: {
    kind: 'member.pin.card',
    max: 5,
    windowMs: 15 * MIN,
    env: 'LIMIT_MEMBER_PIN_CARD',
    counts: "a wrong card PIN at a kiosk, per card (kiosk scope: the app's PIN lock is not touched)",
    answer: 'member.pin-locked (rtn -7)',
  },
  memberPinDevice: {
    kind: 'member.pin.device',
    max: 10,
    windowMs: 15 * MIN,
    env: 'LIMIT_MEMBER_PIN_DEVICE',
    counts: 'a wrong card PIN, per enrolled kiosk',
    answer: 'member.pin-locked (rtn -7)',
  },
  // Service numbers taken per enrolled kiosk (one an order).
  serviceNoDevice: {
    kind: 'serviceno.device',
    max: 120,
    windowMs: 15 * MIN,
    env: 'LIMIT_SERVICE_NO_DEVICE',
    counts: 'a service number taken, per enrolled kiosk',
    answer: '429',
  },
  // Orders and single payments without a signed-in account or a scanned member card: per address and
  // per device id (an enrolled kiosk's instead per kiosk, and not per address). Only created ones count.
  guestOrderAddress: {
    kind: 'order.guest.address',
    max: 60,
    windowMs: 15 * MIN,
    env: 'LIMIT_GUEST_ORDERS_ADDRESS',
    counts: 'an order or single payment created without an account, per address (enrolled kiosks are not counted here)',
    answer: '429 order.guest-rate-limited',
  },
  guestOrderDevice: {
    kind: 'order.guest.device',
    max: 10,
    windowMs: 15 * MIN,
    env: 'LIMIT_GUEST_ORDERS_DEVICE',
    counts: 'an order or single payment created without an account, per device id',
    answer: '429 order.guest-rate-limited',
  },
  kioskOrderDevice: {
    kind: 'order.kiosk.device',
    max: 200,
    windowMs: 15 * MIN,
    env: 'LIMIT_KIOSK_ORDERS_DEVICE',
    counts: 'an order created by an enrolled kiosk, per kiosk',
    answer: '429 order.guest-rate-limited',
  },
} as const satisfies Record<string, LimitDefault>;

export type LimitName = keyof typeof LIMIT_DEFAULTS;
export const LIMIT_NAMES = Object.keys(LIMIT_DEFAULTS) as LimitName[];
export type LimitConfig = Readonly<Record<LimitName, Limit>>;

/** A positive whole number from the environment, else undefined (a typo must not switch a limit off). */
function positive(v: string | undefined, name: string): number | undefined {
  if (v === undefined || v === '') return undefined;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a whole number of at least 1 (got "${v}").`);
  return n;
}

/**
 * The limits from the environment over the defaults, then `overrides` (tests). `loginLimit` is the
 * older LOGIN_LIMIT option (the e2e servers sign in many times from 127.0.0.1): it sets the per-account
 * failures and scales the others as before (per address and per account overall five times it).
 */
export function resolveLimits(
  env: Record<string, string | undefined> = {},
  o: { loginLimit?: number; overrides?: Partial<Record<LimitName, Partial<Limit>>> } = {},
): LimitConfig {
  const out = {} as Record<LimitName, Limit>;
  for (const name of LIMIT_NAMES) {
    const d: LimitDefault = LIMIT_DEFAULTS[name];
    let max: number = d.max;
    if (o.loginLimit !== undefined && name.startsWith('login'))
      max = Math.round((d.max / LIMIT_DEFAULTS.loginAccountAddress.max) * o.loginLimit);
    max = positive(env[d.env], d.env) ?? max;
    const minutes = positive(env[`${d.env}_WINDOW_MIN`], `${d.env}_WINDOW_MIN`);
    out[name] = { kind: d.kind, max, windowMs: minutes ? minutes * MIN : d.windowMs, ...o.overrides?.[name] };
  }
  return out;
}
